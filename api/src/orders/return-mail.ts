// A returned parcel's e-mail to the shopper through the outbox (api/src/outbox/): enqueued in the
// transaction that records the return (receive-return.ts) when units came back opened that are
// not refunded, so the e-mail exists exactly when the record does and goes out once. The worker
// renders it when it sends it (api/src/mail/return-mails.ts) from the `returned` event's units,
// and records it in the order's history.
import { z } from "zod";
import { toLanguage } from "@shop/shared";
import type { Tx } from "@shop/db";
import type { Deps } from "../context.ts";
import { renderReturnMail } from "../mail/return-mails.ts";
import { outboxKind, PermanentOutboxError } from "../outbox/outbox.ts";
import { addEvent, SYSTEM_ACTOR } from "./order-records.ts";
import { RETURNED_EVENT, returnedUnitsOf } from "./returned-units.ts";

export const returnMail = outboxKind(
  "order-return",
  z.object({ orderId: z.number().int().positive(), eventId: z.number().int().positive() }),
  async (deps: Pick<Deps, "env" | "logger" | "mailer" | "prisma" | "shop">, payload, delivery) => {
    const order = await deps.prisma.order.findUnique({
      where: { id: payload.orderId },
      include: { addresses: { where: { kind: "SHIPPING" } } },
    });
    const event = await deps.prisma.orderEvent.findUnique({ where: { id: payload.eventId } });
    if (!order || !event || event.orderId !== order.id || event.type !== RETURNED_EVENT)
      throw new PermanentOutboxError(`return ${payload.eventId} of order ${payload.orderId} does not exist`);
    const shipping = order.addresses[0];
    const language = toLanguage(order.language);
    await deps.mailer.send({
      to: order.email,
      ...renderReturnMail(
        {
          order: { number: order.number, language, name: shipping ? `${shipping.firstName} ${shipping.lastName}` : "" },
          units: returnedUnitsOf(event.params),
        },
        { publicUrl: deps.env.publicUrl, ...deps.shop },
      ),
      tag: `${order.number}-return-${event.id}`,
      messageId: delivery.messageId,
    });
    // Sent; a history line that cannot be written only misses there (the outbox row records the sending).
    await addEvent(deps.prisma, order.id, "email_sent", SYSTEM_ACTOR, "return e-mail sent to the customer", {
      kind: "return",
    }).catch((error: unknown) => deps.logger.warn({ err: error, orderId: order.id }, "e-mail sent but not recorded"));
  },
);

/** Enqueues the e-mail in the transaction that records the return; its caller wakes the worker after the commit. */
export async function enqueueReturnMail(tx: Tx, ret: { orderId: number; eventId: number }): Promise<void> {
  await returnMail.enqueue(tx, ret, `order-return:${ret.eventId}`);
}
