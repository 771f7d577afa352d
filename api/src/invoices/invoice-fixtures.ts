// Test fixtures for the invoice tests: a seller and a realistic order record (several items,
// optional shipping), shaped like the Prisma rows buildInvoiceDocument reads.
import { includedVat } from "@shop/shared";
import type { InvoiceOrder, InvoiceSeller } from "./invoice-document.ts";

export const SELLER: InvoiceSeller = {
  legalName: "TestKit Europe EOOD",
  addressLines: ["ul. Shipka 12", "1504 Sofia"],
  country: "BG",
  vatId: "BG204512378",
  email: "billing@testkit.example",
  registration: "UIC 204512378",
  bankLines: ["IBAN BG80 BNBG 9661 1020 3456 78", "BIC BNBGBGSD"],
};

export function realisticOrder({
  country,
  shippingCents = 0,
  language = "en",
  items = [
    { name: "Pregnancy test, pack of 3", unitPriceCents: 1490, quantity: 2 },
    { name: "Ovulation test", unitPriceCents: 4900, quantity: 1 },
    { name: "Urine test strips", unitPriceCents: 499, quantity: 3 },
  ],
}: {
  country: string;
  shippingCents?: number;
  language?: InvoiceOrder["language"];
  items?: InvoiceOrder["items"];
}): InvoiceOrder {
  const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const totalCents = subtotalCents + shippingCents;
  return {
    number: "TK-7KQ4-M9XR",
    language,
    paymentMethod: "CARD",
    currency: "EUR",
    subtotalCents,
    shippingCents,
    vatCents: includedVat(totalCents, country),
    totalCents,
    paidAt: new Date("2026-11-19T14:30:00Z"),
    items,
    addresses: [
      {
        kind: "SHIPPING",
        firstName: "Max",
        lastName: "Empfänger",
        address: "Lieferstraße 1",
        city: "Hamburg",
        postCode: "20095",
        country,
      },
      {
        kind: "BILLING",
        firstName: "Erika",
        lastName: "Mustermann",
        address: "Rechnungsweg 5",
        city: "Berlin",
        postCode: "10115",
        country,
      },
    ],
  };
}
