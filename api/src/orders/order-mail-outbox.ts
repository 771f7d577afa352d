// The e-mails of an order, through the outbox (api/src/outbox/): the transaction that changes the
// order enqueues its e-mail, so an e-mail exists exactly when its change was committed, goes out
// once however often the change is reported, and survives a crash or a mail server that is down
// (docs/behaviour.md §6). The worker renders each message from the database when it sends it
// (api/src/mail/order-mails.ts) and records it in the order's history.
//  - "order-confirmation": once paid, the shopper's confirmation with the invoice attached, and
//    the staff notice to SHOP_EMAIL.
//  - "order-email": shipped, cancelled, refunded (with the credit note), a delayed payment's
//    "payment processing" and "payment failed" (settle-order.ts), and any e-mail staff send again
//    from the console.
//  - "order-refund": one refund's e-mail (refund-order.ts), with that refund's amount and credit note.
import { z } from "zod";
import { toLanguage } from "@shop/shared";
import { overLimit } from "../auth/rate-limit.ts";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { documentOf, documentNumbered } from "../invoices/order-documents.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { renderOrderMail, renderStaffNotice, type MailShop, type OrderMailKind } from "../mail/order-mails.ts";
import { outboxKind, PermanentOutboxError, type OutboxDelivery } from "../outbox/outbox.ts";
import type { Tx } from "@shop/db";
import { addEvent, SYSTEM_ACTOR } from "./order-records.ts";
import { PAYMENT_FAILED_EVENT } from "./payment-failures.ts";
import { linesWithRates } from "../invoices/order-vat.ts";
import { mailImageUrl } from "../mail/layout.ts";
import { renderLegalPdf } from "../mail/legal-pdf.ts";

const orderId = z.number().int().positive();

async function loadOrder(deps: Pick<Deps, "env" | "prisma">, id: number) {
  const order = await deps.prisma.order.findUnique({
    where: { id },
    include: {
      items: {
        orderBy: { id: "asc" },
        // The product's picture as the e-mails show it (its main image, else its first), and
        // whether it is sealed for hygiene.
        include: {
          product: {
            select: {
              sealedForHygiene: true,
              images: { orderBy: [{ isMain: "desc" }, { position: "asc" }], take: 1 },
            },
          },
        },
      },
      addresses: true,
    },
  });
  if (!order) throw new PermanentOutboxError(`order ${id} does not exist`);
  const items = linesWithRates(order).map(({ product, ...line }) => ({
    ...line,
    imageUrl: mailImageUrl(deps.env.publicUrl, product?.images[0]),
    sealedForHygiene: product?.sealedForHygiene ?? false,
  }));
  return { ...order, language: toLanguage(order.language), items };
}

const mailShop = (deps: Pick<Deps, "env" | "shop">): MailShop => ({ publicUrl: deps.env.publicUrl, ...deps.shop });

/**
 * The PDFs an e-mail of `kind` carries: with the confirmation the invoice, and the terms and the
 * withdrawal information with the model form as the shop's pages have them now (§312f BGB, a
 * durable medium); the credit note with a refund.
 */
async function attachmentsFor(
  deps: Pick<Deps, "env" | "prisma" | "shop">,
  order: Awaited<ReturnType<typeof loadOrder>>,
  kind: OrderMailKind,
): Promise<MailMessage["attachments"]> {
  const documentKind =
    kind === "confirmation"
      ? "invoice"
      : kind === "cancelled" || kind === "refunded"
        ? "credit_note"
        : // No document yet while a payment is processing or after it failed.
          null;
  if (!documentKind) return undefined;
  const file = await documentOf(deps, order, documentKind);
  const files = file ? [{ filename: file.filename, content: file.pdf }] : [];
  if (kind === "confirmation") {
    const legal = await renderLegalPdf(
      deps.shop.legalPages.of(order.language),
      { language: order.language, number: order.number, concludedAt: order.paidAt ?? order.createdAt },
      { seller: deps.shop.seller, publicUrl: deps.env.publicUrl, timeZone: deps.env.SHOP_TIME_ZONE },
    );
    files.push({ filename: legal.filename, content: legal.pdf });
  }
  return files.length ? files.map((pdf) => ({ ...pdf, contentType: "application/pdf" })) : undefined;
}

/** Sends the shopper's e-mail of `kind` and writes it into the order's history. */
async function sendToShopper(
  deps: Pick<Deps, "env" | "logger" | "mailer" | "prisma" | "shop">,
  id: number,
  kind: OrderMailKind,
  delivery: OutboxDelivery,
  resentBy?: string,
): Promise<void> {
  const order = await loadOrder(deps, id);
  if (kind === "confirmation" && !order.paidAt) throw new PermanentOutboxError(`order ${id} is not paid`);
  const failure =
    kind === "payment_failed"
      ? await deps.prisma.orderEvent.findFirst({
          where: { orderId: id, type: PAYMENT_FAILED_EVENT },
          orderBy: { id: "desc" },
          select: { params: true },
        })
      : null;
  const detail = (failure?.params as { detail?: unknown } | null)?.detail;
  await deps.mailer.send({
    to: order.email,
    ...renderOrderMail(kind, order, mailShop(deps), undefined, {
      detail: typeof detail === "string" ? detail : null,
    }),
    attachments: await attachmentsFor(deps, order, kind),
    tag: `${order.number}-${kind}`,
    messageId: delivery.messageId,
  });
  if (kind === "confirmation")
    await deps.prisma.order.updateMany({
      where: { id, confirmationSentAt: null },
      data: { confirmationSentAt: new Date() },
    });
  // The message is sent; if writing this line fails, the history only misses it (the outbox row
  // records the sending too) and the e-mail is not sent a second time.
  await addEvent(
    deps.prisma,
    id,
    resentBy ? "email_resent" : "email_sent",
    resentBy ?? SYSTEM_ACTOR,
    `${kind} e-mail ${resentBy ? "sent again" : "sent"} to the customer`,
    { kind },
  ).catch((error: unknown) => deps.logger.warn({ err: error, orderId: id }, "e-mail sent but not recorded"));
}

export const orderConfirmation = outboxKind(
  "order-confirmation",
  z.object({
    orderId,
    /** The shopper (in the order's language) or the staff notice to SHOP_EMAIL (in English). */
    to: z.enum(["customer", "shop"]),
  }),
  async (deps: Pick<Deps, "env" | "logger" | "mailer" | "prisma" | "shop">, payload, delivery) => {
    if (payload.to === "customer") return sendToShopper(deps, payload.orderId, "confirmation", delivery);
    const order = await loadOrder(deps, payload.orderId);
    await deps.mailer.send({
      to: deps.env.SHOP_EMAIL,
      ...renderStaffNotice(order, mailShop(deps)),
      tag: `${order.number}-shop`,
      messageId: delivery.messageId,
    });
  },
);

export const orderEmail = outboxKind(
  "order-email",
  z.object({
    orderId,
    kind: z.enum(["confirmation", "processing", "payment_failed", "shipped", "cancelled", "refunded"]),
    /** Set when a staff member asked for the e-mail again: their username, for the history. */
    resentBy: z.string().min(1).optional(),
  }),
  (deps: Pick<Deps, "env" | "logger" | "mailer" | "prisma" | "shop">, payload, delivery) =>
    sendToShopper(deps, payload.orderId, payload.kind, delivery, payload.resentBy),
);

export const refundEmail = outboxKind(
  "order-refund",
  z.object({ orderId, refundId: z.number().int().positive() }),
  async (deps: Pick<Deps, "env" | "logger" | "mailer" | "prisma" | "shop">, payload, delivery) => {
    const order = await loadOrder(deps, payload.orderId);
    const refund = await deps.prisma.refund.findUnique({ where: { id: payload.refundId } });
    if (!refund || refund.orderId !== order.id || refund.status !== "done")
      throw new PermanentOutboxError(`refund ${payload.refundId} of order ${payload.orderId} is not done`);
    const file = refund.creditNoteNumber ? await documentNumbered(deps, refund.creditNoteNumber, "credit_note") : null;
    await deps.mailer.send({
      to: order.email,
      ...renderOrderMail("refunded", order, mailShop(deps), {
        amountCents: refund.amountCents,
        creditNoteNumber: refund.creditNoteNumber,
        partial: refund.amountCents < order.totalCents,
      }),
      attachments: file ? [{ filename: file.filename, content: file.pdf, contentType: "application/pdf" }] : undefined,
      tag: `${order.number}-refund-${refund.id}`,
      messageId: delivery.messageId,
    });
    await addEvent(deps.prisma, order.id, "email_sent", SYSTEM_ACTOR, "refunded e-mail sent to the customer", {
      kind: "refunded",
      creditNoteNumber: refund.creditNoteNumber,
    }).catch((error: unknown) => deps.logger.warn({ err: error, orderId: order.id }, "e-mail sent but not recorded"));
  },
);

/** Enqueues both e-mails in the transaction that marks the order paid; its caller wakes the worker after the commit. */
export async function enqueueOrderConfirmation(tx: Tx, id: number): Promise<void> {
  for (const to of ["customer", "shop"] as const)
    await orderConfirmation.enqueue(tx, { orderId: id, to }, `order-confirmation:${id}:${to}`);
}

/** Enqueues the shopper's e-mail of a step, once per order and step, in the step's transaction. */
export async function enqueueOrderEmail(
  tx: Tx,
  id: number,
  kind: Exclude<OrderMailKind, "confirmation">,
): Promise<void> {
  await orderEmail.enqueue(tx, { orderId: id, kind }, `order-email:${id}:${kind}`);
}

/**
 * Enqueues a delayed payment's e-mail ("payment processing", "payment failed") in the transaction
 * of its move: once per payment attempt (`attempt` counts the earlier ones), however often the
 * provider reports it.
 */
export async function enqueuePaymentEmail(
  tx: Tx,
  id: number,
  kind: "processing" | "payment_failed",
  attempt: number,
): Promise<void> {
  await orderEmail.enqueue(tx, { orderId: id, kind }, `order-email:${id}:${kind}:${attempt}`);
}

/** E-mails sent again per order within an hour (each may carry the invoice). */
const RESENDS_PER_ORDER_PER_HOUR = 5;
/** E-mails one staff member may send again within an hour, over all orders. */
const RESENDS_PER_STAFF_PER_HOUR = 30;

/**
 * Counts a staff member's request to send an order's e-mail again, before anything is read or
 * sent: past RESENDS_PER_STAFF_PER_HOUR for the staff member, or RESENDS_PER_ORDER_PER_HOUR for
 * the order, it is refused (429 too_many_resends with Retry-After), so no shopper's mailbox can be
 * flooded from the console. The counters are the limits' own (in Redis with several instances).
 */
export async function countResend(deps: Pick<Deps, "resends">, orderId: number, staffUserId: number): Promise<void> {
  const limits = [
    [deps.resends.perStaff, `staff:${staffUserId}`, RESENDS_PER_STAFF_PER_HOUR, "you have sent"],
    [deps.resends.perOrder, `order:${orderId}`, RESENDS_PER_ORDER_PER_HOUR, "this order has had"],
  ] as const;
  for (const [counter, key, max, who] of limits) {
    const retryAfter = await overLimit(counter, key, max);
    if (retryAfter === null) continue;
    throw new ApiError(
      429,
      "too_many_resends",
      `Too many e-mails sent again (${who} ${max} within an hour); try again in ${Math.ceil(retryAfter / 60)} minutes`,
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
}

/** Enqueues an e-mail a staff member asked to send again (each request sends one). */
export async function enqueueResend(tx: Tx, id: number, kind: OrderMailKind, username: string): Promise<void> {
  await orderEmail.enqueue(
    tx,
    { orderId: id, kind, resentBy: username },
    `order-email:${id}:${kind}:resend:${Date.now()}:${Math.random().toString(36).slice(2, 10)}`,
  );
}
