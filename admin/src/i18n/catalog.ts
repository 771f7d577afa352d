import { toLanguage, type Language } from "@shop/shared";
import type { TranslationMessages } from "react-admin";
import englishMessages from "./en/index.ts";

/** The console's languages, each named in its own language (as the language menus show them). */
export const LANGUAGE_NAMES: { locale: Language; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "de", name: "Deutsch" },
  { locale: "bg", name: "Български" },
];

/**
 * Every message of one language. English ships with the app; German and Bulgarian load when
 * someone picks them. Free of react-admin and polyglot, so the login screen can use it alone.
 */
export const loadMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  switch (toLanguage(locale)) {
    case "de":
      return import("./de/index.ts").then((module) => module.default);
    case "bg":
      return import("./bg/index.ts").then((module) => module.default);
    default:
      return englishMessages;
  }
};
