// The newsletter's double opt-in as both sides see it (docs/behaviour.md §10): a subscriber's
// status, and the storefront pages the API's confirm and unsubscribe links land on.

/** pending: asked, not confirmed yet; confirmed: receives the newsletter; unsubscribed: does not any more. */
export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A subscriber's status from its two dates: an unsubscribe wins over an earlier confirmation. */
export function newsletterStatus(subscriber: { confirmedAt: unknown; unsubscribedAt: unknown }): NewsletterStatus {
  if (subscriber.unsubscribedAt) return "unsubscribed";
  return subscriber.confirmedAt ? "confirmed" : "pending";
}

/** The storefront pages (under `/{lang}`) the e-mail's links redirect to. */
export const NEWSLETTER_PAGES = {
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
} as const;

/**
 * Why a link did nothing, as `?state=` of those pages: its signature or purpose is wrong (or the
 * subscription it names is gone), or a confirmation link is older than its lifetime.
 */
export const NEWSLETTER_LINK_PROBLEMS = ["invalid", "expired"] as const;
export type NewsletterLinkProblem = (typeof NEWSLETTER_LINK_PROBLEMS)[number];

/** A confirmation link works this long after its e-mail was sent; an unsubscribe link works for ever. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
