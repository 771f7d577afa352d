import { languageEntry, type Language } from "./languages.ts";

/** All money in the shop is integer euro cents, VAT included. */
export type Cents = number;

/**
 * The least an order that is not free may total: Stripe's minimum charge in euros (€0.50), below
 * which it takes no payment. Every method is held to it, so a quote means the same whichever
 * method the shopper then chooses; a total of 0 needs no payment at all (docs/behaviour.md §19).
 */
export const MINIMUM_PAYMENT_CENTS = 50;

export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function toEuros(cents: Cents): number {
  return cents / 100;
}

/**
 * An amount of euros as staff type it, with a decimal comma or point and no grouping ("12,50",
 * "12.5", "12", "12."): its cents, counted from the digits (no float rounding). null when it is not
 * an amount in whole cents ("1.234", "-3", "12 €"), undefined when nothing was typed.
 */
export function parseEuros(text: string): Cents | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const match = /^(\d*)(?:[.,](\d{0,2}))?$/.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return null;
  const [, euros, fraction = ""] = match;
  return Number(euros || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

interface PriceStyle {
  prefix: string;
  suffix: string;
  group: string;
  decimal: string;
  groupFromDigits: number;
}

const priceStyles = new Map<Language, PriceStyle>();

/**
 * How a language writes an amount of euros, from its entry's number format (languages.ts): CLDR's
 * currency format for its locale, as Intl.NumberFormat gives it ("€1,234.56", "1.234,56 €",
 * "1234,56 €" and "12 345,67 €": Bulgarian groups digits only from five on). Written out rather
 * than asked of Intl: building an Intl.NumberFormat is the costly part of formatting (its locale
 * data is loaded on first use; on a phone, the home page's prices spent 20–30 ms of the main
 * thread on it while hydrating), and the same code on the server and in every browser prints the
 * same characters whatever ICU data each one has, so a page never differs from its hydration.
 * shared.test.ts checks every language against Intl.NumberFormat over a sweep of amounts.
 */
function priceStyle(language: Language): PriceStyle {
  let style = priceStyles.get(language);
  if (!style) {
    const { numbers } = languageEntry(language);
    const [before = "", after = ""] = numbers.currency.split("#");
    style = {
      prefix: before.replace("¤", "€"),
      suffix: after.replace("¤", "€"),
      group: numbers.group,
      decimal: numbers.decimal,
      groupFromDigits: numbers.minimumGroupingDigits + 3,
    };
    priceStyles.set(language, style);
  }
  return style;
}

/** EUR, no decimals when whole, otherwise two (docs/storefront.md §3). */
export function formatPrice(cents: Cents, language: Language): string {
  const style = priceStyle(language);
  const whole = Math.abs(Math.round(cents));
  const euros = String(Math.floor(whole / 100));
  const grouped = euros.length < style.groupFromDigits ? euros : euros.replace(/\B(?=(\d{3})+$)/g, style.group);
  const fraction = whole % 100 === 0 ? "" : `${style.decimal}${String(whole % 100).padStart(2, "0")}`;
  return `${cents < 0 && whole > 0 ? "-" : ""}${style.prefix}${grouped}${fraction}${style.suffix}`;
}

/**
 * An amount in the currency a payment provider reported it in: euros as formatPrice writes them,
 * another currency (a provider's mistake, never the shop's) in the language's format for it.
 */
export function formatAmountIn(cents: Cents, currency: string, language: Language): string {
  const code = currency.toUpperCase();
  if (code === "EUR") return formatPrice(cents, language);
  return new Intl.NumberFormat(languageEntry(language).locale, { style: "currency", currency: code }).format(
    toEuros(cents),
  );
}

/**
 * Standard VAT rates of the EU-27 (percent), as they are today. An order line records the rate it
 * was charged when the order is placed (OrderItem.vatRate): a change here applies to orders placed
 * afterwards and never to an order or document that exists (docs/behaviour.md §2, §9).
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

/** The VAT contained in a gross amount taxed at `rate` percent. */
export function vatIncludedAt(grossCents: Cents, rate: number): Cents {
  return grossCents - Math.round(grossCents / (1 + rate / 100));
}

/** The VAT contained in a gross amount at a country's standard rate today (0 outside the EU). */
export function includedVat(grossCents: Cents, countryCode: string): Cents {
  return vatIncludedAt(grossCents, VAT_RATES[countryCode] ?? 0);
}

/** A gross amount and the VAT rate it is charged at (percent). */
export interface TaxedAmount {
  grossCents: Cents;
  vatRate: number;
}

/**
 * The VAT an order records, from its lines' own rates: for each rate, the VAT contained in the sum
 * of the lines charged at it. With one rate, as every order has (all its lines carry the
 * destination's standard rate), it is the VAT contained in the total at that rate.
 */
export function includedVatOfLines(lines: readonly TaxedAmount[]): Cents {
  const grossByRate = new Map<number, Cents>();
  for (const line of lines) grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.grossCents);
  let vat = 0;
  for (const [rate, gross] of grossByRate) vat += vatIncludedAt(gross, rate);
  return vat;
}

/**
 * An order's VAT rate as one figure: its lines' rate (they share the destination's standard rate),
 * the highest should they ever differ. Shipping is charged at it, as the goods it carries are.
 */
export function orderVatRate(lineRates: readonly number[]): number {
  return lineRates.length === 0 ? 0 : Math.max(...lineRates);
}

/**
 * The part of an order line's discount that `quantity` of its units carry (docs/behaviour.md §19): an
 * equal share per unit, the odd cents with the refund that takes the line's last units
 * (`remaining`: its units no earlier refund took). A refunded unit gives back the price paid.
 */
export function unitsDiscountCents(
  line: { quantity: number; discountCents: number },
  quantity: number,
  remaining: number,
): Cents {
  const perUnit = Math.floor(line.discountCents / line.quantity);
  return perUnit * quantity + (quantity === remaining ? line.discountCents - perUnit * line.quantity : 0);
}
