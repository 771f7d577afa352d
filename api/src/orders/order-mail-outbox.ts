// The e-mails of an order, through the outbox (api/src/outbox/): the transaction that changes the
// order enqueues its e-mail, so an e-mail exists exactly when its change was committed, goes out
// once however often the change is reported, and survives a crash or a mail server that is down
// (docs/behaviour.md §6). The worker renders each message from the database when it sends it
// (api/src/mail/order-mails.ts) and records it in the order's history.
//  - "order-confirmation": once paid, the shopper's confirmation with the invoice attached, and
//    the staff notice to SHOP_EMAIL.
//  - "order-email": shipped, cancelled, refunded (with the credit note), and any e-mail staff send
//    again from the console.
import { z } from "zod";
import type { Deps } from "../context.ts";
import { documentOf } from "../invoices/order-documents.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { renderOrderMail, renderStaffNotice, type MailShop, type OrderMailKind } from "../mail/order-mails.ts";
import { outboxKind, PermanentOutboxError, type OutboxDelivery } from "../outbox/outbox.ts";
import { addEvent, SYSTEM_ACTOR, type Tx } from "./order-records.ts";

const orderId = z.number().int().positive();

async function loadOrder(deps: Deps, id: number) {
  const order = await deps.prisma.order.findUnique({
    where: { id },
    include: { items: { orderBy: { id: "asc" } }, addresses: true },
  });
  if (!order) throw new PermanentOutboxError(`order ${id} does not exist`);
  return order;
}

const mailShop = (deps: Deps): MailShop => ({ publicUrl: deps.env.publicUrl, ...deps.shop });

/** The PDF an e-mail of `kind` carries: the invoice with the confirmation, the credit note with a refund. */
async function attachmentsFor(
  deps: Deps,
  order: Awaited<ReturnType<typeof loadOrder>>,
  kind: OrderMailKind,
): Promise<MailMessage["attachments"]> {
  const documentKind = kind === "confirmation" ? "invoice" : kind === "shipped" ? null : "credit_note";
  if (!documentKind) return undefined;
  const file = await documentOf(deps, order, documentKind);
  return file ? [{ filename: file.filename, content: file.pdf, contentType: "application/pdf" }] : undefined;
}

/** Sends the shopper's e-mail of `kind` and writes it into the order's history. */
async function sendToShopper(
  deps: Deps,
  id: number,
  kind: OrderMailKind,
  delivery: OutboxDelivery,
  resentBy?: string,
): Promise<void> {
  const order = await loadOrder(deps, id);
  if (kind === "confirmation" && !order.paidAt) throw new PermanentOutboxError(`order ${id} is not paid`);
  await deps.mailer.send({
    to: order.email,
    ...renderOrderMail(kind, order, mailShop(deps)),
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
  async (deps, payload, delivery) => {
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
    kind: z.enum(["confirmation", "shipped", "cancelled", "refunded"]),
    /** Set when a staff member asked for the e-mail again: their username, for the history. */
    resentBy: z.string().min(1).optional(),
  }),
  (deps, payload, delivery) => sendToShopper(deps, payload.orderId, payload.kind, delivery, payload.resentBy),
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

/** Enqueues an e-mail a staff member asked to send again (each request sends one). */
export async function enqueueResend(tx: Tx, id: number, kind: OrderMailKind, username: string): Promise<void> {
  await orderEmail.enqueue(
    tx,
    { orderId: id, kind, resentBy: username },
    `order-email:${id}:${kind}:resend:${Date.now()}:${Math.random().toString(36).slice(2, 10)}`,
  );
}
