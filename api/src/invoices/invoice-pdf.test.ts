import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "@shop/shared";
import { messages } from "../messages/index.ts";
import { buildInvoiceDocument, creditNoteOf, partialCreditNoteOf, type InvoiceDocument } from "./invoice-document.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { GMBH_SELLER, realisticOrder, SELLER } from "./invoice-fixtures.ts";

let dir: string;
beforeAll(() => {
  // The PDF's text is read back with poppler's pdftotext (.ci/run installs poppler-utils).
  if (spawnSync("pdftotext", ["-v"]).error)
    throw new Error("pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils)");
  dir = mkdtempSync(join(tmpdir(), "invoice-pdf-"));
});
afterAll(() => (process.env.KEEP_INVOICE_PDF ? undefined : rmSync(dir, { recursive: true, force: true })));

/** The PDF's text laid out as on the page, one string per page; no-break spaces read as spaces. */
async function pagesOf(doc: InvoiceDocument): Promise<string[]> {
  const pdf = await renderInvoicePdf(doc);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const file = join(dir, `${doc.number}-${doc.language}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return text
    .replace(/[\u00a0\u202f]/g, " ")
    .split("\f")
    .filter((page) => page.trim() !== "");
}

const money = (cents: number, language: Language) =>
  new Intl.NumberFormat({ en: "en-IE", de: "de-DE", bg: "bg-BG" }[language], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, " ");

const invoiceFor = (language: Language, country: string, items?: Parameters<typeof realisticOrder>[0]["items"]) =>
  buildInvoiceDocument(realisticOrder({ country, language, shippingCents: 490, items }), {
    number: "2026-000042",
    issueDate: new Date("2026-11-20T09:00:00Z"),
    seller: SELLER,
  });

/** The table row of a line: description, quantity, unit net, rate, VAT and total in one layout line. */
function expectRow(page: string, doc: InvoiceDocument, index: number, rate: string) {
  const line = doc.lines[index];
  const cells = [
    line.description,
    String(line.quantity),
    money(line.unitNetCents, doc.language),
    rate,
    money(line.vatCents, doc.language),
    money(line.grossCents, doc.language),
  ];
  const pattern = new RegExp(cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"));
  expect(page).toMatch(pattern);
}

describe("renderInvoicePdf", () => {
  it("prints the billing address's company and address line 2 with the buyer", async () => {
    const order = realisticOrder({ country: "DE", language: "de", shippingCents: 490 });
    order.addresses = order.addresses.map((address) =>
      address.kind === "BILLING"
        ? { ...address, company: "Praxis Dr. Weiß GmbH", addressLine2: "Hinterhaus, 3. OG" }
        : { ...address, company: "Lager Nord KG", addressLine2: "Tor 4" },
    );
    const doc = buildInvoiceDocument(order, {
      number: "2026-000043",
      issueDate: new Date("2026-11-20T09:00:00Z"),
      seller: SELLER,
    });
    const [page] = await pagesOf(doc);
    const buyer = ["Praxis Dr. Weiß GmbH", "Erika Mustermann", "Rechnungsweg 5", "Hinterhaus, 3. OG", "10115 Berlin"];
    const at = buyer.map((line) => page.indexOf(line));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // The invoice is the billing address's: the shipping address's company and line 2 are not on it.
    expect(page).not.toContain("Lager Nord KG");
    expect(page).not.toContain("Tor 4");
  });

  it("prints an English invoice with seller, buyer, lines and totals", async () => {
    const doc = invoiceFor("en", "IE");
    const [page, ...rest] = await pagesOf(doc);
    expect(rest).toEqual([]);
    expect(page).toMatch(/^\s*TestKit Europe EOOD$/m);
    expect(page).toMatch(/Invoice$/m);
    expect(page).toMatch(/Number\s+2026-000042/);
    expect(page).toMatch(/Issue date\s+20 November 2026/);
    expect(page).toMatch(/Date of supply\s+19 November 2026/);
    expect(page).toMatch(/Order number\s+TK-7KQ4-M9XR/);
    expect(page).toContain("VAT ID: BG204512378");
    for (const line of ["Erika Mustermann", "Rechnungsweg 5", "10115 Berlin", "Ireland"]) expect(page).toContain(line);
    doc.lines.forEach((_, index) => expectRow(page, doc, index, "23%"));
    expect(page).toMatch(new RegExp(`Total net\\s+${money(doc.totals.netCents, "en")}`));
    expect(page).toMatch(new RegExp(`VAT 23%\\s+${money(doc.totals.vatCents, "en")}`));
    expect(page).toMatch(new RegExp(`Total\\s+${money(9867, "en")}`));
    expect(page).toContain("Paid on 19 November 2026.");
    expect(page).toContain("rate of the country of destination (Ireland)");
    expect(page).not.toContain("Page 1");
  });

  it.each(["de", "en", "bg"] as const)(
    "prints rows that add up to the net total in %s, on the invoice and the credit note: 2 × 25.13 € less a cent of rounding is 50.25 €",
    async (language) => {
      const invoice = buildInvoiceDocument(
        realisticOrder({
          country: "DE",
          language,
          items: [{ name: "Iron Deficiency Test (Ferritin)", unitPriceCents: 2990, quantity: 2 }],
        }),
        { number: "2026-000047", issueDate: new Date("2026-11-20T09:00:00Z"), seller: SELLER },
      );
      const note = partialCreditNoteOf(
        invoice,
        { units: [{ line: 0, quantity: 2 }], sumCents: 0 },
        { number: "2026-000052", issueDate: new Date("2026-11-28T09:00:00Z"), seller: SELLER },
      );
      const texts = messages(language).invoice;
      for (const [doc, sign] of [
        [invoice, 1],
        [note, -1],
      ] as const) {
        const [page] = await pagesOf(doc);
        const at = (cents: number) => money(sign * cents, language);
        // The goods' row, 2 × 25.13 € with the VAT that leaves of 59.80 €, and the rounding row.
        expect(page).toMatch(new RegExp(`2\\s+${at(2513)}\\s+19\\s?%\\s+${at(954)}\\s+${at(5980)}`));
        expect(page).toMatch(
          new RegExp(`${texts.rounding}\\s+1\\s+${at(-1)}\\s+19\\s?%\\s+${at(1)}\\s+${money(0, language)}`),
        );
        expect(page).toMatch(new RegExp(`${texts.netTotal}\\s+${at(5025)}`));
        doc.lines.forEach((_, index) => expectRow(page, doc, index, language === "de" ? "19 %" : "19%"));
        // What the rows print adds up to what the totals print.
        const rows = doc.lines.reduce((sum, line) => sum + line.quantity * line.unitNetCents, 0);
        expect(rows).toBe(doc.totals.netCents);
        expect(doc.lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(doc.totals.vatCents);
      }
    },
  );

  it("prints a document frozen under the earlier rule with the figures it was issued with", async () => {
    const doc = buildInvoiceDocument(
      realisticOrder({
        country: "DE",
        language: "de",
        items: [{ name: "Iron Deficiency Test (Ferritin)", unitPriceCents: 2990, quantity: 2 }],
      }),
      { number: "2026-000048", issueDate: new Date("2026-11-20T09:00:00Z"), seller: SELLER, lineRounding: "split" },
    );
    const [page] = await pagesOf(doc);
    expect(page).toMatch(
      new RegExp(`2\\s+${money(2513, "de")}\\s+19 %\\s+${money(955, "de")}\\s+${money(5980, "de")}`),
    );
    expect(page).not.toContain("Rundungsdifferenz");
    expect(page).toMatch(new RegExp(`Summe netto\\s+${money(5025, "de")}`));
  });

  it("prints its dates in the shop's time zone it was issued in: the calendar its number's year is of", async () => {
    // Paid and issued at 2026-12-31T22:30Z: 1 January 2027 in Sofia, where it is numbered in 2027's sequence.
    const order = {
      ...realisticOrder({ country: "BG", language: "en", shippingCents: 0 }),
      paidAt: new Date("2026-12-31T22:30:00Z"),
    };
    const issue = { number: "INV-2027-000001", issueDate: new Date("2026-12-31T22:30:00Z"), seller: SELLER };
    const [sofia] = await pagesOf(buildInvoiceDocument(order, { ...issue, timeZone: "Europe/Sofia" }));
    expect(sofia).toMatch(/Issue date\s+1 January 2027/);
    expect(sofia).toMatch(/Date of supply\s+1 January 2027/);
    // One frozen before documents named their zone prints in UTC, as it always did.
    const [earlier] = await pagesOf(buildInvoiceDocument(order, { ...issue, number: "INV-2026-000099" }));
    expect(earlier).toMatch(/Issue date\s+31 December 2026/);
  });

  it("prints a German invoice in German", async () => {
    const doc = invoiceFor("de", "DE");
    const [page] = await pagesOf(doc);
    expect(page).toMatch(/Rechnung$/m);
    expect(page).toMatch(/Ausstellungsdatum\s+20\. November 2026/);
    expect(page).toContain("USt-IdNr.: BG204512378");
    doc.lines.forEach((_, index) => expectRow(page, doc, index, "19 %"));
    expect(page).toMatch(new RegExp(`USt\\. 19 %\\s+${money(1575, "de")}`));
    expect(page).toMatch(new RegExp(`Gesamtbetrag\\s+${money(9867, "de")}`));
    expect(page).toContain("Deutschland");
    // The seller's country, named in the invoice's language, in the header and the footer.
    expect(page).toMatch(/^Bulgarien\b/m);
    expect(page).toContain("TestKit Europe EOOD · ul. Shipka 12 · 1504 Sofia · Bulgarien");
  });

  it("prints Bulgarian Cyrillic exactly as written", async () => {
    const doc = invoiceFor("bg", "BG", [
      { name: "Тест за бременност", unitPriceCents: 1290, quantity: 2 },
      { name: "Тест за овулация, 5 броя", unitPriceCents: 2450, quantity: 1 },
    ]);
    const [page] = await pagesOf(doc);
    expect(page).toMatch(/Фактура$/m);
    expect(page).toMatch(/Дата на издаване\s+20 ноември 2026 г\./);
    expect(page).toContain("ДДС номер: BG204512378");
    expect(page).toContain("България");
    expectRow(page, doc, 0, "20%");
    expectRow(page, doc, 1, "20%");
    expectRow(page, doc, 2, "20%");
    expect(doc.lines[2].description).toBe("Доставка");
    expect(page).toMatch(new RegExp(`Сума за плащане\\s+${money(5520, "bg")}`));
    // Same country as the seller: no distance-sale note.
    expect(page).not.toContain("Дистанционна продажба");
  });

  it("prints a German credit note as a Rechnungskorrektur that names the invoice it corrects", async () => {
    const invoice = buildInvoiceDocument(realisticOrder({ country: "DE", language: "de" }), {
      number: "2026-000042",
      issueDate: new Date("2026-11-20T09:00:00Z"),
      seller: SELLER,
    });
    const doc = creditNoteOf(invoice, {
      number: "2026-000051",
      issueDate: new Date("2026-11-28T09:00:00Z"),
      seller: SELLER,
    });
    const [page] = await pagesOf(doc);
    // In German VAT usage a "Gutschrift" is a bill the buyer issues (self-billing): not this.
    expect(page).toMatch(/Rechnungskorrektur$/m);
    expect(page).not.toContain("Gutschrift");
    expect(page).toContain("Rechnungskorrektur zur Rechnung 2026-000042 vom 20. November 2026");
    expect(page).toMatch(new RegExp(`Erstattungsbetrag\\s+${money(-9377, "de")}`));
    // It says when the money went back, not when the invoice was paid.
    expect(page).toContain("Erstattet am 28. November 2026 über die Zahlungsart der Bestellung.");
    expect(page).not.toContain("Bezahlt am");
  });

  it("names the country of destination in the OSS note, in the document's language, not the billing country", async () => {
    const names: Record<Language, string> = { en: "Austria", de: "Österreich", bg: "Австрия" };
    for (const language of ["en", "de", "bg"] as const) {
      // Shipped to Vienna, billed to Berlin, sold from Bulgaria: Austrian VAT, declared through the OSS.
      const doc = buildInvoiceDocument(realisticOrder({ country: "AT", billingCountry: "DE", language }), {
        number: `2026-00006${language.length}`,
        issueDate: new Date("2026-11-20T09:00:00Z"),
        seller: SELLER,
      });
      const text = (await pagesOf(doc)).join("\n").replace(/\s+/g, " ");
      expect(text).toContain(`(${names[language]})`);
      expect(text).not.toContain(`(${{ en: "Germany", de: "Deutschland", bg: "Германия" }[language]})`);
    }
  });

  it("prints a GmbH's registered office, register court and number and managing directors in the footer, as the imprint does", async () => {
    const footers: Record<Language, string> = {
      en: "Registered office: Berlin · Register court: Amtsgericht Berlin-Charlottenburg · Register number: HRB 234567 B Managing directors: Dr. Miriam Albers, Jonas Petrov",
      de: "Sitz der Gesellschaft: Berlin · Registergericht: Amtsgericht Berlin-Charlottenburg · Registernummer: HRB 234567 B Geschäftsführung: Dr. Miriam Albers, Jonas Petrov",
      bg: "Седалище: Berlin · Регистърен съд: Amtsgericht Berlin-Charlottenburg · Регистрационен номер: HRB 234567 B Управители: Dr. Miriam Albers, Jonas Petrov",
    };
    for (const language of ["en", "de", "bg"] as const) {
      const doc = buildInvoiceDocument(realisticOrder({ country: "DE", language }), {
        number: `2026-00007${language.length}`,
        issueDate: new Date("2026-11-20T09:00:00Z"),
        seller: GMBH_SELLER,
      });
      const [page] = await pagesOf(doc);
      // The register entry on one line, the managing directors on the next (read here as one).
      const footer = page.slice(page.lastIndexOf("TestKit Europe GmbH ·")).replace(/\s+/g, " ");
      expect(footer).toContain(footers[language]);
    }
  });

  it("wraps long descriptions and flows 40 lines onto a second page with the header repeated", async () => {
    const items = Array.from({ length: 40 }, (_, index) => ({
      name:
        index === 0
          ? "Home test kit for a long list of conditions, including instructions in twenty-four languages and a prepaid return envelope"
          : `Test kit no. ${index + 1}`,
      unitPriceCents: 990 + index,
      quantity: 1 + (index % 3),
    }));
    const doc = invoiceFor("en", "AT", items);
    const pages = await pagesOf(doc);
    expect(pages).toHaveLength(2);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatch(/Description\s+Qty\s+Unit net\s+VAT %\s+VAT\s+Total/);
      expect(page).toContain(`Page ${index + 1} of 2`);
      expect(page).toContain("VAT ID: BG204512378 · billing@testkit.example");
      expect(page).toContain("Register number: UIC 204512378");
    }
    // The long description wraps inside its column: its first words share the row with the amounts.
    expect(pages[0]).toMatch(/Home test kit for a long list of\s+1\s+€8\.25\s+20%/);
    expect(pages[0]).toMatch(/^\s+return envelope$/m);
    expect(pages[1]).toContain("Test kit no. 40");
    expect(pages[1]).toMatch(new RegExp(`Total\\s+${money(doc.totals.grossCents, "en")}`));
  });

  it("sets the metadata and renders the same bytes twice", async () => {
    const doc = invoiceFor("bg", "BG");
    const [first, second] = [await renderInvoicePdf(doc), await renderInvoicePdf(doc)];
    expect(first.equals(second)).toBe(true);
    const file = join(dir, "meta.pdf");
    writeFileSync(file, first);
    const info = execFileSync("pdfinfo", ["-enc", "UTF-8", file], { encoding: "utf8" });
    expect(info).toMatch(/Title:\s+Фактура 2026-000042/);
    expect(info).toMatch(/Author:\s+TestKit Europe EOOD/);
    expect(info).toMatch(/Pages:\s+1/);
    expect(first.toString("latin1")).toContain("/Lang (bg)");
  });
});
