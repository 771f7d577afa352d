import { DEFAULT_LANGUAGE, toLanguage, type Language } from "@shop/shared";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { LANGUAGE_NAMES, loadMessages } from "./catalog.ts";
import { POLYGLOT_OPTIONS } from "./messages.ts";

/**
 * Our own keys look like `app.*`, `resources.*`, `ra.*`; a missing one shows as the raw key
 * and warns once in the console (the browser tests fail on that warning). Anything else that
 * reaches translate() is the API's error message (English free text), shown as it is.
 */
const KEY_PATTERN = /^(app|resources|ra|shop)\.[\w.-]+$/;
const warned = new Set<string>();

export function onMissingKey(key: string): string {
  if (KEY_PATTERN.test(key) && !warned.has(key)) {
    warned.add(key);
    console.warn(`Missing translation for key: "${key}"`);
  }
  return key;
}

export const i18nProvider = polyglotI18nProvider(loadMessages, DEFAULT_LANGUAGE, LANGUAGE_NAMES, {
  ...POLYGLOT_OPTIONS,
  onMissingKey,
});

/** The console's language outside React (record representations); views use useShopLanguage. */
export const currentLanguage = (): Language => toLanguage(i18nProvider.getLocale());
