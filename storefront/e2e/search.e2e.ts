// Journey: a visitor searches the shop from the header (English and Bulgarian, with a typo and
// with accents), meets the empty state, sorts the shop by price both ways across a category
// change, searches from the sidebar of a phone, and searches with JavaScript turned off; the
// server renders a search and a sorted shop that the browser takes over without fetching again.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ProductListItem } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import {
  apiJson,
  en,
  expectAccessible,
  journeyBrowser,
  mainHeading,
  pathOf,
  visitor,
  openHydrated,
} from "./support.ts";

const journey = journeyBrowser();

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const shownNames = (page: Page) => page.locator("main article h2").allInnerTexts();
/** The card prices in page order, as numbers (English format: €24.90, €25). */
const shownPrices = async (page: Page) =>
  (
    await page.locator("main article").evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent))
  ).map((text) => Number((text ?? "").replace(/[^\d.]/g, "")));
const ordered = (values: number[], direction: 1 | -1) =>
  values.length > 1 && values.every((value, i) => i === 0 || (value - values[i - 1]) * direction >= 0);
const status = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ }).last();
const quote = (template: string, query: string) => template.replace("{query}", query);

/** Searches with the header's field and waits for the results of that search. */
async function searchFromHeader(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole("banner").getByRole("search", { name: label }).getByRole("searchbox");
  await field.fill(text);
  await field.press("Enter");
}

it("searches from the header in English: a typo still finds the kit, accents do not matter, in the page it came from", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  // Set in this document only: still there after the search means the search was a client-side navigation.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await searchFromHeader(page, en.search.label, "vitamn d");
  await expect.poll(() => pathOf(page)).toBe("/en/search?q=vitamn+d");
  await mainHeading(page, quote(en.search.resultsTitle, "vitamn d"));
  // The two vitamin D kits, then the iron test filed under vitamin D tests.
  await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe("3 test kits found");
  expect((await shownNames(page)).slice(0, 2).sort()).toEqual([
    "Vitamin D + B12 Lab Test",
    "Vitamin D Rapid Test (25-OH-D)",
  ]);
  expect((await shownNames(page))[2]).toBe("Iron Deficiency Test (Ferritin)");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.title()).toBe(`${quote(en.search.resultsTitle, "vitamn d")} | ${en.common.brand}`);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  // The header's field shows the search it made.
  expect(await page.getByRole("banner").getByRole("searchbox").inputValue()).toBe("vitamn d");
  await expectAccessible(page);

  const fertility = await apiJson<ProductListItem[]>(`/products?lang=EN&q=${encodeURIComponent("FÉRTILITY TËST")}`);
  expect(fertility.length).toBeGreaterThan(1);
  await searchFromHeader(page, en.search.label, "FÉRTILITY TËST");
  await mainHeading(page, quote(en.search.resultsTitle, "FÉRTILITY TËST"));
  await expect.poll(() => shownNames(page)).toEqual(fertility.map((product) => product.name));
  expect((await shownNames(page))[0]).toMatch(/^Fertility Test/);
  expect(await status(page).textContent()).toBe(`${fertility.length} test kits found`);
});

it("searches from the header in Bulgarian, in capitals and with a typo, most relevant first", async () => {
  const query = "ТЕСТ ЗА ОВУЛАЦЕЯ";
  const expected = await apiJson<ProductListItem[]>(`/products?lang=BG&q=${encodeURIComponent(query)}`);
  expect(expected.map((product) => product.slug)).toContain("ovulation-test");

  const page = await visitor(journey.browser);
  await page.goto("/bg");
  await searchFromHeader(page, bg.search.label, query);
  await mainHeading(page, quote(bg.search.resultsTitle, query));
  await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(expected.map((product) => product.name));
  expect((await shownNames(page)).slice(0, 2).every((name) => /овулация/i.test(name))).toBe(true);
  expect(await status(page).textContent()).toBe(`Намерени са ${expected.length} теста`);
  await expectAccessible(page);
});

it("says plainly when nothing matches, and leads back to the shop", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/en");
  await searchFromHeader(page, en.search.label, "zebra kit");
  await mainHeading(page, quote(en.search.resultsTitle, "zebra kit"));
  await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe(quote(en.search.empty, "zebra kit"));
  expect(await page.locator("main article").count()).toBe(0);
  // No order to choose for nothing.
  expect(await page.getByRole("combobox", { name: en.shop.sort.label }).count()).toBe(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: en.search.browseShop }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/shop");
  await mainHeading(page, en.shop.title);
});

it("sorts the shop by price both ways, keeps the order across a category change, and renders a shared link the same", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  const sortBy = page.getByRole("combobox", { name: en.shop.sort.label });
  expect(await sortBy.inputValue()).toBe("newest");

  await sortBy.selectOption({ label: en.shop.sort.priceAsc });
  await expect.poll(() => pathOf(page)).toBe("/en/shop?sort=price-asc");
  await expect.poll(async () => ordered(await shownPrices(page), 1), { timeout: 15_000 }).toBe(true);
  const all = await apiJson<ProductListItem[]>("/products?lang=EN");
  expect(await shownPrices(page)).toEqual(all.map((product) => product.price).sort((a, b) => a - b));
  await expectAccessible(page);

  await sortBy.selectOption({ label: en.shop.sort.priceDesc });
  await expect.poll(() => pathOf(page)).toBe("/en/shop?sort=price-desc");
  await expect.poll(async () => ordered(await shownPrices(page), -1), { timeout: 15_000 }).toBe(true);

  const filters = page.getByRole("group", { name: en.catalog.filterLabel });
  await filters.getByRole("button", { name: "Fertility tests" }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/shop?sort=price-desc&category=fertility-tests");
  await mainHeading(page, "Fertility tests");
  const fertility = await apiJson<ProductListItem[]>("/products?lang=EN&category=fertility-tests&sort=price-desc");
  await expect.poll(() => shownNames(page)).toEqual(fertility.map((product) => product.name));
  expect(ordered(await shownPrices(page), -1)).toBe(true);
  expect(await sortBy.inputValue()).toBe("price-desc");

  // The order keeps the category too, and the list's own order leaves the address.
  await sortBy.selectOption({ label: en.shop.sort.priceAsc });
  await expect.poll(() => pathOf(page)).toBe("/en/shop?sort=price-asc&category=fertility-tests");
  await expect.poll(async () => ordered(await shownPrices(page), 1)).toBe(true);
  await filters.getByRole("button", { name: en.catalog.all }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/shop?sort=price-asc");
  await sortBy.selectOption({ label: en.shop.sort.newest });
  await expect.poll(() => pathOf(page)).toBe("/en/shop");

  // A shared link: the server's HTML is already in that order, before any script runs.
  const response = await fetch(`${new URL(page.url()).origin}/en/shop?category=fertility-tests&sort=price-desc`);
  const html = await response.text();
  const served = [...html.matchAll(/<article[\s\S]*?<p[^>]*>(?:<span[^>]*>)?(€[\d.]+)(?:<\/span>)?<\/p>/g)].map(
    (match) => Number(match[1].slice(1)),
  );
  expect(served).toEqual(fertility.map((product) => product.price));
  expect(html).toMatch(/<option value="price-desc" selected="">/);
});

it("searches from the sidebar on a 390 px phone", async () => {
  const page = await visitor(journey.browser, phone);
  await page.goto("/en/blog");
  // The header has no field at this width: the sidebar has it.
  expect(await page.getByRole("banner").getByRole("search").isVisible()).toBe(false);
  await page.getByRole("button", { name: en.header.openMenu }).click();
  const sidebar = page.getByRole("dialog", { name: en.header.menu });
  const field = sidebar.getByRole("searchbox", { name: en.search.label });
  await field.fill("Ovulation");
  await expectAccessible(page);
  await field.press("Enter");

  await expect.poll(() => pathOf(page)).toBe("/en/search?q=Ovulation");
  await expect.poll(() => sidebar.count()).toBe(0);
  await mainHeading(page, quote(en.search.resultsTitle, "Ovulation"));
  const expected = await apiJson<ProductListItem[]>("/products?lang=EN&q=Ovulation");
  await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(expected.map((product) => product.name));
  // On a phone the search page has its own field to search again.
  const again = page.getByRole("main").getByRole("search", { name: en.search.again }).getByRole("searchbox");
  expect(await again.isVisible()).toBe(true);
  expect(await again.inputValue()).toBe("Ovulation");
  await expectAccessible(page);
});

it("searches without JavaScript: the header's field is a form the server answers", async () => {
  const page = await visitor(journey.browser, { javaScriptEnabled: false });
  await page.goto("/en/shop");
  const field = page.getByRole("banner").getByRole("searchbox", { name: en.search.label });
  await field.fill("cannabis");
  await field.press("Enter");
  await page.waitForURL(/\/en\/search\?q=cannabis$/);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(quote(en.search.resultsTitle, "cannabis"));
  const expected = await apiJson<ProductListItem[]>("/products?lang=EN&q=cannabis");
  expect(await shownNames(page)).toEqual(expected.map((product) => product.name));
  expect(await page.getByRole("status").filter({ hasText: "found" }).textContent()).toBe(
    `${expected.length} test kits found`,
  );
});

it.each([
  ["en", "vitamin"],
  ["de", "Männer"],
  ["bg", "тест за овулация"],
] as const)(
  "renders the search page and the sorted shop in %s on the server, hydrated without fetching them again",
  async (language, query) => {
    for (const path of [
      `/${language}/search?q=${encodeURIComponent(query)}&sort=price-desc`,
      `/${language}/shop?category=fertility-tests&sort=name`,
    ]) {
      const page = await visitor(journey.browser);
      const { status, calls, problems } = await openHydrated(page, path);
      expect(status, path).toBe(200);
      expect(problems, path).toEqual([]);
      expect(calls, `${path}: data fetched again`).toEqual([]);
      expect((await shownNames(page)).length, path).toBeGreaterThan(0);
      await page.close();
    }
  },
);
