import { LANGUAGES, NEWSLETTER_STATUSES, type NewsletterStatus } from "@shop/shared";

export const statusChoices = NEWSLETTER_STATUSES.map((status) => ({
  id: status,
  name: `resources.newsletter-subscribers.status.${status}`,
}));

export const languageChoices = LANGUAGES.map((language) => ({ id: language, name: `app.languages.${language}` }));

/** Chip colours whose text reaches 4.5:1 contrast (WCAG AA), as the order statuses use. */
export const STATUS_CHIP: Record<NewsletterStatus, { color: "default" | "success"; variant: "filled" | "outlined" }> = {
  pending: { color: "default", variant: "outlined" },
  confirmed: { color: "success", variant: "filled" },
  unsubscribed: { color: "default", variant: "filled" },
};

/** The CSV's file name: the day it was taken. */
export const exportFileName = (now: Date) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}`;
