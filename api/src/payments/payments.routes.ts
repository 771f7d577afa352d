import { Hono } from "hono";
import { PaymentMethod } from "@shop/shared";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { CUSTOMER_ACTOR } from "../orders/order-records.ts";
import { recordPaymentFailure } from "./payment-failures.ts";
import { CARD_MESSAGES, type CardOutcome } from "./test-provider.ts";

/**
 * The outcomes a card processor reports as a failed payment (Stripe's payment_intent.payment_failed).
 * A mistyped number never reaches the bank (Stripe.js refuses it in the browser), and an expired
 * order's payment was cancelled by the shop.
 */
const DECLINES = new Set<CardOutcome>(["card_declined", "insufficient_funds", "authentication_required"]);

const LOWER_CASE_METHODS = { card: "CARD", paypal: "PAYPAL" } as const satisfies Record<string, PaymentMethod>;

const testConfirmSchema = z.object({
  paymentReference: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  /** CARD or PAYPAL; the lower-case names the storefront first sent are still accepted. */
  method: z.union(
    [z.enum(PaymentMethod), z.enum(["card", "paypal"]).transform((method) => LOWER_CASE_METHODS[method])],
    { message: "must be CARD or PAYPAL" },
  ),
  cardNumber: z.string().max(30).optional(),
});

export const paymentRoutes = new Hono<AppEnv>()
  .get("/config", (c) => c.json(c.var.deps.payments.publicConfig()))
  // The stand-in card form and PayPal button of the built-in test provider complete payments here;
  // outside test mode the route does not exist.
  .post("/test/confirm", validJson(testConfirmSchema), async (c) => {
    const test = c.var.deps.payments.test;
    if (!test) throw new ApiError(404, "not_found", "The test payment provider is not active");
    const { paymentReference, clientSecret, method, cardNumber } = c.req.valid("json");
    const outcome = await test.confirm(paymentReference, clientSecret, { method, cardNumber });
    if (outcome === "not_found") throw new ApiError(404, "not_found", "Payment not found");
    if (outcome === "method_mismatch") {
      const [placed, tried] = method === "CARD" ? ["PayPal", "by card"] : ["card", "with PayPal"];
      throw new ApiError(
        409,
        "payment_method_mismatch",
        `This order was placed for payment by ${placed}; it cannot be paid ${tried}`,
        "method",
      );
    }
    if (outcome !== "succeeded") {
      c.var.deps.metrics.paymentFailures.inc({ provider: test.gateway.toLowerCase() });
      if (DECLINES.has(outcome)) {
        // As Stripe's payment_failed webhook would report it (webhooks/payment-events.ts).
        const order = await c.var.deps.prisma.order.findUnique({
          where: { paymentReference },
          select: { id: true, status: true },
        });
        if (order) await recordPaymentFailure(c.var.deps, order, CUSTOMER_ACTOR, CARD_MESSAGES[outcome]);
      }
      throw new ApiError(402, outcome, CARD_MESSAGES[outcome], method === "CARD" ? "cardNumber" : undefined);
    }
    return c.json({ status: "succeeded" });
  });
