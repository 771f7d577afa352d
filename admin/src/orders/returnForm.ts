import type { AdminOrderRecord } from "@shop/shared";
import type { AdminReturnRequest } from "@shop/shared/schemas";
import { emptyRefundForm, unitsLeft, type RefundFormState } from "./refundForm.ts";

type Item = AdminOrderRecord["items"][number];

/** One unit the returned parcel is expected to hold, and whether its seal is intact (as staff tick it). */
export interface ReturnUnit {
  item: Item;
  /** 1, 2, …: which unit of the line it is. */
  position: number;
  sealIntact: boolean;
}

/**
 * The units a returned parcel is expected to hold, as the API counts them without a body: those the
 * withdrawals received since the last return name (the whole order's for a withdrawal of all of
 * it), else every unit; each with its seal intact until staff say otherwise.
 */
export function expectedUnits(order: AdminOrderRecord): ReturnUnit[] {
  const since = order.withdrawals.filter(
    (withdrawal) => !order.returnReceivedAt || withdrawal.receivedAt > order.returnReceivedAt,
  );
  const whole = since.length === 0 || since.some((withdrawal) => withdrawal.items === null);
  return order.items.flatMap((item) => {
    const named = since.reduce(
      (sum, withdrawal) => sum + (withdrawal.items?.find((each) => each.slug === item.slug)?.quantity ?? 0),
      0,
    );
    const quantity = whole ? item.quantity : Math.min(item.quantity, named);
    return Array.from({ length: quantity }, (_, index) => ({ item, position: index + 1, sealIntact: true }));
  });
}

/** What the console sends for the units ticked: per line, how many came back intact and how many opened. */
export function returnRequest(units: readonly ReturnUnit[]): AdminReturnRequest {
  const lines = new Map<string, { orderItemId: number; quantity: number; sealIntact: boolean }>();
  for (const unit of units) {
    const key = `${unit.item.id}:${unit.sealIntact}`;
    const line = lines.get(key) ?? { orderItemId: unit.item.id, quantity: 0, sealIntact: unit.sealIntact };
    lines.set(key, { ...line, quantity: line.quantity + 1 });
  }
  return { units: [...lines.values()] };
}

/**
 * Whether staff can mark a returned parcel received now: the goods went out, money remains, no
 * return waits for its refund, and a parcel is still to come (none received yet, or a withdrawal
 * received since the last one).
 */
export function awaitsReturn(order: AdminOrderRecord, returnable: boolean): boolean {
  if (!returnable || !order.shippedAt || order.refundDueBy) return false;
  const lastReturn = order.returnReceivedAt;
  return !lastReturn || order.withdrawals.some((withdrawal) => withdrawal.receivedAt > lastReturn);
}

/**
 * The refund dialog opened for the return: the units it refunds (as recorded, else the withdrawn
 * ones) as far as they can still be refunded, the shipping when the whole order came back to be
 * refunded, restocking when every one of them came back sealed, and the reason.
 */
export function returnRefundForm(order: AdminOrderRecord, reason: string): RefundFormState {
  const recorded = order.returnedUnits.filter((unit) => unit.refunded);
  const back =
    order.returnedUnits.length > 0
      ? recorded.map((unit) => ({
          orderItemId: unit.orderItemId,
          quantity: unit.quantity,
          sealIntact: unit.sealIntact,
        }))
      : (returnRequest(expectedUnits(order)).units ?? []);
  const quantities: Record<number, number> = {};
  for (const unit of back) {
    const item = order.items.find((line) => line.id === unit.orderItemId);
    if (item) quantities[item.id] = Math.min(unitsLeft(item), (quantities[item.id] ?? 0) + unit.quantity);
  }
  // Kits kept (opened, sealed) were not withdrawn from: the shipping goes back only with everything.
  const wholeBack = order.items.every(
    (item) => item.keptQuantity === 0 && unitsLeft(item) > 0 && quantities[item.id] === unitsLeft(item),
  );
  const wholeWithdrawn = order.withdrawals.some((withdrawal) => withdrawal.items === null);
  return {
    ...emptyRefundForm(order),
    quantities,
    shipping: wholeWithdrawn && wholeBack && order.shipping > 0 && !order.shippingRefunded,
    restock: back.length > 0 && back.every((unit) => unit.sealIntact),
    reason,
  };
}
