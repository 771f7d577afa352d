// Journey: a visitor follows a dead link and lands on the not-found page, in their language.
import { expect, it } from "vitest";
import de from "../public/locales/de/translation.json";
import { en, expectAccessible, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

it("shows the not-found page for an unknown route, with a 404 status and no accessibility violations", async () => {
  const page = await visitor(journey.browser);
  const response = await page.goto("/en/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await mainHeading(page, en.notFound.title);
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await expectAccessible(page);

  await page.getByRole("main").getByRole("link", { name: en.notFound.shop }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/shop");
  await mainHeading(page, en.shop.title);
});

it("speaks German under /de, and an unknown product says so with a 404", async () => {
  const page = await visitor(journey.browser);
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await mainHeading(page, de.notFound.title);
  expect(await page.getAttribute("html", "lang")).toBe("de");
  await expectAccessible(page);

  const product = await page.goto("/de/product/no-such-kit");
  expect(product?.status()).toBe(404);
  await expect.poll(() => page.locator("main").innerText(), { timeout: 15_000 }).toContain(de.product.notFound);
  await expectAccessible(page);
});
