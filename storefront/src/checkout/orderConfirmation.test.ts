import { describe, expect, it } from "vitest";
import { readOrderConfirmation } from "./orderConfirmation.ts";

describe("readOrderConfirmation", () => {
  it("needs an order number", () => {
    expect(readOrderConfirmation(null)).toBeNull();
    expect(readOrderConfirmation({ email: "a@b.eu" })).toBeNull();
    expect(readOrderConfirmation({ orderNumber: "" })).toBeNull();
  });

  it("reads a complete confirmation", () => {
    const state = {
      orderNumber: "TK-7KQ4-M9XR",
      email: "anna@example.eu",
      total: 49.8,
      paymentMethod: "PAYPAL",
      shippingAddress: {
        countryCode: "DE",
        countryName: "Germany",
        address: "Hauptstraße 1",
        city: "Berlin",
        postcode: "10115",
      },
    };
    // Not a delayed payment unless the page was told so.
    expect(readOrderConfirmation(state)).toEqual({ ...state, processing: false });
  });

  it("reads the lower-case method names of older history entries", () => {
    expect(readOrderConfirmation({ orderNumber: "TK-1", paymentMethod: "paypal" })?.paymentMethod).toBe("PAYPAL");
    expect(readOrderConfirmation({ orderNumber: "TK-1", paymentMethod: "card" })?.paymentMethod).toBe("CARD");
    expect(readOrderConfirmation({ orderNumber: "TK-1" })?.paymentMethod).toBe("CARD");
  });

  it("reads the discount line of an order that had a code, and nothing of a malformed one", () => {
    const state = { orderNumber: "TK-1", total: 22.41, discount: { amount: 2.49, code: "HERBST10" } };
    expect(readOrderConfirmation(state)?.discount).toEqual({ amount: 2.49, code: "HERBST10" });
    expect(readOrderConfirmation({ orderNumber: "TK-1", discount: { amount: "2" } })?.discount).toBeUndefined();
    expect(
      readOrderConfirmation({ orderNumber: "TK-1", discount: { amount: 0, code: "X" } })?.discount,
    ).toBeUndefined();
  });

  it("shows N/A for a missing total rather than guessing", () => {
    expect(readOrderConfirmation({ orderNumber: "TK-1", total: "12" })?.total).toBeNull();
  });
});
