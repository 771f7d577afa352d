import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import bg from "i18n-iso-countries/langs/bg.json" with { type: "json" };
import type { Language } from "./languages.ts";
import { EU_COUNTRIES, type CountryCode } from "./eu.ts";

countries.registerLocale(en);
countries.registerLocale(de);
countries.registerLocale(bg);

export { EU_COUNTRIES, isEuCountry, type CountryCode } from "./eu.ts";

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
