// Journey: a visitor looks through a product's pictures with the arrow buttons and the Left and
// Right keys; both ends wrap around.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product, ProductListItem } from "@shop/shared";
import { apiJson, en, expectAccessible, journeyBrowser, mainHeading, visitor } from "./support.ts";

const journey = journeyBrowser();

/** The first product of the catalog with several pictures. */
async function productWithGallery(): Promise<Product> {
  for (const item of await apiJson<ProductListItem[]>("/products?lang=EN")) {
    const product = await apiJson<Product>(`/products/${item.slug}?lang=EN`);
    if (product.images.length >= 3) return product;
  }
  throw new Error("The demo catalog has no product with three or more images");
}

/** "n of total" as the main image's alternative text says it, and which file it shows. */
async function shown(page: Page, name: string) {
  const image = page
    .getByRole("region", { name: `Images of ${name}` })
    .locator("img")
    .first();
  const alt = (await image.getAttribute("alt")) ?? "";
  return { position: Number(/image (\d+) of/.exec(alt)?.[1] ?? 0), src: (await image.getAttribute("src")) ?? "" };
}

it("steps through the gallery with the arrows and the keyboard, wrapping at both ends", async () => {
  const product = await productWithGallery();
  const count = product.images.length;
  const first = Math.max(
    0,
    product.images.findIndex((image) => image.main),
  );
  const urlAt = (position: number) => product.images[position - 1].imageUrl;
  const start = first + 1;
  const step = (position: number, by: number) => ((position - 1 + by + count) % count) + 1;

  const page = await visitor(journey.browser);
  await page.goto(`/en/product/${product.slug}`);
  await mainHeading(page, product.name);
  await expect.poll(() => shown(page, product.name)).toEqual({ position: start, src: urlAt(start) });
  await expectAccessible(page);

  const next = page.getByRole("button", { name: en.product.gallery.next });
  const previous = page.getByRole("button", { name: en.product.gallery.previous });
  let position = start;
  for (let i = 0; i < count; i++) {
    await next.click();
    position = step(position, 1);
    await expect.poll(() => shown(page, product.name)).toEqual({ position, src: urlAt(position) });
  }
  expect(position).toBe(start);
  await previous.click();
  position = step(position, -1);
  await expect.poll(() => shown(page, product.name)).toEqual({ position, src: urlAt(position) });

  // The keys work anywhere on the page (not while typing); move focus off the arrow buttons first.
  await page.getByRole("heading", { level: 1 }).click();
  for (let i = 0; i < count + 1; i++) {
    await page.keyboard.press("ArrowRight");
    position = step(position, 1);
    await expect.poll(() => shown(page, product.name)).toEqual({ position, src: urlAt(position) });
  }
  await page.keyboard.press("ArrowLeft");
  position = step(position, -1);
  await expect.poll(() => shown(page, product.name)).toEqual({ position, src: urlAt(position) });

  // Going left from the first picture lands on the last.
  await page.getByRole("button", { name: "Show image 1" }).click();
  await expect.poll(() => shown(page, product.name)).toEqual({ position: 1, src: urlAt(1) });
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => shown(page, product.name)).toEqual({ position: count, src: urlAt(count) });
  await expectAccessible(page);
});
