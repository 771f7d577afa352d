// The double opt-in e-mail, through the outbox: subscribing enqueues it in the transaction that
// records the address, and the worker renders it when it sends it, in the subscriber's language,
// with a confirmation link signed then (valid NEWSLETTER_CONFIRM_DAYS from that moment) and an
// unsubscribe link (docs/behaviour.md §10). Like every newsletter e-mail it names its unsubscribe
// link in List-Unsubscribe, with List-Unsubscribe-Post for mail clients' one-click button (RFC 8058).
import { z } from "zod";
import { NEWSLETTER_CONFIRM_DAYS, type Language } from "@shop/shared";
import type { Deps } from "../context.ts";
import { outboxKind, PermanentOutboxError } from "../outbox/outbox.ts";
import { escapeHtml } from "../mail/html.ts";

interface Copy {
  subject: string;
  greeting: string;
  intro: (email: string) => string;
  confirm: string;
  validity: string;
  ignore: string;
  unsubscribe: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: "Please confirm your newsletter subscription",
    greeting: "Hello,",
    intro: (email) =>
      `we have been asked to send the TestKit Europe newsletter to ${email}. Please confirm that this was you: until you do, we send this address nothing else.`,
    confirm: "Confirm my subscription",
    validity: `The link works for ${NEWSLETTER_CONFIRM_DAYS} days.`,
    ignore: "If you did not ask for the newsletter, simply ignore this e-mail: you will not be subscribed.",
    unsubscribe: "Do not want any e-mails from us? Unsubscribe",
  },
  de: {
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    greeting: "Hallo,",
    intro: (email) =>
      `wir wurden gebeten, den Newsletter von TestKit Europe an ${email} zu senden. Bitte bestätigen Sie, dass Sie das waren: Bis dahin senden wir an diese Adresse nichts weiter.`,
    confirm: "Anmeldung bestätigen",
    validity: `Der Link ist ${NEWSLETTER_CONFIRM_DAYS} Tage gültig.`,
    ignore:
      "Wenn Sie den Newsletter nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Sie werden nicht angemeldet.",
    unsubscribe: "Sie möchten keine E-Mails von uns erhalten? Abmelden",
  },
  bg: {
    subject: "Моля, потвърдете абонамента си за бюлетина",
    greeting: "Здравейте,",
    intro: (email) =>
      `получихме заявка да изпращаме бюлетина на TestKit Europe на ${email}. Моля, потвърдете, че това сте вие: дотогава няма да изпращаме нищо друго на този адрес.`,
    confirm: "Потвърждавам абонамента",
    validity: `Връзката е валидна ${NEWSLETTER_CONFIRM_DAYS} дни.`,
    ignore: "Ако не сте поискали бюлетина, просто пренебрегнете този имейл: няма да бъдете абонирани.",
    unsubscribe: "Не искате да получавате имейли от нас? Отпишете се",
  },
};

export interface NewsletterConfirmationContent {
  email: string;
  language: Language;
  confirmUrl: string;
  unsubscribeUrl: string;
}

export function renderNewsletterConfirmation(content: NewsletterConfirmationContent) {
  const copy = COPY[content.language];
  const text = [
    copy.greeting,
    "",
    copy.intro(content.email),
    "",
    `${copy.confirm}:`,
    content.confirmUrl,
    "",
    copy.validity,
    copy.ignore,
    "",
    "TestKit Europe",
    "",
    `${copy.unsubscribe}: ${content.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${content.language}"><body style="font-family:Arial,sans-serif;color:#17292a;max-width:560px">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.intro(content.email))}</p>
<p><a href="${escapeHtml(content.confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(copy.confirm)}</a></p>
<p>${escapeHtml(copy.validity)}<br>${escapeHtml(copy.ignore)}</p>
<p>TestKit Europe</p>
<p style="font-size:12px;color:#5b6b6c"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#5b6b6c">${escapeHtml(copy.unsubscribe)}</a></p>
</body></html>`;
  return { subject: copy.subject, text, html };
}

/** The one-click unsubscribe headers every newsletter e-mail carries (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The links of a subscriber's e-mails, signed now. */
export async function newsletterLinks(deps: Deps, subscriberId: number) {
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
  async (deps, payload, delivery) => {
    const subscriber = await deps.prisma.newsletterSubscriber.findUnique({ where: { id: payload.subscriberId } });
    if (!subscriber) throw new PermanentOutboxError(`newsletter subscriber ${payload.subscriberId} does not exist`);
    // Confirmed (by an earlier e-mail's link) or unsubscribed since it was asked for: nothing to confirm.
    if (subscriber.confirmedAt || subscriber.unsubscribedAt) return;
    const links = await newsletterLinks(deps, subscriber.id);
    await deps.mailer.send({
      to: subscriber.email,
      ...renderNewsletterConfirmation({ email: subscriber.email, language: subscriber.language, ...links }),
      headers: listUnsubscribeHeaders(links.unsubscribeUrl),
      tag: `newsletter-${subscriber.id}`,
      messageId: delivery.messageId,
    });
  },
);
