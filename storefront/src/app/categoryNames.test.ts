// The footer and the home page's featured buttons name the shop's categories as the catalog does
// (the shop's filter and category pages print the catalog's names): the translation files must
// not tell a shopper two names for one category.
import { describe, expect, it } from "vitest";
import { SEED_CATEGORIES } from "@shop/demo-catalog";
import { LANGUAGES } from "@shop/shared";
import bg from "../../public/locales/bg/translation.json";
import de from "../../public/locales/de/translation.json";
import en from "../../public/locales/en/translation.json";
import { FEATURED } from "../home/FeaturedTests.tsx";
import { CATEGORY_LINKS } from "./Footer.tsx";

const TEXTS = { en, de, bg };
const catalogName = (slug: string) => SEED_CATEGORIES.find((category) => category.slug === slug)!.name;

describe("the footer's category links", () => {
  it("link every category of the catalog, by its slug", () => {
    expect(CATEGORY_LINKS.map((link) => link.slug).sort()).toEqual(SEED_CATEGORIES.map((c) => c.slug).sort());
  });

  it.each(LANGUAGES)("name each category in %s exactly as the catalog does", (language) => {
    for (const link of CATEGORY_LINKS) {
      expect(TEXTS[language].footer.categories[link.key], link.slug).toBe(catalogName(link.slug)[language]);
    }
  });
});

describe("the home page's featured buttons", () => {
  it.each(LANGUAGES)("name each category in %s exactly as the catalog does", (language) => {
    for (const item of FEATURED) {
      expect(TEXTS[language].home.featured[item.key], item.slug).toBe(catalogName(item.slug)[language]);
    }
  });
});
