import { describe, expect, it } from "vitest";
import { linesNotDelivered, needsAgeConfirmation } from "./saleRestrictions.ts";

const lines = [
  { name: "Chlamydia test", blockedCountries: ["DE"], adultsOnly: false },
  { name: "Drug test", blockedCountries: [], adultsOnly: true },
];

describe("sale restrictions in the browser", () => {
  it("names the lines not delivered to the chosen country, and none before a country is chosen", () => {
    expect(linesNotDelivered(lines, "DE")).toEqual(["Chlamydia test"]);
    expect(linesNotDelivered(lines, "AT")).toEqual([]);
    expect(linesNotDelivered(lines, "")).toEqual([]);
  });

  it("asks for the age only when a line is adults-only", () => {
    expect(needsAgeConfirmation(lines)).toBe(true);
    expect(needsAgeConfirmation(lines.slice(0, 1))).toBe(false);
  });
});
