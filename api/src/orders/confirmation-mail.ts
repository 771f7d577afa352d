// The confirmation e-mails of a paid order, through the outbox: the transaction that marks the
// order paid enqueues two messages, the shopper's e-mail and the shop's copy to SHOP_EMAIL, and
// the outbox worker renders each from the database when it sends it. So a paid order's
// confirmation survives a crash or a mail server that is down, and goes out once however many
// confirms, webhooks and instances report the payment (docs/behaviour.md §6).
import { z } from "zod";
import { renderOrderConfirmation } from "../mail/order-confirmation.ts";
import { outboxKind, PermanentOutboxError } from "../outbox/outbox.ts";
import type { Tx } from "./order-records.ts";

const payloadSchema = z.object({
  orderId: z.number().int().positive(),
  /** The shopper (in the order's language) or the shop's copy (in English, for the staff). */
  to: z.enum(["customer", "shop"]),
});

export const orderConfirmation = outboxKind("order-confirmation", payloadSchema, async (deps, payload, delivery) => {
  const order = await deps.prisma.order.findUnique({
    where: { id: payload.orderId },
    include: { items: { orderBy: { id: "asc" } }, addresses: true },
  });
  if (!order?.paidAt) throw new PermanentOutboxError(`order ${payload.orderId} does not exist or is not paid`);
  const shipping = order.addresses.find((address) => address.kind === "SHIPPING") ?? order.addresses[0];
  const content = { ...order, paidAt: order.paidAt, shipping };
  if (payload.to === "customer") {
    await deps.mailer.send({
      to: order.email,
      ...renderOrderConfirmation(content),
      tag: `${order.number}-customer`,
      messageId: delivery.messageId,
    });
    await deps.prisma.order.updateMany({
      where: { id: order.id, confirmationSentAt: null },
      data: { confirmationSentAt: new Date() },
    });
  } else {
    const copy = renderOrderConfirmation({ ...content, language: "en" });
    await deps.mailer.send({
      to: deps.env.SHOP_EMAIL,
      ...copy,
      subject: `[Copy] ${copy.subject} (${order.email})`,
      tag: `${order.number}-shop`,
      messageId: delivery.messageId,
    });
  }
});

/** Enqueues both e-mails in the transaction that marks the order paid; its caller wakes the worker after the commit. */
export async function enqueueOrderConfirmation(tx: Tx, orderId: number): Promise<void> {
  for (const to of ["customer", "shop"] as const)
    await orderConfirmation.enqueue(tx, { orderId, to }, `order-confirmation:${orderId}:${to}`);
}
