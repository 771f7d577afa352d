import { describe, expect, it } from "vitest";
import { opaqueProductId, shopEvent, trackedItem } from "./analytics.ts";

const line = { slug: "stistd-tests", name: "STI/STD test (5 infections)", price: 99, quantity: 2 };

describe("shop events", () => {
  it("name no product by default: an opaque id, price and quantity, nothing else", () => {
    const item = trackedItem(line, false);
    expect(item).toEqual({ item_id: opaqueProductId("stistd-tests"), price: 99, quantity: 2 });
    expect(JSON.stringify(item)).not.toMatch(/sti|test|Products/i);
  });

  it("give each product one stable id that is not its slug", () => {
    expect(opaqueProductId("stistd-tests")).toBe(opaqueProductId("stistd-tests"));
    expect(opaqueProductId("stistd-tests")).not.toBe(opaqueProductId("drug-tests"));
    expect(opaqueProductId("drug-tests")).toMatch(/^p[0-9a-f]{8}$/);
    // FNV-1a of the UTF-8 bytes: the same id on every browser and on the server.
    expect(opaqueProductId("")).toBe("p811c9dc5");
    expect(opaqueProductId("a")).toBe("pe40c292c");
  });

  it("carry the product's name, category and slug when the operator turns product details on", () => {
    expect(trackedItem(line, true)).toEqual({
      item_id: "stistd-tests",
      item_name: "STI/STD test (5 infections)",
      price: 99,
      quantity: 2,
      item_category: "Products",
    });
  });

  it("adds currency and value", () => {
    const event = shopEvent([trackedItem({ slug: "a", name: "A", price: 10.1, quantity: 3 }, false)], {
      checkout_step: 2,
    });
    expect(event.currency).toBe("EUR");
    expect(event.value).toBe(30.3);
    expect(event.checkout_step).toBe(2);
  });
});
