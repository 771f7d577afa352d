// The invoice and credit-note labels per language, from the API's messages (api/src/messages, where
// the e-mails' texts are too): the renderer never holds a word of its own.
import { LANGUAGES, type Language, type PaymentMethod } from "@shop/shared";
import { fill, messages } from "../messages/index.ts";

export interface InvoiceTexts {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  supplyDate: string;
  refersTo: (invoiceNumber: string, date: string) => string;
  orderNumber: string;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethod, string>;
  /** In place of the method when the total was 0: nothing was paid at a provider. */
  noPayment: string;
  seller: string;
  buyer: string;
  vatId: string;
  /** The company-register details, labelled as the imprint labels them (storefront, pages.imprint). */
  seat: string;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string;
  description: string;
  quantity: string;
  unitNet: string;
  vatRate: string;
  vat: string;
  total: string;
  shipping: string;
  /** The discount code's line (one per VAT rate): "Discount SPRING10". */
  discount: (code: string) => string;
  /** A credit note's line for a sum refunded besides whole units, at one VAT rate. */
  refundedSum: string;
  /** The line that brings a rate's VAT, its lines rounded per unit, to what the rate's amount contains. */
  rounding: string;
  netTotal: string;
  vatAt: (rate: string) => string;
  grossTotal: string;
  /** A credit note's total: what is given back. */
  creditTotal: string;
  paidOn: (date: string) => string;
  refundedOn: (date: string) => string;
  /** Printed when VAT is charged at the rate of the country the goods went to (EU distance selling, docs/behaviour.md §2). */
  destinationVat: (country: string) => string;
  page: (page: number, pages: number) => string;
}

/** The invoice texts of the API's messages (api/src/messages), with their placeholders filled in by call. */
function invoiceTexts(language: Language): InvoiceTexts {
  const m = messages(language).invoice;
  return {
    ...m,
    refersTo: (invoiceNumber, date) => fill(m.refersTo, { invoiceNumber, date }),
    vatAt: (rate) => fill(m.vatAt, { rate }),
    paidOn: (date) => fill(m.paidOn, { date }),
    refundedOn: (date) => fill(m.refundedOn, { date }),
    destinationVat: (country) => fill(m.destinationVat, { country }),
    page: (page, pages) => fill(m.page, { page, pages }),
    discount: (code) => fill(m.discount, { code }),
  };
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = Object.fromEntries(
  LANGUAGES.map((language) => [language, invoiceTexts(language)]),
) as Record<Language, InvoiceTexts>;
