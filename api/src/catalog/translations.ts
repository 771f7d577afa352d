import type { Language } from "@shop/shared";

/** The translation in `language`, else English, else any: a product is never shown without a name. */
export function pickTranslation<T extends { language: string }>(translations: T[], language: Language): T | undefined {
  return (
    translations.find((t) => t.language === language) ??
    translations.find((t) => t.language === "en") ??
    translations[0]
  );
}
