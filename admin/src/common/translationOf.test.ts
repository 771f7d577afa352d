import { describe, expect, it } from "vitest";
import { translationOf } from "./translationOf.ts";

const translations = {
  en: { name: "Drug test", description: "<p>Fast</p>" },
  de: { name: "Drogentest", description: "" },
  bg: { name: "", description: "" },
};

describe("translationOf", () => {
  it("picks the language's texts", () => {
    expect(translationOf(translations, "de").name).toBe("Drogentest");
  });

  it("falls back to English for each empty field", () => {
    expect(translationOf(translations, "de").description).toBe("<p>Fast</p>");
    expect(translationOf(translations, "bg")).toEqual(translations.en);
  });

  it("copes with a record still loading", () => {
    expect(translationOf(undefined, "en")).toEqual({});
  });
});
