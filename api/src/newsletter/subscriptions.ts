// The newsletter's double opt-in (docs/behaviour.md §10): subscribing records the address as
// pending and enqueues the confirmation e-mail; its signed link confirms; its unsubscribe link
// unsubscribes. Rows are kept: an address that unsubscribed and subscribes again is pending again
// and has to confirm again.
import type { Language } from "@shop/shared";
import type { Deps } from "../context.ts";
import { newsletterConfirmation } from "./confirmation-mail.ts";
import type { NewsletterLinkCheck } from "./newsletter-tokens.ts";

/**
 * A pending address gets at most one confirmation e-mail per window of this length, however often
 * it is subscribed: the window is part of the e-mail's outbox dedupe key.
 */
export const CONFIRMATION_RESEND_WINDOW_MS = 10 * 60_000;

/**
 * Records a subscription request and, unless the address is confirmed already, enqueues its
 * confirmation e-mail (in the same transaction) and wakes the outbox after the commit. The caller
 * learns nothing of which case it was: the answer must not tell whether an address is known.
 */
export async function subscribe(deps: Deps, email: string, language: Language, now = new Date()): Promise<void> {
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
    await newsletterConfirmation.enqueue(
      tx,
      { subscriberId: subscriber.id },
      `newsletter-confirmation:${subscriber.id}:${window}`,
    );
    return true;
  });
  if (enqueued) deps.outbox.wake();
}

export type LinkOutcome =
  | { ok: true; language: Language }
  /** `language`: the subscriber's, when the link names one that exists. */
  | { ok: false; problem: "invalid" | "expired"; language?: Language };

const subscriberOf = (deps: Deps, id: number | undefined) =>
  id === undefined ? null : deps.prisma.newsletterSubscriber.findUnique({ where: { id } });

/**
 * Follows a confirmation link: a pending subscription becomes confirmed (a confirmed one stays as
 * it is). An unsubscribed address cannot be confirmed by an old link: it has to subscribe again.
 */
export async function confirm(deps: Deps, check: NewsletterLinkCheck, now = new Date()): Promise<LinkOutcome> {
  if (!check.ok) {
    const subscriber = await subscriberOf(deps, check.subscriberId);
    // An old link of an address that has confirmed since (with a newer e-mail): it is confirmed.
    if (subscriber?.confirmedAt && !subscriber.unsubscribedAt) return { ok: true, language: subscriber.language };
    return { ok: false, problem: check.problem, language: subscriber?.language };
  }
  const { prisma } = deps;
  await prisma.newsletterSubscriber.updateMany({
    where: { id: check.subscriberId, confirmedAt: null, unsubscribedAt: null },
    data: { confirmedAt: now },
  });
  const subscriber = await prisma.newsletterSubscriber.findUnique({ where: { id: check.subscriberId } });
  if (!subscriber?.confirmedAt || subscriber.unsubscribedAt)
    return { ok: false, problem: "invalid", language: subscriber?.language };
  return { ok: true, language: subscriber.language };
}

/** Follows an unsubscribe link (or a mail client's one-click POST): the address gets nothing more. */
export async function unsubscribe(deps: Deps, check: NewsletterLinkCheck, now = new Date()): Promise<LinkOutcome> {
  // Unsubscribe links never expire, so any failure is an invalid link.
  if (!check.ok) return { ok: false, problem: "invalid" };
  const { prisma } = deps;
  await prisma.newsletterSubscriber.updateMany({
    where: { id: check.subscriberId, unsubscribedAt: null },
    data: { unsubscribedAt: now },
  });
  const subscriber = await subscriberOf(deps, check.subscriberId);
  return subscriber ? { ok: true, language: subscriber.language } : { ok: false, problem: "invalid" };
}
