import { describe, expect, it } from "vitest";
import { offeredMethods } from "./paymentApi.ts";

describe("offeredMethods", () => {
  it("offers both methods in test mode, card first", () => {
    expect(offeredMethods({ testMode: true, card: { gateway: "TEST" }, paypal: { gateway: "TEST" } })).toEqual([
      "CARD",
      "PAYPAL",
    ]);
  });

  it("leaves out a method the shop has no keys for", () => {
    expect(
      offeredMethods({ testMode: false, card: { gateway: "STRIPE", publishableKey: "pk" }, paypal: null }),
    ).toEqual(["CARD"]);
    expect(offeredMethods({ testMode: false, card: null, paypal: { gateway: "PAYPAL", clientId: "id" } })).toEqual([
      "PAYPAL",
    ]);
  });
});
