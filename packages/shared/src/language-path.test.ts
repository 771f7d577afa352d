import { describe, expect, it } from "vitest";
import { acceptedLanguages, preferredLanguage } from "./language-path.ts";

describe("the server's choice of language for a path without one", () => {
  it("reads Accept-Language by quality, then by order, leaving out q=0 and empty entries", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "de", "en", "*"]);
    expect(acceptedLanguages("en;q=0.2, bg")).toEqual(["bg", "en"]);
    expect(acceptedLanguages("de;q=0, en")).toEqual(["en"]);
    expect(acceptedLanguages(" , ;q=1")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("prefers the stored choice, then the first supported browser language, then English", () => {
    expect(preferredLanguage("bg", "de-DE,de;q=0.9")).toBe("bg");
    expect(preferredLanguage(null, "fr-FR,fr;q=0.9,de-AT;q=0.8,en;q=0.5")).toBe("de");
    expect(preferredLanguage(undefined, "fr, it")).toBe("en");
    expect(preferredLanguage(undefined, undefined)).toBe("en");
  });

  it("ignores a cookie that is not a supported language tag", () => {
    expect(preferredLanguage("<script>", "bg")).toBe("bg");
    expect(preferredLanguage("fr", "de")).toBe("de");
  });
});
