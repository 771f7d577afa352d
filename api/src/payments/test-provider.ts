// The built-in test provider, used only when no payment keys at all are configured (test mode,
// see payments.ts): it behaves like a card processor in test mode, so the whole purchase works
// offline. Stripe's documented test card numbers decide the outcome. Its payments live in the database, so they survive restarts
// and are shared by every API instance.
import type { PaymentMethod } from "@shop/shared";
import type { PrismaClient } from "@shop/db";
import { randomString } from "../platform/random.ts";
import type { CreatedPayment, PaymentProvider, PaymentRequest, PaymentStatus } from "./provider.ts";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** What the test processor does with a card number (Stripe's test cards). */
export type CardOutcome =
  | "succeeded"
  | "card_declined"
  | "insufficient_funds"
  | "authentication_required"
  | "incorrect_number"
  | "payment_canceled";

const OUTCOMES: Record<string, CardOutcome> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000002760003184": "authentication_required",
  "4000002500003155": "authentication_required",
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return "incorrect_number";
  return OUTCOMES[digits] ?? "succeeded";
}

export const CARD_MESSAGES: Record<Exclude<CardOutcome, "succeeded">, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  authentication_required:
    "Your bank requires authentication (3-D Secure), which the test provider cannot perform. Use 4242 4242 4242 4242.",
  incorrect_number: "Your card number is incorrect.",
  payment_canceled: "This payment was cancelled because the order was not paid in time; please place the order again.",
};

export interface TestPaymentProvider extends PaymentProvider {
  /**
   * What the browser's stand-in card form or PayPal button calls. "method_mismatch": the order
   * was placed for the other method.
   */
  confirm(
    reference: string,
    clientSecret: string,
    payment: { method: PaymentMethod; cardNumber?: string },
  ): Promise<CardOutcome | "not_found" | "method_mismatch">;
}

export function createTestProvider(prisma: PrismaClient): TestPaymentProvider {
  async function getStatus(reference: string): Promise<PaymentStatus> {
    const payment = await prisma.testPayment.findUnique({ where: { id: reference } });
    if (!payment) return { state: "failed", amountCents: 0, currency: "EUR", detail: "unknown payment" };
    const state =
      payment.status === "succeeded"
        ? "succeeded"
        : payment.status === "refunded"
          ? "refunded"
          : payment.status === "canceled"
            ? "failed"
            : "pending";
    return {
      state,
      amountCents: payment.amountCents,
      currency: payment.currency,
      detail: payment.lastError ?? undefined,
    };
  }

  return {
    gateway: "TEST",
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const id = `tp_${randomString(24, ID_ALPHABET)}`;
      const payment = await prisma.testPayment.create({
        data: {
          id,
          clientSecret: `${id}_secret_${randomString(24, ID_ALPHABET)}`,
          amountCents: request.amountCents,
          currency: request.currency,
          status: "requires_payment_method",
        },
      });
      return { reference: payment.id, clientSecret: payment.clientSecret };
    },
    getStatus,
    // A card processor: the shopper's confirmation took the money, there is nothing to finish.
    complete: getStatus,
    async cancel(reference: string) {
      await prisma.testPayment.updateMany({
        where: { id: reference, status: "requires_payment_method" },
        data: { status: "canceled" },
      });
      return getStatus(reference);
    },
    async refund(reference: string) {
      await prisma.testPayment.updateMany({
        where: { id: reference, status: "succeeded" },
        data: { status: "refunded" },
      });
    },
    async confirm(reference, clientSecret, { method, cardNumber }) {
      const payment = await prisma.testPayment.findUnique({ where: { id: reference } });
      if (!payment || payment.clientSecret !== clientSecret) return "not_found";
      // One provider takes both methods here, so it checks what a real processor would never be
      // asked: a card order is not paid through the PayPal stand-in, nor a PayPal order by card.
      const order = await prisma.order.findUnique({
        where: { paymentReference: reference },
        select: { paymentMethod: true },
      });
      if (!order) return "not_found";
      if (order.paymentMethod !== method) return "method_mismatch";
      if (payment.status === "succeeded") return "succeeded";
      if (payment.status !== "requires_payment_method") return "payment_canceled";
      const outcome = method === "PAYPAL" ? "succeeded" : cardOutcome(cardNumber ?? "");
      const { count } = await prisma.testPayment.updateMany({
        where: { id: reference, status: "requires_payment_method" },
        data: outcome === "succeeded" ? { status: "succeeded", lastError: null } : { lastError: outcome },
      });
      // Cancelled (the order expired) or paid by a concurrent confirm since it was read.
      if (count === 0) return (await getStatus(reference)).state === "succeeded" ? "succeeded" : "payment_canceled";
      return outcome;
    },
  };
}
