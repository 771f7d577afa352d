import type { AdminOrderRecord } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { emptyRefundForm, refundChoice, refundFormProblem, refundRequest } from "./refundForm.ts";

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

  it("asks the quote and the refund for the lines chosen and the sum typed", () => {
    const form = { ...emptyRefundForm(order), quantities: { 11: 2, 12: 0 }, amount: "5,10", reason: " Damaged " };
    expect(refundChoice(form)).toEqual({ items: [{ orderItemId: 11, quantity: 2 }], amount: 5.1, shipping: false });
    expect(refundRequest(form)).toEqual({
      items: [{ orderItemId: 11, quantity: 2 }],
      amount: 5.1,
      shipping: false,
      restock: false,
      reason: "Damaged",
    });
    expect(refundFormProblem(form)).toBeNull();
    expect(refundChoice({ ...emptyRefundForm(order), shipping: true })).toEqual({ items: [], shipping: true });
  });

  it("asks nothing while nothing is chosen or the sum is not an amount", () => {
    const empty = emptyRefundForm(order);
    expect(refundChoice(empty)).toBeNull();
    expect(refundChoice({ ...empty, quantities: { 11: 0 }, amount: "0" })).toBeNull();
    expect(refundChoice({ ...empty, quantities: { 11: 1 }, amount: "1,234" })).toBeNull();
  });

  it("names what is missing, or too much when the quote says so", () => {
    const empty = emptyRefundForm(order);
    expect(refundFormProblem({ ...empty, reason: "x" })).toBe("resources.orders.refund.nothing_chosen");
    expect(refundFormProblem({ ...empty, amount: "abc", reason: "x" })).toBe("resources.orders.refund.amount_invalid");
    expect(refundFormProblem({ ...empty, amount: "100", reason: "x" }, "refund_exceeds_payment")).toBe(
      "resources.orders.refund.too_much",
    );
    expect(refundFormProblem({ ...empty, amount: "1" })).toBe("resources.orders.refund.reason_required");
    expect(refundFormProblem({ ...empty, amount: "1", reason: "x" }, "not_refundable")).toBeNull();
  });
});
