import { describe, expect, it } from "vitest";
import { shopEvent, trackedItem } from "./analytics.ts";

const line = { slug: "stistd-tests", name: "STI/STD test (5 infections)", price: 99, quantity: 2 };
/** The id the API gives a product when the operator turned ids on: a keyed hash (api/src/catalog/analytics-ids.ts). */
const keyed = { ...line, analyticsId: "p0f3c5e1a9b27d4c86e10" };

describe("shop events", () => {
  it("name no product by default: price and quantity, no id, nothing else", () => {
    const item = trackedItem(line, false);
    expect(item).toEqual({ price: 99, quantity: 2 });
    expect(JSON.stringify(item)).not.toMatch(/sti|test|Products|item_id/i);
  });

  it("carry the product's id only as the API gave it, never one made here from the slug", () => {
    expect(trackedItem(keyed, false)).toEqual({ item_id: "p0f3c5e1a9b27d4c86e10", price: 99, quantity: 2 });
  });

  it("carry the product's name and category when the operator turns product details on, the id still the keyed one", () => {
    expect(trackedItem(keyed, true)).toEqual({
      item_id: "p0f3c5e1a9b27d4c86e10",
      item_name: "STI/STD test (5 infections)",
      price: 99,
      quantity: 2,
      item_category: "Products",
    });
    expect(trackedItem(line, true)).not.toHaveProperty("item_id");
  });

  it("adds currency and value", () => {
    const event = shopEvent([trackedItem({ name: "A", price: 10.1, quantity: 3 }, false)], {
      checkout_step: 2,
    });
    expect(event.currency).toBe("EUR");
    expect(event.value).toBe(30.3);
    expect(event.checkout_step).toBe(2);
  });
});
