import { describe, expect, it } from "vitest";
import { memoryStorage } from "@shop/admin-client/testing";
import { prefersDark, storeLanguage, storedLanguage } from "./consolePreferences.ts";

describe("console preferences", () => {
  it("reads and writes the language where react-admin's store keeps it", () => {
    const storage = memoryStorage();
    expect(storedLanguage(storage)).toBe("en");
    storeLanguage(storage, "bg");
    expect(storage.items.get("RaStore.locale")).toBe('"bg"');
    expect(storedLanguage(storage)).toBe("bg");
  });

  it("falls back to English for an unknown or unreadable value", () => {
    expect(storedLanguage(memoryStorage({ "RaStore.locale": '"fr"' }))).toBe("en");
    expect(storedLanguage(memoryStorage({ "RaStore.locale": "{broken" }))).toBe("en");
  });

  it("follows the console's theme choice, else the system's", () => {
    expect(prefersDark(memoryStorage({ "RaStore.theme": '"dark"' }), false)).toBe(true);
    expect(prefersDark(memoryStorage({ "RaStore.theme": '"light"' }), true)).toBe(false);
    expect(prefersDark(memoryStorage(), true)).toBe(true);
    expect(prefersDark(memoryStorage(), false)).toBe(false);
  });
});
