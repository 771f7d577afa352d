// The footer names the shop's categories as the catalog does, and its translation files name them
// only until the catalog answers: the two must not tell a shopper two names for one category.
import { describe, expect, it } from "vitest";
import { SEED_CATEGORIES } from "@shop/demo-catalog";
import { LANGUAGES } from "@shop/shared";
import bg from "../../public/locales/bg/translation.json";
import de from "../../public/locales/de/translation.json";
import en from "../../public/locales/en/translation.json";
import { CATEGORY_LINKS } from "./Footer.tsx";

const TEXTS = { en, de, bg };

describe("the footer's category links", () => {
  it("link every category of the catalog to the kit with its slug", () => {
    expect(CATEGORY_LINKS.map((link) => link.slug).sort()).toEqual(SEED_CATEGORIES.map((c) => c.slug).sort());
  });

  it.each(LANGUAGES)("name each category in %s exactly as the catalog does", (language) => {
    for (const link of CATEGORY_LINKS) {
      const category = SEED_CATEGORIES.find((entry) => entry.slug === link.slug)!;
      expect(TEXTS[language].footer.categories[link.key], link.slug).toBe(category.name[language]);
    }
  });
});
