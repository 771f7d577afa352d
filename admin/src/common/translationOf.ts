import { DEFAULT_LANGUAGE, type Language, type Translations } from "@shop/shared";

/**
 * One language's texts of a record, falling back to English field by field (an empty text or
 * list counts as missing): a German admin still recognises a product whose German name is missing.
 */
export function translationOf<T extends Record<string, string | string[]>>(
  translations: Translations<T> | undefined,
  language: Language,
): Partial<T> {
  if (!translations) return {};
  const fallback = translations[DEFAULT_LANGUAGE] ?? {};
  const own = translations[language] ?? {};
  const merged: Partial<T> = { ...fallback };
  for (const [key, value] of Object.entries(own) as [keyof T, T[keyof T]][]) {
    if (value && value.length > 0) merged[key] = value;
  }
  return merged;
}
