// Cards (with Apple Pay and Google Pay), SEPA Direct Debit and Klarna through Stripe
// PaymentIntents. The browser confirms the PaymentIntent with Stripe.js (including 3-D Secure, a
// SEPA mandate, Klarna's redirect); this module creates it for the server's amount and the order's
// method, reads it back before an order is paid, cancels it when the order expires, refunds it,
// and verifies Stripe's webhooks. A SEPA debit stays "processing" for days before it succeeds or
// fails (docs/behaviour.md §5).
import Stripe from "stripe";
import type { PaymentMethod } from "@shop/shared";
import type { CreatedPayment, PaymentEvent, PaymentProvider, PaymentRequest, PaymentStatus } from "./provider.ts";
import { PaymentProviderError, WebhookSignatureError } from "./provider.ts";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another API origin than https://api.stripe.com (the tests' stand-in). */
  apiUrl?: string;
  /** Stripe's names of the methods the shop offers (STRIPE_PAYMENT_METHODS); card when not given. */
  methods?: readonly StripeMethod[];
}

type StripeMethod = "card" | "sepa_debit" | "klarna";

/** The shop's method → Stripe's payment method type (wallets pay with a card). */
const STRIPE_METHODS = {
  CARD: "card",
  SEPA_DEBIT: "sepa_debit",
  KLARNA: "klarna",
} as const satisfies Partial<Record<PaymentMethod, StripeMethod>>;

const SHOP_METHODS = Object.fromEntries(
  Object.entries(STRIPE_METHODS).map(([shop, stripe]) => [stripe, shop]),
) as Record<StripeMethod, PaymentMethod>;

export type StripeProvider = PaymentProvider & { publishableKey: string; methods: readonly PaymentMethod[] };

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
    case "processing":
      return { state: "processing", amountCents: intent.amount, currency };
    case "canceled":
      return {
        state: "failed",
        amountCents: intent.amount,
        currency,
        detail: `canceled${intent.cancellation_reason ? ` (${intent.cancellation_reason})` : ""}`,
      };
    default:
      // requires_payment_method after a decline (or a SEPA debit the bank returned) is still
      // payable with another card or account.
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
  // A delayed method (SEPA Direct Debit) was accepted: the order waits, keeping its stock.
  "payment_intent.processing": "settle",
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
    methods: (options.methods ?? ["card"]).map((method) => SHOP_METHODS[method]),
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const type = STRIPE_METHODS[request.method as keyof typeof STRIPE_METHODS];
      if (!type) throw new PaymentProviderError(`Stripe does not take ${request.method} payments here`);
      const intent = await call("creating the payment", () =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            allowed_payment_method_types: [type],
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
    async resume(reference) {
      const intent = await retrieve(reference);
      if (!intent.client_secret)
        throw new PaymentProviderError("Stripe: the PaymentIntent came without a client secret");
      return { reference: intent.id, clientSecret: intent.client_secret };
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
