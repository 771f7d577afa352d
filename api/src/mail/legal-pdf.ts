// The terms and conditions and the withdrawal information with the model withdrawal form as one
// A4 PDF in the order's language, which the order confirmation carries so that the shopper keeps
// them on a durable medium (§312f(2) BGB; Art. 8(7) of Directive 2011/83/EU). The texts are the
// storefront's legal pages (legal-pages.ts); this file only lays them out, as invoice-pdf.ts does
// an invoice, with the same embedded fonts.
import PDFDocument from "pdfkit";
import { LOCALES, type Language } from "@shop/shared";
import type { InvoiceSeller } from "../invoices/invoice-document.ts";
import { fill, messages } from "../messages/index.ts";
import { PDF_FONTS } from "../platform/pdf-fonts.ts";
import type { LegalPage, LegalPages } from "./legal-pages.ts";
import { sellerAddressLines } from "./order-mails.ts";

const MARGIN = 56;
const FOOTER = 28;
const COLOR = { text: "#17292a", muted: "#5b6b6c", rule: "#c9d3d3" };
const SIZE = { title: 18, heading: 13, section: 10.5, text: 9.5, small: 8 };

interface LegalPdfOrder {
  language: Language;
  number: string;
  /** When the contract was concluded (the order paid): the date it names, and the file's creation date. */
  concludedAt: Date;
}

interface LegalPdf {
  filename: string;
  pdf: Buffer;
}

/**
 * The PDF of `pages` for `order`, naming the seller; links to the shop's pages are written out
 * under `publicUrl`, the order's date in the shop's time zone (SHOP_TIME_ZONE).
 */
export async function renderLegalPdf(
  pages: LegalPages,
  order: LegalPdfOrder,
  shop: { seller: InvoiceSeller; publicUrl: string; timeZone: string },
): Promise<LegalPdf> {
  const { language } = order;
  const copy = messages(language).legalDocument;
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: shop.timeZone }).format(
    order.concludedAt,
  );
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language,
    displayTitle: true,
    // A fixed creation date makes the same order's file the same bytes whenever it is sent.
    info: {
      Title: copy.title,
      Author: shop.seller.legalName,
      Subject: fill(copy.forOrder, { number: order.number, date }),
      Producer: shop.seller.legalName,
      Creator: shop.seller.legalName,
      CreationDate: order.concludedAt,
      ModDate: order.concludedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", PDF_FONTS.regular);
  pdf.registerFont("bold", PDF_FONTS.bold);
  const width = pdf.page.width - 2 * MARGIN;
  const write = (words: string, font: "regular" | "bold", size: number, color = COLOR.text, gap = 0.35) => {
    pdf.font(font).fontSize(size).fillColor(color).text(words, { width });
    pdf.moveDown(gap);
  };

  write(copy.title, "bold", SIZE.title, COLOR.text, 0.2);
  write(fill(copy.forOrder, { number: order.number, date }), "regular", SIZE.text, COLOR.muted, 0.1);
  write(sellerAddressLines(shop.seller, language).join(", "), "regular", SIZE.text, COLOR.muted, 1);

  const writePage = (page: LegalPage) => {
    write(page.title, "bold", SIZE.heading, COLOR.text, 0.4);
    write(page.intro, "regular", SIZE.text, COLOR.text, 0.6);
    for (const section of page.sections) {
      write(section.title, "bold", SIZE.section, COLOR.text, 0.25);
      for (const paragraph of section.paragraphs ?? []) write(paragraph, "regular", SIZE.text);
      for (const item of section.items ?? []) write(`•  ${item}`, "regular", SIZE.text, COLOR.text, 0.15);
      if (section.link)
        write(
          `${section.link.text}. ${fill(copy.link, { url: `${shop.publicUrl}/${language}${section.link.path}` })}`,
          "regular",
          SIZE.text,
        );
      pdf.moveDown(0.4);
    }
    write(page.updated, "regular", SIZE.small, COLOR.muted, 0.6);
  };

  writePage(pages.terms);
  pdf.addPage();
  writePage(pages.withdrawal);

  // The model form on a page of its own, to print and send: room to write after each line.
  const { form } = pages.withdrawal;
  pdf.addPage();
  write(form.title, "bold", SIZE.heading, COLOR.text, 0.3);
  write(form.note, "regular", SIZE.text, COLOR.muted, 0.6);
  write(form.to, "regular", SIZE.text, COLOR.text, 0.8);
  for (const line of form.lines) {
    write(line, "regular", SIZE.text, COLOR.text, 0.2);
    const y = pdf.y + 18;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    pdf.y = y + 12;
  }
  write(form.footnote, "regular", SIZE.small, COLOR.muted);

  // Page numbers on every page, inside the bottom margin (pdfkit would open a page otherwise).
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font("regular")
      .fontSize(SIZE.small)
      .fillColor(COLOR.muted)
      .text(
        `${copy.title} · ${fill(copy.page, { page: index - range.start + 1, pages: range.count })}`,
        MARGIN,
        pdf.page.height - MARGIN,
        { width, align: "center" },
      );
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return { filename: fill(copy.filename, { number: order.number }), pdf: await done };
}
