// A returned parcel received (docs/behaviour.md §15): staff mark it on the order, mostly after the
// shopper withdrew (§14), with what came back: units of its lines and whether each one's seal is
// intact (returned-units.ts; without them, every unit the withdrawals name, intact). Intact units,
// and opened ones of a product not sealed for hygiene, are then due for a refund within 14 days of
// receipt (Art. 13 of Directive 2011/83/EU lets the trader wait for the goods, not longer): the
// order records the deadline, the console shows it and the dashboard lists the returns whose
// refund is still due, until a refund is made (refund-order.ts clears it). Opened units of a
// sealed product are not refunded (Art. 16(e); §312g Abs. 2 Nr. 3 BGB): the shopper gets an
// e-mail saying which, enqueued with the record (return-mail.ts). A period of days ends with its
// last day, at midnight in the shop's time zone (Regulation 1182/71, Art. 3; shop-calendar.ts).
import { RETURNABLE_STATUSES } from "@shop/shared/order-states";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { conflict, notFound, unprocessable } from "../errors.ts";
import { endOfDayAfter } from "../platform/shop-calendar.ts";
import { addEvent } from "./order-records.ts";
import { refundLedger } from "./refund-order.ts";
import { enqueueReturnMail } from "./return-mail.ts";
import { keptUnits, refundable, RETURNED_EVENT, unitsLine, type ReturnedUnit } from "./returned-units.ts";
import { withdrawnItemsOf } from "./withdrawal-mail.ts";

/** Days from receiving a returned parcel to its refund at the latest. */
const RETURN_REFUND_DAYS = 14;

/** Units of a line as staff say they came back (the request's `units`). */
export interface ReceivedUnits {
  orderItemId: number;
  quantity: number;
  sealIntact: boolean;
}

const returnInclude = {
  items: { orderBy: { id: "asc" }, include: { product: { select: { sealedForHygiene: true } } } },
  refunds: true,
  withdrawals: { orderBy: { id: "asc" } },
  events: { where: { type: RETURNED_EVENT } },
} satisfies Prisma.OrderInclude;

type ReturnOrder = Prisma.OrderGetPayload<{ include: typeof returnInclude }>;

/**
 * What came back when staff do not say: the units the withdrawals received since the last return
 * name (all of them before a first return; the whole order's units for a withdrawal of all of
 * it), else every unit; intact.
 */
function unitsWithdrawn(order: ReturnOrder): ReceivedUnits[] {
  const since = order.withdrawals.filter(
    (withdrawal) => !order.returnReceivedAt || withdrawal.receivedAt > order.returnReceivedAt,
  );
  const named = since.map((withdrawal) => withdrawnItemsOf(withdrawal.items));
  const whole = named.length === 0 || named.some((items) => items === null);
  return order.items.flatMap((item) => {
    const quantity = whole
      ? item.quantity
      : Math.min(
          item.quantity,
          named.reduce((sum, items) => sum + (items?.find((each) => each.slug === item.slug)?.quantity ?? 0), 0),
        );
    return quantity > 0 ? [{ orderItemId: item.id, quantity, sealIntact: true }] : [];
  });
}

/**
 * The units staff named, checked against the order: each an item of it, never more units of a
 * line than were ordered (422 naming the field, nothing written).
 */
function checkedUnits(order: ReturnOrder, asked: readonly ReceivedUnits[]): ReceivedUnits[] {
  const counted = new Map<number, number>();
  asked.forEach((unit, index) => {
    const item = order.items.find((line) => line.id === unit.orderItemId);
    if (!item)
      throw unprocessable(
        `units.${index}.orderItemId ${unit.orderItemId} is not an item of this order`,
        `units.${index}.orderItemId`,
      );
    const quantity = (counted.get(item.id) ?? 0) + unit.quantity;
    if (quantity > item.quantity)
      throw unprocessable(
        `units.${index}.quantity is more than the ${item.quantity} ${item.quantity === 1 ? "unit" : "units"} of ${item.name} ordered`,
        `units.${index}.quantity`,
      );
    counted.set(item.id, quantity);
  });
  return [...asked];
}

/** The units as the history keeps them: named, with the product's seal rule and whether they are refunded. */
function recorded(order: ReturnOrder, units: readonly ReceivedUnits[]): ReturnedUnit[] {
  return units.map((unit) => {
    const item = order.items.find((line) => line.id === unit.orderItemId)!;
    const sealedForHygiene = item.product?.sealedForHygiene ?? false;
    return { ...unit, name: item.name, sealedForHygiene, refunded: refundable({ ...unit, sealedForHygiene }) };
  });
}

/** How many of the units to refund are still unrefunded (the refund due), line by line. */
function unitsDue(order: ReturnOrder, units: readonly ReturnedUnit[]): number {
  const ledger = refundLedger(order);
  const kept = keptUnits(order.events);
  return order.items.reduce((sum, item) => {
    const back = units.filter((unit) => unit.orderItemId === item.id && unit.refunded);
    const returned = back.reduce((count, unit) => count + unit.quantity, 0);
    return sum + Math.max(0, Math.min(returned, ledger.remainingUnits(item.id) - (kept.get(item.id) ?? 0)));
  }, 0);
}

export async function receiveReturn(
  deps: Pick<Deps, "env" | "outbox" | "prisma">,
  orderId: number,
  actor: string,
  asked?: readonly ReceivedUnits[],
  at = new Date(),
): Promise<void> {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId }, include: returnInclude });
  if (!order) throw notFound("Order");
  const units = recorded(order, asked ? checkedUnits(order, asked) : unitsWithdrawn(order));
  if (!RETURNABLE_STATUSES.includes(order.status) || !order.shippedAt)
    throw conflict("not_returnable", `An order that is ${order.status} has no parcel out to come back`, "status");
  if (order.returnRefundDueBy)
    throw conflict(
      "return_already_received",
      `A returned parcel was already marked received; its refund is due by ${order.returnRefundDueBy.toISOString().slice(0, 10)}`,
    );
  // Nothing left to refund of what came back (refunded already, or opened sealed kits): no deadline.
  const dueBy = unitsDue(order, units) > 0 ? endOfDayAfter(at, RETURN_REFUND_DAYS, deps.env.SHOP_TIME_ZONE) : null;
  const intact = units.filter((unit) => unit.sealIntact);
  const opened = units.filter((unit) => !unit.sealIntact && unit.refunded);
  const kept = units.filter((unit) => !unit.refunded);
  const mailed = await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: { in: [...RETURNABLE_STATUSES] }, returnRefundDueBy: null },
      data: { returnReceivedAt: at, returnRefundDueBy: dueBy },
    });
    if (count === 0) throw conflict("order_changed", "The order was changed by someone else; reload it");
    const line = [
      intact.length > 0 ? `${unitsLine(intact)} with the seal intact` : null,
      opened.length > 0 ? `${unitsLine(opened)} opened` : null,
      kept.length > 0 ? `${unitsLine(kept)} opened, sealed for hygiene: not refunded` : null,
    ].filter(Boolean);
    const event = await addEvent(
      tx,
      orderId,
      RETURNED_EVENT,
      actor,
      `Returned parcel received${line.length > 0 ? `: ${line.join("; ")}` : ""}; ${dueBy ? `refund due by ${dueBy.toISOString().slice(0, 10)}` : "no refund due"}`,
      {
        refundDueBy: dueBy?.toISOString() ?? null,
        intact: intact.length > 0 ? unitsLine(intact) : null,
        opened: opened.length > 0 ? unitsLine(opened) : null,
        notRefunded: kept.length > 0 ? unitsLine(kept) : null,
        units,
      },
    );
    if (kept.length === 0) return false;
    await enqueueReturnMail(tx, { orderId, eventId: event.id });
    return true;
  });
  if (mailed) deps.outbox.wake();
}

/** Returned parcels received whose refund is still due, the earliest deadline first (the dashboard). */
export async function returnsAwaitingRefund(deps: Pick<Deps, "prisma">) {
  const orders = await deps.prisma.order.findMany({
    where: { returnRefundDueBy: { not: null } },
    orderBy: [{ returnRefundDueBy: "asc" }, { id: "asc" }],
    take: 20,
    select: {
      id: true,
      number: true,
      returnReceivedAt: true,
      returnRefundDueBy: true,
      addresses: { where: { kind: "SHIPPING" }, select: { firstName: true, lastName: true } },
    },
  });
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    customerName: order.addresses[0] ? `${order.addresses[0].firstName} ${order.addresses[0].lastName}`.trim() : "",
    returnReceivedAt: order.returnReceivedAt!.toISOString(),
    refundDueBy: order.returnRefundDueBy!.toISOString(),
  }));
}
