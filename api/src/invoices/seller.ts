// The seller as invoices and e-mails print it, from the SELLER_* settings (README, "Configuration").
// An issued document keeps the seller it was issued with (issued-documents.ts): these settings
// only ever reach documents issued after they changed.
import type { Language } from "@shop/shared";
import type { Env } from "../env.ts";
import type { InvoiceSeller } from "./invoice-document.ts";
import { INVOICE_TEXTS } from "./invoice-texts.ts";

export function sellerFromEnv(env: Env): InvoiceSeller {
  return {
    legalName: env.SELLER_LEGAL_NAME,
    addressLines: env.SELLER_ADDRESS.split("|")
      .map((line) => line.trim())
      .filter(Boolean),
    country: env.SELLER_COUNTRY,
    vatId: env.SELLER_VAT_ID,
    email: env.MAIL_FROM,
    seat: env.SELLER_SEAT,
    registerCourt: env.SELLER_REGISTER_COURT,
    registerNumber: env.SELLER_REGISTER_NUMBER,
    managingDirectors: env.SELLER_MANAGING_DIRECTORS,
  };
}

/**
 * The seller's company-register details in `language`, labelled as the imprint labels them: the
 * registered office, the register court and number (`entry`), the managing directors (§35a
 * GmbHG). Only those the seller has; the values are names and print as written in every language.
 */
export function registerDetails(seller: InvoiceSeller, language: Language): { entry: string[]; directors?: string } {
  const texts = INVOICE_TEXTS[language];
  const entry: [string, string | undefined][] = [
    [texts.seat, seller.seat],
    [texts.registerCourt, seller.registerCourt],
    [texts.registerNumber, seller.registerNumber],
  ];
  return {
    entry: entry
      .filter((detail): detail is [string, string] => !!detail[1])
      .map(([label, value]) => `${label}: ${value}`),
    directors: seller.managingDirectors?.length
      ? `${texts.managingDirectors}: ${seller.managingDirectors.join(", ")}`
      : undefined,
  };
}
