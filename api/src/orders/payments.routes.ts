import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { CUSTOMER_ACTOR, recordPaymentFailure } from "./index.ts";
import { METHOD_NAMES } from "../payments/payments.ts";
import { CARD_MESSAGES, DEBIT_MESSAGES, type CardOutcome } from "../payments/test-provider.ts";
import { settleOrder } from "./settle-order.ts";
import { scheduleTestDebit, testDebitDueAt } from "./test-debit-settlement.ts";
import { testConfirmSchema } from "./validators.ts";

/**
 * The outcomes a card processor reports as a failed payment (Stripe's payment_intent.payment_failed).
 * A mistyped number never reaches the bank (Stripe.js refuses it in the browser), and an expired
 * order's payment was cancelled by the shop.
 */
const DECLINES = new Set<CardOutcome>(["card_declined", "insufficient_funds", "authentication_required"]);

export const paymentRoutes = new Hono<AppEnv>()
  .get("/config", (c) => c.json(c.var.deps.payments.publicConfig()))
  // The stand-in card form and PayPal button of the built-in test provider complete payments here;
  // outside test mode the route does not exist.
  .post("/test/confirm", validJson(testConfirmSchema), async (c) => {
    const test = c.var.deps.payments.test;
    if (!test) throw new ApiError(404, "not_found", "The test payment provider is not active");
    const { paymentReference, clientSecret, method, cardNumber, iban } = c.req.valid("json");
    const { deps } = c.var;
    const settlesAt = testDebitDueAt(deps);
    const outcome = await test.confirm(
      paymentReference,
      clientSecret,
      { method, cardNumber, iban },
      scheduleTestDebit(paymentReference, settlesAt),
    );
    if (outcome === "not_found") throw new ApiError(404, "not_found", "Payment not found");
    if (outcome === "method_mismatch") {
      const placed = await deps.prisma.order.findUnique({
        where: { paymentReference },
        select: { paymentMethod: true },
      });
      throw new ApiError(
        409,
        "payment_method_mismatch",
        `This order was placed for payment by ${METHOD_NAMES[placed?.paymentMethod ?? "CARD"]}; it cannot be paid by ${METHOD_NAMES[method]}`,
        "method",
      );
    }
    if (outcome === "processing") {
      // The bank settles the debit later: the order is PAYMENT_PROCESSING before this answers, and
      // the worker is woken when the settlement is due.
      deps.outbox.wakeAt(settlesAt);
      const order = await deps.prisma.order.findUnique({ where: { paymentReference }, select: { number: true } });
      if (order) await settleOrder(deps, order.number, CUSTOMER_ACTOR);
      return c.json({ status: "processing" as const });
    }
    if (outcome === "incorrect_iban") {
      deps.metrics.paymentFailures.inc({ provider: test.gateway.toLowerCase() });
      throw new ApiError(402, outcome, DEBIT_MESSAGES[outcome], "iban");
    }
    if (outcome !== "succeeded") {
      c.var.deps.metrics.paymentFailures.inc({ provider: test.gateway.toLowerCase() });
      if (DECLINES.has(outcome)) {
        // As Stripe's payment_failed webhook would report it (orders/payment-events.ts).
        const order = await c.var.deps.prisma.order.findUnique({
          where: { paymentReference },
          select: { id: true, status: true },
        });
        if (order) await recordPaymentFailure(c.var.deps, order, CUSTOMER_ACTOR, CARD_MESSAGES[outcome]);
      }
      throw new ApiError(402, outcome, CARD_MESSAGES[outcome], method === "CARD" ? "cardNumber" : undefined);
    }
    return c.json({ status: "succeeded" as const });
  });
