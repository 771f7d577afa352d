import { describe, expect, it } from "vitest";
import { emailApplies, resendableEmails } from "./order-emails.ts";

const paidAt = "2026-11-20T09:00:00.000Z";

describe("resendableEmails", () => {
  it("offers nothing for an order still waiting for its money", () => {
    expect(resendableEmails({ status: "PENDING_PAYMENT", paidAt: null })).toEqual([]);
  });

  it("offers the confirmation once paid, and the shipping notice once shipped", () => {
    expect(resendableEmails({ status: "PAID", paidAt })).toEqual(["confirmation"]);
    expect(resendableEmails({ status: "SHIPPED", paidAt })).toEqual(["confirmation", "shipped"]);
    expect(resendableEmails({ status: "DELIVERED", paidAt })).toEqual(["confirmation", "shipped"]);
    expect(resendableEmails({ status: "PARTIALLY_REFUNDED", paidAt, shippedAt: paidAt })).toEqual([
      "confirmation",
      "shipped",
    ]);
    expect(resendableEmails({ status: "PARTIALLY_REFUNDED", paidAt, shippedAt: null })).toEqual(["confirmation"]);
  });

  it("reads the payment time as the database or the API's JSON gives it", () => {
    expect(emailApplies("confirmation", { status: "PAID", paidAt: new Date(paidAt) })).toBe(true);
    expect(emailApplies("shipped", { status: "PAID", paidAt: new Date(paidAt) })).toBe(false);
  });

  it("offers the notice of a cancellation or refund in that status", () => {
    expect(resendableEmails({ status: "CANCELLED", paidAt: null })).toEqual(["cancelled"]);
    expect(resendableEmails({ status: "CANCELLED", paidAt })).toEqual(["confirmation", "cancelled"]);
    expect(resendableEmails({ status: "REFUNDED", paidAt })).toEqual(["confirmation", "refunded"]);
  });
});
