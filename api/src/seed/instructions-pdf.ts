// The demo catalog's instructions for use: a one-page PDF per product and language, drawn with
// pdfkit at seed time from the product's name and IVD information (nothing is downloaded), with the
// demo catalog's headings (INSTRUCTIONS_TEXTS, packages/demo-catalog/src/ivd.ts). DejaVu Sans is
// embedded so German and Bulgarian print correctly.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Language } from "@shop/shared";
import { INSTRUCTIONS_TEXTS } from "@shop/demo-catalog";

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export interface InstructionsContent {
  language: Language;
  productName: string;
  ceMark: string;
  selfTest: boolean;
  manufacturer: string;
  intendedUse: string;
}

export async function renderInstructionsPdf(content: InstructionsContent): Promise<Buffer> {
  const text = INSTRUCTIONS_TEXTS[content.language];
  const pdf = new PDFDocument({
    size: "A5",
    margin: 40,
    lang: content.language,
    displayTitle: true,
    info: { Title: `${text.title}: ${content.productName}`, CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  pdf.registerFont("regular", FONTS.regular);
  pdf.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("bold").fontSize(16).text(text.title);
  pdf.moveDown(0.3).fontSize(12).text(content.productName);
  pdf
    .moveDown(0.3)
    .font("regular")
    .fontSize(10)
    .text(`${content.ceMark} · IVD · ${content.selfTest ? text.selfTest : text.lab}`);
  pdf.moveDown().font("bold").text(text.intendedUse);
  pdf.font("regular").text(content.intendedUse);
  pdf.moveDown().font("bold").text(text.manufacturer);
  pdf.font("regular").text(content.manufacturer);
  pdf.moveDown(2).fontSize(8).fillColor("#5b6b6c").text(text.demo);
  pdf.end();
  return done;
}
