// `npm run docs:invoices -w @shop/api`: draws docs/invoices/*.png, the documents as the demo shop
// issues them (the demo seller of the default SELLER_* settings, products of the demo catalog), in
// en, de and bg: an invoice to Ireland, one shipped to Vienna and billed to Düsseldorf (the OSS
// note names Austria), one to Sofia and its credit note. The same code prints them as the shop
// does (invoice-document.ts, invoice-pdf.ts); fixed dates and order numbers make the same pictures
// every time. Needs pdftoppm (poppler-utils).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { includedVatOfLines, VAT_RATES, type Language } from "@shop/shared";
import { SEED_PRODUCTS } from "@shop/demo-catalog";
import { readEnv } from "../src/env.ts";
import {
  buildInvoiceDocument,
  creditNoteOf,
  type InvoiceDocument,
  type InvoiceOrder,
} from "../src/invoices/invoice-document.ts";
import { renderInvoicePdf } from "../src/invoices/invoice-pdf.ts";
import { sellerFromEnv } from "../src/invoices/seller.ts";

const out = fileURLToPath(new URL("../../docs/invoices/", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "invoice-samples-"));
const seller = sellerFromEnv(readEnv({ DATA_DIR: work }));
const paidAt = new Date("2026-11-25T10:30:00Z");

interface Address {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
}

function demoOrder(number: string, language: Language, shipping: Address, billing: Address = shipping): InvoiceOrder {
  const product = (slug: string) => SEED_PRODUCTS.find((candidate) => candidate.slug === slug)!;
  const items = [
    { slug: "drug-tests", quantity: 2 },
    { slug: "vitamin-d-test", quantity: 1 },
  ].map(({ slug, quantity }) => ({
    name: product(slug).name[language],
    unitPriceCents: product(slug).priceCents,
    quantity,
    vatRate: VAT_RATES[shipping.country],
  }));
  const totalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    number,
    language,
    paymentMethod: "CARD",
    currency: "EUR",
    subtotalCents: totalCents,
    shippingCents: 0,
    vatCents: includedVatOfLines(
      items.map((item) => ({ grossCents: item.unitPriceCents * item.quantity, vatRate: item.vatRate })),
    ),
    totalCents,
    paidAt,
    items,
    addresses: [
      { kind: "SHIPPING", ...shipping },
      { kind: "BILLING", ...billing },
    ],
  };
}

const invoice = (order: InvoiceOrder, number: string) =>
  buildInvoiceDocument(order, { number, issueDate: paidAt, seller });

const dublin = invoice(
  demoOrder("TK-T9NV-NV9Y", "en", {
    firstName: "Siobhan",
    lastName: "Murphy",
    address: "14 Harcourt Street",
    city: "Dublin",
    postCode: "D02 XY45",
    country: "IE",
  }),
  "INV-2026-000001",
);
const vienna = invoice(
  demoOrder(
    "TK-TR7M-YQ6N",
    "de",
    {
      firstName: "Jürgen",
      lastName: "Großmann",
      address: "Mariahilfer Straße 88",
      city: "Wien",
      postCode: "1070",
      country: "AT",
    },
    {
      firstName: "Jürgen",
      lastName: "Großmann",
      address: "Königsallee 27",
      city: "Düsseldorf",
      postCode: "40212",
      country: "DE",
    },
  ),
  "INV-2026-000002",
);
const sofia = invoice(
  demoOrder("TK-QK43-9E6E", "bg", {
    firstName: "Иван",
    lastName: "Петров",
    address: "бул. Витоша 12, ет. 3",
    city: "София",
    postCode: "1000",
    country: "BG",
  }),
  "INV-2026-000003",
);
const refund = creditNoteOf(sofia, { number: "CN-2026-000001", issueDate: new Date("2026-11-27T09:00:00Z"), seller });

const samples: [string, InvoiceDocument][] = [
  ["invoice-en", dublin],
  ["invoice-de", vienna],
  ["invoice-bg", sofia],
  ["credit-note-bg", refund],
];
try {
  for (const [name, document] of samples) {
    const pdf = join(work, `${name}.pdf`);
    writeFileSync(pdf, await renderInvoicePdf(document));
    execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", pdf, join(out, name)]);
    console.log(`docs/invoices/${name}.png`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
