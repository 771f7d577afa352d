// Restock alerts (docs/behaviour.md §23): a shopper leaves an address on a sold-out product's page;
// the address confirms by the link of an e-mail (double opt-in, as the newsletter); once the
// product's stock rises from 0, one e-mail says it is back (restock-mails.ts). An erasure deletes
// an address's alerts; the retention sweep deletes alerts never confirmed, alerts sent, and
// alerts that have waited RESTOCK_ALERT_RETENTION_DAYS.
import { toLanguage, type Language } from "@shop/shared";
import type { Prisma } from "@shop/db";
import { overLimit } from "../auth/rate-limit.ts";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { deleteMailCopies, mailCopiesDir } from "../mail/mailer.ts";
import { enqueueConfirmation } from "../newsletter/subscriptions.ts";
import { productRestocked, restockConfirmation, restockMailTag, RESTOCK_MAIL_KINDS } from "./restock-mails.ts";
import type { RestockLinkCheck } from "./restock-tokens.ts";

type Tx = Prisma.TransactionClient;

/** A waiting alert gets at most one confirmation e-mail per window of this length, however often it is asked for. */
const CONFIRMATION_RESEND_WINDOW_MS = 10 * 60_000;

/**
 * Counts a request of the client at `address` before anything else is done: past
 * RESTOCK_ALERT_LIMIT_PER_HOUR in an hour it is refused (429 with Retry-After), so nobody can fill
 * a mailbox with confirmation e-mails.
 */
export async function countAlertRequest(
  deps: Pick<Deps, "clientKey" | "env" | "restockAlertRequests">,
  address: string,
): Promise<void> {
  const retryAfter = await overLimit(
    deps.restockAlertRequests,
    deps.clientKey(address),
    deps.env.RESTOCK_ALERT_LIMIT_PER_HOUR,
  );
  if (retryAfter === null) return;
  throw new ApiError(
    429,
    "too_many_alerts",
    `Too many restock alerts asked for; try again in ${Math.ceil(retryAfter / 60)} minutes`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * Records an alert for the product `slug` and enqueues its confirmation e-mail, unless the address
 * already waits confirmed for it. Nothing is recorded for a product that is unknown, hidden or in
 * stock (there is nothing to wait for). The caller learns nothing of which case it was. The
 * mailbox's confirmation e-mails are limited with the newsletter's (enqueueConfirmation): beyond the
 * day's limit the alert is recorded and no e-mail is sent.
 */
export async function requestAlert(
  deps: Pick<Deps, "confirmationsPerMailbox" | "emailKey" | "env" | "outbox" | "prisma">,
  slug: string,
  email: string,
  language: Language,
  now = new Date(),
): Promise<void> {
  const address = email.toLowerCase();
  const window = Math.floor(now.getTime() / CONFIRMATION_RESEND_WINDOW_MS);
  const enqueued = await deps.prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { slug }, select: { id: true, stock: true, active: true } });
    if (!product?.active || product.stock > 0) return false;
    await tx.restockAlert.createMany({
      data: [{ productId: product.id, email: address, language, createdAt: now }],
      skipDuplicates: true,
    });
    const alert = await tx.restockAlert.findUniqueOrThrow({
      where: { productId_email: { productId: product.id, email: address } },
    });
    // Pending: the latest request's language. Sent before (sold out again since): it starts over.
    const { count } = await tx.restockAlert.updateMany({
      where: { id: alert.id, OR: [{ confirmedAt: null }, { notifiedAt: { not: null } }] },
      data: { language, confirmedAt: null, notifiedAt: null, createdAt: now },
    });
    if (count === 0) return false;
    return enqueueConfirmation(deps, tx, address, {
      kind: restockConfirmation,
      payload: { alertId: alert.id },
      dedupeKey: `restock-alert-confirmation:${alert.id}:${window}`,
    });
  });
  if (enqueued) deps.outbox.wake();
}

export type AlertLinkOutcome =
  | { ok: true; language: Language; slug: string }
  | { ok: false; problem: "invalid" | "expired"; language?: Language; slug?: string };

/**
 * Follows a confirmation link: the alert waits for the product from now on. A product back in
 * stock meanwhile (its restock found no confirmed alert) sends the e-mail at once.
 */
export async function confirmAlert(
  deps: Pick<Deps, "outbox" | "prisma">,
  check: RestockLinkCheck,
  now = new Date(),
): Promise<AlertLinkOutcome> {
  const { prisma } = deps;
  const alertOf = (id: number | undefined) =>
    id === undefined
      ? null
      : prisma.restockAlert.findUnique({ where: { id }, include: { product: { select: { slug: true } } } });
  if (!check.ok) {
    const alert = await alertOf(check.alertId);
    if (alert?.confirmedAt) return { ok: true, language: toLanguage(alert.language), slug: alert.product.slug };
    return {
      ok: false,
      problem: check.problem,
      language: alert ? toLanguage(alert.language) : undefined,
      slug: alert?.product.slug,
    };
  }
  const enqueued = await prisma.$transaction(async (tx) => {
    const { count } = await tx.restockAlert.updateMany({
      where: { id: check.alertId, confirmedAt: null },
      data: { confirmedAt: now },
    });
    if (count === 0) return false;
    const alert = await tx.restockAlert.findUniqueOrThrow({
      where: { id: check.alertId },
      include: { product: { select: { stock: true } } },
    });
    if (alert.product.stock <= 0) return false;
    await productRestocked.enqueue(
      tx,
      { productId: alert.productId },
      `restock-alerts:${alert.productId}:confirmed-${alert.id}-${now.getTime()}`,
    );
    return true;
  });
  if (enqueued) deps.outbox.wake();
  const alert = await alertOf(check.alertId);
  if (!alert?.confirmedAt)
    return { ok: false, problem: "invalid", language: alert ? toLanguage(alert.language) : undefined };
  return { ok: true, language: toLanguage(alert.language), slug: alert.product.slug };
}

const mailsOf = (alertIds: number[]): Prisma.OutboxMessageWhereInput => ({
  kind: { in: [...RESTOCK_MAIL_KINDS] },
  OR: alertIds.map((id) => ({ payload: { path: ["alertId"], equals: id } })),
});

/** Deletes the offline copies of these alerts' e-mails. */
export function deleteAlertMailCopies(deps: Pick<Deps, "env">, alertIds: number[]): Promise<number> {
  if (alertIds.length === 0) return Promise.resolve(0);
  const tags = new Set(alertIds.map(restockMailTag));
  return deleteMailCopies(mailCopiesDir(deps.env.dataDir), (tag) => tags.has(tag));
}

/** The alerts of an address, for its data export: which product, when, and their e-mails. */
export async function alertsOf(deps: Pick<Deps, "prisma">, email: string) {
  const alerts = await deps.prisma.restockAlert.findMany({
    where: { email: email.toLowerCase() },
    include: { product: { select: { slug: true } } },
    orderBy: { id: "asc" },
  });
  const mails =
    alerts.length === 0
      ? []
      : await deps.prisma.outboxMessage.findMany({
          where: mailsOf(alerts.map((alert) => alert.id)),
          orderBy: { id: "asc" },
        });
  return { alerts, mails };
}

/**
 * An erasure (api/src/admin/customer-data.ts): deletes the address's alerts and their e-mails in
 * the caller's transaction. Answers the deleted alerts' ids and how many e-mails went.
 */
export async function eraseAlerts(tx: Tx, email: string): Promise<{ ids: number[]; emails: number }> {
  const alerts = await tx.restockAlert.findMany({ where: { email: email.toLowerCase() }, select: { id: true } });
  if (alerts.length === 0) return { ids: [], emails: 0 };
  const ids = alerts.map((alert) => alert.id);
  const emails = await tx.outboxMessage.deleteMany({ where: mailsOf(ids) });
  await tx.restockAlert.deleteMany({ where: { id: { in: ids } } });
  return { ids, emails: emails.count };
}

/**
 * The retention sweep: deletes alerts never confirmed and last asked for before `unconfirmedBefore`,
 * alerts whose e-mail was sent before that too, and alerts that have waited since before
 * `waitingBefore`, with their e-mails and copies. Answers how many.
 */
export async function deleteStaleAlerts(
  deps: Pick<Deps, "prisma" | "env">,
  unconfirmedBefore: Date,
  waitingBefore: Date,
): Promise<number> {
  const where: Prisma.RestockAlertWhereInput = {
    OR: [
      { confirmedAt: null, createdAt: { lt: unconfirmedBefore } },
      { notifiedAt: { lt: unconfirmedBefore } },
      { createdAt: { lt: waitingBefore } },
    ],
  };
  let deleted = 0;
  for (;;) {
    const stale = await deps.prisma.restockAlert.findMany({
      where,
      select: { id: true },
      take: 1000,
      orderBy: { id: "asc" },
    });
    if (stale.length === 0) return deleted;
    const ids = stale.map((alert) => alert.id);
    deleted += await deps.prisma.$transaction(async (tx) => {
      await tx.outboxMessage.deleteMany({ where: mailsOf(ids) });
      // Checked again as they are deleted: an alert asked for again meanwhile stays.
      const { count } = await tx.restockAlert.deleteMany({ where: { AND: [{ id: { in: ids } }, where] } });
      return count;
    });
    await deleteAlertMailCopies(deps, ids);
  }
}
