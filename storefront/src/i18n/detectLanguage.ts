// Which language a visit starts in (docs/storefront.md §1): the URL prefix wins, then the
// stored preference, the browser's languages and finally <html lang>. Values that do not look
// like a language tag are ignored, so a crafted `i18nextLng` cannot inject markup or script.
import { DEFAULT_LANGUAGE, isLanguage, toLanguage, type Language } from "@shop/shared";

export const LANGUAGE_STORAGE_KEY = "i18nextLng";
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/;

export function isLanguageTag(value: unknown): value is string {
  return typeof value === "string" && LANGUAGE_TAG.test(value);
}

/** The shop language a tag stands for ("de-AT" → "de"), or null for anything unsupported. */
export function supportedLanguage(value: unknown): Language | null {
  if (!isLanguageTag(value)) return null;
  const language = toLanguage(value);
  return language === value.toLowerCase().split(/[-_]/)[0] ? language : null;
}

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

export { isLanguage };
