import { formatPrice, toCents } from "@shop/shared";
import { useCallback } from "react";
import { useLanguage } from "./useLanguage.ts";

/** Formats an API price (euros) in the page's language (docs/storefront.md §3). */
export function usePrice(): (euros: number) => string {
  const language = useLanguage();
  return useCallback((euros: number) => formatPrice(toCents(euros), language), [language]);
}
