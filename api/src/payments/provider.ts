// The one interface every payment processor implements. Orders never talk to Stripe, PayPal or
// the test provider directly: they ask "create a payment for this amount" and, before marking
// anything paid, "what is this payment's state?", and believe only the answer.
import type { PaymentGateway, PaymentMethod } from "@shop/shared";

export interface PaymentRequest {
  orderNumber: string;
  amountCents: number;
  currency: "EUR";
  email: string;
  /** How the shopper pays: which of the provider's payment methods the payment accepts. */
  method: PaymentMethod;
  /** Same order → same key: a retried create never makes a second payment. */
  idempotencyKey: string;
}

export interface CreatedPayment {
  /** The provider's id for the payment, stored on the order. */
  reference: string;
  /** What the browser needs to complete the payment (Stripe client secret, PayPal order id...). */
  clientSecret: string;
}

/**
 * "processing": the shopper authorised a payment the bank settles later (a SEPA Direct Debit,
 * Klarna); it ends in "succeeded", or back in "pending" (with the reason in `detail`) when it fails.
 */
type PaymentState = "pending" | "processing" | "succeeded" | "failed" | "refunded";

export interface PaymentStatus {
  state: PaymentState;
  amountCents: number;
  currency: string;
  /** The provider's words for a failure, for the order history. */
  detail?: string;
}

/** A verified webhook delivery, in the shop's terms. */
export interface PaymentEvent {
  /** The provider's event id: a delivery seen before is ignored. */
  id: string;
  /** The provider's event type, for the records (payment_intent.succeeded, PAYMENT.CAPTURE.DENIED...). */
  type: string;
  /**
   * What the shop does with it: "settle" (the payment may be complete or processing: confirm the
   * order, which asks the provider), "failed" (note the failed attempt; a delayed payment that
   * fails is confirmed with the provider like "settle"), "refunded" (record a refund the
   * provider confirms), "ignored" (only recorded).
   */
  kind: "settle" | "failed" | "refunded" | "ignored";
  /** The payment the event is about (PaymentIntent id, PayPal order id), when the event names it. */
  reference?: string;
  /** The shop's order number, when the provider carries it instead of the payment id. */
  orderNumber?: string;
  detail?: string;
}

export interface PaymentProvider {
  readonly gateway: PaymentGateway;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Asks the provider itself; never trusts the browser. Changes nothing. */
  getStatus(reference: string): Promise<PaymentStatus>;
  /**
   * Finishes the shop's part of a payment the shopper has authorised and answers its state. PayPal
   * captures an approved order here (the server takes the money, never the browser); with cards
   * the shopper's confirmation already took it, so this is getStatus. Safe to repeat.
   */
  complete(reference: string): Promise<PaymentStatus>;
  /**
   * Makes a payment that was not made in time impossible to make later, where the provider allows
   * it, and answers the state afterwards: "succeeded" when the shopper paid just before.
   */
  cancel(reference: string): Promise<PaymentStatus>;
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /**
   * The payment again, as createPayment answered it, for a shopper who pays a waiting order once
   * more (a SEPA debit the bank returned leaves its payment payable again, Stripe's PaymentIntent
   * as the test provider's). Absent where a payment cannot be taken up again (PayPal).
   */
  resume?(reference: string): Promise<CreatedPayment>;
  /**
   * Verifies a webhook delivery on its raw body and reads it. Throws WebhookSignatureError when it
   * is not genuine. Absent when the provider's webhooks are not configured.
   */
  parseWebhook?(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

/** The provider could not be reached or answered nonsense: a 502 for the caller, retried later. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A webhook delivery that is not signed by the provider: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}
