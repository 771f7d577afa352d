// How long a parcel takes to each EU country once it has left the warehouse in Berlin, in working
// days: the one table the product page (beside the price), the checkout's summary and the order
// confirmation e-mail read (docs/behaviour.md §2). The delivery page's text
// (storefront/public/locales/*/translation.json, pages.delivery) says the same in words;
// delivery.test.ts holds the two together.
import { EU_COUNTRIES, isEuCountry, type CountryCode } from "./eu.ts";

export interface DeliveryDays {
  min: number;
  max: number;
}

const HOME: DeliveryDays = { min: 1, max: 3 };
const NEIGHBOURS: DeliveryDays = { min: 2, max: 4 };
const FURTHER: DeliveryDays = { min: 3, max: 7 };

/** The countries next to Germany (and France), which the delivery page names with 2–4 working days. */
const NEIGHBOUR_COUNTRIES: readonly CountryCode[] = ["AT", "BE", "CZ", "DK", "FR", "LU", "NL", "PL"];

export const DELIVERY_DAYS: Record<CountryCode, DeliveryDays> = Object.fromEntries(
  EU_COUNTRIES.map((country) => [
    country,
    country === "DE" ? HOME : NEIGHBOUR_COUNTRIES.includes(country) ? NEIGHBOURS : FURTHER,
  ]),
) as Record<CountryCode, DeliveryDays>;

/** The range across the EU, for a shopper whose country is not known yet. */
export const EU_DELIVERY_DAYS: DeliveryDays = {
  min: Math.min(...Object.values(DELIVERY_DAYS).map((days) => days.min)),
  max: Math.max(...Object.values(DELIVERY_DAYS).map((days) => days.max)),
};

/** The working days after dispatch a parcel takes to `country`; the EU's range for anything else. */
export function deliveryDays(country: string | null | undefined): DeliveryDays {
  return isEuCountry(country) ? DELIVERY_DAYS[country] : EU_DELIVERY_DAYS;
}
