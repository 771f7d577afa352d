// Renders an InvoiceDocument (invoice-document.ts) as an A4 PDF with pdfkit. Layout only: every
// amount and word comes from the document and invoice-texts.ts. DejaVu Sans is embedded so
// German and Bulgarian (Cyrillic) print correctly (platform/pdf-fonts.ts).
import PDFDocument from "pdfkit";
import { LOCALES } from "@shop/shared";
import { countryName } from "@shop/shared/countries";
import { PDF_FONTS as FONTS } from "../platform/pdf-fonts.ts";
import type { InvoiceDocument, InvoiceLine } from "./invoice-document.ts";
import { INVOICE_TEXTS } from "./invoice-texts.ts";
import { registerDetails } from "./seller.ts";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const FOOTER_HEIGHT = 60;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Below this the table may not go: the footer lives there. */
const BODY_BOTTOM = PAGE.height - MARGIN - FOOTER_HEIGHT;
const COLOR = { text: "#17292a", muted: "#5b6b6c", rule: "#c9d3d3", band: "#eef3f3" };
const SIZE = { title: 20, text: 9, small: 7.5 };
const CELL_PADDING = 4;

/** The line table's columns, left to right; widths add up to CONTENT_WIDTH. */
const COLUMNS = [
  { key: "description", width: 187, align: "left" },
  { key: "quantity", width: 48, align: "right" },
  { key: "unitNet", width: 72, align: "right" },
  { key: "vatRate", width: 46, align: "right" },
  { key: "vat", width: 66, align: "right" },
  { key: "total", width: 76, align: "right" },
] as const;

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const texts = INVOICE_TEXTS[doc.language];
  const locale = LOCALES[doc.language];
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: doc.currency, minimumFractionDigits: 2 });
  const formatMoney = (cents: number) => money.format(cents / 100);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const formatRate = (rate: number) => percent.format(rate / 100);
  // Calendar dates in UTC: the same document prints the same dates on any server.
  // In the zone whose calendar the number's year is of (earlier documents: UTC, as they printed).
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: doc.timeZone ?? "UTC" });
  const formatDate = (date: Date) => dates.format(date);
  const quantity = new Intl.NumberFormat(locale);
  const title = doc.kind === "invoice" ? texts.invoice : texts.creditNote;

  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    lang: doc.language,
    displayTitle: true,
    // A fixed creation date (the issue date) makes the file byte-for-byte reproducible.
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.legalName,
      Subject: `${texts.orderNumber} ${doc.orderNumber}`,
      Producer: doc.seller.legalName,
      Creator: doc.seller.legalName,
      CreationDate: doc.issueDate,
      ModDate: doc.issueDate,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", FONTS.regular);
  pdf.registerFont("bold", FONTS.bold);
  pdf.font("regular").fontSize(SIZE.text).fillColor(COLOR.text);

  // Header: seller on the left, title and the document's facts on the right.
  const top = MARGIN;
  const half = CONTENT_WIDTH / 2 - 10;
  pdf.font("bold").fontSize(11).text(doc.seller.legalName, MARGIN, top, { width: half });
  pdf.font("regular").fontSize(SIZE.text);
  for (const line of doc.seller.addressLines) pdf.text(line, { width: half });
  pdf.text(countryName(doc.seller.country, doc.language), { width: half });
  pdf.text(`${texts.vatId}: ${doc.seller.vatId}`, { width: half });
  if (doc.seller.email) pdf.text(doc.seller.email, { width: half });
  const sellerBottom = pdf.y;

  const rightX = MARGIN + CONTENT_WIDTH / 2 + 10;
  pdf.font("bold").fontSize(SIZE.title).text(title, rightX, top, { width: half, align: "right" });
  pdf.moveDown(0.3);
  const facts: [string, string][] = [
    [texts.number, doc.number],
    [texts.issueDate, formatDate(doc.issueDate)],
    [texts.supplyDate, formatDate(doc.supplyDate)],
    [texts.orderNumber, doc.orderNumber],
    [texts.paymentMethod, doc.totals.grossCents === 0 ? texts.noPayment : texts.paymentMethods[doc.paymentMethod]],
  ];
  pdf.fontSize(SIZE.text);
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf
      .font("regular")
      .fillColor(COLOR.muted)
      .text(label, rightX, y, { width: half * 0.5 });
    const labelBottom = pdf.y;
    pdf
      .font("bold")
      .fillColor(COLOR.text)
      .text(value, rightX + half * 0.5, y, { width: half * 0.5, align: "right" });
    pdf.y = Math.max(pdf.y, labelBottom);
  }
  const factsBottom = pdf.y;

  // Buyer block.
  let y = Math.max(sellerBottom, factsBottom) + 24;
  pdf.font("regular").fontSize(SIZE.small).fillColor(COLOR.muted).text(texts.buyer.toUpperCase(), MARGIN, y);
  pdf.fontSize(SIZE.text).fillColor(COLOR.text);
  if (doc.buyer.company) pdf.font("bold").text(doc.buyer.company, { width: half });
  pdf.font(doc.buyer.company ? "regular" : "bold").text(doc.buyer.name, { width: half });
  pdf.font("regular");
  for (const line of doc.buyer.addressLines) pdf.text(line, { width: half });
  pdf.text(countryName(doc.buyer.country, doc.language), { width: half });
  if (doc.buyer.vatId) pdf.text(`${texts.vatId}: ${doc.buyer.vatId}`, { width: half });
  // A credit note says which invoice it corrects, in full width above the lines.
  if (doc.correctsInvoice) {
    pdf
      .font("bold")
      .text(texts.refersTo(doc.correctsInvoice.number, formatDate(doc.correctsInvoice.issueDate)), MARGIN, pdf.y + 16, {
        width: CONTENT_WIDTH,
      });
  }
  y = pdf.y + 24;

  // The line table: the header is drawn again on every page the lines flow onto.
  const headers: Record<(typeof COLUMNS)[number]["key"], string> = {
    description: texts.description,
    quantity: texts.quantity,
    unitNet: texts.unitNet,
    vatRate: texts.vatRate,
    vat: texts.vat,
    total: texts.total,
  };
  const rowHeight = (cells: Record<string, string>, font: "regular" | "bold") => {
    pdf.font(font).fontSize(SIZE.text);
    return (
      Math.max(
        ...COLUMNS.map((column) => pdf.heightOfString(cells[column.key], { width: column.width - 2 * CELL_PADDING })),
      ) +
      2 * CELL_PADDING
    );
  };
  const drawRow = (cells: Record<string, string>, font: "regular" | "bold", band: boolean) => {
    const height = rowHeight(cells, font);
    if (band) pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLOR.band);
    pdf.fillColor(COLOR.text).font(font).fontSize(SIZE.text);
    let x = MARGIN;
    for (const column of COLUMNS) {
      pdf.text(cells[column.key], x + CELL_PADDING, y + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
  };
  const drawHeader = () => drawRow(headers, "bold", true);
  const lineCells = (line: InvoiceLine) => ({
    description: line.description,
    quantity: quantity.format(line.quantity),
    unitNet: formatMoney(line.unitNetCents),
    vatRate: formatRate(line.vatRate),
    vat: formatMoney(line.vatCents),
    total: formatMoney(line.grossCents),
  });
  const newPage = () => {
    pdf.addPage();
    y = MARGIN;
  };

  drawHeader();
  for (const line of doc.lines) {
    const cells = lineCells(line);
    if (y + rowHeight(cells, "regular") > BODY_BOTTOM) {
      newPage();
      drawHeader();
    }
    drawRow(cells, "regular", false);
  }

  // Totals: net, VAT per rate, gross; kept together on one page.
  const totals: [string, string, boolean][] = [
    [texts.netTotal, formatMoney(doc.totals.netCents), false],
    ...doc.totals.vatByRate.map((entry): [string, string, boolean] => [
      texts.vatAt(formatRate(entry.rate)),
      formatMoney(entry.vatCents),
      false,
    ]),
    [doc.kind === "credit_note" ? texts.creditTotal : texts.grossTotal, formatMoney(doc.totals.grossCents), true],
  ];
  const totalsHeight = totals.length * 16 + 16;
  if (y + totalsHeight > BODY_BOTTOM) newPage();
  y += 10;
  const labelX = MARGIN + CONTENT_WIDTH - 250;
  for (const [label, value, strong] of totals) {
    pdf
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 11 : SIZE.text)
      .fillColor(COLOR.text);
    if (strong) {
      pdf
        .moveTo(labelX, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.8)
        .strokeColor(COLOR.text)
        .stroke();
      y += 4;
    }
    pdf.text(label, labelX, y, { width: 150 });
    pdf.text(value, labelX + 150, y, { width: 100 - CELL_PADDING, align: "right" });
    y += 16;
  }

  // Notes: payment, the legal note for distance sales, and the caller's own.
  const notes = [
    // A credit note gives the money back: it says when, not when the invoice was paid.
    ...(doc.kind === "credit_note"
      ? [texts.refundedOn(formatDate(doc.issueDate))]
      : doc.paidAt
        ? [texts.paidOn(formatDate(doc.paidAt))]
        : []),
    // The country the goods went to, whose rate was charged: not the buyer's, who may be billed elsewhere.
    ...(doc.destinationVat ? [texts.destinationVat(countryName(doc.destinationCountry, doc.language))] : []),
    ...(doc.notes ?? []),
  ];
  if (notes.length > 0) {
    pdf.font("regular").fontSize(SIZE.text);
    const notesHeight = notes.reduce((sum, note) => sum + pdf.heightOfString(note, { width: CONTENT_WIDTH }) + 4, 12);
    if (y + notesHeight > BODY_BOTTOM) newPage();
    y += 12;
    for (const note of notes) {
      pdf.fillColor(COLOR.text).text(note, MARGIN, y, { width: CONTENT_WIDTH });
      y = pdf.y + 4;
    }
  }

  // Footer on every page: the seller's legal details (with the company register, as the imprint
  // gives it), and page numbers when there are several.
  const register = registerDetails(doc.seller, doc.language);
  const footer = [
    [doc.seller.legalName, ...doc.seller.addressLines, countryName(doc.seller.country, doc.language)].join(" · "),
    [`${texts.vatId}: ${doc.seller.vatId}`, doc.seller.email].filter((part): part is string => !!part).join(" · "),
    ...(register.entry.length ? [register.entry.join(" · ")] : []),
    // The managing directors on a line of their own: the register entry never wraps half-way.
    ...(register.directors ? [register.directors] : []),
    ...(doc.seller.bankLines?.length ? [doc.seller.bankLines.join(" · ")] : []),
  ];
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const footerTop = PAGE.height - MARGIN - FOOTER_HEIGHT + 12;
    pdf
      .moveTo(MARGIN, footerTop - 6)
      .lineTo(MARGIN + CONTENT_WIDTH, footerTop - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    pdf.font("regular").fontSize(SIZE.small).fillColor(COLOR.muted);
    const pageLabel = range.count > 1 ? texts.page(index - range.start + 1, range.count) : "";
    const footerWidth = range.count > 1 ? CONTENT_WIDTH - 90 : CONTENT_WIDTH;
    pdf.text(footer.join("\n"), MARGIN, footerTop, { width: footerWidth, lineGap: 1 });
    if (pageLabel) pdf.text(pageLabel, MARGIN + CONTENT_WIDTH - 90, footerTop, { width: 90, align: "right" });
    pdf.page.margins.bottom = bottomMargin;
  }

  pdf.end();
  return done;
}
