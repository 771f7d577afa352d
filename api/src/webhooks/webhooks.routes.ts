// POST /api/webhooks/stripe and /api/webhooks/paypal: the providers tell the shop about payments,
// including those whose shopper closed the tab before the browser could confirm. The signature
// is verified on the raw body before anything is read from it.
import { Hono } from "hono";
import type { PaymentGateway } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { ApiError, notFound } from "../errors.ts";
import { PaymentProviderError, WebhookSignatureError, type PaymentEvent } from "../payments/provider.ts";
import { applyPaymentEvent } from "../orders/index.ts";

const GATEWAYS: Record<string, PaymentGateway> = { stripe: "STRIPE", paypal: "PAYPAL" };

export const webhookRoutes = new Hono<AppEnv>().post("/:provider", async (c) => {
  const name = c.req.param("provider");
  const gateway = GATEWAYS[name];
  if (!gateway) throw notFound("Webhook");
  const { deps } = c.var;
  const provider = deps.payments.find(gateway);
  if (!provider?.parseWebhook) throw new ApiError(404, "not_found", `Webhooks for ${name} are not configured`);

  const rawBody = await c.req.text();
  let event: PaymentEvent | undefined;
  try {
    event = await provider.parseWebhook(rawBody, c.req.raw.headers);
    const outcome = await applyPaymentEvent(deps, provider, event);
    deps.logger.info({ provider: name, event: event.id, type: event.type, outcome }, "webhook received");
    return c.json({ received: true, outcome });
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.logger.warn({ provider: name, reason: error.message }, "webhook refused: bad signature");
      throw new ApiError(400, "invalid_signature", `The webhook signature could not be verified: ${error.message}`);
    }
    if (error instanceof PaymentProviderError) {
      // Not recorded as processed: the provider delivers it again later.
      deps.logger.warn({ err: error, provider: name, event: event?.id }, "webhook not applied: provider unavailable");
      throw new ApiError(
        502,
        "payment_provider_unavailable",
        "The payment provider could not be asked about this event right now; deliver it again later",
      );
    }
    throw error;
  }
});
