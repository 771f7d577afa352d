import { DEFAULT_LANGUAGE, toLanguage, type Language } from "@shop/shared";
import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslationMessages } from "react-admin";
import englishMessages from "./en/index.ts";

const LANGUAGE_NAMES: { locale: Language; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "de", name: "Deutsch" },
  { locale: "bg", name: "Български" },
];

/** English ships with the app; German and Bulgarian load when someone picks them. */
const loadMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  switch (toLanguage(locale)) {
    case "de":
      return import("./de/index.ts").then((module) => module.default);
    case "bg":
      return import("./bg/index.ts").then((module) => module.default);
    default:
      return englishMessages;
  }
};

// The API's error messages (English, free text) reach the notifications through translate():
// show them as they are instead of warning about a missing key. The message key sets
// themselves are checked by messages.test.ts.
export const i18nProvider = polyglotI18nProvider(loadMessages, DEFAULT_LANGUAGE, LANGUAGE_NAMES, { allowMissing: true });

/** The console's language outside React (record representations); views use useShopLanguage. */
export const currentLanguage = (): Language => toLanguage(i18nProvider.getLocale());
