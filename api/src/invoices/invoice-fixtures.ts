// Test fixtures for the invoice tests: a seller and a realistic order record (several items,
// optional shipping), shaped like the Prisma rows buildInvoiceDocument reads, its lines at the
// rates they recorded (by default the destination's standard rate).
import { includedVatOfLines, orderVatRate, VAT_RATES } from "@shop/shared";
import type { InvoiceOrder, InvoiceSeller } from "./invoice-document.ts";

export const SELLER: InvoiceSeller = {
  legalName: "TestKit Europe EOOD",
  addressLines: ["ul. Shipka 12", "1504 Sofia"],
  country: "BG",
  vatId: "BG204512378",
  email: "billing@testkit.example",
  registerNumber: "UIC 204512378",
  bankLines: ["IBAN BG80 BNBG 9661 1020 3456 78", "BIC BNBGBGSD"],
};

/** A German GmbH as the shop's demo seller is one: seat, register court and number, managing directors. */
export const GMBH_SELLER: InvoiceSeller = {
  legalName: "TestKit Europe GmbH",
  addressLines: ["Lindenallee 14", "10115 Berlin"],
  country: "DE",
  vatId: "DE345678912",
  email: "orders@testkit-europe.example",
  seat: "Berlin",
  registerCourt: "Amtsgericht Berlin-Charlottenburg",
  registerNumber: "HRB 234567 B",
  managingDirectors: ["Dr. Miriam Albers", "Jonas Petrov"],
};

type FixtureItem = Omit<InvoiceOrder["items"][number], "vatRate"> & { vatRate?: number };

export function realisticOrder({
  country,
  billingCountry = country,
  shippingCents = 0,
  language = "en",
  items = [
    { name: "Pregnancy test, pack of 3", unitPriceCents: 1490, quantity: 2 },
    { name: "Ovulation test", unitPriceCents: 4900, quantity: 1 },
    { name: "Urine test strips", unitPriceCents: 499, quantity: 3 },
  ],
}: {
  /** The shipping address's country: its standard rate is the lines' unless they name their own. */
  country: string;
  billingCountry?: string;
  shippingCents?: number;
  language?: InvoiceOrder["language"];
  items?: FixtureItem[];
}): InvoiceOrder {
  const lines = items.map((item) => ({ ...item, vatRate: item.vatRate ?? VAT_RATES[country] }));
  const subtotalCents = lines.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const totalCents = subtotalCents + shippingCents;
  return {
    number: "TK-7KQ4-M9XR",
    language,
    paymentMethod: "CARD",
    currency: "EUR",
    subtotalCents,
    shippingCents,
    vatCents: includedVatOfLines([
      ...lines.map((item) => ({ grossCents: item.unitPriceCents * item.quantity, vatRate: item.vatRate })),
      { grossCents: shippingCents, vatRate: orderVatRate(lines.map((item) => item.vatRate)) },
    ]),
    totalCents,
    paidAt: new Date("2026-11-19T14:30:00Z"),
    items: lines,
    addresses: [
      {
        kind: "SHIPPING",
        firstName: "Max",
        lastName: "Empfänger",
        company: "",
        address: "Lieferstraße 1",
        addressLine2: "",
        city: "Hamburg",
        postCode: "20095",
        country,
      },
      {
        kind: "BILLING",
        firstName: "Erika",
        lastName: "Mustermann",
        company: "",
        address: "Rechnungsweg 5",
        addressLine2: "",
        city: "Berlin",
        postCode: "10115",
        country: billingCountry,
      },
    ],
  };
}
