import { LOCALES, toLanguage, type Language } from "@shop/shared";
import { useLocaleState } from "react-admin";

/** The console's current language, and its BCP 47 locale for numbers and dates. */
export function useShopLanguage(): { language: Language; locale: string } {
  const [localeCode] = useLocaleState();
  const language = toLanguage(localeCode);
  return { language, locale: LOCALES[language] };
}
