// Journey of a shopper buying the last units of a kit: the product page says how few are left and
// offers no more than that, adding more than there is adds what there is and says so, and a cart
// line whose stock dropped offers to reduce it instead of a dead end, in every language.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  en,
  expectAccessible,
  headerCartCount,
  journeyBrowser,
  mainHeading,
  pathOf,
  visitor,
  withProductChanged,
  interpolate,
} from "./support.ts";

const journey = journeyBrowser();

const SLUG = "digital-ovulation-test";
const TEXTS = { en, de, bg } as const;
const quantityChoices = (page: Page) =>
  page.getByLabel(en.product.quantity, { exact: true }).locator("option").allTextContents();

it("says how few are left, offers no more, and adds what there is when more is asked for", async () => {
  await withProductChanged(
    SLUG,
    () => ({ stock: 2 }),
    async () => {
      const product = await apiJson<Product>(`/products/${SLUG}?lang=EN`);
      expect(product.lowStock).toBe(2);
      const page = await visitor(journey.browser);
      await page.goto(`/en/product/${SLUG}`);
      await mainHeading(page, product.name);
      await expect.poll(() => page.getByText(interpolate(en.product.stock.left_other, { count: 2 })).count()).toBe(1);
      expect(await quantityChoices(page)).toEqual(["1", "2"]);
      await expectAccessible(page);

      await page.getByLabel(en.product.quantity, { exact: true }).selectOption("2");
      await page.getByRole("button", { name: en.product.addToCart }).click();
      await expect.poll(() => pathOf(page)).toBe("/en/cart");
      await expect.poll(() => headerCartCount(page)).toBe(2);

      // One more than there is: nothing is added, and the cart says why.
      await page.goto(`/en/product/${SLUG}`);
      await page.getByRole("button", { name: en.product.addToCart }).click();
      await expect.poll(() => pathOf(page)).toBe("/en/cart");
      await expect
        .poll(() => page.getByRole("status").allTextContents())
        .toContain(interpolate(en.cart.stock.added_other, { count: 2, name: product.name }));
      expect(await headerCartCount(page)).toBe(2);
      await expectAccessible(page);

      // The stock drops while the kit waits in the cart: the line offers to reduce, checkout waits.
      await withProductChanged(
        SLUG,
        () => ({ stock: 1 }),
        async () => {
          await page.reload();
          await mainHeading(page, en.cart.title);
          const reduce = page.getByRole("button", { name: interpolate(en.cart.stock.reduceTo_one, { count: 1 }) });
          await expect.poll(() => reduce.count()).toBe(1);
          expect(await page.getByRole("table").innerText()).toContain(
            interpolate(en.product.stock.left_one, { count: 1 }),
          );
          const proceed = page.getByRole("button", { name: en.cart.proceed });
          expect(await proceed.isDisabled()).toBe(true);
          expect(await page.locator("#cart-blocked-reason").textContent()).toBe(en.cart.stock.blocked);
          // The totals count what can be bought, never nothing.
          const total = () => page.getByRole("region", { name: en.cart.totals.title }).innerText();
          await expect.poll(total).toContain(formatPrice(toCents(product.price), "en"));
          expect(await total()).toContain(en.cart.stock.totalNote);
          await expectAccessible(page);

          await reduce.click();
          await expect.poll(() => page.getByRole("link", { name: en.cart.proceed }).count()).toBe(1);
          expect(await headerCartCount(page)).toBe(1);
          expect(await total()).not.toContain(en.cart.stock.totalNote);
        },
      );
    },
  );
});

it.each(["de", "bg"] as const)("says it in %s too", async (language) => {
  const t = TEXTS[language];
  await withProductChanged(
    SLUG,
    () => ({ stock: 2 }),
    async () => {
      const product = await apiJson<Product>(`/products/${SLUG}?lang=${language.toUpperCase()}`);
      const page = await visitor(journey.browser);
      await page.goto(`/${language}/product/${SLUG}`);
      await expect.poll(() => page.getByText(interpolate(t.product.stock.left_other, { count: 2 })).count()).toBe(1);
      await page.getByLabel(t.product.quantity, { exact: true }).selectOption("2");
      await page.getByRole("button", { name: t.product.addToCart }).click();
      await expect.poll(() => pathOf(page)).toBe(`/${language}/cart`);
      await page.goto(`/${language}/product/${SLUG}`);
      await page.getByRole("button", { name: t.product.addToCart }).click();
      await expect
        .poll(() => page.getByRole("status").allTextContents())
        .toContain(interpolate(t.cart.stock.added_other, { count: 2, name: product.name }));
      await expectAccessible(page);
    },
  );
});
