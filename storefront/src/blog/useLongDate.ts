import { LOCALES } from "@shop/shared";
import { useMemo } from "react";
import { useLanguage } from "../i18n/useLanguage.ts";

/**
 * Dates in the long, localized form ("21 November 2026", "21. November 2026", "21 ноември 2026 г."),
 * in UTC: the server renders the page and the shopper's browser hydrates it, and both must print
 * the same day whatever time zone each is in.
 */
export function useLongDate(): (value: string | Date) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" });
    return (value: string | Date) => format.format(typeof value === "string" ? new Date(value) : value);
  }, [language]);
}
