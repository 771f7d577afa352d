import { describe, expect, it } from "vitest";
import { translationOf } from "./translationOf.ts";

const translations = {
  en: { name: "Drug test", description: "<p>Fast</p>", highlights: ["Result in 5 minutes"] },
  de: { name: "Drogentest", description: "", highlights: [] },
  bg: { name: "", description: "", highlights: [] },
};

describe("translationOf", () => {
  it("picks the language's texts", () => {
    expect(translationOf(translations, "de").name).toBe("Drogentest");
  });

  it("falls back to English for each empty field", () => {
    expect(translationOf(translations, "de").description).toBe("<p>Fast</p>");
    expect(translationOf(translations, "de").highlights).toEqual(["Result in 5 minutes"]);
    expect(translationOf(translations, "bg")).toEqual(translations.en);
  });

  it("copes with a record still loading", () => {
    expect(translationOf(undefined, "en")).toEqual({});
  });
});
