// Who may buy what where (docs/behaviour.md §21), as the cart, the checkout and a product's page
// show it before the API refuses an order: the lines not delivered to a country, and whether the
// shopper must confirm being 18 or older.
import { loadShipping } from "./checkoutData.ts";

interface RestrictedLine {
  name: string;
  blockedCountries: string[];
  adultsOnly: boolean;
}

/** The names of the lines that cannot be delivered to `country` (none without a country). */
export function linesNotDelivered(lines: readonly RestrictedLine[], country: string): string[] {
  if (!country) return [];
  return lines.filter((line) => line.blockedCountries.includes(country)).map((line) => line.name);
}

/** Whether the order needs the shopper's age confirmation. */
export function needsAgeConfirmation(lines: readonly RestrictedLine[]): boolean {
  return lines.some((line) => line.adultsOnly);
}

/** The delivery country the shopper chose at the checkout before, remembered in this browser ("" if none). */
export function rememberedCountry(): string {
  return loadShipping().countryCode;
}
