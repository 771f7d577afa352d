// The shop's order requests (/api/orders, /api/cart, /api/payments), validated by validJson. The
// order and the withdrawal are the bodies the storefront builds by the same schemas' types
// (@shop/shared/schemas); the rest are the API's own.
import { z } from "zod";
import { PaymentMethod } from "@shop/shared";
import { EU_COUNTRIES } from "@shop/shared/eu";
import { isPostcode, postcodeMessage } from "@shop/shared/postcodes";
import {
  discountCodeInputSchema,
  INVALID_POSTCODE,
  languageSchema,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  slugSchema,
} from "@shop/shared/schemas";

export { createOrderSchema, orderLookupSchema, withdrawalSchema } from "@shop/shared/schemas";

/**
 * Where the cart would go: the country, and the postcode when the shopper has typed it, checked as
 * the order checks it (422 `invalid_postcode` naming `shipTo.postCode`).
 */
const shipToSchema = z
  .object({
    country: z.enum(EU_COUNTRIES, { message: "must be an EU country code" }),
    postCode: z.string().trim().min(1, "is required").max(20, "must be at most 20 characters").optional(),
  })
  .superRefine((shipTo, context) => {
    if (shipTo.postCode !== undefined && !isPostcode(shipTo.country, shipTo.postCode))
      context.addIssue({
        code: "custom",
        path: ["postCode"],
        message: postcodeMessage(shipTo.country),
        params: INVALID_POSTCODE,
      });
  });

/** POST /api/cart/quote: the cart's lines priced as an order would be, and how long they take to `shipTo`. */
export const cartQuoteSchema = z.object({
  items: z
    .array(z.object({ slug: slugSchema, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .max(MAX_ORDER_LINES),
  language: languageSchema.optional(),
  discountCode: discountCodeInputSchema,
  shipTo: shipToSchema.optional(),
});

const LOWER_CASE_METHODS = {
  card: "CARD",
  paypal: "PAYPAL",
  sepa_debit: "SEPA_DEBIT",
  klarna: "KLARNA",
} as const satisfies Record<string, PaymentMethod>;

/** POST /api/payments/test/confirm: the built-in test provider's card form and PayPal button. */
export const testConfirmSchema = z.object({
  paymentReference: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  /** A PaymentMethod; its name in lower case is accepted too. */
  method: z.union(
    [
      z.enum(PaymentMethod),
      z.enum(["card", "paypal", "sepa_debit", "klarna"]).transform((method) => LOWER_CASE_METHODS[method]),
    ],
    { message: `must be one of ${Object.values(PaymentMethod).join(", ")}` },
  ),
  cardNumber: z.string().max(30).optional(),
  /** For SEPA_DEBIT: the account debited (Stripe's test IBANs). */
  iban: z.string().max(50).optional(),
});
