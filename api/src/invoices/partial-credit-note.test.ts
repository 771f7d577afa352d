// The credit note of part of an invoice: units at their line's rate, the shipping, a sum split over
// the lines in proportion to their amounts (docs/behaviour.md §15), every cent accounted for.
import { describe, expect, it } from "vitest";
import { buildInvoiceDocument, creditNoteOf, partialCreditNoteOf, proportionalShares } from "./invoice-document.ts";
import { realisticOrder, SELLER } from "./invoice-fixtures.ts";

const invoice = buildInvoiceDocument(
  realisticOrder({
    country: "DE",
    shippingCents: 490,
    items: [
      { name: "Drug test", unitPriceCents: 1490, quantity: 2, vatRate: 19 },
      { name: "Vitamin D test", unitPriceCents: 4900, quantity: 1, vatRate: 7 },
    ],
  }),
  { number: "INV-2026-000001", issueDate: new Date("2026-11-19T14:30:00Z"), seller: SELLER },
);
const issue = { number: "CN-2026-000001", issueDate: new Date("2026-11-25T10:00:00Z"), seller: SELLER };

describe("partialCreditNoteOf", () => {
  it("credits chosen units and the shipping at their recorded rates, naming the invoice", () => {
    const note = partialCreditNoteOf(
      invoice,
      { units: [{ line: 0, quantity: 1 }], shippingLine: 2, sumCents: 0 },
      issue,
    );
    expect(note).toMatchObject({
      kind: "credit_note",
      number: "CN-2026-000001",
      correctsInvoice: { number: "INV-2026-000001" },
    });
    expect(note.lines.map((line) => [line.description, line.quantity, line.grossCents, line.vatRate])).toEqual([
      ["Drug test", 1, -1490, 19],
      ["Shipping", 1, -490, 19],
    ]);
    // The VAT contained in 19.80 € at 19 %: 3.16 €.
    expect(note.totals).toMatchObject({ grossCents: -1980, vatCents: -316, netCents: -1664 });
  });

  it("is the invoice's exact reverse when it credits every unit and the shipping", () => {
    const note = partialCreditNoteOf(
      invoice,
      {
        units: [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
        ],
        shippingLine: 2,
        sumCents: 0,
      },
      issue,
    );
    expect(note).toEqual(creditNoteOf(invoice, issue));
  });

  it("splits a sum over the lines in proportion to their amounts, one line per rate", () => {
    // 10.00 € over 29.80 € at 19 %, 49.00 € at 7 % and 4.90 € of shipping at 19 %: 3.56 + 5.85 + 0.59.
    const note = partialCreditNoteOf(invoice, { units: [], sumCents: 1000 }, issue);
    expect(note.lines.map((line) => [line.description, line.grossCents, line.vatRate, line.vatCents])).toEqual([
      ["Partial refund of the price", -415, 19, -66],
      ["Partial refund of the price", -585, 7, -38],
    ]);
    expect(note.totals.grossCents).toBe(-1000);
    expect(note.totals.vatByRate).toEqual([
      { rate: 19, netCents: -349, vatCents: -66 },
      { rate: 7, netCents: -547, vatCents: -38 },
    ]);
  });

  it("refuses more units than the line has, an unknown line and an empty refund", () => {
    expect(() => partialCreditNoteOf(invoice, { units: [{ line: 0, quantity: 3 }], sumCents: 0 }, issue)).toThrow(
      /Invalid quantity 3/,
    );
    expect(() => partialCreditNoteOf(invoice, { units: [{ line: 7, quantity: 1 }], sumCents: 0 }, issue)).toThrow(
      /no line 8/,
    );
    expect(() => partialCreditNoteOf(invoice, { units: [], sumCents: 0 }, issue)).toThrow(/something to give back/);
  });
});

describe("proportionalShares", () => {
  it("adds up exactly, the missing cents to the largest remainders", () => {
    expect(proportionalShares(1000, [2980, 4900, 490])).toEqual([356, 585, 59]);
    expect(proportionalShares(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(proportionalShares(0, [5, 5])).toEqual([0, 0]);
  });
});
