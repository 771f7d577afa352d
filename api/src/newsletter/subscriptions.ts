// The newsletter's double opt-in (docs/behaviour.md §10): subscribing records the address as
// pending and enqueues the confirmation e-mail; its signed link confirms; its unsubscribe link
// unsubscribes. Rows are kept: an address that unsubscribed and subscribes again is pending again
// and has to confirm again. An erasure deletes an address's row; the retention sweep deletes
// sign-ups never confirmed (docs/behaviour.md §17).
import { toLanguage, type Language } from "@shop/shared";
import type { Prisma, Tx } from "@shop/db";
import { overLimit } from "../auth/rate-limit.ts";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import type { OutboxKind } from "../outbox/outbox.ts";
import { deleteMailCopies, mailCopiesDir } from "../mail/mailer.ts";
import { newsletterConfirmation } from "./confirmation-mail.ts";
import type { NewsletterLinkCheck } from "./newsletter-tokens.ts";

/**
 * A pending address gets at most one confirmation e-mail per window of this length, however often
 * it is subscribed: the window is part of the e-mail's outbox dedupe key.
 */
export const CONFIRMATION_RESEND_WINDOW_MS = 10 * 60_000;

/**
 * Counts a sign-up of the client at `address` (any e-mail address), before anything else is done:
 * past NEWSLETTER_LIMIT_PER_HOUR in an hour it is refused (429 with Retry-After), so nobody can
 * fill a mailbox with confirmation e-mails to its sub-addresses (name+1@, name+2@, …).
 */
export async function countSignUp(
  deps: Pick<Deps, "clientKey" | "env" | "newsletterSignups">,
  address: string,
): Promise<void> {
  const retryAfter = await overLimit(
    deps.newsletterSignups,
    deps.clientKey(address),
    deps.env.NEWSLETTER_LIMIT_PER_HOUR,
  );
  if (retryAfter === null) return;
  throw new ApiError(
    429,
    "too_many_signups",
    `Too many newsletter sign-ups; try again in ${Math.ceil(retryAfter / 60)} minutes`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * Enqueues a confirmation e-mail to `address` in `tx` under `dedupeKey`, unless one of that key is
 * enqueued already (the outbox would ignore a second; it is not counted again) or the mailbox
 * `address` reaches had CONFIRMATION_EMAILS_PER_MAILBOX_PER_DAY in 24 hours, newsletter and
 * restock alerts together (counted by its keyed hash: the counter, in Redis with several
 * instances, holds no address). Answers whether it enqueued.
 */
export async function enqueueConfirmation<P extends Prisma.InputJsonObject>(
  deps: Pick<Deps, "confirmationsPerMailbox" | "emailKey" | "env">,
  tx: Tx,
  address: string,
  mail: { kind: OutboxKind<P>; payload: P; dedupeKey: string },
): Promise<boolean> {
  if (await tx.outboxMessage.count({ where: { dedupeKey: mail.dedupeKey } })) return false;
  const over = await overLimit(
    deps.confirmationsPerMailbox,
    deps.emailKey(address),
    deps.env.CONFIRMATION_EMAILS_PER_MAILBOX_PER_DAY,
  );
  if (over !== null) return false;
  await mail.kind.enqueue(tx, mail.payload, mail.dedupeKey);
  return true;
}

/**
 * Records a subscription request and, unless the address is confirmed already, enqueues its
 * confirmation e-mail (in the same transaction) and wakes the outbox after the commit. The caller
 * learns nothing of which case it was: the answer must not tell whether an address is known.
 * A mailbox is sent at most CONFIRMATION_EMAILS_PER_MAILBOX_PER_DAY confirmation e-mails (with the
 * restock alerts') whatever its spelling (casey+1@, casey+2@ … are casey@) and whoever asks: a
 * request beyond that is recorded like any other and sends nothing, so nobody fills a mailbox
 * through the sub-addresses from many clients, and the answer still tells nothing.
 */
export async function subscribe(
  deps: Pick<Deps, "confirmationsPerMailbox" | "emailKey" | "env" | "outbox" | "prisma">,
  email: string,
  language: Language,
  now = new Date(),
): Promise<void> {
  const address = email.toLowerCase();
  const window = Math.floor(now.getTime() / CONFIRMATION_RESEND_WINDOW_MS);
  const enqueued = await deps.prisma.$transaction(async (tx) => {
    // Insert-or-nothing, then read: two first subscriptions of one address at once both succeed.
    await tx.newsletterSubscriber.createMany({ data: [{ email: address, language }], skipDuplicates: true });
    const subscriber = await tx.newsletterSubscriber.findUniqueOrThrow({ where: { email: address } });
    // A pending address takes the latest request's language; an unsubscribed one starts over. The
    // condition is checked again as the row is written, so a confirmation that lands meanwhile stays.
    const { count } = await tx.newsletterSubscriber.updateMany({
      where: { id: subscriber.id, OR: [{ confirmedAt: null }, { unsubscribedAt: { not: null } }] },
      data: { language, confirmedAt: null, unsubscribedAt: null },
    });
    if (count === 0) return false;
    return enqueueConfirmation(deps, tx, address, {
      kind: newsletterConfirmation,
      payload: { subscriberId: subscriber.id },
      dedupeKey: `newsletter-confirmation:${subscriber.id}:${window}`,
    });
  });
  if (enqueued) deps.outbox.wake();
}

export type LinkOutcome =
  | { ok: true; language: Language }
  /** `language`: the subscriber's, when the link names one that exists. */
  | { ok: false; problem: "invalid" | "expired"; language?: Language };

const subscriberOf = (deps: Pick<Deps, "prisma">, id: number | undefined) =>
  id === undefined ? null : deps.prisma.newsletterSubscriber.findUnique({ where: { id } });

/**
 * Follows a confirmation link: a pending subscription becomes confirmed (a confirmed one stays as
 * it is). An unsubscribed address cannot be confirmed by an old link: it has to subscribe again.
 */
export async function confirm(
  deps: Pick<Deps, "prisma">,
  check: NewsletterLinkCheck,
  now = new Date(),
): Promise<LinkOutcome> {
  if (!check.ok) {
    const subscriber = await subscriberOf(deps, check.subscriberId);
    // An old link of an address that has confirmed since (with a newer e-mail): it is confirmed.
    if (subscriber?.confirmedAt && !subscriber.unsubscribedAt)
      return { ok: true, language: toLanguage(subscriber.language) };
    return { ok: false, problem: check.problem, language: subscriber ? toLanguage(subscriber.language) : undefined };
  }
  const { prisma } = deps;
  await prisma.newsletterSubscriber.updateMany({
    where: { id: check.subscriberId, confirmedAt: null, unsubscribedAt: null },
    data: { confirmedAt: now },
  });
  const subscriber = await prisma.newsletterSubscriber.findUnique({ where: { id: check.subscriberId } });
  if (!subscriber?.confirmedAt || subscriber.unsubscribedAt)
    return { ok: false, problem: "invalid", language: subscriber ? toLanguage(subscriber.language) : undefined };
  return { ok: true, language: toLanguage(subscriber.language) };
}

/** Follows an unsubscribe link (or a mail client's one-click POST): the address gets nothing more. */
export async function unsubscribe(
  deps: Pick<Deps, "prisma">,
  check: NewsletterLinkCheck,
  now = new Date(),
): Promise<LinkOutcome> {
  // Unsubscribe links never expire, so any failure is an invalid link.
  if (!check.ok) return { ok: false, problem: "invalid" };
  const { prisma } = deps;
  await prisma.newsletterSubscriber.updateMany({
    where: { id: check.subscriberId, unsubscribedAt: null },
    data: { unsubscribedAt: now },
  });
  const subscriber = await subscriberOf(deps, check.subscriberId);
  return subscriber ? { ok: true, language: toLanguage(subscriber.language) } : { ok: false, problem: "invalid" };
}

/** Deletes the offline copies of these subscribers' e-mails (their tag is `newsletter-<id>`). */
export function deleteSubscriberMailCopies(deps: Pick<Deps, "env">, subscriberIds: number[]): Promise<number> {
  if (subscriberIds.length === 0) return Promise.resolve(0);
  const tags = new Set(subscriberIds.map((id) => `newsletter-${id}`));
  return deleteMailCopies(mailCopiesDir(deps.env.dataDir), (tag) => tags.has(tag));
}

const confirmationMailsOf = (subscriberIds: number[]) => ({
  kind: newsletterConfirmation.kind,
  OR: subscriberIds.map((id) => ({ payload: { path: ["subscriberId"], equals: id } })),
});

/**
 * An erasure (api/src/admin/customer-data.ts): deletes the address's subscription, whatever its
 * status, and its confirmation e-mails, in the caller's transaction. Answers the deleted row's id.
 */
export async function eraseSubscription(tx: Tx, email: string): Promise<{ id: number; emails: number } | null> {
  const subscriber = await tx.newsletterSubscriber.findUnique({ where: { email: email.toLowerCase() } });
  if (!subscriber) return null;
  const emails = await tx.outboxMessage.deleteMany({ where: confirmationMailsOf([subscriber.id]) });
  await tx.newsletterSubscriber.delete({ where: { id: subscriber.id } });
  return { id: subscriber.id, emails: emails.count };
}

/**
 * The retention sweep: deletes sign-ups never confirmed whose last confirmation e-mail was asked for
 * before `before` (an address entered again is kept while its new link may still be followed),
 * with their e-mails and copies. Answers how many.
 */
export async function deleteUnconfirmedSubscriptions(
  deps: Pick<Deps, "prisma" | "env">,
  before: Date,
): Promise<number> {
  const { prisma } = deps;
  const stale = await prisma.$queryRaw<{ id: number }[]>`
    SELECT s."id" FROM "NewsletterSubscriber" s
    WHERE s."confirmedAt" IS NULL AND s."createdAt" < ${before.toISOString()}::timestamptz
      AND NOT EXISTS (
        SELECT 1 FROM "OutboxMessage" m
        WHERE m."kind" = ${newsletterConfirmation.kind} AND m."payload"->>'subscriberId' = s."id"::text
          AND m."createdAt" >= ${before.toISOString()}::timestamptz)
    ORDER BY s."id" LIMIT 1000`;
  if (stale.length === 0) return 0;
  const ids = stale.map((row) => row.id);
  const deleted = await prisma.$transaction(async (tx) => {
    await tx.outboxMessage.deleteMany({ where: confirmationMailsOf(ids) });
    // Still unconfirmed as it is deleted: a confirmation that landed meanwhile keeps its row.
    const { count } = await tx.newsletterSubscriber.deleteMany({ where: { id: { in: ids }, confirmedAt: null } });
    return count;
  });
  await deleteSubscriberMailCopies(deps, ids);
  return deleted;
}
