// The double opt-in e-mail, through the outbox: subscribing enqueues it in the transaction that
// records the address, and the worker renders it when it sends it, in the subscriber's language,
// with a confirmation link signed then (valid NEWSLETTER_CONFIRM_DAYS from that moment) and an
// unsubscribe link (docs/behaviour.md §10). Like every newsletter e-mail it names its unsubscribe
// link in List-Unsubscribe, with List-Unsubscribe-Post for mail clients' one-click button (RFC 8058).
import { z } from "zod";
import { type Language, NEWSLETTER_CONFIRM_DAYS, toLanguage } from "@shop/shared";
import type { Deps } from "../context.ts";
import { outboxKind, PermanentOutboxError } from "../outbox/outbox.ts";
import { renderMail, SHOP_NAME } from "../mail/layout.ts";
import { fill, messages, plural } from "../messages/index.ts";

export interface NewsletterConfirmationContent {
  email: string;
  language: Language;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The shop's public origin (the layout's logo). */
  publicUrl: string;
}

export function renderNewsletterConfirmation(content: NewsletterConfirmationContent) {
  const copy = messages(content.language).newsletterMail;
  return {
    subject: copy.subject,
    ...renderMail({
      language: content.language,
      publicUrl: content.publicUrl,
      title: copy.subject,
      intro: [copy.greeting, fill(copy.intro, { email: content.email, shop: SHOP_NAME })],
      buttons: [{ label: copy.confirm, url: content.confirmUrl }],
      blocks: [
        {
          kind: "lines",
          lines: [plural(content.language, copy, "validity", NEWSLETTER_CONFIRM_DAYS), copy.ignore],
        },
        { kind: "lines", lines: [SHOP_NAME] },
      ],
      footer: [{ kind: "link", label: copy.unsubscribe, url: content.unsubscribeUrl, inline: true, small: true }],
    }),
  };
}

/** The one-click unsubscribe headers every newsletter e-mail carries (RFC 2369, RFC 8058). */
function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The links of a subscriber's e-mails, signed now. */
async function newsletterLinks(deps: Pick<Deps, "env" | "newsletterTokens">, subscriberId: number) {
  const base = `${deps.env.publicUrl}/api/newsletter`;
  const [confirm, unsubscribe] = await Promise.all([
    deps.newsletterTokens.sign("confirm", subscriberId),
    deps.newsletterTokens.sign("unsubscribe", subscriberId),
  ]);
  return { confirmUrl: `${base}/confirm?token=${confirm}`, unsubscribeUrl: `${base}/unsubscribe?token=${unsubscribe}` };
}

const payloadSchema = z.object({ subscriberId: z.number().int().positive() });

export const newsletterConfirmation = outboxKind(
  "newsletter-confirmation",
  payloadSchema,
  async (deps: Pick<Deps, "env" | "mailer" | "newsletterTokens" | "prisma">, payload, delivery) => {
    const subscriber = await deps.prisma.newsletterSubscriber.findUnique({ where: { id: payload.subscriberId } });
    if (!subscriber) throw new PermanentOutboxError(`newsletter subscriber ${payload.subscriberId} does not exist`);
    // Confirmed (by an earlier e-mail's link) or unsubscribed since it was asked for: nothing to confirm.
    if (subscriber.confirmedAt || subscriber.unsubscribedAt) return;
    const links = await newsletterLinks(deps, subscriber.id);
    await deps.mailer.send({
      to: subscriber.email,
      ...renderNewsletterConfirmation({
        email: subscriber.email,
        language: toLanguage(subscriber.language),
        publicUrl: deps.env.publicUrl,
        ...links,
      }),
      headers: listUnsubscribeHeaders(links.unsubscribeUrl),
      tag: `newsletter-${subscriber.id}`,
      messageId: delivery.messageId,
    });
  },
);
