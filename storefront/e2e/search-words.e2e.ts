// Journey: shoppers search with the words they use. On a desktop in English "std test", "std" and
// "HIV" list the STI/STD tests first; on a 390 px phone in German "STI" and
// "Geschlechtskrankheiten", in Bulgarian "ХИВ" and "HIV" do the same, searching again from the
// page's own field. The page says how many kits it found (one and many, in each language's
// plurals), and when nothing matches it offers the shop's categories, in the server's HTML too.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { languageCountry, type CategoryRef, type ProductListItem } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { apiJson, en, expectAccessible, journeyBrowser, mainHeading, pathOf, shopUrl, visitor } from "./support.ts";

const journey = journeyBrowser();

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 900 } };
const TEXTS = { en, de, bg } as const;
type Language = keyof typeof TEXTS;

const shownNames = (page: Page) => page.locator("main article h2").allInnerTexts();
const status = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ }).last();
const quote = (template: string, query: string) => template.replace("{query}", query);
const countText = (language: Language, count: number) =>
  TEXTS[language].search[count === 1 ? "count_one" : "count_other"].replace("{count}", String(count));

/** The names of the STI/STD tests in `language`, as the shop's filter lists them. */
const stiNames = async (language: Language) =>
  (await apiJson<ProductListItem[]>(`/products?lang=${language}&category=stistd-tests`)).map((p) => p.name).sort();

/** The search results once the count for `expected` results is shown. */
async function resultsOf(page: Page, language: Language, q: string, expected: ProductListItem[]): Promise<string[]> {
  await mainHeading(page, quote(TEXTS[language].search.resultsTitle, q));
  await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe(countText(language, expected.length));
  await expect.poll(() => shownNames(page)).toEqual(expected.map((product) => product.name));
  return shownNames(page);
}

/** Searches again with the search page's own field (phones have no field in the header). */
async function searchAgain(page: Page, language: Language, text: string): Promise<void> {
  const field = page
    .getByRole("main")
    .getByRole("search", { name: TEXTS[language].search.again })
    .getByRole("searchbox");
  await field.fill(text);
  await field.press("Enter");
}

/** The list a page in `language` shows: what can go to the language's country first (docs/behaviour.md §21). */
const listOf = (language: Language, query: string) =>
  apiJson<ProductListItem[]>(`/products?lang=${language}&${query}&country=${languageCountry(language) ?? ""}`);

const apiSearch = (language: Language, q: string) => listOf(language, `q=${encodeURIComponent(q)}`);

it("lists the STI/STD tests first on a desktop in English for “std test”, “std” and “HIV”", async () => {
  const sti = await stiNames("en");
  expect(sti).toHaveLength(5);
  const page = await visitor(journey.browser, desktop);
  await page.goto("/en");
  for (const q of ["std test", "std", "HIV"]) {
    const field = page.getByRole("banner").getByRole("search", { name: en.search.label }).getByRole("searchbox");
    await field.fill(q);
    await field.press("Enter");
    const names = await resultsOf(page, "en", q, await apiSearch("en", q));
    expect(names.slice(0, sti.length).sort(), q).toEqual(sti);
    // Nothing else floods in: "test" is in every name, and only ranks.
    expect(names, q).toHaveLength(sti.length);
  }
  expect((await shownNames(page))[0]).toBe("HIV Self-Test (Fingertip Blood)");
  await expectAccessible(page);

  // One result: the singular.
  await page.goto("/en/search?q=reader");
  expect(await resultsOf(page, "en", "reader", await apiSearch("en", "reader"))).toEqual([
    "Digital Ovulation Test – Reader + 20 Tests",
  ]);
  expect(await status(page).textContent()).toBe("1 test kit found");
});

it.each([
  ["de", ["STI", "Geschlechtskrankheiten"], "Lesegerät", "1 Testkit gefunden"],
  ["bg", ["ХИВ", "HIV"], "четец", "Намерен е 1 тест"],
] as const)(
  "lists the STI/STD tests first on a 390 px phone in %s, searching again from the page",
  async (language, queries, single, singular) => {
    const sti = await stiNames(language);
    const page = await visitor(journey.browser, phone);
    const [first, second] = queries;
    await page.goto(`/${language}/search?q=${encodeURIComponent(first)}`);
    const firstNames = await resultsOf(page, language, first, await apiSearch(language, first));
    expect(firstNames.slice(0, sti.length).sort()).toEqual(sti);
    expect(await status(page).textContent()).toBe(countText(language, sti.length));
    await expectAccessible(page);

    await searchAgain(page, language, second);
    await expect.poll(() => pathOf(page)).toBe(`/${language}/search?${new URLSearchParams({ q: second })}`);
    const secondNames = await resultsOf(page, language, second, await apiSearch(language, second));
    expect(secondNames.slice(0, sti.length).sort()).toEqual(sti);
    if (language === "bg") expect(secondNames[0]).toBe("Самотест за ХИВ (кръв от пръста)");
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await searchAgain(page, language, single);
    expect(await resultsOf(page, language, single, await apiSearch(language, single))).toHaveLength(1);
    expect(await status(page).textContent()).toBe(singular);
  },
);

it.each([
  ["en", desktop, "zebra test"],
  ["de", phone, "Quatschwort"],
  ["bg", phone, "зебра"],
] as const)("suggests the categories when nothing matches (%s)", async (language, device, q) => {
  const texts = TEXTS[language];
  const categories = await apiJson<CategoryRef[]>(`/categories?lang=${language}`);
  expect(categories.length).toBeGreaterThan(0);

  // The server's HTML already has the suggestions.
  const html = await (await fetch(`${shopUrl()}/${language}/search?q=${encodeURIComponent(q)}`)).text();
  expect(html).toContain(texts.search.suggestions);
  for (const category of categories) {
    expect(html).toContain(`href="/${language}/shop?category=${category.slug}"`);
  }

  const page = await visitor(journey.browser, device);
  await page.goto(`/${language}/search?q=${encodeURIComponent(q)}`);
  await mainHeading(page, quote(texts.search.resultsTitle, q));
  await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe(quote(texts.search.empty, q));
  expect(await page.locator("main article").count()).toBe(0);
  const suggestions = page.getByRole("navigation", { name: texts.search.suggestions });
  expect(await suggestions.getByRole("link").allInnerTexts()).toEqual(categories.map((category) => category.name));
  await expectAccessible(page);

  const chosen = categories[categories.length - 1];
  await suggestions.getByRole("link", { name: chosen.name }).click();
  await expect.poll(() => pathOf(page)).toBe(`/${language}/shop?category=${chosen.slug}`);
  await mainHeading(page, chosen.name);
  const inCategory = await listOf(language, `category=${chosen.slug}`);
  await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(inCategory.map((product) => product.name));
});
