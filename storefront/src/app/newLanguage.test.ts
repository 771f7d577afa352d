// What docs/adding-a-language.md promises for the storefront, shown with a throw-away language:
// French, given only its entry in languages.ts and a translation file (made in memory here) is a
// language path the router serves, an entry of the language menu with its name and flag, the
// page's locale and hreflang links, and prices and country names in its own format.
import { formatPrice, LANGUAGES, resolveLanguagePrefix } from "@shop/shared";
import { countryOptions } from "@shop/shared/countries";
import { FR, frenchTextsOf } from "@shop/shared/testing/extra-language";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Translator, type TranslationTree } from "../i18n/translator.ts";
import { TranslatorProvider } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { codeFor } from "./routes.tsx";
import { SiteContext } from "./site.ts";

vi.mock("@shop/shared/languages", async (original) =>
  (await import("@shop/shared/testing/extra-language")).withFrench(original),
);

const english = JSON.parse(
  readFileSync(join(__dirname, "../../public/locales/en/translation.json"), "utf8"),
) as TranslationTree;

/** A page's markup as the server renders it, at `path`, in `language`. */
function render(path: string, language: string, element: ReactNode): string {
  const translator = new Translator({ maxRetries: 0, retryTimeout: 0 });
  translator.addResources("en", english);
  translator.addResources("fr", frenchTextsOf(english));
  translator.language = language;
  const site = { origin: "https://shop.example", year: 2026, analyticsProductDetails: false };
  return renderToString(
    createElement(
      StaticRouter,
      { location: path },
      createElement(
        SiteContext.Provider,
        { value: site },
        createElement(TranslatorProvider, { translator, children: element }),
      ),
    ),
  );
}

describe("a language added to languages.ts", () => {
  it("is a language path of the router, and its regional and other prefixes lead to it", () => {
    expect(LANGUAGES).toContain("fr");
    expect(resolveLanguagePrefix("/fr/shop", "en")).toEqual({ kind: "ok", language: "fr" });
    expect(resolveLanguagePrefix("/fr-CA/shop", "en")).toEqual({ kind: "redirect", to: "/fr/shop" });
    expect(codeFor("/fr/product/drug-tests")).toEqual(codeFor("/de/product/drug-tests"));
    // A prefix that is no language of the shop renders the not-found page.
    expect(codeFor("/it/product/drug-tests")).not.toEqual(codeFor("/de/product/drug-tests"));
  });

  it("is in the language menu, named in itself, with its flag", () => {
    const html = render("/en/shop", "en", createElement(LanguageMenu));
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Français");
    expect(html).toContain('fill="#002654"');
  });

  it("gives its pages their locale and hreflang links", () => {
    const html = render("/fr/shop", "fr", createElement(PageMeta, { page: "shop" }));
    expect(html).toContain('content="fr_FR"');
    expect(html).toContain('hrefLang="fr" href="https://shop.example/fr/shop"');
    expect(html).toContain('rel="canonical" href="https://shop.example/fr/shop"');
    expect(html).toContain(`[fr] ${(english.meta as Record<string, { title: string }>).shop.title}`);
  });

  it("writes prices and country names in its own format", () => {
    expect(formatPrice(123456, FR)).toBe("1\u202f234,56\u00a0€");
    expect(formatPrice(2500, FR)).toBe("25\u00a0€");
    expect(countryOptions(FR).find((country) => country.code === "DE")?.name).toBe("Allemagne");
  });
});
