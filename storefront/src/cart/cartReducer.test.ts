import { describe, expect, it } from "vitest";
import { addableUnits, cartQuantity, cartReducer, parseCart, shownStock, type CartItem } from "./cartReducer.ts";

const kit: CartItem = { slug: "drug-tests", name: "Drug test", price: 19.9, quantity: 1, image: null };
const other: CartItem = { slug: "vitamin-d-test", name: "Vitamin D", price: 24, quantity: 2, image: "/uploads/v.webp" };

describe("cartReducer", () => {
  it("appends a new item", () => {
    expect(cartReducer([], { type: "add", item: kit })).toEqual([kit]);
  });

  it("adds to the quantity of an item already in the cart", () => {
    const cart = cartReducer([kit, other], { type: "add", item: { ...kit, quantity: 3 } });
    expect(cart).toEqual([{ ...kit, quantity: 4 }, other]);
  });

  it("removes by slug", () => {
    expect(cartReducer([kit, other], { type: "remove", slug: "drug-tests" })).toEqual([other]);
  });

  it("sets the quantity to the new value", () => {
    expect(cartReducer([kit], { type: "updateQuantity", slug: "drug-tests", quantity: 5 })).toEqual([
      { ...kit, quantity: 5 },
    ]);
  });

  it("keeps quantities within what an order accepts", () => {
    expect(cartReducer([kit], { type: "updateQuantity", slug: "drug-tests", quantity: 0 })[0].quantity).toBe(1);
    expect(cartReducer([kit], { type: "updateQuantity", slug: "drug-tests", quantity: 500 })[0].quantity).toBe(99);
  });

  it("clears", () => {
    expect(cartReducer([kit, other], { type: "clear" })).toEqual([]);
  });

  it("takes the server's prices and keeps the same array when nothing changed", () => {
    const cart = [kit, other];
    expect(cartReducer(cart, { type: "refresh", prices: { "drug-tests": { name: "Drug test", price: 19.9 } } })).toBe(
      cart,
    );
    const refreshed = cartReducer(cart, {
      type: "refresh",
      prices: { "drug-tests": { name: "Drug test", price: 17.5 } },
    });
    expect(refreshed[0].price).toBe(17.5);
  });
});

describe("cart helpers", () => {
  it("counts the total quantity", () => {
    expect(cartQuantity([kit, other])).toBe(3);
  });

  it("drops malformed stored entries", () => {
    expect(parseCart('[{"slug":"x"},{"slug":"a","name":"A","price":2,"quantity":"2"}]')).toEqual([
      { slug: "a", name: "A", price: 2, quantity: 2, image: null },
    ]);
    // A line keeps the keyed analytics id its page had (only with the operator's ANALYTICS_PRODUCT_IDS).
    expect(parseCart('[{"slug":"a","name":"A","price":2,"quantity":1,"analyticsId":"p0123"}]')).toEqual([
      { slug: "a", name: "A", price: 2, quantity: 1, image: null, analyticsId: "p0123" },
    ]);
    expect(parseCart("not json")).toEqual([]);
  });
});

describe("addableUnits", () => {
  it("adds what is asked for while the stock lasts, what is left after that, and never below nothing", () => {
    expect(addableUnits(2, 10, 0)).toBe(2);
    expect(addableUnits(3, 2, 0)).toBe(2);
    expect(addableUnits(1, 2, 2)).toBe(0);
    expect(addableUnits(2, 3, 2)).toBe(1);
    expect(addableUnits(1, 0, 3)).toBe(0);
  });
});

describe("shownStock", () => {
  it("counts on the units left when few are, none when sold out, else a full line: never an exact figure it is not told", () => {
    expect(shownStock({ inStock: true, lowStock: 3 })).toBe(3);
    expect(shownStock({ inStock: false, lowStock: null })).toBe(0);
    expect(shownStock({ inStock: true, lowStock: null })).toBe(99);
  });
});
