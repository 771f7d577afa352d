// Settling an order: it becomes paid only after its payment provider has said so, for the order's
// amount, and the change is a conditional update on its status, so the shopper's confirm, a
// webhook and the reconciliation, on any instance and all at once, pay it exactly once
// (docs/behaviour.md §4, §5).
import { toEuros, type ConfirmOrderResponse, type OrderStatus } from "@shop/shared";
import { ORDER_MOVES, PAID_STATUSES } from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { ApiError, conflict, notFound } from "../errors.ts";
import { PaymentProviderError, type PaymentStatus } from "../payments/provider.ts";
import { takeDocumentNumber } from "../invoices/document-numbers.ts";
import { enqueueOrderConfirmation } from "./order-mail-outbox.ts";
import { addEvent, OutOfStock, reserveStock, SYSTEM_ACTOR, withStockChanges } from "./order-records.ts";

/**
 * Asks the provider about the order's payment and, if it succeeded for the order's amount,
 * marks the order paid. Safe to call any number of times, from any instance, at once.
 */
export async function settleOrder(deps: Deps, orderNumber: string, actor: string): Promise<ConfirmOrderResponse> {
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
    // Only a pending order may still take the money (a PayPal capture); an expired one is only read.
    status =
      order.status === "PENDING_PAYMENT"
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
  if (status.state !== "succeeded") {
    throw conflict(
      "payment_not_completed",
      status.detail ? `The payment has not completed: ${status.detail}` : "The payment has not completed",
    );
  }
  if (status.amountCents !== order.totalCents || status.currency.toUpperCase() !== order.currency) {
    deps.metrics.paymentFailures.inc({ provider: order.paymentGateway.toLowerCase() });
    await addEvent(
      deps.prisma,
      order.id,
      "payment_mismatch",
      SYSTEM_ACTOR,
      `Provider reports ${status.amountCents} ${status.currency}, order is ${order.totalCents} ${order.currency}`,
      { reported: toEuros(status.amountCents), currency: status.currency.toUpperCase() },
    );
    throw conflict("payment_mismatch", "The payment does not match the order's total");
  }
  const paid = await markPaid(deps, order.id, actor);
  if (paid.changed) deps.metrics.ordersPaid.inc();
  // The confirmation e-mails were enqueued with the payment: this instance's worker sends them now.
  if (paid.changed) deps.outbox.wake();
  return answer(paid.status);
}

/**
 * The `pay` move, exactly once: only an order that was never paid, from the statuses it allows.
 * The confirmation e-mails are enqueued in the same transaction: no paid order without them.
 */
async function markPaid(
  deps: Deps,
  orderId: number,
  actor: string,
): Promise<{ status: OrderStatus; changed: boolean }> {
  const { from, to } = ORDER_MOVES.pay;
  return withStockChanges(deps, async (tx, changes) => {
    const paidAt = new Date();
    const { count } = await tx.order.updateMany({
      where: { id: orderId, paidAt: null, status: { in: [...from] } },
      data: { status: to, paidAt, expiresAt: null },
    });
    if (count === 0) {
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
      return { status: order.status, changed: false };
    }
    // The invoice is issued with the payment: its number is taken only by the one transaction
    // that pays the order, after the conditional update above, so a number is never wasted.
    const invoiceNumber = await takeDocumentNumber(tx, "invoice", paidAt);
    const order = await tx.order.update({
      where: { id: orderId },
      data: { invoiceNumber, invoiceIssuedAt: paidAt },
      include: { items: true },
    });
    await enqueueOrderConfirmation(tx, orderId);
    await addEvent(tx, orderId, "paid", actor, `Payment verified with the provider; invoice ${invoiceNumber}`, {
      invoiceNumber,
    });
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
        await addEvent(
          tx,
          orderId,
          "stock_shortage",
          SYSTEM_ACTOR,
          `Paid after its reservation expired and ${error.productName} is now out of stock: restock or refund`,
          { product: error.productName },
        );
      }
    }
    return { status: to, changed: true };
  });
}
