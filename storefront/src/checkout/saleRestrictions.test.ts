import { describe, expect, it } from "vitest";
import { isDeliveredTo, linesNotDelivered, needsAgeConfirmation } from "./saleRestrictions.ts";

const lines = [
  { slug: "chlamydia-rapid-test", name: "Chlamydia test", blockedCountries: ["DE"], adultsOnly: false },
  { slug: "drug-tests", name: "Drug test", blockedCountries: [], adultsOnly: true },
];

describe("sale restrictions in the browser", () => {
  it("names the lines not delivered to the chosen country, with their slugs to remove them, and none before a country is chosen", () => {
    expect(linesNotDelivered(lines, "DE")).toEqual([{ slug: "chlamydia-rapid-test", name: "Chlamydia test" }]);
    expect(linesNotDelivered(lines, "AT")).toEqual([]);
    expect(linesNotDelivered(lines, "")).toEqual([]);
  });

  it("tells whether a product goes to a country, and lets everything go while none is known", () => {
    expect(isDeliveredTo(lines[0], "DE")).toBe(false);
    expect(isDeliveredTo(lines[0], "BG")).toBe(true);
    expect(isDeliveredTo(lines[0], null)).toBe(true);
  });

  it("asks for the age only when a line is adults-only", () => {
    expect(needsAgeConfirmation(lines)).toBe(true);
    expect(needsAgeConfirmation(lines.slice(0, 1))).toBe(false);
  });
});
