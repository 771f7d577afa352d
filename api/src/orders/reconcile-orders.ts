// The reconciliation, at start and every ORDER_SWEEP_SECONDS: unpaid orders whose time is up are
// completed if their shopper paid after all (and closed the tab), otherwise their payment is
// cancelled at the provider, so it cannot be paid later, and they expire, giving their stock
// back (docs/behaviour.md §5). Orders whose delayed payment (a SEPA debit) is still processing
// after PAYMENT_PROCESSING_CHECK_HOURS are checked with the provider too, in case its webhook was
// lost: paid, failed, or checked again as long later. The same sweep freezes invoices and credit notes numbered before
// documents were frozen (§9), and removes what is no longer needed: uploads nobody claimed, old
// webhook delivery ids, sent outbox messages. Of several instances, one does it per interval: the
// one that takes the sweep's job lease.
import { ORDER_MOVES } from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { pruneUnclaimedImages } from "../catalog/images.ts";
import { freezeEarlierDocuments } from "../invoices/issued-documents.ts";
import { finishPendingRefunds } from "./refund-order.ts";
import { setJobLease, takeJobLease } from "../platform/job-lease.ts";
import { pruneSentOutboxMessages } from "../outbox/outbox.ts";
import { prunePaymentWebhookEvents } from "./payment-events.ts";
import { addEvent, releaseStock, SYSTEM_ACTOR, withStockChanges } from "./order-records.ts";
import { settleOrder } from "./settle-order.ts";
import { releaseDiscount } from "./discounts.ts";
import { endFinishedSales } from "../catalog/product-store.ts";

/** The `expire` move: cancels an unpaid order whose payment window has passed, giving its stock back. */
async function expireOrder(deps: Pick<Deps, "catalogCache" | "prisma">, orderId: number): Promise<boolean> {
  const { from, to } = ORDER_MOVES.expire;
  return withStockChanges(deps, async (tx, changes) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: { in: [...from] }, paidAt: null, stockReleased: false },
      data: { status: to, stockReleased: true, expiresAt: null },
    });
    if (count === 0) return false;
    await releaseStock(tx, orderId, changes);
    await releaseDiscount(tx, orderId);
    await addEvent(tx, orderId, "expired", SYSTEM_ACTOR, "Not paid in time; stock returned");
    return true;
  });
}

/**
 * settleOrder for the reconciliation: "not paid (yet)" is an answer, not an error. True when the
 * order no longer waits to expire: paid, or its payment is processing at the bank.
 */
async function settledNow(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
  orderNumber: string,
): Promise<boolean> {
  try {
    const { status } = await settleOrder(deps, orderNumber, SYSTEM_ACTOR);
    return status === "PAID" || status === "PAYMENT_PROCESSING";
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

/**
 * Asks the provider about orders whose delayed payment has been processing for longer than
 * expected (PAYMENT_PROCESSING_CHECK_HOURS): settleOrder pays them, or takes them back to waiting
 * for a payment when it failed; one still processing is asked again as long later.
 */
async function checkProcessingPayments(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
  now = new Date(),
): Promise<{ checked: number; paid: number; failed: number }> {
  const due = await deps.prisma.order.findMany({
    where: { status: "PAYMENT_PROCESSING", paymentCheckAt: { lte: now } },
    select: { id: true, number: true },
    take: 200,
    orderBy: { paymentCheckAt: "asc" },
  });
  let paid = 0;
  let failed = 0;
  for (const order of due) {
    try {
      const { status } = await settleOrder(deps, order.number, SYSTEM_ACTOR);
      if (status === "PAID") paid++;
      else
        await deps.prisma.order.updateMany({
          where: { id: order.id, status: "PAYMENT_PROCESSING" },
          data: { paymentCheckAt: new Date(now.getTime() + deps.env.PAYMENT_PROCESSING_CHECK_HOURS * 3_600_000) },
        });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) failed++;
      else deps.logger.warn({ err: error, order: order.number }, "could not check a processing payment");
    }
  }
  return { checked: due.length, paid, failed };
}

/**
 * Reconciles unpaid orders whose time is up. A provider that does not answer leaves its orders for
 * next time. Orders of a retired gateway (placed in test mode before the shop got keys) just
 * expire: they can never be paid.
 */
export async function sweepExpiredOrders(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
  now = new Date(),
): Promise<{ paid: number; expired: number }> {
  const due = await deps.prisma.order.findMany({
    where: { status: { in: [...ORDER_MOVES.expire.from] }, expiresAt: { lte: now } },
    select: { id: true, number: true, paymentReference: true, paymentGateway: true },
    take: 200,
    orderBy: { expiresAt: "asc" },
  });
  let paid = 0;
  let expired = 0;
  for (const order of due) {
    try {
      if (order.paymentReference && !deps.payments.retired(order.paymentGateway)) {
        if (await settledNow(deps, order.number)) {
          paid++;
          continue;
        }
        const after = await deps.payments.forGateway(order.paymentGateway).cancel(order.paymentReference);
        // The shopper paid (or a debit began) between the two calls: complete instead of expiring.
        if ((after.state === "succeeded" || after.state === "processing") && (await settledNow(deps, order.number))) {
          paid++;
          continue;
        }
      }
      if (await expireOrder(deps, order.id)) expired++;
    } catch (error) {
      // A provider that cannot answer now is asked again on the next sweep; the order waits.
      deps.logger.warn({ err: error, order: order.number }, "could not reconcile order");
    }
  }
  return { paid, expired };
}

/**
 * The start-up pass, on every instance that starts, without the sweep's lease: orders still
 * waiting for a payment that their provider may have taken already, whose confirmation a crash
 * or a restart cut (the shopper's confirm in flight, a webhook not yet delivered or lost). Their
 * provider is asked now, so such an order is paid within a minute of the start, not when its
 * payment window ends (the sweep above). An order whose payment has not completed waits as before;
 * a provider that does not answer leaves its orders to the confirm, the webhook and the sweep.
 */
export async function reconcileOpenPayments(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
  now = new Date(),
): Promise<{ checked: number; paid: number }> {
  const open = await deps.prisma.order.findMany({
    where: { status: "PENDING_PAYMENT", paymentReference: { not: null }, expiresAt: { gt: now } },
    select: { number: true, paymentGateway: true },
    take: 200,
    orderBy: { createdAt: "desc" },
  });
  let checked = 0;
  let paid = 0;
  for (const order of open) {
    if (deps.payments.retired(order.paymentGateway)) continue;
    checked++;
    try {
      if (await settledNow(deps, order.number)) paid++;
    } catch (error) {
      deps.logger.warn({ err: error, order: order.number }, "could not reconcile order at start");
    }
  }
  return { checked, paid };
}

const SWEEP_JOB = "order-sweep";
/** How long a running sweep holds its lease: far more than a sweep takes, in case its instance dies. */
const SWEEP_LEASE_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;

export interface SweepResult {
  paid: number;
  expired: number;
  /** Delayed payments checked with the provider after processing for longer than expected. */
  processingChecked: number;
  frozenDocuments: number;
  finishedRefunds: number;
  prunedImages: number;
  prunedWebhookEvents: number;
  prunedOutboxMessages: number;
  /** Sales whose end date passed, cleared (their end's price was written ahead in the history). */
  endedSales: number;
}

/**
 * The whole sweep, if this instance takes its lease (null: another instance has it). Once done,
 * the lease is kept until one interval after the sweep began, so N instances sweep once per
 * interval, not N times.
 */
export async function runOrderSweep(
  deps: Pick<
    Deps,
    "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop" | "uploads"
  >,
  owner: string,
  now = new Date(),
): Promise<SweepResult | null> {
  const { prisma, env } = deps;
  if (!(await takeJobLease(prisma, SWEEP_JOB, owner, now, new Date(now.getTime() + SWEEP_LEASE_MS)))) return null;
  try {
    const orders = await sweepExpiredOrders(deps, now);
    const processing = await checkProcessingPayments(deps, now);
    return {
      ...orders,
      paid: orders.paid + processing.paid,
      processingChecked: processing.checked,
      frozenDocuments: await freezeEarlierDocuments(deps),
      // A refund still pending after two minutes lost its request (a crash after the provider call).
      finishedRefunds: await finishPendingRefunds(deps, new Date(now.getTime() - 2 * 60_000)),
      prunedImages: await pruneUnclaimedImages(deps, now),
      prunedWebhookEvents: await prunePaymentWebhookEvents(
        deps,
        new Date(now.getTime() - env.WEBHOOK_EVENT_RETENTION_DAYS * DAY_MS),
      ),
      prunedOutboxMessages: await pruneSentOutboxMessages(
        prisma,
        new Date(now.getTime() - env.OUTBOX_RETENTION_DAYS * DAY_MS),
      ),
      endedSales: await endFinishedSales(deps, now),
    };
  } finally {
    // Until the next interval: other instances' ticks in between find it taken (the holder may
    // always take its own lease again, so its next tick is never refused by timer drift).
    await setJobLease(prisma, SWEEP_JOB, owner, new Date(now.getTime() + env.ORDER_SWEEP_SECONDS * 1000));
  }
}
