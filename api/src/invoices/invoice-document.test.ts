import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { includedVat, includedVatOfLines, VAT_RATES } from "@shop/shared";
import { EU_COUNTRIES } from "@shop/shared/eu";
import {
  buildInvoiceDocument,
  creditNoteOf,
  InvoiceError,
  splitVat,
  type InvoiceDocument,
  type InvoiceOrder,
} from "./invoice-document.ts";
import { SELLER, realisticOrder } from "./invoice-fixtures.ts";

describe("buildInvoiceDocument", () => {
  it("turns a realistic order into lines whose VAT adds up to the order's", () => {
    const order = realisticOrder({ country: "DE", shippingCents: 490 });
    const doc = buildInvoiceDocument(order, {
      number: "2026-000042",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
    });
    expect(doc.lines.map((line) => [line.description, line.quantity, line.grossCents])).toEqual([
      ["Pregnancy test, pack of 3", 2, 2980],
      ["Ovulation test", 1, 4900],
      ["Urine test strips", 3, 1497],
      ["Shipping", 1, 490],
      ["Rounding difference", 1, 0],
    ]);
    expect(doc.lines.every((line) => line.vatRate === 19)).toBe(true);
    for (const line of doc.lines) expect(line.netCents + line.vatCents).toBe(line.grossCents);
    // Each line's net is its quantity times its unit net: 2 × 12.52, 41.18, 3 × 4.19, 4.12. Their
    // VAT (the rest) is 4.76 + 7.82 + 2.40 + 0.78 = 15.76, one cent over the 15.75 contained in
    // 98.67 €: the rounding line takes it back.
    expect(doc.lines.map((line) => [line.unitNetCents, line.netCents])).toEqual([
      [1252, 2504],
      [4118, 4118],
      [419, 1257],
      [412, 412],
      [1, 1],
    ]);
    expect(doc.lines.map((line) => line.vatCents)).toEqual([476, 782, 240, 78, -1]);
    expect(doc.lines[4].kind).toBe("rounding");
    expect(doc.totals).toEqual({
      netCents: 9867 - 1575,
      vatByRate: [{ rate: 19, netCents: 9867 - 1575, vatCents: 1575 }],
      vatCents: 1575,
      grossCents: 9867,
    });
    expect(doc.lines[0].unitNetCents).toBe(1490 - includedVat(1490, "DE"));
    expect(doc.buyer).toEqual({
      name: "Erika Mustermann",
      company: undefined,
      vatId: undefined,
      addressLines: ["Rechnungsweg 5", "10115 Berlin"],
      country: "DE",
    });
    expect(doc.supplyDate).toEqual(order.paidAt);
    expect(doc.destinationCountry).toBe("DE");
    expect(doc.destinationVat).toBe(true);
    expect(doc.orderNumber).toBe("TK-7KQ4-M9XR");
  });

  it("uses the shipping country's rate and leaves out free shipping", () => {
    const doc = buildInvoiceDocument(realisticOrder({ country: "BG", shippingCents: 0 }), {
      number: "2026-000043",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
    });
    expect(doc.lines.filter((line) => !line.kind)).toHaveLength(3);
    expect(doc.lines.map((line) => line.description)).not.toContain("Shipping");
    expect(doc.lines.every((line) => line.vatRate === 20)).toBe(true);
    expect(doc.destinationVat).toBe(false);
  });

  it.each(["de", "en", "bg"] as const)(
    "prints lines that add up to the net total in %s: 2 × 25.13 € and a rounding line of -0.01 € make 50.25 €",
    (language) => {
      const order = realisticOrder({
        country: "DE",
        language,
        items: [{ name: "Iron Deficiency Test (Ferritin)", unitPriceCents: 2990, quantity: 2 }],
      });
      const doc = buildInvoiceDocument(order, { number: "2026-000046", issueDate: new Date(0), seller: SELLER });
      const rounding = { en: "Rounding difference", de: "Rundungsdifferenz", bg: "Разлика от закръгляне" }[language];
      expect(doc.lines.map((line) => [line.description, line.quantity, line.unitNetCents, line.vatCents])).toEqual([
        ["Iron Deficiency Test (Ferritin)", 2, 2513, 954],
        [rounding, 1, -1, 1],
      ]);
      expect(doc.lines.reduce((sum, line) => sum + line.quantity * line.unitNetCents, 0)).toBe(5025);
      expect(doc.totals).toMatchObject({ netCents: 5025, vatCents: 955, grossCents: 5980 });
      expect(doc.totals.vatCents).toBe(order.vatCents);
    },
  );

  it("splits a document numbered before that rule and frozen only now as it was issued, without a rounding line", () => {
    const order = realisticOrder({ country: "DE", shippingCents: 490 });
    const doc = buildInvoiceDocument(order, {
      number: "2026-000042",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
      lineRounding: "split",
    });
    // 2980 × 19/119 = 475.8…, 4900 → 782.35…, 1497 → 239.01…, 490 → 78.23…: floors 475+782+239+78 = 1574;
    // the order's VAT is includedVat(9867, DE) = 1575, so the one missing cent goes to the largest fraction (.8).
    expect(doc.lines.map((line) => line.vatCents)).toEqual([476, 782, 239, 78]);
    expect(doc.lines.map((line) => line.netCents)).toEqual([2504, 4118, 1258, 412]);
    expect(doc.totals).toMatchObject({ netCents: 9867 - 1575, vatCents: 1575 });
  });

  it("names the country the goods went to as the VAT destination, not the billing address's", () => {
    const doc = buildInvoiceDocument(realisticOrder({ country: "AT", billingCountry: "DE" }), {
      number: "2026-000044",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
    });
    expect(doc.buyer.country).toBe("DE");
    expect(doc.destinationCountry).toBe("AT");
    expect(doc.lines.every((line) => line.vatRate === 20)).toBe(true);
  });

  it("charges each line the rate it recorded when the order was placed, whatever today's table says", () => {
    // Bulgaria at 20 % today; the order was placed when its lines were charged 9 % and 20 %.
    const order = realisticOrder({
      country: "BG",
      shippingCents: 500,
      items: [
        { name: "Book", unitPriceCents: 1090, quantity: 2, vatRate: 9 },
        { name: "Test kit", unitPriceCents: 2400, quantity: 1, vatRate: 20 },
      ],
    });
    const doc = buildInvoiceDocument(order, { number: "2026-000045", issueDate: new Date(0), seller: SELLER });
    // Shipping goes with the goods, at the highest of their rates.
    expect(doc.lines.map((line) => [line.vatRate, line.grossCents, line.vatCents])).toEqual([
      [9, 2180, 180],
      [20, 2400, 400],
      [20, 500, 83],
    ]);
    expect(doc.totals.vatByRate).toEqual([
      { rate: 20, netCents: 2900 - 483, vatCents: 483 },
      { rate: 9, netCents: 2000, vatCents: 180 },
    ]);
    expect(doc.totals.vatCents).toBe(order.vatCents);
  });

  it("makes a credit note that reverses its invoice: the same lines and rates, negative, naming it", () => {
    const invoice = buildInvoiceDocument(realisticOrder({ country: "FI", shippingCents: 0 }), {
      number: "2026-000042",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
    });
    const seller = { ...SELLER, legalName: "TestKit Europe Oy" };
    const doc = creditNoteOf(invoice, { number: "2026-000050", issueDate: new Date("2026-11-25T00:00:00Z"), seller });
    expect(doc.kind).toBe("credit_note");
    expect(doc.totals.grossCents).toBe(-9377);
    expect(doc.totals.vatCents).toBe(-includedVat(9377, "FI"));
    expect(doc.lines.map((line) => [line.vatRate, line.grossCents, line.vatCents])).toEqual(
      invoice.lines.map((line) => [line.vatRate, -line.grossCents, -line.vatCents]),
    );
    expect(doc.lines[0].vatRate).toBe(25.5);
    expect(doc.correctsInvoice).toEqual({ number: "2026-000042", issueDate: invoice.issueDate });
    expect(doc.buyer).toEqual(invoice.buyer);
    expect(doc.seller).toBe(seller);
    // A zero stays zero (a -0 would print as "-0,00 €").
    const zero = creditNoteOf(
      { ...invoice, lines: [{ ...invoice.lines[0], vatCents: 0 }] },
      { number: "2026-000051", issueDate: new Date(0), seller },
    );
    expect(Object.is(zero.lines[0].vatCents, 0)).toBe(true);
  });

  it("refuses records it cannot invoice faithfully", () => {
    const options = { number: "1", issueDate: new Date(), seller: SELLER };
    expect(() => buildInvoiceDocument({ ...realisticOrder({ country: "DE" }), paidAt: null }, options)).toThrow(
      /is not paid/,
    );
    expect(() => buildInvoiceDocument({ ...realisticOrder({ country: "DE" }), vatCents: 1 }, options)).toThrow(
      /recorded VAT €0\.01,/,
    );
    expect(() => buildInvoiceDocument({ ...realisticOrder({ country: "DE" }), totalCents: 1 }, options)).toThrow(
      /lines add up to/,
    );
    expect(() => buildInvoiceDocument(realisticOrder({ country: "DE" }), { ...options, number: " " })).toThrow(
      InvoiceError,
    );
    const invoice: InvoiceDocument = buildInvoiceDocument(realisticOrder({ country: "DE" }), options);
    const note = creditNoteOf(invoice, { ...options, number: "2" });
    expect(() => creditNoteOf(note, { ...options, number: "3" })).toThrow(/is not an invoice/);
  });
});

describe("splitVat", () => {
  it("adds up exactly to the VAT the order records, for any cart and rates", () => {
    const rates = [...new Set(Object.values(VAT_RATES)), 0, 5.5, 9];
    fc.assert(
      fc.property(
        fc.array(fc.record({ grossCents: fc.integer({ min: 0, max: 500_000 }), vatRate: fc.constantFrom(...rates) }), {
          minLength: 1,
          maxLength: 51,
        }),
        (lines) => {
          const vats = splitVat(lines);
          expect(vats.reduce((sum, vat) => sum + vat, 0)).toBe(includedVatOfLines(lines));
          vats.forEach((vat, index) => {
            const { grossCents, vatRate } = lines[index];
            expect(Math.abs(vat - (grossCents * vatRate) / (100 + vatRate))).toBeLessThan(1);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps every document's lines and totals consistent over random orders", () => {
    const item = fc.record({
      name: fc.string({ minLength: 1, maxLength: 30 }),
      unitPriceCents: fc.integer({ min: 1, max: 200_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 50 }),
        fc.constantFrom(...EU_COUNTRIES),
        fc.integer({ min: 0, max: 2_000 }),
        (items, country, shippingCents) => {
          const subtotalCents = items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
          const totalCents = subtotalCents + shippingCents;
          const order: InvoiceOrder = {
            ...realisticOrder({ country }),
            items: items.map((item) => ({ ...item, vatRate: VAT_RATES[country] })),
            subtotalCents,
            shippingCents,
            totalCents,
            vatCents: includedVat(totalCents, country),
          };
          const doc = buildInvoiceDocument(order, {
            number: "P-1",
            issueDate: new Date(0),
            seller: SELLER,
          });
          expect(doc.totals.grossCents).toBe(totalCents);
          expect(doc.totals.vatCents).toBe(order.vatCents);
          expect(doc.totals.netCents + doc.totals.vatCents).toBe(totalCents);
          for (const line of doc.lines) expect(line.netCents + line.vatCents).toBe(line.grossCents);
          // The net column adds up as printed: every line is its quantity times its unit net.
          for (const line of doc.lines) expect(line.netCents).toBe(line.quantity * line.unitNetCents);
          expect(doc.lines.filter((line) => line.kind === "rounding").length).toBeLessThanOrEqual(1);
          const credit = creditNoteOf(doc, { number: "C-1", issueDate: new Date(0), seller: SELLER });
          for (const line of credit.lines) expect(line.netCents).toBe(line.quantity * line.unitNetCents);
        },
      ),
      { numRuns: 200 },
    );
  });
});
