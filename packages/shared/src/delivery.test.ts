import { describe, expect, it } from "vitest";
import { DELIVERY_DAYS, deliveryDays, EU_DELIVERY_DAYS } from "./delivery.ts";
import { EU_COUNTRIES } from "./eu.ts";

describe("deliveryDays", () => {
  it("knows every EU country, Germany fastest", () => {
    expect(Object.keys(DELIVERY_DAYS).sort()).toEqual([...EU_COUNTRIES].sort());
    expect(deliveryDays("DE")).toEqual({ min: 1, max: 3 });
    expect(deliveryDays("AT")).toEqual({ min: 2, max: 4 });
    expect(deliveryDays("BG")).toEqual({ min: 3, max: 7 });
  });

  it("answers the EU's range for a country not known", () => {
    expect(EU_DELIVERY_DAYS).toEqual({ min: 1, max: 7 });
    for (const country of ["", null, undefined, "CH"]) expect(deliveryDays(country)).toEqual(EU_DELIVERY_DAYS);
  });
});
