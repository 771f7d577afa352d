import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { CARD_MESSAGES } from "./test-provider.ts";

const testConfirmSchema = z.object({
  paymentReference: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  method: z.enum(["card", "paypal"]),
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
    const outcome = await test.confirm(
      paymentReference,
      clientSecret,
      method === "paypal" ? { paypal: true } : { card: cardNumber },
    );
    if (outcome === "not_found") throw new ApiError(404, "not_found", "Payment not found");
    if (outcome === "method_mismatch") {
      const [placed, tried] = method === "card" ? ["PayPal", "by card"] : ["card", "with PayPal"];
      throw new ApiError(
        409,
        "payment_method_mismatch",
        `This order was placed for payment by ${placed}; it cannot be paid ${tried}`,
        "method",
      );
    }
    if (outcome !== "succeeded")
      throw new ApiError(402, outcome, CARD_MESSAGES[outcome], method === "card" ? "cardNumber" : undefined);
    return c.json({ status: "succeeded" });
  });
