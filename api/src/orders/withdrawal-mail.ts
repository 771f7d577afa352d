// A withdrawal's e-mails through the outbox (api/src/outbox/): enqueued in the transaction that
// records the withdrawal (withdraw-order.ts), so the acknowledgement exists exactly when the
// withdrawal does, goes out once, and survives a crash or a mail server that is down. The worker
// renders them when it sends them (api/src/mail/withdrawal-mails.ts): the shopper's, recorded in
// the order's history once sent, and the staff notice to SHOP_EMAIL, as for a paid order.
import { z } from "zod";
import { toLanguage, type WithdrawnItem } from "@shop/shared";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import {
  renderWithdrawalAcknowledgement,
  renderWithdrawalNotice,
  type MailWithdrawal,
} from "../mail/withdrawal-mails.ts";
import { outboxKind, PermanentOutboxError } from "../outbox/outbox.ts";
import type { Tx } from "@shop/db";
import { addEvent, SYSTEM_ACTOR } from "./order-records.ts";

const storedItems = z.array(z.object({ slug: z.string(), name: z.string(), quantity: z.number().int().positive() }));

/** A withdrawal's stored items; null: the whole order. */
export function withdrawnItemsOf(items: Prisma.JsonValue): WithdrawnItem[] | null {
  return items === null ? null : storedItems.parse(items);
}

async function loadWithdrawal(deps: Pick<Deps, "prisma">, id: number): Promise<MailWithdrawal> {
  const withdrawal = await deps.prisma.withdrawal.findUnique({
    where: { id },
    include: { order: { select: { id: true, number: true, language: true, shippedAt: true } } },
  });
  if (!withdrawal) throw new PermanentOutboxError(`withdrawal ${id} does not exist`);
  return {
    ...withdrawal,
    language: toLanguage(withdrawal.language),
    order: { ...withdrawal.order, language: toLanguage(withdrawal.order.language) },
    items: withdrawnItemsOf(withdrawal.items),
  };
}

export const orderWithdrawal = outboxKind(
  "order-withdrawal",
  z.object({
    withdrawalId: z.number().int().positive(),
    /** The shopper's acknowledgement (in the order's language) or the staff notice to SHOP_EMAIL (in English). */
    to: z.enum(["customer", "shop"]),
  }),
  async (deps: Pick<Deps, "env" | "logger" | "mailer" | "prisma" | "shop">, payload, delivery) => {
    const withdrawal = await loadWithdrawal(deps, payload.withdrawalId);
    const shop = { publicUrl: deps.env.publicUrl, ...deps.shop, timeZone: deps.env.SHOP_TIME_ZONE };
    const { order } = withdrawal;
    if (payload.to === "shop") {
      await deps.mailer.send({
        to: deps.env.SHOP_EMAIL,
        ...renderWithdrawalNotice(withdrawal, shop),
        tag: `${order.number}-withdrawal-shop`,
        messageId: delivery.messageId,
      });
      return;
    }
    await deps.mailer.send({
      to: withdrawal.email,
      ...renderWithdrawalAcknowledgement(withdrawal, shop),
      tag: `${order.number}-withdrawal`,
      messageId: delivery.messageId,
    });
    // Sent; a history line that cannot be written only misses there (the outbox row records the sending).
    await addEvent(deps.prisma, order.id, "email_sent", SYSTEM_ACTOR, "withdrawal e-mail sent to the customer", {
      kind: "withdrawal",
    }).catch((error: unknown) => deps.logger.warn({ err: error, orderId: order.id }, "e-mail sent but not recorded"));
  },
);

/** Enqueues both e-mails in the transaction that records the withdrawal; its caller wakes the worker after the commit. */
export async function enqueueWithdrawalMails(tx: Tx, withdrawal: { id: number; orderId: number }): Promise<void> {
  for (const to of ["customer", "shop"] as const)
    await orderWithdrawal.enqueue(tx, { withdrawalId: withdrawal.id, to }, `order-withdrawal:${withdrawal.id}:${to}`, {
      orderId: withdrawal.orderId,
    });
}
