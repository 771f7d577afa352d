// Settling an order: it becomes paid only after its payment provider has said so, for the order's
// amount, and the change is a conditional update on its status, so the shopper's confirm, a
// webhook and the reconciliation, on any instance and all at once, pay it exactly once
// (docs/behaviour.md §4, §5). A payment the bank settles later (a SEPA debit) makes the order
// PAYMENT_PROCESSING first; when it fails, the order waits for a payment again. Whatever order
// the reports come in, the provider's answer of the moment decides.
import { formatAmountIn, toEuros, type ConfirmOrderResponse, type OrderStatus } from "@shop/shared";
import { ORDER_MOVES, PAID_STATUSES } from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { ApiError, conflict, notFound } from "../errors.ts";
import { PaymentProviderError, type PaymentStatus } from "../payments/provider.ts";
import { takeDocumentNumber } from "../invoices/document-numbers.ts";
import { prepareInvoice } from "../invoices/issued-documents.ts";
import { enqueueOrderConfirmation, enqueuePaymentEmail } from "./order-mail-outbox.ts";
import { PAYMENT_FAILED_EVENT, PAYMENT_PROCESSING_EVENT } from "./payment-failures.ts";
import {
  addEvent,
  OutOfStock,
  reserveStock,
  SYSTEM_ACTOR,
  withStockChanges,
  type StockChanges,
} from "./order-records.ts";
import type { Tx } from "@shop/db";

/**
 * Asks the provider about the order's payment and, if it succeeded for the order's amount,
 * marks the order paid. Safe to call any number of times, from any instance, at once.
 */
export async function settleOrder(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
  orderNumber: string,
  actor: string,
): Promise<ConfirmOrderResponse> {
  const order = await deps.prisma.order.findUnique({ where: { number: orderNumber } });
  if (!order) throw notFound("Order");
  const answer = (status: OrderStatus): ConfirmOrderResponse => ({
    orderNumber: order.number,
    status,
    total: toEuros(order.totalCents),
  });
  if (PAID_STATUSES.includes(order.status) || order.paidAt) return answer(order.status);
  if (!order.paymentReference) {
    throw conflict("payment_not_completed", "No payment has been started for this order");
  }
  if (deps.payments.retired(order.paymentGateway)) {
    throw conflict(
      "test_payment_retired",
      "This order was placed in the shop's test mode, which has ended: it cannot be paid. Please place the order again",
    );
  }

  let status: PaymentStatus;
  try {
    const provider = deps.payments.forGateway(order.paymentGateway);
    // Only an order waiting for its money may still take it (a PayPal capture); an expired one is only read.
    status =
      order.status === "PENDING_PAYMENT" || order.status === "PAYMENT_PROCESSING"
        ? await provider.complete(order.paymentReference)
        : await provider.getStatus(order.paymentReference);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.logger.warn({ err: error, order: order.number }, "payment provider unavailable while confirming");
      throw new ApiError(
        502,
        "payment_provider_unavailable",
        "The payment provider is not reachable right now; your order is kept and will be confirmed as soon as it answers",
      );
    }
    throw error;
  }
  if (status.state === "failed") deps.metrics.paymentFailures.inc({ provider: order.paymentGateway.toLowerCase() });
  if (status.state === "processing") {
    if (await mismatched(deps, order, status))
      throw conflict("payment_mismatch", "The payment does not match the order's total");
    const moved = await markProcessing(deps, order.id, actor);
    if (moved.changed) deps.outbox.wake();
    return answer(moved.status);
  }
  if (status.state !== "succeeded") {
    if (order.status === "PAYMENT_PROCESSING") {
      // The delayed payment failed (the bank returned the debit): the order waits for a payment again.
      deps.metrics.paymentFailures.inc({ provider: order.paymentGateway.toLowerCase() });
      if (await markProcessingFailed(deps, order.id, actor, status.detail)) deps.outbox.wake();
    }
    throw conflict(
      "payment_not_completed",
      status.detail ? `The payment has not completed: ${status.detail}` : "The payment has not completed",
    );
  }
  if (await mismatched(deps, order, status))
    throw conflict("payment_mismatch", "The payment does not match the order's total");
  const paid = await markPaid(deps, order.id, actor);
  if (paid.changed) deps.metrics.ordersPaid.inc();
  // The confirmation e-mails were enqueued with the payment: this instance's worker sends them now.
  if (paid.changed) deps.outbox.wake();
  return answer(paid.status);
}

/** A payment for another amount than the order's: recorded on the order, which is neither paid nor processing. */
async function mismatched(
  deps: Pick<Deps, "metrics" | "prisma">,
  order: { id: number; totalCents: number; currency: string; paymentGateway: string },
  status: PaymentStatus,
): Promise<boolean> {
  if (status.amountCents === order.totalCents && status.currency.toUpperCase() === order.currency) return false;
  deps.metrics.paymentFailures.inc({ provider: order.paymentGateway.toLowerCase() });
  await addEvent(
    deps.prisma,
    order.id,
    "payment_mismatch",
    SYSTEM_ACTOR,
    `Provider reports ${formatAmountIn(status.amountCents, status.currency, "en")}, order is ${formatAmountIn(order.totalCents, order.currency, "en")}`,
    { reported: toEuros(status.amountCents), currency: status.currency.toUpperCase() },
  );
  return true;
}

/**
 * The `process` move, once per payment attempt: the order keeps its stock and no longer expires;
 * the reconciliation asks the provider about it after PAYMENT_PROCESSING_CHECK_HOURS. The
 * shopper's "order received, payment processing" e-mail is enqueued in the same transaction.
 */
async function markProcessing(
  deps: Pick<Deps, "env" | "prisma">,
  orderId: number,
  actor: string,
): Promise<{ status: OrderStatus; changed: boolean }> {
  const { from, to } = ORDER_MOVES.process;
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, paidAt: null, status: { in: [...from] } },
      data: {
        status: to,
        expiresAt: null,
        paymentCheckAt: new Date(Date.now() + deps.env.PAYMENT_PROCESSING_CHECK_HOURS * 3_600_000),
      },
    });
    if (count === 0) {
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
      return { status: order.status, changed: false };
    }
    const attempt = await tx.orderEvent.count({ where: { orderId, type: PAYMENT_PROCESSING_EVENT } });
    await addEvent(
      tx,
      orderId,
      PAYMENT_PROCESSING_EVENT,
      actor,
      "Payment accepted by the provider; the bank settles it later",
    );
    await enqueuePaymentEmail(tx, orderId, "processing", attempt);
    return { status: to, changed: true };
  });
}

/**
 * The `processingFailed` move: the order waits for a payment again, for a new payment window
 * (then expires as usual, giving its stock back), and the shopper gets the "payment failed"
 * e-mail with the link to pay again.
 */
async function markProcessingFailed(
  deps: Pick<Deps, "env" | "prisma">,
  orderId: number,
  actor: string,
  detail?: string,
): Promise<boolean> {
  const { from, to } = ORDER_MOVES.processingFailed;
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, paidAt: null, status: { in: [...from] } },
      data: {
        status: to,
        paymentCheckAt: null,
        expiresAt: new Date(Date.now() + deps.env.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000),
      },
    });
    if (count === 0) return false;
    const attempt = await tx.orderEvent.count({ where: { orderId, type: PAYMENT_FAILED_EVENT } });
    await addEvent(tx, orderId, PAYMENT_FAILED_EVENT, actor, detail ? `Payment failed: ${detail}` : "Payment failed", {
      detail: detail ?? null,
    });
    await enqueuePaymentEmail(tx, orderId, "payment_failed", attempt);
    return true;
  });
}

/**
 * The `pay` move, exactly once: only an order that was never paid, from the statuses it allows.
 * The confirmation e-mails are enqueued in the same transaction: no paid order without them.
 */
function markPaid(
  deps: Pick<Deps, "catalogCache" | "env" | "prisma" | "shop">,
  orderId: number,
  actor: string,
): Promise<{ status: OrderStatus; changed: boolean }> {
  return withStockChanges(deps, (tx, changes) =>
    recordPayment(deps, tx, changes, orderId, actor, "Payment verified with the provider"),
  );
}

/**
 * The `pay` move of an order that needs no payment (its total is 0: a 100 % code), in the
 * transaction that creates it: paid at once, by the same path as a payment the provider confirmed
 * (invoice, confirmation e-mails in the outbox), so it never waits, holds stock or expires.
 */
export function payFreeOrder(
  deps: Pick<Deps, "env" | "shop">,
  tx: Tx,
  changes: StockChanges,
  orderId: number,
  actor: string,
): Promise<{ status: OrderStatus; changed: boolean }> {
  return recordPayment(deps, tx, changes, orderId, actor, "Nothing to pay (a total of €0.00)");
}

/** The `pay` move in the caller's transaction; `how` says in the history how the money was verified. */
async function recordPayment(
  deps: Pick<Deps, "env" | "shop">,
  tx: Tx,
  changes: StockChanges,
  orderId: number,
  actor: string,
  how: string,
): Promise<{ status: OrderStatus; changed: boolean }> {
  const { from, to } = ORDER_MOVES.pay;
  const paidAt = new Date();
  const { count } = await tx.order.updateMany({
    where: { id: orderId, paidAt: null, status: { in: [...from] } },
    data: { status: to, paidAt, expiresAt: null, paymentCheckAt: null },
  });
  if (count === 0) {
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
    return { status: order.status, changed: false };
  }
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
  const issueInvoice = await prepareInvoice(tx, orderId);
  await enqueueOrderConfirmation(tx, orderId);
  let shortage: string | null = null;
  if (order.stockReleased) {
    // The reservation had expired before the money arrived: take the stock again if it is
    // there; if not, the order is still paid (never lost) and staff are told to act.
    try {
      await reserveStock(
        tx,
        order.items
          .filter((i) => i.productId)
          .map((i, index) => ({ productId: i.productId!, quantity: i.quantity, index, name: i.name })),
        changes,
      );
      await tx.order.update({ where: { id: orderId }, data: { stockReleased: false } });
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      shortage = error.productName;
    }
  }
  // The invoice is issued with the payment: its number is taken only by the one transaction
  // that pays the order, after the conditional update above, so a number is never wasted; and
  // last, after every other read and write, since taking it locks the year's sequence for every
  // other paying order until this one commits. The document is frozen in the same transaction,
  // with the seller of this moment.
  const invoiceNumber = await takeDocumentNumber(tx, "invoice", paidAt, deps.env.SHOP_TIME_ZONE);
  await issueInvoice({
    number: invoiceNumber,
    issuedAt: paidAt,
    seller: deps.shop.seller,
    timeZone: deps.env.SHOP_TIME_ZONE,
  });
  await addEvent(tx, orderId, "paid", actor, `${how}; invoice ${invoiceNumber}`, { invoiceNumber });
  if (shortage)
    await addEvent(
      tx,
      orderId,
      "stock_shortage",
      SYSTEM_ACTOR,
      `Paid after its reservation expired and ${shortage} is now out of stock: restock or refund`,
      { product: shortage },
    );
  return { status: to, changed: true };
}
