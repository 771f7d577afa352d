// Cards through Stripe PaymentIntents. The browser confirms the PaymentIntent with Stripe.js
// (including 3-D Secure); this module creates it for the server's amount, reads it back before
// an order is paid, cancels it when the order expires, refunds it, and verifies Stripe's webhooks.
import Stripe from "stripe";
import type { CreatedPayment, PaymentEvent, PaymentProvider, PaymentRequest, PaymentStatus } from "./provider.ts";
import { PaymentProviderError, WebhookSignatureError } from "./provider.ts";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another API origin than https://api.stripe.com (the tests' stand-in). */
  apiUrl?: string;
}

export type StripeProvider = PaymentProvider & { publishableKey: string };

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = { maxNetworkRetries: 1, timeout: 10_000, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...base, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Network trouble, Stripe's own errors and a rejected key all mean: try again later (502). */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const message =
      error instanceof Stripe.errors.StripeError
        ? `${error.type}${error.code ? ` ${error.code}` : ""}`
        : "unexpected error";
    throw new PaymentProviderError(`Stripe: ${what} failed (${message})`, { cause: error });
  }
}

function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const currency = intent.currency.toUpperCase();
  switch (intent.status) {
    case "succeeded":
      if (charge?.refunded) return { state: "refunded", amountCents: intent.amount_received, currency };
      return { state: "succeeded", amountCents: intent.amount_received, currency };
    case "canceled":
      return {
        state: "failed",
        amountCents: intent.amount,
        currency,
        detail: `canceled${intent.cancellation_reason ? ` (${intent.cancellation_reason})` : ""}`,
      };
    default:
      // requires_payment_method after a decline is still payable with another card.
      return {
        state: "pending",
        amountCents: intent.amount,
        currency,
        detail: intent.last_payment_error?.message ?? intent.status,
      };
  }
}

const EVENT_KINDS: Record<string, PaymentEvent["kind"]> = {
  "payment_intent.succeeded": "settle",
  "payment_intent.payment_failed": "failed",
  "charge.refunded": "refunded",
};

function eventOf(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as {
    object?: string;
    id?: string;
    payment_intent?: string | { id: string } | null;
    last_payment_error?: { message?: string } | null;
  };
  // A charge names its PaymentIntent; the other events are about the PaymentIntent itself.
  const reference =
    object.object === "charge"
      ? typeof object.payment_intent === "string"
        ? object.payment_intent
        : object.payment_intent?.id
      : object.object === "payment_intent"
        ? object.id
        : undefined;
  return {
    id: event.id,
    type: event.type,
    kind: EVENT_KINDS[event.type] ?? "ignored",
    reference: reference ?? undefined,
    detail: object.last_payment_error?.message,
  };
}

export function createStripeProvider(options: StripeOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));
  const retrieve = (reference: string) =>
    call("reading the payment", () => stripe.paymentIntents.retrieve(reference, { expand: ["latest_charge"] }));
  const getStatus = async (reference: string) => statusOf(await retrieve(reference));
  const { webhookSecret } = options;

  return {
    gateway: "STRIPE",
    publishableKey: options.publishableKey,
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const intent = await call("creating the payment", () =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            allowed_payment_method_types: ["card"],
            description: `Order ${request.orderNumber}`,
            metadata: { orderNumber: request.orderNumber },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderError("Stripe: the PaymentIntent came without a client secret");
      return { reference: intent.id, clientSecret: intent.client_secret };
    },
    getStatus,
    complete: getStatus,
    async cancel(reference) {
      const intent = await retrieve(reference);
      // Only these states can be cancelled; succeeded, processing and canceled are answered as they are.
      if (
        !["requires_payment_method", "requires_confirmation", "requires_action", "requires_capture"].includes(
          intent.status,
        )
      )
        return statusOf(intent);
      try {
        return statusOf(await stripe.paymentIntents.cancel(reference, { cancellation_reason: "abandoned" }));
      } catch (error) {
        // The shopper may have paid between the read and the cancel: read again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return getStatus(reference);
        throw new PaymentProviderError("Stripe: cancelling the payment failed", { cause: error });
      }
    },
    async refund(reference, amountCents, idempotencyKey) {
      await call("refunding the payment", () =>
        stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey }),
      );
    },
    parseWebhook: webhookSecret
      ? async (rawBody, headers) => {
          let event: Stripe.Event;
          try {
            event = await stripe.webhooks.constructEventAsync(
              rawBody,
              headers.get("stripe-signature") ?? "",
              webhookSecret,
            );
          } catch (error) {
            throw new WebhookSignatureError(error instanceof Error ? error.message : "invalid signature");
          }
          return eventOf(event);
        }
      : undefined,
  };
}
