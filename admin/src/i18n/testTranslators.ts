import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslateFunction, TranslationMessages } from "react-admin";
import bulgarian from "./bg/index.ts";
import german from "./de/index.ts";
import english from "./en/index.ts";

const translatorOf = (messages: TranslationMessages, locale: string): TranslateFunction =>
  polyglotI18nProvider(() => messages, locale, [], { allowMissing: true }).translate;

/** The console's translate() in each of its languages, for tests of what a screen says. */
export const translators = {
  en: translatorOf(english, "en"),
  de: translatorOf(german, "de"),
  bg: translatorOf(bulgarian, "bg"),
};
