// Country names in each of the shop's languages, from CLDR through Intl.DisplayNames for the
// language's locale (languages.ts): a new language has its names with nothing to register, and no
// page carries a table of names (shared.test.ts checks that each language's locale has names of
// its own, so none shows English or codes instead).
import { LOCALES, type Language } from "./languages.ts";
import { EU_COUNTRIES, type CountryCode } from "./eu.ts";

export { EU_COUNTRIES, isEuCountry, type CountryCode } from "./eu.ts";

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in `language`; a code CLDR does not know stays as it is, as the address gave it. */
export function countryName(code: string, language: Language): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(LOCALES[language], { type: "region", fallback: "code" });
    regionNames.set(language, names);
  }
  return names.of(code.toUpperCase()) ?? code;
}

/** What a postal address is written from; company and addressLine2 empty (or absent) when not given. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  company?: string | null;
  address: string;
  addressLine2?: string | null;
  postCode: string;
  city: string;
  country: string;
}

/**
 * A postal address as every page, e-mail and the console write it, one line each: the name, the
 * company, the street, its second line, the post code and city, the country's name in `language`;
 * lines left empty are left out.
 */
export function postalAddressLines(address: PostalAddress, language: Language): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company ?? "",
    address.address,
    address.addressLine2 ?? "",
    `${address.postCode} ${address.city}`.trim(),
    countryName(address.country, language),
  ].filter(Boolean);
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** EU countries with names in the given language, sorted by that name. */
export function countryOptions(language: Language): CountryOption[] {
  const collator = new Intl.Collator(LOCALES[language]);
  return EU_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
