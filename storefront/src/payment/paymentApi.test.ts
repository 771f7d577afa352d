import { describe, expect, it } from "vitest";
import { offeredMethods } from "./paymentApi.ts";

describe("offeredMethods", () => {
  it("offers the methods the API lists in test mode, card first", () => {
    expect(
      offeredMethods({
        testMode: true,
        methods: ["CARD", "PAYPAL", "SEPA_DEBIT"],
        card: { gateway: "TEST" },
        paypal: { gateway: "TEST" },
      }),
    ).toEqual(["CARD", "PAYPAL", "SEPA_DEBIT"]);
  });

  it("leaves out a method the shop has no keys for", () => {
    expect(
      offeredMethods({
        testMode: false,
        methods: ["CARD", "KLARNA"],
        card: { gateway: "STRIPE", publishableKey: "pk" },
        paypal: null,
      }),
    ).toEqual(["CARD", "KLARNA"]);
    expect(
      offeredMethods({
        testMode: false,
        methods: ["PAYPAL"],
        card: null,
        paypal: { gateway: "PAYPAL", clientId: "id" },
      }),
    ).toEqual(["PAYPAL"]);
  });
});
