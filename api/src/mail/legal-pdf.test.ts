// The order confirmation carries the terms and conditions and the withdrawal information with the
// model withdrawal form as a PDF in the order's language (§312f BGB): read back with poppler's
// pdftotext, it holds every text of the storefront's two pages, with the shop's customer-care
// address; the confirmation of a paid order has it attached beside the invoice.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type CreateOrderResponse, type Language } from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop, keepSentMails } from "../../test/harness.ts";
import { drainOutbox, payInTestMode } from "../../test/payment-shop.ts";
import { GMBH_SELLER } from "../invoices/invoice-fixtures.ts";
import { messages } from "../messages/index.ts";
import { loadLegalPages, type LegalPages } from "./legal-pages.ts";
import { renderLegalPdf } from "./legal-pdf.ts";
import type { MailMessage } from "./mailer.ts";

const LOCALES = fileURLToPath(new URL("../../../storefront/public/locales", import.meta.url));
const EMAIL = "care@shop.example";

let dir: string;
beforeAll(() => {
  if (spawnSync("pdftotext", ["-v"]).error)
    throw new Error("pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils)");
  dir = mkdtempSync(join(tmpdir(), "legal-pdf-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Without spaces, line breaks and hyphens (pdftotext joins a word hyphenated at a line's end). */
const squashed = (text: string) => text.replace(/[\s-]+/g, "");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The PDF's text in reading order without its spaces and line breaks, and without the page
 * footers: a paragraph reads as one text however it wraps (pdfkit breaks lines after a hyphen or a
 * dash too) and wherever a page ends.
 */
function textOf(pdf: Buffer, name: string, language: Language): string {
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const copy = messages(language).legalDocument;
  const footer = new RegExp(
    escaped(squashed(`${copy.title} · ${copy.page}`))
      .replace(escaped("{page}"), "\\d+")
      .replace(escaped("{pages}"), "\\d+"),
    "g",
  );
  return squashed(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })).replace(footer, "");
}

/** Every text of the two pages as the storefront shows them. */
function pageTexts(pages: LegalPages): string[] {
  return [pages.terms, pages.withdrawal].flatMap((page) => [
    page.title,
    page.intro,
    ...page.sections.flatMap((section) => [
      section.title,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
      ...(section.link ? [section.link.text] : []),
    ]),
    page.updated,
  ]);
}

describe("the terms and withdrawal PDF", () => {
  const pages = loadLegalPages([LOCALES], { email: EMAIL });
  const of = (language: Language) => pages.of(language);

  it.each(LANGUAGES)("holds the terms, the withdrawal information and the model form in %s", async (language) => {
    const { withdrawal } = of(language);
    const { filename, pdf } = await renderLegalPdf(
      of(language),
      { language, number: "TK-7KQ4-M9XR", concludedAt: new Date("2026-11-19T14:30:00Z") },
      { seller: GMBH_SELLER, publicUrl: "https://shop.example", timeZone: "Europe/Berlin" },
    );
    expect(filename).toMatch(/^[\w-]+-TK-7KQ4-M9XR\.pdf$/);
    const text = textOf(pdf, `legal-${language}`, language);
    expect(text).toContain(squashed(messages(language).legalDocument.title));
    expect(text).toContain(squashed("TK-7KQ4-M9XR"));
    const missing = [
      ...pageTexts(of(language)),
      withdrawal.form.title,
      withdrawal.form.note,
      withdrawal.form.to,
      ...withdrawal.form.lines,
      withdrawal.form.footnote,
    ].filter((part) => !text.includes(squashed(part)));
    expect(missing).toEqual([]);
    // The shop's one customer-care address, as the pages fill it in, and the online withdrawal's address.
    expect(text).toContain(EMAIL);
    expect(text).not.toContain("{email}");
    expect(text).toContain(`https://shop.example/${language}/withdraw`);
  });

  it("is the same bytes for the same order", async () => {
    const render = () =>
      renderLegalPdf(
        of("de"),
        { language: "de", number: "TK-1", concludedAt: new Date("2026-11-19T14:30:00Z") },
        { seller: GMBH_SELLER, publicUrl: "https://shop.example", timeZone: "Europe/Berlin" },
      );
    expect((await render()).pdf.equals((await render()).pdf)).toBe(true);
  });

  it("stops the start with the reason when a page's texts do not fit, and names a language that has none", () => {
    expect(() => loadLegalPages([join(dir, "nowhere")], { email: EMAIL })).toThrow(/translation files are missing/);
    const locales = join(dir, "locales");
    mkdirSync(join(locales, "en"), { recursive: true });
    writeFileSync(join(locales, "en", "translation.json"), JSON.stringify({ pages: { termsAndConditions: {} } }));
    expect(() => loadLegalPages([locales], { email: EMAIL })).toThrow(
      /en\/translation\.json: its terms and withdrawal pages/,
    );
    writeFileSync(join(locales, "en", "translation.json"), readFileSync(join(LOCALES, "en", "translation.json")));
    const english = loadLegalPages([locales], { email: EMAIL });
    expect(english.of("en").terms.title).toBe(of("en").terms.title);
    expect(() => english.of("de")).toThrow(/No terms and withdrawal pages in de/);
  });
});

describe("the order confirmation", () => {
  let shop: TestShop;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    shop = await startTestShop({ MAIL_FROM: EMAIL });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
    keepSentMails(shop, sent);
  });
  afterAll(() => shop.close());

  it.each(LANGUAGES)(
    "attaches the terms and withdrawal PDF in the order's language (%s) beside the invoice",
    async (language: Language) => {
      const created = (await (
        await shop.request("/api/orders", {
          method: "POST",
          json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { language: language.toUpperCase() }),
        })
      ).json()) as CreateOrderResponse;
      await payInTestMode(shop, created);
      await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
      await drainOutbox(shop);
      const confirmation = sent.find((mail) => mail.tag === `${created.orderNumber}-confirmation`);
      expect(confirmation?.attachments?.map((file) => file.filename)).toEqual([
        expect.stringMatching(/^INV-/),
        messages(language).legalDocument.filename.replace("{number}", created.orderNumber),
      ]);
      expect(confirmation?.text).toContain(messages(language).legalDocument.attached);
      const legal = confirmation!.attachments![1];
      expect(legal.contentType).toBe("application/pdf");
      const text = textOf(legal.content, `confirmation-${language}`, language);
      const { terms, withdrawal } = shop.deps.shop.legalPages.of(language);
      for (const part of [
        terms.title,
        ...terms.sections.map((section) => section.title),
        withdrawal.title,
        withdrawal.form.title,
      ])
        expect(text).toContain(squashed(part));
      expect(text).toContain(EMAIL);
      // Only the confirmation carries it.
      expect(
        sent
          .filter((mail) => mail.tag !== `${created.orderNumber}-confirmation`)
          .flatMap((mail) => mail.attachments ?? []),
      ).not.toContainEqual(expect.objectContaining({ filename: legal.filename }));
    },
  );
});
