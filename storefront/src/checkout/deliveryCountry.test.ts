import { describe, expect, it } from "vitest";
import { deliveryCountryOf } from "./deliveryCountry.ts";

describe("the delivery country", () => {
  it("is the one the shopper chose, else the page language's own country, else unknown in English", () => {
    expect(deliveryCountryOf("AT", "de")).toBe("AT");
    expect(deliveryCountryOf("", "de")).toBe("DE");
    expect(deliveryCountryOf("", "bg")).toBe("BG");
    expect(deliveryCountryOf("", "en")).toBeNull();
    expect(deliveryCountryOf("FR", "en")).toBe("FR");
    // Stored by hand or from an older shop: not an EU country, so not a choice.
    expect(deliveryCountryOf("CH", "de")).toBe("DE");
  });
});
