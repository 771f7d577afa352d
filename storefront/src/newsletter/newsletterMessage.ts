import { NEWSLETTER_LINK_PROBLEMS, type NewsletterLinkProblem } from "@shop/shared";

/** The two pages the newsletter e-mail's links land on (NEWSLETTER_PAGES). */
export type NewsletterLanding = "confirmed" | "unsubscribed";

/** What a landing page says: a key under `newsletter.*` of the translations. */
export type NewsletterMessage = "confirmed" | "expired" | "invalid" | "unsubscribed" | "unsubscribeInvalid";

/**
 * The message for a landing page and its `?state=` (set by the API when the link did nothing).
 * An unsubscribe link never expires, so any state there means it was not valid; a state the
 * API does not send reads as an invalid link rather than as a success.
 */
export function newsletterMessage(page: NewsletterLanding, state: string | null): NewsletterMessage {
  const problem =
    state === null ? null : NEWSLETTER_LINK_PROBLEMS.includes(state as NewsletterLinkProblem) ? state : "invalid";
  if (page === "unsubscribed") return problem ? "unsubscribeInvalid" : "unsubscribed";
  return problem === "expired" ? "expired" : problem ? "invalid" : "confirmed";
}

/** Pages that offer the sign-up form: the link failed, or the visitor may want to come back. */
export const offersSignUp = (message: NewsletterMessage) =>
  message === "expired" || message === "invalid" || message === "unsubscribed";
