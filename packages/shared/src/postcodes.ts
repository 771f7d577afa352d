// The postal code formats of the 27 EU member states, the one rule the checkout form and the order
// API apply (schemas.ts), so "ABCDE" or "803" for Germany is refused beside the field and by the
// API alike. Sources: the Universal Postal Union's "Postal addressing systems in member countries"
// (https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions, one sheet per
// country) and each national operator's own rules where the UPU leaves room (Eircode for Ireland,
// MaltaPost's three letters and four digits, PostNL's digits and letters). A prefix of the country
// that some write before the number (LV-1050, LT-01100, L-1009) is optional where the operator
// prints one itself; spaces and dashes are optional where a format has one in the middle.
// No library: the 27 formats are this table, each with the example the form's message shows, and
// the checkout loads no list of two hundred countries for them.
import { isEuCountry, type CountryCode } from "./eu.ts";

interface PostcodeFormat {
  /** Matched against the postcode trimmed and upper-cased. */
  pattern: RegExp;
  /** A real postcode of the capital, as the form's error shows it. */
  example: string;
}

const digits = (count: number, example: string): PostcodeFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  example,
});

export const POSTCODE_FORMATS: Record<CountryCode, PostcodeFormat> = {
  AT: digits(4, "1010"),
  BE: digits(4, "1000"),
  BG: digits(4, "1000"),
  HR: digits(5, "10000"),
  CY: digits(4, "1010"),
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: "110 00" },
  DK: digits(4, "1050"),
  EE: digits(5, "10111"),
  FI: digits(5, "00100"),
  FR: digits(5, "75001"),
  // 01001 to 99998: no German postcode starts with 00.
  DE: { pattern: /^(?!00)\d{5}$/, example: "10115" },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: "105 57" },
  HU: { pattern: /^[1-9]\d{3}$/, example: "1051" },
  // Eircode: a routing key (a letter and two digits, or D6W) and four characters of the letters
  // Eircode uses (no B, G, I, J, L, M, O, Q, S, U, Z) and digits.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/, example: "D02 X285" },
  IT: digits(5, "00184"),
  LV: { pattern: /^(?:LV-?)?\d{4}$/, example: "LV-1050" },
  LT: { pattern: /^(?:LT-?)?\d{5}$/, example: "LT-01100" },
  LU: { pattern: /^(?:L-?)?\d{4}$/, example: "1009" },
  MT: { pattern: /^[A-Z]{3} ?\d{4}$/, example: "VLT 1117" },
  // Four digits, the first not 0, and two letters other than SA, SD and SS.
  NL: { pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/, example: "1012 AB" },
  PL: { pattern: /^\d{2}-?\d{3}$/, example: "00-950" },
  PT: { pattern: /^\d{4}-?\d{3}$/, example: "1000-001" },
  RO: digits(6, "010011"),
  SK: { pattern: /^\d{3} ?\d{2}$/, example: "811 01" },
  SI: { pattern: /^(?:SI-?)?\d{4}$/, example: "1000" },
  // 01 to 52: the provinces' numbers.
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: "28001" },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: "111 22" },
};

/** The API's words for a refused postcode, after the field's name ("shippingAddress.postCode must be …"). */
export function postcodeMessage(country: CountryCode): string {
  return `must be a postcode of ${country}, e.g. ${POSTCODE_FORMATS[country].example}`;
}

/** Whether `postcode` (as typed: surrounding spaces and letter case do not count) is one of `country`'s. */
export function isPostcode(country: string, postcode: string): boolean {
  if (!isEuCountry(country)) return false;
  return POSTCODE_FORMATS[country].pattern.test(postcode.trim().toUpperCase());
}

/** A postcode of `country` to show as an example ("10115"); "" for a country the shop does not deliver to. */
export function postcodeExample(country: string): string {
  return isEuCountry(country) ? POSTCODE_FORMATS[country].example : "";
}
