import { describe, expect, it, vi } from "vitest";
import { TranslationLoadError, Translator, type TranslationTree } from "./translator.ts";

const english: TranslationTree = {
  header: {
    cartLabel_one: "Cart, {count} item",
    cartLabel_other: "Cart, {count} items",
    greeting: "Hello {name}",
  },
  pages: {
    delivery: { sections: [{ title: "Shipping" }] },
    contact: { sections: [{ title: "Write to {email}", items: ["E-mail: {email}", "Phone: {phone}"] }] },
  },
};

function translator(fetchTranslations: (language: string) => Promise<TranslationTree>) {
  // The shop retries 5 times from 350 ms; 1 ms runs the same logic quickly.
  return new Translator({ maxRetries: 5, retryTimeout: 1, fetchTranslations });
}

describe("Translator", () => {
  it("translates dotted keys with interpolation, plurals and returnObjects; unknown keys show the key", async () => {
    const i18n = translator(async () => english);
    await i18n.changeLanguage("en");
    expect(i18n.t("header.greeting", { name: "Ana" })).toBe("Hello Ana");
    expect(i18n.t("header.cartLabel", { count: 1 })).toBe("Cart, 1 item");
    expect(i18n.t("header.cartLabel", { count: 3 })).toBe("Cart, 3 items");
    expect(i18n.t("pages.delivery.sections", { returnObjects: true })).toEqual([{ title: "Shipping" }]);
    expect(i18n.t("pages.delivery")).toBe("pages.delivery");
    // A list's texts are filled in too; a placeholder without a value stays as written.
    expect(i18n.t("pages.contact.sections", { returnObjects: true, email: "care@shop.example" })).toEqual([
      { title: "Write to care@shop.example", items: ["E-mail: care@shop.example", "Phone: {phone}"] },
    ]);
    expect(i18n.t("header.missing")).toBe("header.missing");
  });

  it("switches language only after the new texts loaded, and tells its listeners", async () => {
    const i18n = translator(async (language) => ({ word: language === "de" ? "Wort" : "word" }));
    await i18n.changeLanguage("en");
    const listener = vi.fn();
    i18n.on("languageChanged", listener);
    const switching = i18n.changeLanguage("de");
    expect(i18n.language).toBe("en");
    await switching;
    expect(i18n.language).toBe("de");
    expect(i18n.t("word")).toBe("Wort");
    expect(listener).toHaveBeenCalledWith("de");
  });

  it("retries network errors and 5xx answers, then succeeds", async () => {
    const fetchTranslations = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new TranslationLoadError("/locales/bg/translation.json", 503))
      .mockResolvedValueOnce({ word: "дума" });
    const i18n = translator(fetchTranslations);
    await i18n.changeLanguage("bg");
    expect(fetchTranslations).toHaveBeenCalledTimes(3);
    expect(i18n.t("word")).toBe("дума");
  });

  it("gives up after 5 retries with doubling waits, and a 404 at once; the page then shows keys", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = vi.fn(async () => Promise.reject(new TranslationLoadError("/x", 502)));
    const i18n = translator(failing);
    const started = Date.now();
    await i18n.changeLanguage("de");
    expect(failing).toHaveBeenCalledTimes(6);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1 + 2 + 4 + 8 + 16);
    expect(i18n.isLoaded("de")).toBe(true);
    expect(i18n.t("word")).toBe("word");

    const missing = vi.fn(async () => Promise.reject(new TranslationLoadError("/x", 404)));
    await translator(missing).changeLanguage("en");
    expect(missing).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
