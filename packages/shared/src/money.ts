import { LOCALES, type Language } from "./languages.ts";

/** All money in the shop is integer euro cents, VAT included. */
export type Cents = number;
export const CURRENCY = "EUR";

export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function toEuros(cents: Cents): number {
  return cents / 100;
}

/** EUR, no decimals when whole, otherwise two (docs/storefront.md §3). */
export function formatPrice(cents: Cents, language: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * Standard VAT rates of the EU-27 (percent). Prices include VAT, so an order records the
 * VAT contained in its total at the destination's rate (EU one-stop-shop distance selling; docs/behaviour.md §2).
 */
export const VAT_RATES: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
};

/** The VAT contained in a gross amount. */
export function includedVat(grossCents: Cents, countryCode: string): Cents {
  const rate = VAT_RATES[countryCode] ?? 0;
  return grossCents - Math.round(grossCents / (1 + rate / 100));
}
