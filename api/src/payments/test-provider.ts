// The built-in test provider, used only when no payment keys at all are configured (test mode,
// see payments.ts): it behaves like a card processor in test mode, so the whole purchase works
// offline. Stripe's documented test card numbers decide the outcome. It takes SEPA Direct Debits
// too, with Stripe's test IBANs: the debit is "processing" at first and settles or fails
// TEST_SEPA_SETTLE_SECONDS later (a job the caller schedules, orders/test-debit-settlement.ts),
// like a real debit does days later. Its payments live in the database, so they survive restarts
// and are shared by every API instance.
import { PaymentProviderError } from "./provider.ts";
import { formatPrice, type PaymentMethod } from "@shop/shared";
import type { PrismaClient, Tx } from "@shop/db";
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

/** What the test bank does with a SEPA debit from an IBAN (Stripe's test IBANs). */
const TEST_IBANS: Record<string, DebitOutcome> = {
  DE89370400440532013000: "succeeded",
  DE62370400440532013001: "failed",
};

export type DebitOutcome = "succeeded" | "failed";

/** The bank's answer, days later in real life, when a debit from DE62 3704 0044 0532 0130 01 fails. */
const DEBIT_FAILED_MESSAGE = "The bank returned the direct debit (insufficient funds).";

/** An IBAN without spaces, in capitals, when it passes the ISO 13616 check (mod 97), else null. */
function normaliseIban(iban: string): string | null {
  const compact = iban.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return null;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? compact : null;
}

function cardOutcome(cardNumber: string): CardOutcome {
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

/** Outcomes of a SEPA Direct Debit's confirmation. */
export type DebitConfirmOutcome = "processing" | "incorrect_iban" | "payment_canceled";

export const DEBIT_MESSAGES: Record<Exclude<DebitConfirmOutcome, "processing">, string> = {
  incorrect_iban:
    "This IBAN is not one the test bank knows. Use DE89 3704 0044 0532 0130 00 (settles) or DE62 3704 0044 0532 0130 01 (fails).",
  payment_canceled: CARD_MESSAGES.payment_canceled,
};

export interface TestPaymentProvider extends PaymentProvider {
  /**
   * What the browser's stand-in card form or PayPal button calls. "method_mismatch": the order
   * was placed for the other method.
   */
  confirm(
    reference: string,
    clientSecret: string,
    payment: { method: PaymentMethod; cardNumber?: string; iban?: string },
    /**
     * For a SEPA debit: schedules its settlement in the transaction that makes it "processing", so
     * a debit is never left processing without the job that ends it.
     */
    scheduleDebit?: (tx: Tx, outcome: DebitOutcome) => Promise<void>,
  ): Promise<CardOutcome | DebitConfirmOutcome | "not_found" | "method_mismatch">;
  /** The test bank's answer about a processing debit: it settles or is returned. Once only. */
  settleDebit(reference: string, outcome: DebitOutcome): Promise<boolean>;
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
            : payment.status === "processing"
              ? "processing"
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
    // Like a card processor: refunds may be partial, never more than was paid in all; the payment
    // is "refunded" once all of it went back.
    async refund(reference: string, amountCents: number) {
      const [row] = await prisma.$queryRaw<{ id: string }[]>`
        UPDATE "TestPayment"
        SET "refundedCents" = "refundedCents" + ${amountCents},
            "status" = CASE WHEN "refundedCents" + ${amountCents} >= "amountCents" THEN 'refunded' ELSE "status" END,
            "updatedAt" = now()
        WHERE "id" = ${reference} AND "status" = 'succeeded' AND "refundedCents" + ${amountCents} <= "amountCents"
        RETURNING "id"`;
      if (!row)
        throw new PaymentProviderError(
          `Test provider: ${reference} cannot be refunded by ${formatPrice(amountCents, "en")}`,
        );
    },
    async resume(reference) {
      const payment = await prisma.testPayment.findUnique({ where: { id: reference } });
      if (!payment) throw new PaymentProviderError(`Test provider: no payment ${reference}`);
      return { reference: payment.id, clientSecret: payment.clientSecret };
    },
    async settleDebit(reference, outcome) {
      const { count } = await prisma.testPayment.updateMany({
        where: { id: reference, status: "processing" },
        data:
          outcome === "succeeded"
            ? { status: "succeeded", lastError: null }
            : // Payable again, as Stripe's PaymentIntent after a failed debit.
              { status: "requires_payment_method", lastError: DEBIT_FAILED_MESSAGE },
      });
      return count === 1;
    },
    async confirm(reference, clientSecret, { method, cardNumber, iban }, scheduleDebit) {
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
      if (payment.status === "processing") return "processing";
      if (payment.status !== "requires_payment_method") return "payment_canceled";
      if (method === "SEPA_DEBIT") {
        const account = normaliseIban(iban ?? "");
        const debit = account ? TEST_IBANS[account] : undefined;
        if (!debit) return "incorrect_iban";
        if (!scheduleDebit) throw new Error("a SEPA debit needs its settlement scheduled");
        const started = await prisma.$transaction(async (tx) => {
          const { count } = await tx.testPayment.updateMany({
            where: { id: reference, status: "requires_payment_method" },
            data: { status: "processing", lastError: null },
          });
          if (count === 1) await scheduleDebit(tx, debit);
          return count === 1;
        });
        if (started) return "processing";
        const now = (await getStatus(reference)).state;
        return now === "processing" ? "processing" : now === "succeeded" ? "succeeded" : "payment_canceled";
      }
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
