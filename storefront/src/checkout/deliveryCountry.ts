// The country the shop tells a shopper what it cannot deliver to and how long delivery takes
// (docs/storefront.md §4, docs/behaviour.md §21): the one chosen at the checkout or on a product
// page (remembered in this browser), else the page language's own country (de: Germany, bg:
// Bulgaria), else none (English is read all over the EU). The server renders every page with the
// language's country; the browser switches to a remembered one once the page has hydrated.
import { languageCountry, type Language } from "@shop/shared";
import { countryName } from "@shop/shared/countries";
import { isEuCountry, type CountryCode } from "@shop/shared/eu";
import { browserStore, useBrowserStore } from "../app/browserStore.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { loadShipping, saveShippingCountry, STORAGE_KEYS } from "./checkoutData.ts";

const remembered = browserStore<string>({
  read: () => loadShipping().countryCode,
  keys: [STORAGE_KEYS.shipping],
  serverValue: "",
});

/** The delivery country: the remembered one when it is an EU country, else the language's (or none). */
export function deliveryCountryOf(rememberedCountry: string, language: Language): CountryCode | null {
  return isEuCountry(rememberedCountry) ? rememberedCountry : languageCountry(language);
}

export function useDeliveryCountry(): CountryCode | null {
  return deliveryCountryOf(useBrowserStore(remembered), useLanguage());
}

/** The shopper chose where to deliver outside the checkout: remembered for every page and the checkout. */
export function chooseDeliveryCountry(code: CountryCode, language: Language): void {
  saveShippingCountry(code, countryName(code, language));
  remembered.set(code);
}

/** The checkout saved its shipping country: pages read in this tab afterwards follow it. */
export function deliveryCountrySaved(code: string): void {
  if (remembered.get() !== code) remembered.set(code);
}
