import { describe, expect, it } from "vitest";
import { shopEvent, trackedItem } from "./analytics.ts";

describe("shop events", () => {
  it("describes a cart line with the tracked item's fields", () => {
    expect(trackedItem({ slug: "drug-tests", name: "Drug test", price: 19.9, quantity: 2 })).toEqual({
      item_id: "drug-tests",
      item_name: "Drug test",
      price: 19.9,
      quantity: 2,
      item_category: "Products",
    });
  });

  it("adds currency and value", () => {
    const event = shopEvent([trackedItem({ slug: "a", name: "A", price: 10.1, quantity: 3 })], { checkout_step: 2 });
    expect(event.currency).toBe("EUR");
    expect(event.value).toBe(30.3);
    expect(event.checkout_step).toBe(2);
  });
});
