// Journey: a shopper follows one of the footer's shop categories and lands on that category's page
// (its products under its name), never on a single product, in every language.
import { expect, it } from "vitest";
import { SEED_CATEGORIES } from "@shop/demo-catalog";
import { journeyBrowser, mainHeading, pathOf, shopUrl, visitor } from "./support.ts";

const journey = journeyBrowser();

const LANGUAGES = ["en", "de", "bg"] as const;

it.each(LANGUAGES)("links each of the footer's shop categories to its category page in %s", async (language) => {
  const page = await visitor(journey.browser);
  await page.goto(`/${language}`);
  const footer = page.getByRole("contentinfo");

  // The footer names every category of the catalog (src/app/categoryNames.test.ts).
  for (const { slug, name: names } of SEED_CATEGORIES) {
    const name = names[language];
    const link = footer.getByRole("link", { name, exact: true });
    const href = `/${language}/category/${slug}`;
    expect(await link.getAttribute("href")).toBe(href);
    // The server knows the category: the page is found, not a 404.
    expect((await fetch(shopUrl() + href)).status, href).toBe(200);
  }

  const vitaminD = SEED_CATEGORIES.find((category) => category.slug === "vitamin-d-test")!;
  await footer.getByRole("link", { name: vitaminD.name[language], exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe(`/${language}/category/vitamin-d-test`);
  await mainHeading(page, vitaminD.name[language]);
});
