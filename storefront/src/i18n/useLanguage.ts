import { toLanguage, type Language } from "@shop/shared";
import { useTranslation } from "./useTranslation.ts";

/** The shop language now shown; suspends until its translations have loaded. */
export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.language);
}
