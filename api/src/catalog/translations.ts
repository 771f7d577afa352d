import { LANGUAGES, type Language, type Translations } from "@shop/shared";

/** The translation in `language`, else English, else any: a product is never shown without a name. */
export function pickTranslation<T extends { language: string }>(translations: T[], language: Language): T | undefined {
  return (
    translations.find((t) => t.language === language) ??
    translations.find((t) => t.language === "en") ??
    translations[0]
  );
}

/** Every language's translation at once (the console's records), `pick` filling in missing ones. */
export function allTranslations<T extends { language: string }, R>(
  translations: T[],
  pick: (translation: T | undefined) => R,
): Translations<R> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, pick(translations.find((t) => t.language === language))]),
  ) as Translations<R>;
}
