import { describe, expect, it } from "vitest";
import { detectLanguage, isLanguageTag, supportedLanguage } from "./detectLanguage.ts";

const none = { pathname: "/", stored: null, browser: [], htmlLang: null };

describe("detectLanguage", () => {
  it("lets the URL prefix win over everything else", () => {
    expect(detectLanguage({ ...none, pathname: "/bg/shop", stored: "de", browser: ["en-GB"] })).toBe("bg");
  });

  it("trims a region suffix in the prefix", () => {
    expect(detectLanguage({ ...none, pathname: "/de-AT/shop" })).toBe("de");
  });

  it("uses the stored preference, then the browser, then <html lang>", () => {
    expect(detectLanguage({ ...none, stored: "de", browser: ["bg"] })).toBe("de");
    expect(detectLanguage({ ...none, browser: ["fr-FR", "bg-BG"] })).toBe("bg");
    expect(detectLanguage({ ...none, htmlLang: "de" })).toBe("de");
  });

  it("falls back to English", () => {
    expect(detectLanguage({ ...none, browser: ["fr", "it"] })).toBe("en");
  });

  it("ignores values that look like script injection", () => {
    expect(detectLanguage({ ...none, stored: "<script>alert(1)</script>", browser: ["de"] })).toBe("de");
    expect(detectLanguage({ ...none, stored: 'de"><img src=x onerror=alert(1)>' })).toBe("en");
  });
});

describe("language tags", () => {
  it("accepts well-formed tags only", () => {
    expect(isLanguageTag("de-AT")).toBe(true);
    expect(isLanguageTag("zh_Hant_TW")).toBe(true);
    expect(isLanguageTag("javascript:alert(1)")).toBe(false);
    expect(isLanguageTag("")).toBe(false);
  });

  it("maps only supported base languages", () => {
    expect(supportedLanguage("BG")).toBe("bg");
    expect(supportedLanguage("fr")).toBeNull();
    expect(supportedLanguage("shop")).toBeNull();
  });
});
