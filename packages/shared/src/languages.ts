/** The shop's languages. The first is the fallback. */
export const LANGUAGES = ["en", "de", "bg"] as const;
export type Language = (typeof LANGUAGES)[number];
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
