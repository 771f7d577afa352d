import type { AdminOrderRecord } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { emptyRefundForm, parseEuros, refundFormProblem, refundRequest, refundTotalCents } from "./refundForm.ts";

const order = {
  status: "SHIPPED",
  shipping: 0,
  refundable: 93.7,
  items: [
    { id: 11, slug: "drug-tests", name: "Drug test", unitPrice: 24.9, quantity: 3, refundedQuantity: 1 },
    { id: 12, slug: "vitamin-d-test", name: "Vitamin D test", unitPrice: 19, quantity: 1, refundedQuantity: 0 },
  ],
} as unknown as AdminOrderRecord;

describe("the refund dialog's form", () => {
  it("proposes restocking only for an order not shipped yet", () => {
    expect(emptyRefundForm(order).restock).toBe(false);
    expect(emptyRefundForm({ ...order, status: "PAID" }).restock).toBe(true);
  });

  it("reads euros with a comma or a point, in whole cents", () => {
    expect(parseEuros("12,5")).toBe(12.5);
    expect(parseEuros(" 7.25 ")).toBe(7.25);
    expect(parseEuros("")).toBeUndefined();
    expect(parseEuros("1.234")).toBeNull();
    expect(parseEuros("-3")).toBeNull();
  });

  it("adds up the units and the sum, and sends only the lines chosen", () => {
    const form = { ...emptyRefundForm(order), quantities: { 11: 2, 12: 0 }, amount: "5,10", reason: " Damaged " };
    expect(refundTotalCents(order, form)).toBe(2 * 2490 + 510);
    expect(refundRequest(form)).toEqual({
      items: [{ orderItemId: 11, quantity: 2 }],
      amount: 5.1,
      shipping: false,
      restock: false,
      reason: "Damaged",
    });
    expect(refundFormProblem(order, form)).toBeNull();
  });

  it("counts a discounted line's units at the price paid: less their share, the odd cent with the last units", () => {
    // €74.70 for three drug tests less a €7.48 discount: €2.49 a unit, and the odd cent with the last.
    const discounted = {
      ...order,
      items: [{ ...order.items[0], refundedQuantity: 0, discount: 7.48 }],
    };
    const form = (quantity: number) => ({ ...emptyRefundForm(discounted), quantities: { 11: quantity } });
    expect(refundTotalCents(discounted, form(1))).toBe(2490 - 249);
    expect(refundTotalCents(discounted, form(3))).toBe(3 * 2490 - 748);
  });

  it("names what is missing or too much", () => {
    const empty = emptyRefundForm(order);
    expect(refundFormProblem(order, { ...empty, reason: "x" })).toBe("resources.orders.refund.nothing_chosen");
    expect(refundFormProblem(order, { ...empty, amount: "abc", reason: "x" })).toBe(
      "resources.orders.refund.amount_invalid",
    );
    expect(refundFormProblem(order, { ...empty, amount: "100", reason: "x" })).toBe("resources.orders.refund.too_much");
    expect(refundFormProblem(order, { ...empty, amount: "1" })).toBe("resources.orders.refund.reason_required");
  });
});
