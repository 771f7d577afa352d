// Personal data is kept only as long as the shop needs it (docs/behaviour.md §17, the README's
// Privacy section). Once a day, on the instance that takes the job's lease, the retention sweep:
//  - removes the personal data of orders never paid, UNPAID_ORDER_RETENTION_DAYS after they were
//    placed, and of every other order ORDER_RETENTION_DAYS after it was delivered, refunded or
//    cancelled (with the erasure's own steps: api/src/orders/anonymise-orders.ts);
//  - deletes newsletter sign-ups never confirmed, NEWSLETTER_UNCONFIRMED_RETENTION_DAYS after
//    their last confirmation e-mail was asked for;
//  - deletes restock alerts never confirmed, or whose e-mail was sent, as long after
//    (NEWSLETTER_UNCONFIRMED_RETENTION_DAYS), and any that has waited RESTOCK_ALERT_RETENTION_DAYS;
//  - deletes issued invoices and credit notes INVOICE_RETENTION_YEARS full years after the end of
//    the year they were issued in, and only those of orders already anonymised.
import {
  addCounts,
  type AnonymisedCounts,
  anonymiseOrder,
  deleteOrderMailCopies,
  DELIVERED_EVENT,
  noneAnonymised,
  statusEvent,
  SYSTEM_ACTOR,
} from "../orders/index.ts";
import type { OrderEventType, OrderStatus } from "@shop/shared";
import { IN_PROGRESS_STATUSES } from "@shop/shared/order-states";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { deleteUnconfirmedSubscriptions } from "../newsletter/subscriptions.ts";
import { setJobLease, takeJobLease } from "../platform/job-lease.ts";
import { deleteStaleAlerts } from "../restock-alerts/restock-alerts.ts";

const DAY_MS = 24 * 3_600_000;
export const RETENTION_JOB = "retention-sweep";
/** Once a day: the lease is kept this long after a sweep began. */
const RETENTION_INTERVAL_MS = DAY_MS;
/** A sweep that failed is tried again after this, not a day later. */
const RETRY_AFTER_FAILURE_MS = 3_600_000;
/** How long a running sweep holds the lease, in case its instance dies. */
const RUNNING_LEASE_MS = 30 * 60_000;
const BATCH = 100;
/** At most this many orders per sweep; the rest wait for the next day (a first run on an old shop). */
const MAX_ORDERS_PER_SWEEP = 20_000;

/**
 * The first day an issued document may be deleted: the retention period starts at the end of the
 * calendar year of issue (HGB §257(5), AO §147(4)). Documents issued before this may go.
 */
function documentsExpireBefore(now: Date, years: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - years, 0, 1));
}

/** The last day a document issued at `issuedAt` is kept (YYYY-MM-DD, UTC). */
export function keptUntil(issuedAt: Date, years: number): string {
  return `${issuedAt.getUTCFullYear() + years}-12-31`;
}

/** The history's codes of the moves that close an order: its retention period counts from the last. */
const CLOSING_EVENTS: OrderEventType[] = [
  DELIVERED_EVENT,
  statusEvent("REFUNDED"),
  statusEvent("CANCELLED"),
  "expired",
];
const CLOSED: OrderStatus[] = ["DELIVERED", "REFUNDED", "CANCELLED"];

/** Orders whose personal data the shop no longer needs at `now`. */
function dueOrders(env: Deps["env"], now: Date): Prisma.OrderWhereInput {
  const unpaidBefore = new Date(now.getTime() - env.UNPAID_ORDER_RETENTION_DAYS * DAY_MS);
  const closedBefore = new Date(now.getTime() - env.ORDER_RETENTION_DAYS * DAY_MS);
  return {
    anonymisedAt: null,
    OR: [
      { status: "CANCELLED", paidAt: null, createdAt: { lte: unpaidBefore } },
      {
        status: { in: CLOSED },
        events: {
          some: { type: { in: CLOSING_EVENTS }, createdAt: { lte: closedBefore } },
          none: { type: { in: CLOSING_EVENTS }, createdAt: { gt: closedBefore } },
        },
      },
      // Closed before the history recorded its moves: the last change of the record stands in.
      { status: { in: CLOSED }, events: { none: { type: { in: CLOSING_EVENTS } } }, updatedAt: { lte: closedBefore } },
      // Shipped and never marked delivered: delivered days after shipping, so the shipping date counts.
      { status: "SHIPPED", shippedAt: { lte: closedBefore } },
    ],
  };
}

export interface RetentionResult extends AnonymisedCounts {
  emailCopies: number;
  newsletterSignUps: number;
  restockAlerts: number;
  issuedDocuments: number;
}

/** One sweep's work (without the lease): what the shop no longer needs at `now` goes. */
export async function sweepPersonalData(
  deps: Pick<Deps, "env" | "prisma" | "shop">,
  now = new Date(),
): Promise<RetentionResult> {
  const { prisma, env } = deps;
  const counts = noneAnonymised();
  let emailCopies = 0;
  const where = dueOrders(env, now);
  for (let done = 0; done < MAX_ORDERS_PER_SWEEP;) {
    const due = await prisma.order.findMany({
      where,
      select: { id: true, number: true },
      take: BATCH,
      orderBy: { id: "asc" },
    });
    if (due.length === 0) break;
    const anonymised: string[] = [];
    for (const order of due) {
      const result = await prisma.$transaction(async (tx) => {
        // Checked again as the row is locked: an order moved meanwhile (a late payment) keeps its data.
        const { count } = await tx.order.updateMany({
          where: { id: order.id, anonymisedAt: null, status: { notIn: [...IN_PROGRESS_STATUSES] } },
          data: { anonymisedAt: now },
        });
        return count === 1 ? anonymiseOrder(deps, tx, order.id, { by: "retention", actor: SYSTEM_ACTOR }, now) : null;
      });
      if (result) {
        addCounts(counts, result);
        anonymised.push(order.number);
      }
    }
    emailCopies += await deleteOrderMailCopies(deps, anonymised);
    done += due.length;
  }
  const newsletterSignUps = await deleteUnconfirmedSubscriptions(
    deps,
    new Date(now.getTime() - env.NEWSLETTER_UNCONFIRMED_RETENTION_DAYS * DAY_MS),
  );
  const restockAlerts = await deleteStaleAlerts(
    deps,
    new Date(now.getTime() - env.NEWSLETTER_UNCONFIRMED_RETENTION_DAYS * DAY_MS),
    new Date(now.getTime() - env.RESTOCK_ALERT_RETENTION_DAYS * DAY_MS),
  );
  const { count: issuedDocuments } = await prisma.issuedDocument.deleteMany({
    where: {
      issuedAt: { lt: documentsExpireBefore(now, env.INVOICE_RETENTION_YEARS) },
      order: { anonymisedAt: { not: null } },
    },
  });
  return { ...counts, emailCopies, newsletterSignUps, restockAlerts, issuedDocuments };
}

/**
 * The daily sweep, if it is due and this instance takes its lease (null: not due, or another
 * instance has it). Called on every tick of the order sweep; the lease, kept a day after a sweep
 * began, makes it run once a day across all instances.
 */
export async function runRetentionSweep(
  deps: Pick<Deps, "env" | "prisma" | "shop">,
  owner: string,
  now = new Date(),
): Promise<RetentionResult | null> {
  const { prisma } = deps;
  const lease = await prisma.jobLease.findUnique({ where: { name: RETENTION_JOB } });
  if (lease && lease.until > now) return null;
  if (!(await takeJobLease(prisma, RETENTION_JOB, owner, now, new Date(now.getTime() + RUNNING_LEASE_MS)))) return null;
  let next = new Date(now.getTime() + RETRY_AFTER_FAILURE_MS);
  try {
    const result = await sweepPersonalData(deps, now);
    next = new Date(now.getTime() + RETENTION_INTERVAL_MS);
    return result;
  } finally {
    await setJobLease(prisma, RETENTION_JOB, owner, next);
  }
}
