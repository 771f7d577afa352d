// The withdrawal function (Art. 11a of Directive 2011/83/EU, docs/behaviour.md §14), the shopper's
// second step, "Confirm withdrawal": POST /api/orders/withdrawals names the order as the lookup does
// (number and e-mail, the same 404 for either wrong, misses limited per client), the shopper's name
// and, optionally, which of its items. One transaction records the statement with the time it was
// received, writes it into the order's history and enqueues its acknowledgement to the shopper and
// the staff notice (withdrawal-mail.ts); the worker sends them at once after the commit.
import type { WithdrawnItem } from "@shop/shared";
import type { WithdrawalInput } from "@shop/shared/schemas";
import type { Withdrawal } from "@shop/db";
import type { Deps } from "../context.ts";
import { badRequest, conflict } from "../errors.ts";
import { findNamedOrder } from "./order-lookup.ts";
import { addEvent, CUSTOMER_ACTOR, DELIVERED_EVENT, WITHDRAWAL_RECEIVED_EVENT } from "./order-records.ts";
import { shippedBeforeWithdrawal } from "../mail/withdrawal-mails.ts";
import { enqueueWithdrawalMails, withdrawnItemsOf } from "./withdrawal-mail.ts";
import { judgeWithdrawal } from "./withdrawal-period.ts";

interface OrderLine {
  slug: string;
  name: string;
  quantity: number;
}

/**
 * The items a statement names, checked against the order: each an item of it, never more units
 * than were ordered, repeated slugs added up. Every item at its full quantity is the whole order (null).
 */
function withdrawnItems(lines: readonly OrderLine[], asked: WithdrawalInput["items"]): WithdrawnItem[] | null {
  if (!asked) return null;
  const wanted = new Map<string, WithdrawnItem>();
  for (const [index, item] of asked.entries()) {
    const line = lines.find((candidate) => candidate.slug === item.slug);
    if (!line) throw badRequest(`items.${index}.slug is not an item of this order`, `items.${index}.slug`);
    const quantity = (wanted.get(item.slug)?.quantity ?? 0) + item.quantity;
    if (quantity > line.quantity)
      throw badRequest(
        `items.${index}.quantity is more than the ${line.quantity} ${line.quantity === 1 ? "unit" : "units"} ordered`,
        `items.${index}.quantity`,
      );
    wanted.set(item.slug, { slug: line.slug, name: line.name, quantity });
  }
  const whole = lines.every((line) => wanted.get(line.slug)?.quantity === line.quantity);
  return whole ? null : lines.flatMap((line) => wanted.get(line.slug) ?? []);
}

/** Whether an earlier statement already withdrew everything a new one names. */
function covers(earlier: WithdrawnItem[] | null, asked: WithdrawnItem[] | null): boolean {
  if (earlier === null) return true;
  if (asked === null) return false;
  return asked.every((item) => (earlier.find((e) => e.slug === item.slug)?.quantity ?? 0) >= item.quantity);
}

/** How the history's English line and the console word the items: "1 × name, 2 × name". */
const itemsLine = (items: readonly WithdrawnItem[]) =>
  items.map((item) => `${item.quantity} × ${item.name}`).join(", ");

export interface ReceivedWithdrawal {
  withdrawal: Withdrawal;
  /** False when an earlier withdrawal already covered the statement: nothing new was recorded or sent. */
  created: boolean;
  /** Whether the goods had gone out when it was received (its acknowledgement says what happens next by it). */
  shipped: boolean;
}

/**
 * Receives a shopper's withdrawal. A statement that an earlier one of the order covers (the same
 * items, fewer units of them, anything after the whole order) is answered with the earlier one,
 * whenever it comes; otherwise the order must still be withdrawable (judgeWithdrawal).
 */
export async function withdrawFromOrder(
  deps: Pick<Deps, "clientKey" | "env" | "outbox" | "prisma" | "withdrawalMisses">,
  request: WithdrawalInput,
  client: string,
): Promise<ReceivedWithdrawal> {
  const order = await findNamedOrder(deps, deps.withdrawalMisses, client, request, {
    items: { orderBy: { id: "asc" } },
  });
  const items = withdrawnItems(order.items, request.items);
  const received = await deps.prisma.$transaction(async (tx) => {
    // One statement at a time per order, so a double click or a retry finds the first one.
    await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${order.id} FOR UPDATE`;
    const current = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      include: {
        withdrawals: { orderBy: { id: "asc" } },
        events: { where: { type: DELIVERED_EVENT }, orderBy: { id: "asc" } },
      },
    });
    const shipped = (withdrawal: Withdrawal) =>
      shippedBeforeWithdrawal({ receivedAt: withdrawal.receivedAt, order: current });
    const earlier = current.withdrawals.find((withdrawal) => covers(withdrawnItemsOf(withdrawal.items), items));
    if (earlier) return { withdrawal: earlier, created: false, shipped: shipped(earlier) };
    const receivedAt = new Date();
    const judgement = judgeWithdrawal(deps.env, current, current.events, receivedAt);
    if (!judgement.open) throw conflict(judgement.code, judgement.message);
    const withdrawal = await tx.withdrawal.create({
      data: {
        orderId: order.id,
        receivedAt,
        name: request.name,
        email: request.email.trim().toLowerCase(),
        items: items?.map(({ slug, name, quantity }) => ({ slug, name, quantity })),
        language: current.language,
        clientKey: deps.clientKey(client),
      },
    });
    await addEvent(
      tx,
      order.id,
      WITHDRAWAL_RECEIVED_EVENT,
      CUSTOMER_ACTOR,
      `Withdrawal received${items ? `: ${itemsLine(items)}` : " for the whole order"}`,
      { withdrawalId: withdrawal.id, items: items ? itemsLine(items) : null, wholeOrder: items === null },
    );
    await enqueueWithdrawalMails(tx, withdrawal);
    return { withdrawal, created: true, shipped: shipped(withdrawal) };
  });
  if (received.created) deps.outbox.wake();
  return received;
}
