// Journey: a visitor puts kits in the cart, changes quantities and empties it again; the header's
// "(n)" follows every change and an empty cart sends the visitor back to the home page.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product } from "@shop/shared";
import {
  apiJson,
  en,
  expectAccessible,
  headerCartCount,
  journeyBrowser,
  mainHeading,
  pathOf,
  visitor,
} from "./support.ts";

const journey = journeyBrowser();

async function addToCart(page: Page, slug: string, name: string, quantity: number) {
  await page.goto(`/en/product/${slug}`);
  await mainHeading(page, name);
  await page.getByLabel(en.product.quantity, { exact: true }).selectOption(String(quantity));
  await page.getByRole("button", { name: en.product.addToCart }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/cart");
  await mainHeading(page, en.cart.title);
}

const cartRows = (page: Page) => page.getByRole("table").locator("tbody tr");
const euro = (value: number) =>
  new Intl.NumberFormat("en", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);

it("adds products, changes quantities with the buttons and the field, removes them, and leaves an empty cart", async () => {
  const [drugTest, vitaminTest] = await Promise.all([
    apiJson<Product>("/products/drug-tests?lang=EN"),
    apiJson<Product>("/products/vitamin-d-test?lang=EN"),
  ]);
  const page = await visitor(journey.browser);
  await page.goto("/en");
  await mainHeading(page, en.home.hero.title);
  expect(await headerCartCount(page)).toBe(0);

  await addToCart(page, drugTest.slug, drugTest.name, 2);
  await expect.poll(() => headerCartCount(page)).toBe(2);
  await expect.poll(() => cartRows(page).count()).toBe(1);
  await expectAccessible(page);

  await page.getByRole("button", { name: `One more ${drugTest.name}` }).click();
  await expect.poll(() => headerCartCount(page)).toBe(3);
  await expect.poll(() => page.getByRole("table").innerText()).toContain(euro(drugTest.price * 3));

  await page.getByRole("button", { name: `One less ${drugTest.name}` }).click();
  await expect.poll(() => headerCartCount(page)).toBe(2);

  await page.getByLabel(`Quantity of ${drugTest.name}`).fill("4");
  await expect.poll(() => headerCartCount(page)).toBe(4);

  // The same product again adds to its line; another product gets a line of its own.
  await addToCart(page, drugTest.slug, drugTest.name, 1);
  await expect.poll(() => headerCartCount(page)).toBe(5);
  await addToCart(page, vitaminTest.slug, vitaminTest.name, 3);
  await expect.poll(() => headerCartCount(page)).toBe(8);
  await expect.poll(() => cartRows(page).count()).toBe(2);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("cart") ?? "[]") as { slug: string; quantity: number }[],
  );
  expect(stored.map(({ slug, quantity }) => ({ slug, quantity }))).toEqual([
    { slug: drugTest.slug, quantity: 5 },
    { slug: vitaminTest.slug, quantity: 3 },
  ]);
  await expect.poll(() => page.getByText(euro(drugTest.price * 5 + vitaminTest.price * 3)).count()).toBeGreaterThan(0);

  // The cart survives a reload.
  await page.reload();
  await expect.poll(() => headerCartCount(page), { timeout: 15_000 }).toBe(8);

  await page.getByRole("button", { name: `Remove ${drugTest.name} from the cart` }).click();
  await expect.poll(() => headerCartCount(page)).toBe(3);
  await expect.poll(() => cartRows(page).count()).toBe(1);
  await expectAccessible(page);

  await page.getByRole("button", { name: `Remove ${vitaminTest.name} from the cart` }).click();
  await expect.poll(() => pathOf(page)).toBe("/en");
  expect(await headerCartCount(page)).toBe(0);
  await mainHeading(page, en.home.hero.title);

  // Coming back to the cart page with nothing in it redirects too.
  await page.goto("/en/cart");
  await expect.poll(() => pathOf(page)).toBe("/en");
  await expectAccessible(page);
});
