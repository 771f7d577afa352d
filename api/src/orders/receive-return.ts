// A returned parcel received (docs/behaviour.md §15): staff mark it on the order, mostly after the
// shopper withdrew (§14). The refund is then due within 14 days of receipt (Art. 13 of Directive
// 2011/83/EU lets the trader wait for the goods, not longer): the order records the deadline, the
// console shows it and the dashboard lists the returns whose refund is still due, until a refund
// is made (refund-order.ts clears it). A period of days ends with its last day, at midnight in
// the shop's time zone (Regulation 1182/71, Art. 3; shop-calendar.ts).
import type { OrderEventType } from "@shop/shared";
import { RETURNABLE_STATUSES } from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { conflict, notFound } from "../errors.ts";
import { endOfDayAfter } from "../platform/shop-calendar.ts";
import { addEvent } from "./order-records.ts";

/** Days from receiving a returned parcel to its refund at the latest. */
const RETURN_REFUND_DAYS = 14;

/** The history's code of a returned parcel received. */
const RETURNED_EVENT: OrderEventType = "returned";

export async function receiveReturn(
  deps: Pick<Deps, "env" | "prisma">,
  orderId: number,
  actor: string,
  at = new Date(),
): Promise<void> {
  const order = await deps.prisma.order.findUnique({
    where: { id: orderId },
    select: { status: true, shippedAt: true, returnRefundDueBy: true },
  });
  if (!order) throw notFound("Order");
  if (!RETURNABLE_STATUSES.includes(order.status) || !order.shippedAt)
    throw conflict("not_returnable", `An order that is ${order.status} has no parcel out to come back`, "status");
  if (order.returnRefundDueBy)
    throw conflict(
      "return_already_received",
      `A returned parcel was already marked received; its refund is due by ${order.returnRefundDueBy.toISOString().slice(0, 10)}`,
    );
  const dueBy = endOfDayAfter(at, RETURN_REFUND_DAYS, deps.env.SHOP_TIME_ZONE);
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: { in: [...RETURNABLE_STATUSES] }, returnRefundDueBy: null },
      data: { returnReceivedAt: at, returnRefundDueBy: dueBy },
    });
    if (count === 0) throw conflict("order_changed", "The order was changed by someone else; reload it");
    await addEvent(
      tx,
      orderId,
      RETURNED_EVENT,
      actor,
      `Returned parcel received; refund due by ${dueBy.toISOString().slice(0, 10)}`,
      {
        refundDueBy: dueBy.toISOString(),
      },
    );
  });
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
