/** The 27 EU member states the shop ships to and bills in (docs/behaviour.md §2). */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;
export type CountryCode = (typeof EU_COUNTRIES)[number];

export function isEuCountry(code: unknown): code is CountryCode {
  return typeof code === "string" && (EU_COUNTRIES as readonly string[]).includes(code);
}
