// How the storefront shows API prices: euros from the API → cents → the shared formatter.
import { formatPrice, toCents } from "@shop/shared";
import { describe, expect, it } from "vitest";

const show = (euros: number, language: "en" | "de" | "bg") =>
  formatPrice(toCents(euros), language).replace(/\u00a0|\u202f/g, " ");

describe("price display", () => {
  it("drops decimals for whole euros", () => {
    expect(show(29, "en")).toBe("€29");
    expect(show(29, "de")).toBe("29 €");
  });

  it("shows two decimals otherwise, without float noise", () => {
    expect(show(29.9, "en")).toBe("€29.90");
    expect(show(0.1 + 0.2, "de")).toBe("0,30 €");
    expect(show(19.99, "bg")).toMatch(/^19,99 €$/);
  });
});
