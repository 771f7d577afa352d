// Which language a visit starts in (docs/storefront.md §1): the URL prefix wins, then the
// stored preference, the browser's languages and finally <html lang>. Values that do not look
// like a language tag are ignored, so a crafted `i18nextLng` cannot inject markup or script.
import { DEFAULT_LANGUAGE, isLanguageTag, supportedLanguage, type Language } from "@shop/shared";

export const LANGUAGE_STORAGE_KEY = "i18nextLng";
export { isLanguageTag, supportedLanguage };

export interface LanguageSources {
  pathname: string;
  stored: string | null;
  browser: readonly string[];
  htmlLang: string | null;
}

export function detectLanguage(sources: LanguageSources): Language {
  const prefix = sources.pathname.split("/")[1] ?? "";
  const candidates = [prefix, sources.stored, ...sources.browser, sources.htmlLang];
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
