// The invoice / credit note as plain data, and how it is built: an invoice from the order record
// (the lines and the VAT rates they recorded when the order was placed), a credit note from the
// invoice it corrects. Everything the PDF shows is decided here (amounts, VAT split, texts'
// inputs), so the renderer only lays out; the document is frozen as it is built when it is issued
// (issued-documents.ts). Pure: no database, no clock; the caller passes the number and dates
// (docs/behaviour.md §9).
import {
  formatPrice,
  includedVatOfLines,
  orderVatRate,
  toLanguage,
  vatIncludedAt,
  type DocumentKind,
  type Language,
  type PaymentMethod,
  type TaxedAmount,
} from "@shop/shared";
import type { Order, OrderAddress } from "@shop/db";
import { INVOICE_TEXTS } from "./invoice-texts.ts";

type InvoiceKind = DocumentKind;

export interface InvoiceSeller {
  legalName: string;
  addressLines: string[];
  /** ISO 3166-1 alpha-2: decides whether the destination-VAT note is printed. */
  country: string;
  vatId: string;
  email?: string;
  /** The registered office (Sitz) of a company in a commercial register: "Berlin". */
  seat?: string;
  /** The court that keeps the company's register entry: "Amtsgericht Berlin-Charlottenburg". */
  registerCourt?: string;
  /** The company's register entry: "HRB 234567 B" (or, without a court, a Bulgarian UIC). */
  registerNumber?: string;
  /** Every managing director by name, as a GmbH's business letters must name them (§35a GmbHG). */
  managingDirectors?: string[];
  bankLines?: string[];
}

interface InvoiceBuyer {
  name: string;
  company?: string;
  vatId?: string;
  addressLines: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * One line; every amount in cents. On a credit note the amounts are negative. Its net is its
 * quantity times its unit net (documents issued since issue 31; before, netCents could differ from
 * that product by a cent or so: the document prints as it was issued).
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** The gross unit price less its VAT, rounded to the cent: the unit net printed. */
  unitNetCents: number;
  /** Percent, the rate the order line recorded when it was placed (may have a decimal: FI 25.5). */
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /**
   * "discount": the discount code's line at one VAT rate (negative on an invoice); "rounding": what
   * the cents of a rate's lines, rounded per unit, are off the VAT the rate's amount contains (its
   * gross 0); absent on the goods and the shipping.
   */
  kind?: "discount" | "rounding";
  /** An item line's share of the order's discount (cents, positive), which the discount line takes off. */
  discountCents?: number;
}

interface InvoiceTotals {
  netCents: number;
  /** One entry per rate, highest first. */
  vatByRate: { rate: number; netCents: number; vatCents: number }[];
  vatCents: number;
  grossCents: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** Credit notes only: the invoice they correct. */
  correctsInvoice?: { number: string; issueDate: Date };
  issueDate: Date;
  supplyDate: Date;
  /**
   * The time zone its dates print in: the shop's when it was issued (SHOP_TIME_ZONE), the zone
   * whose calendar year its number belongs to. None: UTC, as the documents issued before it print.
   */
  timeZone?: string;
  language: Language;
  currency: "EUR";
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  paymentMethod: PaymentMethod;
  orderNumber: string;
  /** When the order was paid; printed as "Paid on …". */
  paidAt?: Date;
  /** Free notes printed under the totals. */
  notes?: string[];
  /** ISO 3166-1 alpha-2 of the country the goods went to (the shipping address), whose VAT is charged. */
  destinationCountry: string;
  /** True when VAT is charged at the rate of a destination other than the seller's country (OSS). */
  destinationVat: boolean;
}

export type InvoiceOrder = Pick<
  Order,
  | "number"
  | "language"
  | "paymentMethod"
  | "currency"
  | "subtotalCents"
  | "shippingCents"
  | "vatCents"
  | "totalCents"
  | "paidAt"
> & {
  /** The discount code's reduction, taken off the total, and the code (docs/behaviour.md §19). */
  discountCents?: number;
  discountCode?: string | null;
  /** With the rates they recorded (api/src/invoices/order-vat.ts) and their shares of the discount. */
  items: { name: string; unitPriceCents: number; quantity: number; vatRate: number; discountCents?: number }[];
  /** The company and address line 2 print when given (absent or empty: none). */
  addresses: (Pick<OrderAddress, "kind" | "firstName" | "lastName" | "address" | "city" | "postCode" | "country"> &
    Partial<Pick<OrderAddress, "company" | "addressLine2">>)[];
};

/**
 * How a document's lines split their amounts into net and VAT. "units" (every document issued
 * now): a line's net is its quantity times its unit net, its VAT the rest of its amount, so each row
 * and the net column add up as printed; a rounding line per rate takes what that leaves between the
 * lines' VAT and the VAT the rate's amount contains. "split": the rule before (each line's VAT its
 * share of its rate's, splitVat), for a document numbered under it and frozen only later, which
 * must print the figures it was issued with.
 */
type LineRounding = "units" | "split";

export interface BuildInvoiceOptions {
  number: string;
  /** Default "units". */
  lineRounding?: LineRounding;
  issueDate: Date;
  /** The shop's time zone, whose calendar year the number is of (the document's dates print in it). */
  timeZone?: string;
  /** Defaults to the payment date. */
  supplyDate?: Date;
  seller: InvoiceSeller;
  buyerCompany?: string;
  buyerVatId?: string;
  notes?: string[];
}

export class InvoiceError extends Error {}

/**
 * Splits the VAT contained in a set of gross amounts over them so that, for each rate, the parts
 * add up exactly to the VAT contained in the sum of the amounts at that rate: together, to
 * `includedVatOfLines`, the amount the order recorded (packages/shared/src/money.ts).
 * Rounding rule: each line's exact VAT (gross × rate / (100 + rate)) is rounded down, and the cents
 * still missing to reach its rate's VAT go, one each, to the lines of that rate with the largest
 * fractions dropped (ties: the earlier line). The missing cents never exceed the number of lines.
 */
export function splitVat(lines: readonly TaxedAmount[]): number[] {
  const parts = lines.map((line, index) => {
    const { grossCents: gross, vatRate } = line;
    if (!Number.isSafeInteger(gross) || gross < 0) throw new InvoiceError(`Invalid line amount ${gross}`);
    if (!Number.isFinite(vatRate) || vatRate < 0 || vatRate >= 100)
      throw new InvoiceError(`Invalid VAT rate ${vatRate}`);
    // Tenths of a percent keep the arithmetic in integers (FI 25.5 % -> 255).
    const rateTenths = Math.round(vatRate * 10);
    const scaled = gross * rateTenths;
    const divisor = 1000 + rateTenths;
    return { index, gross, vatRate, vat: Math.floor(scaled / divisor), remainder: scaled % divisor };
  });
  // Within a rate the remainders share one divisor, so they compare as integers.
  for (const rate of new Set(parts.map((part) => part.vatRate))) {
    const group = parts.filter((part) => part.vatRate === rate);
    const gross = group.reduce((sum, part) => sum + part.gross, 0);
    let missing = vatIncludedAt(gross, rate) - group.reduce((sum, part) => sum + part.vat, 0);
    if (missing < 0 || missing > group.length) throw new InvoiceError("VAT split out of range");
    const byRemainder = [...group].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
    for (const part of byRemainder) {
      if (missing === 0) break;
      part.vat += 1;
      missing -= 1;
    }
  }
  return parts.map((part) => part.vat);
}

/** A line's amounts before they are split into net and VAT. */
interface RawLine {
  description: string;
  quantity: number;
  unitGross: number;
  grossCents: number;
  vatRate: number;
}

/**
 * The lines of `raw` with their net and VAT (positive), by `rounding` (LineRounding), and for
 * "units" the rounding lines after them, one per rate whose lines' VAT is off what the rate's
 * amount contains (splitVat's total for the rate, the VAT the order recorded).
 */
function splitLines(raw: readonly RawLine[], rounding: LineRounding, roundingText: string): InvoiceLine[] {
  const vats = splitVat(raw);
  const lines = raw.map((line, index): InvoiceLine => {
    const unitNetCents = line.unitGross - vatIncludedAt(line.unitGross, line.vatRate);
    const netCents = rounding === "units" ? unitNetCents * line.quantity : line.grossCents - vats[index];
    return {
      description: line.description,
      quantity: line.quantity,
      unitNetCents,
      vatRate: line.vatRate,
      netCents,
      vatCents: line.grossCents - netCents,
      grossCents: line.grossCents,
    };
  });
  if (rounding === "split") return lines;
  const rates = [...new Set(raw.map((line) => line.vatRate))].sort((a, b) => b - a);
  for (const vatRate of rates) {
    const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
    const due = sumOf(vats.filter((_, index) => raw[index].vatRate === vatRate));
    const missing = due - sumOf(lines.filter((line) => line.vatRate === vatRate).map((line) => line.vatCents));
    if (missing === 0) continue;
    lines.push({
      description: roundingText,
      quantity: 1,
      unitNetCents: -missing,
      vatRate,
      netCents: -missing,
      vatCents: missing,
      grossCents: 0,
      kind: "rounding",
    });
  }
  return lines;
}

function buyerAddress(order: InvoiceOrder): InvoiceOrder["addresses"][number] {
  const address =
    order.addresses.find((a) => a.kind === "BILLING") ?? order.addresses.find((a) => a.kind === "SHIPPING");
  if (!address) throw new InvoiceError(`Order ${order.number} has no address`);
  return address;
}

/** Cents with their sign turned, never -0 (which would print as "-0,00 €"). */
const negative = (cents: number) => (cents === 0 ? 0 : -cents);

/** Builds the invoice of a paid order from its record, at the VAT rates its lines recorded. */
export function buildInvoiceDocument(order: InvoiceOrder, options: BuildInvoiceOptions): InvoiceDocument {
  const language = toLanguage(order.language);
  if (!options.number.trim()) throw new InvoiceError("An invoice needs a number");
  if (order.currency !== "EUR") throw new InvoiceError(`Order ${order.number} is in ${order.currency}, not EUR`);
  if (!order.paidAt) throw new InvoiceError(`Order ${order.number} is not paid`);
  if (order.items.length === 0) throw new InvoiceError(`Order ${order.number} has no items`);
  // VAT is due in the country of destination: the shipping address decides (docs/behaviour.md §2).
  const destination = (order.addresses.find((a) => a.kind === "SHIPPING") ?? buyerAddress(order)).country;

  const raw = order.items.map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1)
      throw new InvoiceError(`Invalid quantity ${item.quantity} for '${item.name}'`);
    return {
      description: item.name,
      quantity: item.quantity,
      unitGross: item.unitPriceCents,
      grossCents: item.unitPriceCents * item.quantity,
      vatRate: item.vatRate,
    };
  });
  if (order.shippingCents > 0)
    raw.push({
      description: INVOICE_TEXTS[language].shipping,
      quantity: 1,
      unitGross: order.shippingCents,
      grossCents: order.shippingCents,
      vatRate: orderVatRate(order.items.map((item) => item.vatRate)),
    });
  // The discount, per VAT rate: what the order's lines at that rate were reduced by.
  const discountByRate = new Map<number, number>();
  for (const item of order.items)
    if (item.discountCents)
      discountByRate.set(item.vatRate, (discountByRate.get(item.vatRate) ?? 0) + item.discountCents);
  const discountCents = order.discountCents ?? 0;
  const gross = raw.reduce((sum, line) => sum + line.grossCents, 0) - discountCents;
  if (
    gross !== order.totalCents ||
    order.subtotalCents - discountCents + order.shippingCents !== order.totalCents ||
    [...discountByRate.values()].reduce((sum, cents) => sum + cents, 0) !== discountCents
  )
    throw new InvoiceError(
      `Order ${order.number}: lines add up to ${formatPrice(gross, "en")}, the order says ${formatPrice(order.totalCents, "en")}`,
    );
  const charged = [
    ...raw.map((line) => ({ grossCents: line.grossCents, vatRate: line.vatRate })),
    ...[...discountByRate].map(([vatRate, cents]) => ({ grossCents: -cents, vatRate })),
  ];
  const vat = includedVatOfLines(charged);
  if (vat !== order.vatCents)
    throw new InvoiceError(
      `Order ${order.number} recorded VAT ${formatPrice(order.vatCents, "en")}, its lines' rates give ${formatPrice(vat, "en")}`,
    );

  const texts = INVOICE_TEXTS[language];
  const priced = splitLines(raw, options.lineRounding ?? "units", texts.rounding);
  // The goods, the shipping and their rounding lines.
  const lines: InvoiceLine[] = priced.map((line, index) => ({
    ...line,
    ...(order.items[index]?.discountCents ? { discountCents: order.items[index].discountCents } : {}),
  }));
  // One discount line per rate, after the goods, the shipping and the rounding: its VAT is what
  // the discount takes off the VAT contained in that rate's lines, so the totals are the order's own.
  for (const [vatRate, cents] of [...discountByRate].sort((a, b) => b[0] - a[0])) {
    const rateGross = raw.filter((line) => line.vatRate === vatRate).reduce((sum, line) => sum + line.grossCents, 0);
    const vatCents = vatIncludedAt(rateGross - cents, vatRate) - vatIncludedAt(rateGross, vatRate);
    lines.push({
      description: texts.discount(order.discountCode ?? ""),
      quantity: 1,
      unitNetCents: -cents - vatCents,
      vatRate,
      netCents: -cents - vatCents,
      vatCents,
      grossCents: -cents,
      kind: "discount",
    });
  }
  const buyer = buyerAddress(order);
  return {
    kind: "invoice",
    number: options.number,
    issueDate: options.issueDate,
    supplyDate: options.supplyDate ?? order.paidAt,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    language,
    currency: "EUR",
    seller: options.seller,
    buyer: {
      name: `${buyer.firstName} ${buyer.lastName}`.trim(),
      company: options.buyerCompany || buyer.company || undefined,
      vatId: options.buyerVatId,
      addressLines: [buyer.address, buyer.addressLine2 ?? "", `${buyer.postCode} ${buyer.city}`].filter(Boolean),
      country: buyer.country,
    },
    lines,
    totals: totalsOf(lines),
    paymentMethod: order.paymentMethod,
    orderNumber: order.number,
    paidAt: order.paidAt,
    notes: options.notes,
    destinationCountry: destination,
    destinationVat: destination !== options.seller.country,
  };
}

type CreditNoteOptions = { number: string; issueDate: Date; seller: InvoiceSeller; timeZone?: string };

/** A credit note is issued against an invoice, under a number of its own. */
function assertCreditable(invoice: InvoiceDocument, options: CreditNoteOptions) {
  if (invoice.kind !== "invoice") throw new InvoiceError(`${invoice.number} is not an invoice`);
  if (!options.number.trim()) throw new InvoiceError("A credit note needs a number");
}

/** A credit note of `lines` against the invoice: its buyer and language, naming it; today's seller and date. */
function creditNote(invoice: InvoiceDocument, options: CreditNoteOptions, lines: InvoiceLine[]): InvoiceDocument {
  return {
    ...invoice,
    kind: "credit_note",
    number: options.number,
    correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    issueDate: options.issueDate,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    seller: options.seller,
    lines,
    totals: totalsOf(lines),
    notes: undefined,
  };
}

/**
 * The credit note that reverses an invoice in full: the invoice's buyer, lines, rates and cents
 * with their signs turned, naming the invoice; the seller is the one issuing the note, today.
 */
export function creditNoteOf(invoice: InvoiceDocument, options: CreditNoteOptions): InvoiceDocument {
  assertCreditable(invoice, options);
  const lines = invoice.lines.map((line) => ({
    ...line,
    unitNetCents: negative(line.unitNetCents),
    netCents: negative(line.netCents),
    vatCents: negative(line.vatCents),
    grossCents: negative(line.grossCents),
  }));
  return creditNote(invoice, options, lines);
}

/** What a refund gives back, in terms of the invoice it corrects. */
export interface CreditedPart {
  /**
   * Units of the invoice's lines: the line's index in the invoice, how many of its units, and the
   * part of the line's discount they carry (given back less it: the price paid).
   */
  units: { line: number; quantity: number; discountCents?: number }[];
  /** The index of the invoice's shipping line when its shipping is given back. */
  shippingLine?: number;
  /** A sum (cents) given back besides whole units. */
  sumCents: number;
}

/**
 * Shares `cents` out over `weights` in proportion (largest remainder: the parts add up to `cents`
 * exactly; ties go to the earlier entry).
 */
export function proportionalShares(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new InvoiceError("Nothing to share a sum over");
  const shares = weights.map((weight, index) => ({
    index,
    cents: Math.floor((cents * weight) / total),
    remainder: (cents * weight) % total,
  }));
  let missing = cents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (missing === 0) break;
    share.cents += 1;
    missing -= 1;
  }
  return shares.map((share) => share.cents);
}

/**
 * The credit note for part of an invoice (docs/behaviour.md §15): the units given back at their
 * line's price and recorded rate, the shipping line, and a sum given back besides whole units,
 * split over the invoice's lines in proportion to their amounts and printed as one line per VAT
 * rate. Its VAT is worked out as an invoice's is (splitVat): for each rate, the VAT contained in
 * what the note gives back at that rate. A note for every unit and the shipping is the invoice's
 * exact reverse, as creditNoteOf makes it.
 */
export function partialCreditNoteOf(
  invoice: InvoiceDocument,
  part: CreditedPart,
  options: CreditNoteOptions,
): InvoiceDocument {
  assertCreditable(invoice, options);
  const invoiced = (index: number) => {
    const line = invoice.lines[index];
    if (!line) throw new InvoiceError(`${invoice.number} has no line ${index + 1}`);
    return line;
  };
  const raw: RawLine[] = [];
  for (const { line: index, quantity, discountCents = 0 } of part.units) {
    const line = invoiced(index);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
      throw new InvoiceError(`Invalid quantity ${quantity} of '${line.description}'`);
    const grossCents = (line.grossCents / line.quantity) * quantity - discountCents;
    raw.push({
      description: line.description,
      quantity,
      unitGross: Math.round(grossCents / quantity),
      grossCents,
      vatRate: line.vatRate,
    });
  }
  if (part.shippingLine !== undefined) {
    const line = invoiced(part.shippingLine);
    raw.push({ ...line, unitGross: line.grossCents, quantity: 1 });
  }
  if (part.sumCents > 0) {
    // Over what each line was charged: a discount line counts as nothing, its lines less their share.
    const shares = proportionalShares(
      part.sumCents,
      invoice.lines.map((line) => Math.max(0, line.grossCents - (line.discountCents ?? 0))),
    );
    const byRate = new Map<number, number>();
    invoice.lines.forEach((line, index) => byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + shares[index]));
    for (const [vatRate, grossCents] of [...byRate].sort((a, b) => b[0] - a[0]))
      if (grossCents > 0)
        raw.push({
          description: INVOICE_TEXTS[invoice.language].refundedSum,
          quantity: 1,
          unitGross: grossCents,
          grossCents,
          vatRate,
        });
  }
  if (raw.length === 0) throw new InvoiceError("A credit note needs something to give back");
  const lines = splitLines(raw, "units", INVOICE_TEXTS[invoice.language].rounding).map((line) => ({
    ...line,
    unitNetCents: negative(line.unitNetCents),
    netCents: negative(line.netCents),
    vatCents: negative(line.vatCents),
    grossCents: negative(line.grossCents),
  }));
  return creditNote(invoice, options, lines);
}

/** The totals of a set of lines: sums of the lines, so they always agree with the table. */
function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  const byRate = new Map<number, { rate: number; netCents: number; vatCents: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { rate: line.vatRate, netCents: 0, vatCents: 0 };
    entry.netCents += line.netCents;
    entry.vatCents += line.vatCents;
    byRate.set(line.vatRate, entry);
  }
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    netCents: sum((line) => line.netCents),
    vatByRate: [...byRate.values()].sort((a, b) => b.rate - a.rate),
    vatCents: sum((line) => line.vatCents),
    grossCents: sum((line) => line.grossCents),
  };
}
