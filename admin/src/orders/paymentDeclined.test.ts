import { describe, expect, it } from "vitest";
import { isPaymentDeclined } from "./paymentDeclined.ts";

describe("isPaymentDeclined", () => {
  const declinedAt = "2026-11-25T10:00:00.000Z";

  it("marks a pending order whose card was declined", () => {
    expect(isPaymentDeclined({ status: "PENDING_PAYMENT", paymentDeclinedAt: declinedAt })).toBe(true);
  });

  it("leaves pending orders without a declined attempt alone", () => {
    expect(isPaymentDeclined({ status: "PENDING_PAYMENT", paymentDeclinedAt: null })).toBe(false);
  });

  it("no longer marks an order that expired after the decline", () => {
    expect(isPaymentDeclined({ status: "CANCELLED", paymentDeclinedAt: declinedAt })).toBe(false);
  });
});
