// Journey: an admin keeps a product's form open while the shop sells some units and a colleague
// edits the same product. Saving never puts sold units back on sale, and never silently undoes
// the colleague's save: the console says so, and a reload brings the current version.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium, newPage, workerShop } from "@shop/browser-testing";
import { shopEnglish as en } from "../src/i18n/en/shop.ts";
import {
  TEST_MANUFACTURER,
  staffToken,
  shopApi,
  consoleSettled,
  placePaidOrder,
  shopUrl,
  signInToConsole,
  unique,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface ProductRecord {
  id: number;
  slug: string;
  price: number;
  stock: number;
  version: number;
  images: { fileKey: string; isMain: boolean }[];
}

const names = (name: string) => ({
  en: { name, description: "" },
  de: { name: `${name} DE`, description: "" },
  bg: { name: `${name} BG`, description: "" },
});

it("keeps units sold while the form was open, and refuses to overwrite a colleague's save", async () => {
  const token = await staffToken();
  const created = await shopApi<ProductRecord>("/admin/products", {
    token,
    json: {
      slug: unique("e2e-ferritin"),
      price: 20,
      stock: 10,
      active: true,
      ...TEST_MANUFACTURER,
      categoryIds: [],
      translations: names("Ferritin test"),
      images: [],
    },
  });
  expect(created.status).toBe(201);
  const product = created.body;
  const current = async () => (await shopApi<ProductRecord>(`/admin/products/${product.id}`, { token })).body;

  const page = await newPage(browser, shopUrl());
  await signInToConsole(page, "admin", workerShop().adminPassword);
  await page.goto(`/admin/#/products/${product.id}`);
  await consoleSettled(page);
  const price = page.getByLabel("Price", { exact: true });
  await expect.poll(() => price.inputValue()).toBe("20");

  // A shopper buys 3 units while the form is open.
  await placePaidOrder({ email: "erika@example.com", items: [{ slug: product.slug, quantity: 3 }] });

  await price.fill("21.5");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await current()).price, { timeout: 15_000 }).toBe(21.5);
  // The form showed 10; the 3 sold units stay sold.
  expect((await current()).stock).toBe(7);
  // The save goes back to the list once the API has answered: wait for it, or that redirect would
  // overtake the next navigation.
  await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toMatch(/^#\/products($|\?)/);

  // The admin opens the form again; a colleague saves the product from another console meanwhile.
  await page.goto(`/admin/#/products/${product.id}`);
  await consoleSettled(page);
  await expect.poll(() => price.inputValue()).toBe("21.5");
  const theirs = await current();
  const colleague = await shopApi(`/admin/products/${product.id}`, {
    method: "PUT",
    token,
    json: { ...theirs, price: 26, previousStock: theirs.stock, images: [] },
  });
  expect(colleague.status).toBe(200);

  await price.fill("22");
  await page.getByRole("button", { name: "Save" }).click();
  const alert = page.getByText(en.app.conflict.stale_record);
  await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(1);
  expect((await current()).price).toBe(26);

  // Reload brings the colleague's price into the form; the change made again is saved.
  await page.getByRole("button", { name: en.app.conflict.reload }).click();
  await expect.poll(() => price.inputValue(), { timeout: 15_000 }).toBe("26");
  await price.fill("22");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await current()).price, { timeout: 15_000 }).toBe(22);
  expect((await current()).stock).toBe(7);
  await page.context().close();
});
