// The invoice and credit-note labels, one dictionary per language (like the e-mails' COPY in
// api/src/mail/order-mails.ts): the renderer never holds a word of its own.
import type { Language } from "@shop/shared";

export interface InvoiceTexts {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  supplyDate: string;
  refersTo: (invoiceNumber: string, date: string) => string;
  orderNumber: string;
  paymentMethod: string;
  paymentMethods: Record<"CARD" | "PAYPAL", string>;
  seller: string;
  buyer: string;
  vatId: string;
  description: string;
  quantity: string;
  unitNet: string;
  vatRate: string;
  vat: string;
  total: string;
  shipping: string;
  netTotal: string;
  vatAt: (rate: string) => string;
  grossTotal: string;
  /** A credit note's total: what is given back. */
  creditTotal: string;
  paidOn: (date: string) => string;
  refundedOn: (date: string) => string;
  /** Printed when VAT is charged at the buyer's country's rate (EU distance selling, docs/behaviour.md §2). */
  destinationVat: (country: string) => string;
  page: (page: number, pages: number) => string;
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  en: {
    invoice: "Invoice",
    creditNote: "Credit note",
    number: "Number",
    issueDate: "Issue date",
    supplyDate: "Date of supply",
    refersTo: (invoiceNumber, date) => `Corrects invoice ${invoiceNumber} of ${date}`,
    orderNumber: "Order number",
    paymentMethod: "Payment method",
    paymentMethods: { CARD: "Card", PAYPAL: "PayPal" },
    seller: "Seller",
    buyer: "Bill to",
    vatId: "VAT ID",
    description: "Description",
    quantity: "Qty",
    unitNet: "Unit net",
    vatRate: "VAT %",
    vat: "VAT",
    total: "Total",
    shipping: "Shipping",
    netTotal: "Total net",
    vatAt: (rate) => `VAT ${rate}`,
    grossTotal: "Total",
    creditTotal: "Total credited",
    paidOn: (date) => `Paid on ${date}.`,
    refundedOn: (date) => `Refunded on ${date} by the payment method used for the order.`,
    destinationVat: (country) =>
      `Distance sale within the EU: VAT charged at the rate of the country of destination (${country}), declared through the One-Stop Shop (OSS).`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    invoice: "Rechnung",
    creditNote: "Gutschrift",
    number: "Nummer",
    issueDate: "Ausstellungsdatum",
    supplyDate: "Lieferdatum",
    refersTo: (invoiceNumber, date) => `Korrektur zur Rechnung ${invoiceNumber} vom ${date}`,
    orderNumber: "Bestellnummer",
    paymentMethod: "Zahlungsart",
    paymentMethods: { CARD: "Karte", PAYPAL: "PayPal" },
    seller: "Verkäufer",
    buyer: "Rechnungsempfänger",
    vatId: "USt-IdNr.",
    description: "Beschreibung",
    quantity: "Menge",
    unitNet: "Einzelpreis netto",
    vatRate: "USt. %",
    vat: "USt.",
    total: "Gesamt",
    shipping: "Versand",
    netTotal: "Summe netto",
    vatAt: (rate) => `USt. ${rate}`,
    grossTotal: "Gesamtbetrag",
    creditTotal: "Gutschriftsbetrag",
    paidOn: (date) => `Bezahlt am ${date}.`,
    refundedOn: (date) => `Erstattet am ${date} über die Zahlungsart der Bestellung.`,
    destinationVat: (country) =>
      `Fernverkauf innerhalb der EU: Umsatzsteuer zum Satz des Bestimmungslandes (${country}), erklärt über den One-Stop-Shop (OSS).`,
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  bg: {
    invoice: "Фактура",
    creditNote: "Кредитно известие",
    number: "Номер",
    issueDate: "Дата на издаване",
    supplyDate: "Дата на доставка",
    refersTo: (invoiceNumber, date) => `Към фактура ${invoiceNumber} от ${date}`,
    orderNumber: "Номер на поръчката",
    paymentMethod: "Начин на плащане",
    paymentMethods: { CARD: "Карта", PAYPAL: "PayPal" },
    seller: "Доставчик",
    buyer: "Получател",
    vatId: "ДДС номер",
    description: "Описание",
    quantity: "Кол.",
    unitNet: "Ед. цена без ДДС",
    vatRate: "ДДС %",
    vat: "ДДС",
    total: "Общо",
    shipping: "Доставка",
    netTotal: "Общо без ДДС",
    vatAt: (rate) => `ДДС ${rate}`,
    grossTotal: "Сума за плащане",
    creditTotal: "Възстановена сума",
    // The Bulgarian date already ends with "г." (година).
    paidOn: (date) => `Платено на ${date}`,
    refundedOn: (date) => `Възстановено на ${date} по начина на плащане на поръчката`,
    destinationVat: (country) =>
      `Дистанционна продажба в ЕС: ДДС по ставката на държавата на местоназначение (${country}), деклариран чрез режим „обслужване на едно гише“ (OSS).`,
    page: (page, pages) => `Страница ${page} от ${pages}`,
  },
};
