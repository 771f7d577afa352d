import { LANGUAGE_ENTRIES, LANGUAGES, languageName, toLanguage, type Language } from "@shop/shared";
import type { TranslationMessages } from "react-admin";
import englishMessages from "./en/index.ts";
import { MESSAGE_FILES } from "./files.ts";
import { mergeMessages } from "./messages.ts";

/** The console's languages, each named in its own language (as the language menus show them). */
export const LANGUAGE_NAMES: { locale: Language; name: string }[] = LANGUAGE_ENTRIES.map(({ code, name }) => ({
  locale: code,
  name,
}));

/** The file of a language's messages, as the repository names it. */
export const messageFile = (language: Language) => `admin/src/i18n/${language}/index.ts`;

/**
 * The shop's languages named in `language`'s words (`app.languages.<code>`), from CLDR
 * (languageName), so that no message file lists them and a new language is named in every one.
 */
const languageNames = (language: Language) => ({
  app: { languages: Object.fromEntries(LANGUAGES.map((other) => [other, languageName(other, language)])) },
});

/**
 * Every message of one language. English ships with the app (polyglot needs the default
 * language's at once); the others load when someone picks them. A language without its file is a
 * mistake, named, never a silent fallback. Free of react-admin and polyglot, so the login screen
 * can use it alone.
 */
export const loadMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const language = toLanguage(locale);
  if (language === "en") return mergeMessages(englishMessages, languageNames(language));
  const load = MESSAGE_FILES[`./${language}/index.ts`];
  if (!load) throw new Error(`${messageFile(language)} is missing: the console has no messages in ${language}`);
  return load().then((messages) => mergeMessages(messages, languageNames(language)));
};
