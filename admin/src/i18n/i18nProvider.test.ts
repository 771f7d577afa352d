import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider, onMissingKey } from "./i18nProvider.ts";

afterEach(() => vi.restoreAllMocks());

describe("missing translations", () => {
  it("shows a missing message key as itself and warns once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(i18nProvider.translate("resources.products.fields.no_such_field")).toBe(
      "resources.products.fields.no_such_field",
    );
    i18nProvider.translate("resources.products.fields.no_such_field");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Missing translation for key: "resources.products.fields.no_such_field"');
  });

  it("passes the API's free-text messages through without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(onMissingKey("Price must be at least 0.")).toBe("Price must be at least 0.");
    expect(i18nProvider.translate("ra.action.save")).toBe("Save");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("placeholders", () => {
  it("fills the shop's {name} in react-admin's own messages and the shop's, in every language", async () => {
    const values = { offsetBegin: 1, offsetEnd: 10, total: 45 };
    expect(i18nProvider.translate("ra.navigation.page_range_info", values)).toBe("1-10 of 45");
    await i18nProvider.changeLocale("de");
    expect(i18nProvider.translate("ra.navigation.page_range_info", values)).toMatch(/^1[-–]10 von 45$/);
    expect(i18nProvider.translate("app.languages.bg")).toBe("Bulgarisch");
    await i18nProvider.changeLocale("en");
  });
});
