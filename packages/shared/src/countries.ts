import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import bg from "i18n-iso-countries/langs/bg.json" with { type: "json" };
import type { Language } from "./languages.ts";

countries.registerLocale(en);
countries.registerLocale(de);
countries.registerLocale(bg);

/** The 27 EU member states the shop ships to and bills in (spec section 9). */
export const EU_COUNTRIES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;
export type CountryCode = (typeof EU_COUNTRIES)[number];

export function isEuCountry(code: unknown): code is CountryCode {
  return typeof code === "string" && (EU_COUNTRIES as readonly string[]).includes(code);
}

export function countryName(code: string, language: Language): string {
  return countries.getName(code, language) ?? code;
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** EU countries with names in the given language, sorted by that name. */
export function countryOptions(language: Language): CountryOption[] {
  const collator = new Intl.Collator(language);
  return EU_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
