import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { includedVat, VAT_RATES } from "@shop/shared";
import { EU_COUNTRIES } from "@shop/shared/eu";
import { buildInvoiceDocument, InvoiceError, splitVat, type InvoiceOrder } from "./invoice-document.ts";
import { SELLER, realisticOrder } from "./invoice-fixtures.ts";

describe("buildInvoiceDocument", () => {
  it("turns a realistic order into lines whose VAT adds up to the order's", () => {
    const order = realisticOrder({ country: "DE", shippingCents: 490 });
    const doc = buildInvoiceDocument(order, {
      kind: "invoice",
      number: "2026-000042",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
    });
    expect(doc.lines.map((line) => [line.description, line.quantity, line.grossCents])).toEqual([
      ["Pregnancy test, pack of 3", 2, 2980],
      ["Ovulation test", 1, 4900],
      ["Urine test strips", 3, 1497],
      ["Shipping", 1, 490],
    ]);
    expect(doc.lines.every((line) => line.vatRate === 19)).toBe(true);
    for (const line of doc.lines) expect(line.netCents + line.vatCents).toBe(line.grossCents);
    // 2980 × 19/119 = 475.8…, 4900 → 782.35…, 1497 → 239.01…, 490 → 78.23…: floors 475+782+239+78 = 1574;
    // the order's VAT is includedVat(9867, DE) = 1575, so the one missing cent goes to the largest fraction (.8).
    expect(doc.lines.map((line) => line.vatCents)).toEqual([476, 782, 239, 78]);
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
    expect(doc.destinationVat).toBe(true);
    expect(doc.orderNumber).toBe("TK-7KQ4-M9XR");
  });

  it("uses the shipping country's rate and leaves out free shipping", () => {
    const doc = buildInvoiceDocument(realisticOrder({ country: "BG", shippingCents: 0 }), {
      kind: "invoice",
      number: "2026-000043",
      issueDate: new Date("2026-11-20T00:00:00Z"),
      seller: SELLER,
    });
    expect(doc.lines).toHaveLength(3);
    expect(doc.lines.every((line) => line.vatRate === 20)).toBe(true);
    expect(doc.destinationVat).toBe(false);
  });

  it("makes a credit note with negative amounts that names its invoice", () => {
    const doc = buildInvoiceDocument(realisticOrder({ country: "FI", shippingCents: 0 }), {
      kind: "credit_note",
      number: "2026-000050",
      issueDate: new Date("2026-11-25T00:00:00Z"),
      seller: SELLER,
      correctsInvoice: { number: "2026-000042", issueDate: new Date("2026-11-20T00:00:00Z") },
    });
    expect(doc.totals.grossCents).toBe(-9377);
    expect(doc.totals.vatCents).toBe(-includedVat(9377, "FI"));
    expect(doc.lines[0].vatRate).toBe(25.5);
    expect(doc.correctsInvoice?.number).toBe("2026-000042");
  });

  it("refuses records it cannot invoice faithfully", () => {
    const options = { kind: "invoice" as const, number: "1", issueDate: new Date(), seller: SELLER };
    expect(() => buildInvoiceDocument({ ...realisticOrder({ country: "DE" }), paidAt: null }, options)).toThrow(
      /is not paid/,
    );
    expect(() => buildInvoiceDocument({ ...realisticOrder({ country: "DE" }), vatCents: 1 }, options)).toThrow(
      /recorded VAT 1/,
    );
    expect(() => buildInvoiceDocument({ ...realisticOrder({ country: "DE" }), totalCents: 1 }, options)).toThrow(
      /lines add up to/,
    );
    expect(() => buildInvoiceDocument(realisticOrder({ country: "DE" }), { ...options, kind: "credit_note" })).toThrow(
      /must name the invoice/,
    );
    expect(() => buildInvoiceDocument(realisticOrder({ country: "DE" }), { ...options, number: " " })).toThrow(
      InvoiceError,
    );
  });
});

describe("splitVat", () => {
  it("adds up exactly to the VAT the order records, for any cart and destination", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 51 }),
        fc.constantFrom(...EU_COUNTRIES),
        (amounts, country) => {
          const vats = splitVat(amounts, country);
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          expect(vats.reduce((sum, vat) => sum + vat, 0)).toBe(includedVat(total, country));
          vats.forEach((vat, index) => {
            const exact = (amounts[index] * VAT_RATES[country]) / (100 + VAT_RATES[country]);
            expect(Math.abs(vat - exact)).toBeLessThan(1);
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
            items,
            subtotalCents,
            shippingCents,
            totalCents,
            vatCents: includedVat(totalCents, country),
          };
          const doc = buildInvoiceDocument(order, {
            kind: "invoice",
            number: "P-1",
            issueDate: new Date(0),
            seller: SELLER,
          });
          expect(doc.totals.grossCents).toBe(totalCents);
          expect(doc.totals.vatCents).toBe(order.vatCents);
          expect(doc.totals.netCents + doc.totals.vatCents).toBe(totalCents);
          for (const line of doc.lines) expect(line.netCents + line.vatCents).toBe(line.grossCents);
        },
      ),
      { numRuns: 200 },
    );
  });
});
