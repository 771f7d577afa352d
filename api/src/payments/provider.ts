// The one interface every payment processor implements. Orders never talk to Stripe, PayPal or
// the test provider directly: they ask "create a payment for this amount" and, before marking
// anything paid, "what is this payment's state?", and believe only the answer.
import type { PaymentGatewayName } from "@shop/shared";

export interface PaymentRequest {
  orderNumber: string;
  amountCents: number;
  currency: "EUR";
  email: string;
  /** Same order → same key: a retried create never makes a second payment. */
  idempotencyKey: string;
}

export interface CreatedPayment {
  /** The provider's id for the payment, stored on the order. */
  reference: string;
  /** What the browser needs to complete the payment (Stripe client secret, PayPal order id...). */
  clientSecret: string;
}

export type PaymentState = "pending" | "succeeded" | "failed" | "refunded";

export interface PaymentStatus {
  state: PaymentState;
  amountCents: number;
  currency: string;
  /** The provider's words for a failure, for the order history. */
  detail?: string;
}

export interface PaymentProvider {
  readonly gateway: PaymentGatewayName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Asks the provider itself; never trusts the browser. */
  getStatus(reference: string): Promise<PaymentStatus>;
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

/** The provider could not be reached or answered nonsense: a 502 for the caller, retried later. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
