import type { Language } from "./enums.ts";

export type { Language };

/**
 * The shop's languages, the schema's `Language` in its order; the first is the fallback. Written
 * out rather than read from the generated enum object: the storefront's and the console's first
 * chunk stay free of the enums module (importing it there makes the bundler split that chunk).
 */
export const LANGUAGES = ["en", "de", "bg"] as const satisfies readonly Language[];
/** A language added to the schema and missing above does not compile. */
type _EveryLanguageListed = AssertNone<Exclude<Language, (typeof LANGUAGES)[number]>>;
type AssertNone<T extends never> = T;
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language the way the whole shop does: any case, only the language part of a
 * region code ("de-AT" → "de"), anything unknown or missing → the fallback.
 */
export function toLanguage(value: string | null | undefined): Language {
  const base = (value ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** BCP 47 locale used for dates and numbers in each language. */
export const LOCALES: Record<Language, string> = { en: "en-IE", de: "de-DE", bg: "bg-BG" };

const LANGUAGE_TAG = /^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/;

/** Whether a value looks like a language tag ("de", "de-AT", "pt_BR"); anything else is ignored, never echoed. */
export function isLanguageTag(value: unknown): value is string {
  return typeof value === "string" && LANGUAGE_TAG.test(value);
}

/** The shop language a tag stands for ("de-AT" → "de"), or null for anything unsupported. */
export function supportedLanguage(value: unknown): Language | null {
  if (!isLanguageTag(value)) return null;
  const language = toLanguage(value);
  return language === value.toLowerCase().split(/[-_]/)[0] ? language : null;
}
