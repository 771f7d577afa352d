import { describe, expect, it } from "vitest";
import { localePath, resolveLanguagePrefix, switchLanguagePath } from "./languagePath.ts";

describe("resolveLanguagePrefix", () => {
  it("redirects the root to the current language", () => {
    expect(resolveLanguagePrefix("/", "de")).toEqual({ kind: "redirect", to: "/de" });
  });

  it("accepts a supported prefix", () => {
    expect(resolveLanguagePrefix("/bg/shop", "en")).toEqual({ kind: "ok", language: "bg" });
  });

  it("inserts the current language when the prefix is missing", () => {
    expect(resolveLanguagePrefix("/shop", "de")).toEqual({ kind: "redirect", to: "/de/shop" });
    expect(resolveLanguagePrefix("/search", "bg")).toEqual({ kind: "redirect", to: "/bg/search" });
    expect(resolveLanguagePrefix("/product/drug-tests", "bg")).toEqual({
      kind: "redirect",
      to: "/bg/product/drug-tests",
    });
  });

  it("trims a region suffix", () => {
    expect(resolveLanguagePrefix("/de-AT/shop", "en")).toEqual({ kind: "redirect", to: "/de/shop" });
    expect(resolveLanguagePrefix("/EN", "de")).toEqual({ kind: "redirect", to: "/en" });
  });

  it("sends an unsupported prefix to English", () => {
    expect(resolveLanguagePrefix("/fr", "de")).toEqual({ kind: "redirect", to: "/en" });
    expect(resolveLanguagePrefix("/fr/shop", "de")).toEqual({ kind: "redirect", to: "/en/shop" });
  });

  it("leaves other paths to the not-found page", () => {
    expect(resolveLanguagePrefix("/no-such-page", "en")).toEqual({ kind: "notFound" });
  });
});

describe("switchLanguagePath", () => {
  it("replaces the language segment", () => {
    expect(switchLanguagePath("/en/product/drug-tests", "bg")).toBe("/bg/product/drug-tests");
    expect(switchLanguagePath("/de", "en")).toBe("/en");
  });

  it("inserts the segment when missing", () => {
    expect(switchLanguagePath("/admin-login", "de")).toBe("/de/admin-login");
    expect(switchLanguagePath("/", "de")).toBe("/de");
  });
});

describe("localePath", () => {
  it("prefixes paths and anchors", () => {
    expect(localePath("de", "/shop")).toBe("/de/shop");
    expect(localePath("de", "/")).toBe("/de");
    expect(localePath("bg", "#how-it-works-anchor")).toBe("/bg#how-it-works-anchor");
  });
});
