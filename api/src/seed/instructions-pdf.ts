// The demo catalog's instructions for use: a one-page PDF per product and language, drawn with
// pdfkit at seed time from the product's name and IVD information (nothing is downloaded).
// DejaVu Sans is embedded so German and Bulgarian print correctly.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Language } from "@shop/shared";

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

const HEADINGS: Record<
  Language,
  { title: string; intendedUse: string; manufacturer: string; selfTest: string; lab: string; demo: string }
> = {
  en: {
    title: "Instructions for use",
    intendedUse: "Intended use",
    manufacturer: "Manufacturer",
    selfTest: "Device for self-testing",
    lab: "Sample collection kit; the analysis is done in a laboratory",
    demo: "Demo document of the TestKit Europe demo shop.",
  },
  de: {
    title: "Gebrauchsanweisung",
    intendedUse: "Zweckbestimmung",
    manufacturer: "Hersteller",
    selfTest: "Produkt zur Eigenanwendung",
    lab: "Probenentnahme-Set; die Analyse erfolgt im Labor",
    demo: "Beispieldokument des Demo-Shops TestKit Europe.",
  },
  bg: {
    title: "Инструкции за употреба",
    intendedUse: "Предназначение",
    manufacturer: "Производител",
    selfTest: "Изделие за самотестване",
    lab: "Комплект за вземане на проба; анализът се извършва в лаборатория",
    demo: "Примерен документ на демо магазина TestKit Europe.",
  },
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
  const text = HEADINGS[content.language];
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
