import { describe, expect, it } from "vitest";
import { quoteKeyLines, quoteMatchesCart } from "./cartQuote.ts";

describe("quoteKeyLines", () => {
  it("describes each line by slug and quantity only", () => {
    expect(
      quoteKeyLines([
        { slug: "drug-tests", name: "Drug", price: 1, quantity: 2, image: null },
        { slug: "vitamin-d-test", name: "D", price: 3, quantity: 1, image: "/x.webp" },
      ]),
    ).toBe("drug-tests:2,vitamin-d-test:1");
  });
});

describe("quoteMatchesCart", () => {
  const line = {
    slug: "a",
    name: "A",
    unitPrice: 5,
    quantity: 2,
    lineTotal: 10,
    available: true,
    availableQuantity: 2,
    thumbnailUrl: null,
    discount: 0,
    adultsOnly: false,
    blockedCountries: [],
  };
  const quote = {
    items: [line],
    subtotal: 10,
    discount: 0,
    discountCode: null,
    shipping: 0,
    vat: 0,
    total: 10,
    currency: "EUR" as const,
    delivery: null,
  };

  it("accepts a quote of exactly this cart", () => {
    expect(quoteMatchesCart(quote, [{ slug: "a", name: "A", price: 5, quantity: 2, image: null }])).toBe(true);
  });

  it("rejects a quote of an older cart", () => {
    expect(quoteMatchesCart(quote, [{ slug: "a", name: "A", price: 5, quantity: 3, image: null }])).toBe(false);
    expect(quoteMatchesCart(quote, [])).toBe(false);
  });
});
