// The restock alert's e-mails, through the outbox (docs/behaviour.md §23):
//  - "restock-alert-confirmation": the double opt-in e-mail, enqueued with the alert, rendered
//    when sent, in the alert's language, with a confirmation link signed then;
//  - "restock-alerts": written by the database itself when a product's stock rises from 0 while
//    confirmed alerts wait for it (prisma/migrations/20261128010000_restock_alerts); its handler
//    marks those alerts notified and enqueues one "restock-alert-mail" each, in one transaction,
//    so each alert gets its e-mail once, however often the stock moves;
//  - "restock-alert-mail": the e-mail that says the product is back, with the link to its page.
// Both are drawn by the shop's one e-mail layout (api/src/mail/layout.ts), like every other e-mail,
// with the texts of api/src/messages (`restockMail`).
import { z } from "zod";
import { localePath, NEWSLETTER_CONFIRM_DAYS, toLanguage, type Language } from "@shop/shared";
import type { Deps } from "../context.ts";
import { renderMail, SHOP_NAME } from "../mail/layout.ts";
import { fill, messages, plural } from "../messages/index.ts";
import { outboxKind, PermanentOutboxError, type OutboxKindName } from "../outbox/outbox.ts";

export interface RestockConfirmationContent {
  email: string;
  language: Language;
  productName: string;
  confirmUrl: string;
  /** The shop's public origin (PUBLIC_URL): the layout's logo and its link. */
  publicUrl: string;
}

/** The double opt-in e-mail of a restock alert. */
export function renderRestockConfirmation(content: RestockConfirmationContent) {
  const copy = messages(content.language).restockMail.confirmation;
  const subject = fill(copy.subject, { product: content.productName });
  return {
    subject,
    ...renderMail({
      language: content.language,
      publicUrl: content.publicUrl,
      title: subject,
      intro: [copy.greeting, fill(copy.intro, { email: content.email, product: content.productName })],
      buttons: [{ label: copy.confirm, url: content.confirmUrl }],
      blocks: [
        {
          kind: "lines",
          lines: [plural(content.language, copy, "validity", NEWSLETTER_CONFIRM_DAYS), copy.ignore],
        },
      ],
    }),
  };
}

export interface BackInStockContent {
  language: Language;
  productName: string;
  productUrl: string;
  /** The shop's public origin (PUBLIC_URL): the layout's logo and its link. */
  publicUrl: string;
}

/** The e-mail that says a product is back. */
export function renderBackInStock(content: BackInStockContent) {
  const copy = messages(content.language).restockMail.backInStock;
  const subject = fill(copy.subject, { product: content.productName });
  return {
    subject,
    ...renderMail({
      language: content.language,
      publicUrl: content.publicUrl,
      title: subject,
      intro: [copy.greeting, fill(copy.intro, { product: content.productName, shop: SHOP_NAME })],
      buttons: [{ label: copy.link, url: content.productUrl }],
      blocks: [{ kind: "lines", lines: [copy.once] }],
    }),
  };
}

/** The product's name in `language` (its slug if it has no text in it). */
async function productName(deps: Pick<Deps, "prisma">, productId: number, language: Language): Promise<string> {
  const translation = await deps.prisma.productTranslation.findUnique({
    where: { productId_language: { productId, language } },
    select: { name: true },
  });
  return translation?.name ?? (await deps.prisma.product.findUniqueOrThrow({ where: { id: productId } })).slug;
}

/** The tag of an alert's e-mail copies on disk (erasure and retention delete them by it). */
export const restockMailTag = (alertId: number) => `restock-${alertId}`;

const alertPayload = z.object({ alertId: z.number().int().positive() });

export const restockConfirmation = outboxKind(
  "restock-alert-confirmation",
  alertPayload,
  async (deps: Pick<Deps, "env" | "mailer" | "prisma" | "restockTokens">, payload, delivery) => {
    const alert = await deps.prisma.restockAlert.findUnique({ where: { id: payload.alertId } });
    if (!alert) throw new PermanentOutboxError(`restock alert ${payload.alertId} does not exist`);
    // Confirmed (by an earlier e-mail's link) or sent since it was asked for: nothing to confirm.
    if (alert.confirmedAt || alert.notifiedAt) return;
    const language = toLanguage(alert.language);
    const token = await deps.restockTokens.sign(alert.id);
    await deps.mailer.send({
      to: alert.email,
      ...renderRestockConfirmation({
        email: alert.email,
        language,
        productName: await productName(deps, alert.productId, language),
        confirmUrl: `${deps.env.publicUrl}/api/restock-alerts/confirm?token=${token}`,
        publicUrl: deps.env.publicUrl,
      }),
      tag: restockMailTag(alert.id),
      messageId: delivery.messageId,
    });
  },
);

export const backInStockMail = outboxKind(
  "restock-alert-mail",
  alertPayload,
  async (deps: Pick<Deps, "env" | "mailer" | "prisma">, payload, delivery) => {
    const alert = await deps.prisma.restockAlert.findUnique({
      where: { id: payload.alertId },
      include: { product: { select: { slug: true } } },
    });
    if (!alert) throw new PermanentOutboxError(`restock alert ${payload.alertId} does not exist`);
    const language = toLanguage(alert.language);
    await deps.mailer.send({
      to: alert.email,
      ...renderBackInStock({
        language,
        productName: await productName(deps, alert.productId, language),
        productUrl: `${deps.env.publicUrl}${localePath(language, `/product/${alert.product.slug}`)}`,
        publicUrl: deps.env.publicUrl,
      }),
      tag: restockMailTag(alert.id),
      messageId: delivery.messageId,
    });
  },
);

/** The message the database writes (the kind name is in the trigger's SQL). */
const RESTOCKED_KIND: OutboxKindName = "restock-alerts";

export const productRestocked = outboxKind(
  RESTOCKED_KIND,
  z.object({ productId: z.number().int().positive() }),
  async (deps: Pick<Deps, "outbox" | "prisma">, payload) => {
    const now = new Date();
    const enqueued = await deps.prisma.$transaction(async (tx) => {
      // Sold out again before this ran: the alerts keep waiting for the next restock.
      const product = await tx.product.findUnique({ where: { id: payload.productId }, select: { stock: true } });
      if (!product || product.stock <= 0) return 0;
      const due = await tx.restockAlert.findMany({
        where: { productId: payload.productId, confirmedAt: { not: null }, notifiedAt: null },
        select: { id: true, confirmedAt: true },
        orderBy: { id: "asc" },
      });
      if (due.length === 0) return 0;
      await tx.restockAlert.updateMany({
        where: { id: { in: due.map((alert) => alert.id) }, notifiedAt: null },
        data: { notifiedAt: now },
      });
      // One e-mail per confirmation of an alert: two handlers at once (two restocks) enqueue it once.
      for (const alert of due)
        await backInStockMail.enqueue(
          tx,
          { alertId: alert.id },
          `restock-alert-mail:${alert.id}:${alert.confirmedAt!.getTime()}`,
        );
      return due.length;
    });
    if (enqueued > 0) deps.outbox.wake();
  },
);

/** Every outbox kind of the restock alerts (an erasure and the export look for them). */
export const RESTOCK_MAIL_KINDS = [restockConfirmation.kind, backInStockMail.kind] as const;
