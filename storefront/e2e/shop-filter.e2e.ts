// Journey: a visitor narrows the shop to one category with the filter buttons and goes back to All.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryRef, ProductListItem } from "@shop/shared";
import { apiJson, en, expectAccessible, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

const shownProducts = (page: Page) => page.locator("main article h2").allInnerTexts();
const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

it("filters the product grid by category with ?category= and shows everything again with All", async () => {
  const [all, categories] = await Promise.all([
    apiJson<ProductListItem[]>("/products?lang=EN"),
    apiJson<CategoryRef[]>("/categories?lang=EN"),
  ]);
  const category = categories.find((entry) => entry.slug === "fertility-tests") ?? categories[0];
  const inCategory = all.filter((product) => product.categories.some((ref) => ref.slug === category.slug));
  expect(inCategory.length).toBeGreaterThan(0);
  expect(inCategory.length).toBeLessThan(all.length);

  const page = await visitor(journey.browser);
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  await expect
    .poll(async () => sorted(await shownProducts(page)), { timeout: 15_000 })
    .toEqual(sorted(all.map((p) => p.name)));
  const filters = page.getByRole("group", { name: en.catalog.filterLabel });
  expect(await filters.getByRole("button", { name: en.catalog.all }).getAttribute("aria-pressed")).toBe("true");
  await expectAccessible(page);

  await filters.getByRole("button", { name: category.name }).click();
  await expect.poll(() => pathOf(page)).toBe(`/en/shop?category=${category.slug}`);
  await mainHeading(page, category.name);
  await expect.poll(async () => sorted(await shownProducts(page))).toEqual(sorted(inCategory.map((p) => p.name)));
  expect(await filters.getByRole("button", { name: category.name }).getAttribute("aria-pressed")).toBe("true");
  expect(await filters.getByRole("button", { name: en.catalog.all }).getAttribute("aria-pressed")).toBe("false");
  await expectAccessible(page);

  await filters.getByRole("button", { name: en.catalog.all }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/shop");
  await mainHeading(page, en.shop.title);
  await expect.poll(async () => (await shownProducts(page)).length).toBe(all.length);
});

it("opens the shop already filtered from a link with ?category=", async () => {
  const products = await apiJson<ProductListItem[]>("/products?lang=EN&category=drug-tests");
  expect(products.length).toBeGreaterThan(0);
  const page = await visitor(journey.browser);
  await page.goto("/en/shop?category=drug-tests");
  await expect
    .poll(async () => sorted(await shownProducts(page)), { timeout: 15_000 })
    .toEqual(sorted(products.map((p) => p.name)));
  const pressed = page.getByRole("group", { name: en.catalog.filterLabel }).locator('button[aria-pressed="true"]');
  await expect.poll(() => pressed.count()).toBe(1);
  expect(await pressed.innerText()).not.toBe(en.catalog.all);
  await expectAccessible(page);
});
