// The invoice / credit note as plain data, and how it is built from an order record: everything
// the PDF shows is decided here (amounts, VAT split, texts' inputs), so the renderer only lays out.
// Pure: no database, no clock; the caller passes the number and dates (docs/behaviour.md §9).
import { includedVat, VAT_RATES, type Language } from "@shop/shared";
import type { Order, OrderAddress, OrderItem } from "@shop/db";
import { INVOICE_TEXTS } from "./invoice-texts.ts";

export type InvoiceKind = "invoice" | "credit_note";

export interface InvoiceSeller {
  legalName: string;
  addressLines: string[];
  /** ISO 3166-1 alpha-2: decides whether the destination-VAT note is printed. */
  country: string;
  vatId: string;
  email?: string;
  registration?: string;
  bankLines?: string[];
}

export interface InvoiceBuyer {
  name: string;
  company?: string;
  vatId?: string;
  addressLines: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** One line; every amount in cents. On a credit note the amounts are negative. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Informative: the gross unit price less its VAT, rounded to the cent (netCents is authoritative). */
  unitNetCents: number;
  /** Percent, the destination country's standard rate (may have a decimal: FI 25.5). */
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface InvoiceTotals {
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
  language: Language;
  currency: "EUR";
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  paymentMethod: "CARD" | "PAYPAL";
  orderNumber: string;
  /** When the order was paid; printed as "Paid on …". */
  paidAt?: Date;
  /** Free notes printed under the totals. */
  notes?: string[];
  /** True when VAT is charged at the rate of a destination other than the seller's country. */
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
  items: Pick<OrderItem, "name" | "unitPriceCents" | "quantity">[];
  addresses: Pick<OrderAddress, "kind" | "firstName" | "lastName" | "address" | "city" | "postCode" | "country">[];
};

export interface BuildInvoiceOptions {
  kind: InvoiceKind;
  number: string;
  issueDate: Date;
  /** Defaults to the payment date. */
  supplyDate?: Date;
  seller: InvoiceSeller;
  /** Required for a credit note. */
  correctsInvoice?: { number: string; issueDate: Date };
  buyerCompany?: string;
  buyerVatId?: string;
  notes?: string[];
}

export class InvoiceError extends Error {}

/**
 * Splits the VAT contained in a set of gross amounts over them so that the parts add up exactly to
 * `includedVat(total, country)`, the amount the order recorded (packages/shared/src/money.ts).
 * Rounding rule: each line's exact VAT (gross × rate / (100 + rate)) is rounded down, and the cents
 * still missing to reach the order's total VAT go, one each, to the lines with the largest
 * fractions dropped (ties: the earlier line). The missing cents never exceed the number of lines.
 */
export function splitVat(grossCents: number[], country: string): number[] {
  const rate = VAT_RATES[country];
  if (rate === undefined) throw new InvoiceError(`No VAT rate for country '${country}'`);
  // Tenths of a percent keep the arithmetic in integers (FI 25.5 % -> 255).
  const rateTenths = Math.round(rate * 10);
  const divisor = 1000 + rateTenths;
  const parts = grossCents.map((gross, index) => {
    if (!Number.isSafeInteger(gross) || gross < 0) throw new InvoiceError(`Invalid line amount ${gross}`);
    const scaled = gross * rateTenths;
    return { index, vat: Math.floor(scaled / divisor), remainder: scaled % divisor };
  });
  const total = grossCents.reduce((sum, gross) => sum + gross, 0);
  let missing = includedVat(total, country) - parts.reduce((sum, part) => sum + part.vat, 0);
  if (missing < 0 || missing > parts.length) throw new InvoiceError("VAT split out of range");
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of byRemainder) {
    if (missing === 0) break;
    part.vat += 1;
    missing -= 1;
  }
  return parts.map((part) => part.vat);
}

function buyerAddress(order: InvoiceOrder): InvoiceOrder["addresses"][number] {
  const address =
    order.addresses.find((a) => a.kind === "BILLING") ?? order.addresses.find((a) => a.kind === "SHIPPING");
  if (!address) throw new InvoiceError(`Order ${order.number} has no address`);
  return address;
}

/** Builds the document for a paid order (an invoice) or its full refund (a credit note, negative amounts). */
export function buildInvoiceDocument(order: InvoiceOrder, options: BuildInvoiceOptions): InvoiceDocument {
  if (!options.number.trim()) throw new InvoiceError("An invoice needs a number");
  if (order.currency !== "EUR") throw new InvoiceError(`Order ${order.number} is in ${order.currency}, not EUR`);
  if (!order.paidAt) throw new InvoiceError(`Order ${order.number} is not paid`);
  if (options.kind === "credit_note" && !options.correctsInvoice)
    throw new InvoiceError("A credit note must name the invoice it corrects");
  if (order.items.length === 0) throw new InvoiceError(`Order ${order.number} has no items`);
  // VAT is due at the destination's rate: the shipping address decides (docs/behaviour.md §2).
  const shipping = order.addresses.find((a) => a.kind === "SHIPPING") ?? buyerAddress(order);
  const country = shipping.country;
  const rate = VAT_RATES[country];
  if (rate === undefined) throw new InvoiceError(`No VAT rate for country '${country}'`);

  const raw = order.items.map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1)
      throw new InvoiceError(`Invalid quantity ${item.quantity} for '${item.name}'`);
    return {
      description: item.name,
      quantity: item.quantity,
      unitGross: item.unitPriceCents,
      gross: item.unitPriceCents * item.quantity,
    };
  });
  if (order.shippingCents > 0)
    raw.push({
      description: INVOICE_TEXTS[order.language].shipping,
      quantity: 1,
      unitGross: order.shippingCents,
      gross: order.shippingCents,
    });
  const gross = raw.reduce((sum, line) => sum + line.gross, 0);
  if (gross !== order.totalCents || order.subtotalCents + order.shippingCents !== order.totalCents)
    throw new InvoiceError(`Order ${order.number}: lines add up to ${gross}, the order says ${order.totalCents}`);
  if (includedVat(order.totalCents, country) !== order.vatCents)
    throw new InvoiceError(
      `Order ${order.number} recorded VAT ${order.vatCents}, the rate of ${country} (${rate} %) gives ${includedVat(order.totalCents, country)}`,
    );

  const sign = options.kind === "credit_note" ? -1 : 1;
  const vats = splitVat(
    raw.map((line) => line.gross),
    country,
  );
  const lines: InvoiceLine[] = raw.map((line, index) => ({
    description: line.description,
    quantity: line.quantity,
    unitNetCents: sign * (line.unitGross - includedVat(line.unitGross, country)),
    vatRate: rate,
    netCents: sign * (line.gross - vats[index]),
    vatCents: sign * vats[index],
    grossCents: sign * line.gross,
  }));
  const buyer = buyerAddress(order);
  return {
    kind: options.kind,
    number: options.number,
    correctsInvoice: options.correctsInvoice,
    issueDate: options.issueDate,
    supplyDate: options.supplyDate ?? order.paidAt,
    language: order.language,
    currency: "EUR",
    seller: options.seller,
    buyer: {
      name: `${buyer.firstName} ${buyer.lastName}`.trim(),
      company: options.buyerCompany,
      vatId: options.buyerVatId,
      addressLines: [buyer.address, `${buyer.postCode} ${buyer.city}`],
      country: buyer.country,
    },
    lines,
    totals: totalsOf(lines),
    paymentMethod: order.paymentMethod,
    orderNumber: order.number,
    paidAt: order.paidAt,
    notes: options.notes,
    destinationVat: country !== options.seller.country,
  };
}

/** The totals of a set of lines: sums of the lines, so they always agree with the table. */
export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
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
