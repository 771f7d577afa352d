import { describe, expect, it } from "vitest";
import { shopVisibilityWarnings } from "./shopVisibility.ts";

describe("shopVisibilityWarnings", () => {
  it("has nothing to say about a product on sale with stock", () => {
    expect(shopVisibilityWarnings({ active: true, stock: 10 })).toEqual([]);
  });

  it("warns that a product not on sale is hidden from the shop, whatever its stock", () => {
    expect(shopVisibilityWarnings({ active: false, stock: 10 })).toEqual(["not_on_sale"]);
    expect(shopVisibilityWarnings({ active: false, stock: 0 })).toEqual(["not_on_sale"]);
    expect(shopVisibilityWarnings({ stock: 3 })).toEqual(["not_on_sale"]);
  });

  it("warns that a product on sale without stock cannot be ordered", () => {
    expect(shopVisibilityWarnings({ active: true, stock: 0 })).toEqual(["sold_out"]);
  });
});
