// A customer's requests about their data (GDPR Art. 15, 17 and 20; docs/behaviour.md §17), by the
// e-mail address they ordered or subscribed with: everything the shop holds about it as one JSON
// document, and its erasure. An erasure removes the personal data of the address's orders (the
// orders module's anonymiseOrder, which the retention sweep uses too) and deletes its newsletter
// subscription and restock alerts; it keeps the issued invoices and credit notes as issued, for their legal period.
import {
  type CustomerDataExport,
  type CustomerEmailRecord,
  type CustomerErasure,
  type CustomerErasureKept,
  newsletterStatus,
  toLanguage,
} from "@shop/shared";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { ApiError, notFound } from "../errors.ts";
import { adminOrderInclude, toAdminOrder } from "./records.ts";
import { newsletterConfirmation } from "../newsletter/confirmation-mail.ts";
import { deleteSubscriberMailCopies, eraseSubscription } from "../newsletter/subscriptions.ts";
import {
  addCounts,
  anonymiseOrder,
  deleteOrderMailCopies,
  IN_PROGRESS,
  noneAnonymised,
  NOT_IN_PROGRESS,
  orderConfirmation,
  orderEmail,
  orderWithdrawal,
  returnMail,
} from "../orders/index.ts";
import { keptUntil } from "../privacy/retention.ts";
import { alertsOf, deleteAlertMailCopies, eraseAlerts } from "../restock-alerts/restock-alerts.ts";

/** Orders and subscriptions store addresses in lower case: one address matches exactly, in any case. */
const stored = (email: string) => email.trim().toLowerCase();

const emailRecord = (row: {
  kind: string;
  payload: Prisma.JsonValue;
  createdAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
}): CustomerEmailRecord => ({
  kind: row.kind,
  about: row.payload !== null && typeof row.payload === "object" && !Array.isArray(row.payload) ? row.payload : {},
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
});

const byPayloadId = (kind: string, field: string, id: number): Prisma.OutboxMessageWhereInput => ({
  kind,
  payload: { path: [field], equals: id },
});

export async function exportCustomerData(
  deps: Pick<Deps, "prisma">,
  email: string,
  now = new Date(),
): Promise<CustomerDataExport> {
  const { prisma } = deps;
  const address = stored(email);
  const [orders, subscriber, alerts] = await Promise.all([
    prisma.order.findMany({
      where: { email: address },
      include: { ...adminOrderInclude, documents: { orderBy: { id: "asc" } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.newsletterSubscriber.findUnique({ where: { email: address } }),
    alertsOf(deps, address),
  ]);
  if (orders.length === 0 && !subscriber && alerts.alerts.length === 0) throw notFound("Customer");
  // The orders' e-mails and their withdrawals' by the order's id (indexed), the newsletter's by its payload.
  const mails = await prisma.outboxMessage.findMany({
    where: {
      OR: [
        {
          orderId: { in: orders.map((order) => order.id) },
          kind: { in: [orderConfirmation.kind, orderEmail.kind, orderWithdrawal.kind, returnMail.kind] },
        },
        ...(subscriber ? [byPayloadId(newsletterConfirmation.kind, "subscriberId", subscriber.id)] : []),
      ],
    },
    orderBy: { id: "asc" },
  });
  return {
    format: 1,
    email: address,
    exportedAt: now.toISOString(),
    orders: orders.map((order) => ({
      ...toAdminOrder(order),
      placedAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      documents: order.documents.map((document) => ({
        kind: document.kind,
        number: document.number,
        issuedAt: document.issuedAt.toISOString(),
      })),
      emails: mails.filter((row) => row.orderId === order.id).map(emailRecord),
    })),
    newsletter: subscriber
      ? {
          email: subscriber.email,
          language: toLanguage(subscriber.language),
          status: newsletterStatus(subscriber),
          createdAt: subscriber.createdAt.toISOString(),
          confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
          unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
          emails: mails.filter((row) => row.kind === newsletterConfirmation.kind).map(emailRecord),
        }
      : null,
    restockAlerts: alerts.alerts.map((alert) => ({
      product: alert.product.slug,
      language: toLanguage(alert.language),
      createdAt: alert.createdAt.toISOString(),
      confirmedAt: alert.confirmedAt?.toISOString() ?? null,
      notifiedAt: alert.notifiedAt?.toISOString() ?? null,
      emails: alerts.mails
        .filter((row) => (row.payload as Record<string, unknown> | null)?.alertId === alert.id)
        .map(emailRecord),
    })),
  };
}

const KEPT_DOCUMENTS_REASON =
  "Issued invoices and credit notes are kept unchanged, with the buyer's name and address as printed on them, for " +
  "INVOICE_RETENTION_YEARS full years after the end of the year of issue: tax and commercial law require it " +
  "(HGB §257, AO §147, UStG §14b); GDPR Art. 17(3)(b) exempts them from erasure. They are deleted afterwards.";
const KEPT_ORDERS_REASON =
  "The orders stay without anything that names the customer (number, dates, status, items, amounts, the " +
  "destination country for VAT, the payment provider's reference): the shop's books, VAT returns and the " +
  "payment provider's records refer to them.";

export async function eraseCustomer(
  deps: Pick<Deps, "env" | "logger" | "prisma" | "shop">,
  email: string,
  request: { reason: string; actor: string },
  now = new Date(),
): Promise<CustomerErasure> {
  const { prisma, env } = deps;
  const address = stored(email);
  const outcome = await prisma.$transaction(
    async (tx) => {
      const orders = await tx.order.findMany({
        where: { email: address },
        select: { id: true, number: true, status: true },
        orderBy: { id: "asc" },
      });
      // Marked first, under the rows' locks, only while not in progress: a payment or a move
      // that commits meanwhile either waits for this transaction or makes it refuse.
      const { count } = await tx.order.updateMany({
        where: { id: { in: orders.map((order) => order.id) }, ...NOT_IN_PROGRESS },
        data: { anonymisedAt: now },
      });
      if (count !== orders.length) {
        const busy = await tx.order.findFirst({
          where: { id: { in: orders.map((order) => order.id) }, ...IN_PROGRESS },
          select: { number: true, status: true },
        });
        throw new ApiError(
          409,
          "order_in_progress",
          busy?.status === "PENDING_PAYMENT" || busy?.status === "PAYMENT_PROCESSING"
            ? `Order ${busy.number} is waiting for its payment: erase after it has been paid and shipped, or once it is cancelled`
            : `Order ${busy?.number ?? ""} is paid and not yet shipped: erase after it has been shipped, cancelled or refunded`,
        );
      }
      const erased = noneAnonymised();
      for (const order of orders)
        addCounts(
          erased,
          await anonymiseOrder(
            deps,
            tx,
            order.id,
            { by: "request", actor: request.actor, reason: request.reason },
            now,
          ),
        );
      const subscription = await eraseSubscription(tx, address);
      const alerts = await eraseAlerts(tx, address);
      if (orders.length === 0 && !subscription && alerts.ids.length === 0) throw notFound("Customer");
      const documents = await tx.issuedDocument.findMany({
        where: { orderId: { in: orders.map((order) => order.id) } },
        select: { kind: true, number: true, issuedAt: true },
        orderBy: { id: "asc" },
      });
      return { orders, erased, subscription, alerts, documents };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  const emailCopies =
    (await deleteOrderMailCopies(
      deps,
      outcome.orders.map((order) => order.number),
    )) +
    (await deleteSubscriberMailCopies(deps, outcome.subscription ? [outcome.subscription.id] : [])) +
    (await deleteAlertMailCopies(deps, outcome.alerts.ids));
  const kept: CustomerErasureKept[] = [];
  if (outcome.documents.length > 0)
    kept.push({
      kind: "issued_documents",
      count: outcome.documents.length,
      reason: KEPT_DOCUMENTS_REASON,
      documents: outcome.documents.map((document) => ({
        kind: document.kind,
        number: document.number,
        keptUntil: keptUntil(document.issuedAt, env.INVOICE_RETENTION_YEARS),
      })),
    });
  if (outcome.orders.length > 0)
    kept.push({ kind: "order_records", count: outcome.orders.length, reason: KEPT_ORDERS_REASON });
  deps.logger.info(
    { actor: request.actor, orders: outcome.orders.length, newsletter: Boolean(outcome.subscription) },
    "customer data erased on request",
  );
  return {
    email: address,
    erasedAt: now.toISOString(),
    erased: {
      ...outcome.erased,
      emails: outcome.erased.emails + (outcome.subscription?.emails ?? 0) + outcome.alerts.emails,
      emailCopies,
      newsletterSubscriptions: outcome.subscription ? 1 : 0,
      restockAlerts: outcome.alerts.ids.length,
    },
    kept,
  };
}
