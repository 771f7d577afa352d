// What docs/adding-a-language.md promises for the console, shown with a throw-away language:
// French, given only its entry in languages.ts and its message folder (made in memory here), is in
// the language menus, loads its messages, names every language in its words and is named in every
// other one, and is a language of the lists and of the product form's schema.
import { LANGUAGES } from "@shop/shared";
import { adminCategorySchema } from "@shop/shared/schemas";
import { FR, frenchTextsOf } from "@shop/shared/testing/extra-language";
import { describe, expect, it, vi } from "vitest";
import { languageChoices } from "../newsletter-subscribers/subscriberChoices.ts";
import { LANGUAGE_NAMES, loadMessages } from "./catalog.ts";
import { translatorOf } from "./testTranslators.ts";

vi.mock("@shop/shared/languages", async (original) =>
  (await import("@shop/shared/testing/extra-language")).withFrench(original),
);
vi.mock(import("./files.ts"), async (original) => {
  const real = await original();
  const { default: english } = await import("./en/index.ts");
  const { frenchTextsOf: french } = await import("@shop/shared/testing/extra-language");
  return { MESSAGE_FILES: { ...real.MESSAGE_FILES, "./fr/index.ts": () => Promise.resolve(french(english)) } };
});

describe("a language added to languages.ts", () => {
  it("is in the language menus, named in itself", () => {
    expect(LANGUAGES).toContain("fr");
    expect(LANGUAGE_NAMES).toContainEqual({ locale: "fr", name: "Français" });
  });

  it("loads its messages and names the languages in its words, and is named in every other", async () => {
    const french = await translatorOf(FR);
    expect(french("ra.action.save")).toBe(frenchTextsOf("Save"));
    expect(french("app.languages.de")).toBe("Allemand");
    expect(french("ra.navigation.page_range_info", { offsetBegin: 1, offsetEnd: 10, total: 45 })).toBe(
      "[fr] 1-10 of 45",
    );
    const german = await translatorOf("de");
    expect(german("app.languages.fr")).toBe("Französisch");
    expect(((await loadMessages("en")).app as { languages: Record<string, string> }).languages.fr).toBe("French");
  });

  it("is a language of the console's lists and of what its forms save", () => {
    expect(languageChoices).toContainEqual({ id: "fr", name: "app.languages.fr" });
    const names = { en: { name: "Tests" }, de: { name: "Tests" }, bg: { name: "Тестове" } };
    expect(adminCategorySchema.safeParse({ slug: "tests", translations: names }).success).toBe(false);
    const withFrench = { ...names, fr: { name: "Tests" } };
    expect(adminCategorySchema.safeParse({ slug: "tests", translations: withFrench }).success).toBe(true);
  });
});
