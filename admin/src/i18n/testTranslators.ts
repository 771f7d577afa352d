import { LANGUAGES, type Language } from "@shop/shared";
import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslateFunction } from "react-admin";
import { loadMessages } from "./catalog.ts";
import { POLYGLOT_OPTIONS } from "./messages.ts";

/** The console's translate() in a language, as the console sets polyglot up. */
export const translatorOf = async (language: Language): Promise<TranslateFunction> => {
  const messages = await loadMessages(language);
  return polyglotI18nProvider(() => messages, language, [], POLYGLOT_OPTIONS).translate;
};

/** The console's translate() in each of its languages, for tests of what a screen says. */
export const translators = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await translatorOf(language)] as const)),
) as Record<Language, TranslateFunction>;
