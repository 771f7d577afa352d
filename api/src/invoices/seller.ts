// The seller as invoices print it, from the SELLER_* settings (README, "Configuration").
import type { Env } from "../env.ts";
import type { InvoiceSeller } from "./invoice-document.ts";

export function sellerFromEnv(env: Env): InvoiceSeller {
  return {
    legalName: env.SELLER_LEGAL_NAME,
    addressLines: env.SELLER_ADDRESS.split("|")
      .map((line) => line.trim())
      .filter(Boolean),
    country: env.SELLER_COUNTRY,
    vatId: env.SELLER_VAT_ID,
    email: env.SHOP_EMAIL,
    registration: env.SELLER_REGISTRATION,
  };
}
