import type { AdminOrderRecord } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { awaitsReturn, expectedUnits, returnRefundForm, returnRequest } from "./returnForm.ts";

const item = (id: number, slug: string, quantity: number, more: object = {}) => ({
  id,
  slug,
  name: slug,
  unitPrice: 24.9,
  quantity,
  refundedQuantity: 0,
  keptQuantity: 0,
  sealedForHygiene: true,
  ...more,
});

const order = {
  status: "DELIVERED",
  shipping: 4.9,
  shippingRefunded: false,
  shippedAt: "2026-07-01T10:00:00.000Z",
  refundDueBy: null,
  returnReceivedAt: null,
  returnedUnits: [],
  items: [item(11, "drug-tests", 2), item(12, "vitamin-d-test", 1)],
  withdrawals: [
    { id: 1, receivedAt: "2026-07-05T10:00:00.000Z", items: [{ slug: "drug-tests", name: "drug-tests", quantity: 2 }] },
  ],
} as unknown as AdminOrderRecord;

describe("the returned parcel's form", () => {
  it("expects the units withdrawn from, one by one, their seals intact", () => {
    expect(expectedUnits(order).map((unit) => [unit.item.id, unit.position, unit.sealIntact])).toEqual([
      [11, 1, true],
      [11, 2, true],
    ]);
    const whole = { ...order, withdrawals: [{ ...order.withdrawals[0], items: null }] };
    expect(expectedUnits(whole)).toHaveLength(3);
  });

  it("sends per line how many came back intact and how many opened", () => {
    const [first, second] = expectedUnits(order);
    expect(returnRequest([first, { ...second, sealIntact: false }])).toEqual({
      units: [
        { orderItemId: 11, quantity: 1, sealIntact: true },
        { orderItemId: 11, quantity: 1, sealIntact: false },
      ],
    });
  });

  it("is offered while a parcel is to come, not again once it came and no new withdrawal followed", () => {
    expect(awaitsReturn(order, true)).toBe(true);
    const back = { ...order, returnReceivedAt: "2026-07-08T10:00:00.000Z" };
    expect(awaitsReturn(back, true)).toBe(false);
    expect(awaitsReturn({ ...back, refundDueBy: "2026-07-22T22:00:00.000Z" }, true)).toBe(false);
    const later = {
      ...back,
      withdrawals: [...back.withdrawals, { ...order.withdrawals[0], receivedAt: "2026-07-09T10:00:00.000Z" }],
    };
    expect(awaitsReturn(later, true)).toBe(true);
    expect(awaitsReturn(order, false)).toBe(false);
  });
});

describe("the refund of the return", () => {
  it("opens with the units that came back to be refunded and the reason", () => {
    const back = {
      ...order,
      returnReceivedAt: "2026-07-08T10:00:00.000Z",
      items: [item(11, "drug-tests", 2, { keptQuantity: 1 }), item(12, "vitamin-d-test", 1)],
      returnedUnits: [
        { orderItemId: 11, name: "drug-tests", quantity: 1, sealIntact: true, refunded: true },
        { orderItemId: 11, name: "drug-tests", quantity: 1, sealIntact: false, refunded: false },
      ],
    } as AdminOrderRecord;
    expect(returnRefundForm(back, "Withdrawal")).toMatchObject({
      quantities: { 11: 1 },
      shipping: false,
      restock: true,
      reason: "Withdrawal",
    });
  });

  it("opens with the withdrawn units when the parcel was recorded as a whole, and the shipping for the whole order", () => {
    expect(returnRefundForm(order, "Withdrawal").quantities).toEqual({ 11: 2 });
    const whole = { ...order, withdrawals: [{ ...order.withdrawals[0], items: null }] };
    expect(returnRefundForm(whole, "Withdrawal")).toMatchObject({ quantities: { 11: 2, 12: 1 }, shipping: true });
  });
});
