// Journey: a kit sells out. Its card says so with a badge wherever it is listed (the shop on a
// 390 px phone in German, a search on a desktop in English and on a phone in Bulgarian), the
// server's HTML already has the badge, and the rows of other kits under a product never offer it.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ProductListItem } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { apiJson, en, expectAccessible, journeyBrowser, shopUrl, visitor, withProductChanged } from "./support.ts";

const journey = journeyBrowser();

const SLUG = "digital-ovulation-test";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 900 } };

/** The card of the product named `name`. */
const card = (page: Page, name: string) =>
  page.locator("main article").filter({ has: page.getByRole("link", { name, exact: true }) });

it("marks a sold-out kit's card in the shop and in search results, and leaves it out of the related rows", async () => {
  await withProductChanged(
    SLUG,
    () => ({ stock: 0 }),
    async () => {
      const cases = [
        ["de", phone, `/de/shop`, de.catalog.soldOut],
        ["en", desktop, `/en/search?q=reader`, en.catalog.soldOut],
        ["bg", phone, `/bg/search?q=${encodeURIComponent("четец")}`, bg.catalog.soldOut],
      ] as const;
      expect([en.catalog.soldOut, de.catalog.soldOut, bg.catalog.soldOut]).toEqual([
        "Sold out",
        "Ausverkauft",
        "Изчерпан",
      ]);
      for (const [language, device, path, badge] of cases) {
        const [product] = (await apiJson<ProductListItem[]>(`/products?lang=${language}`)).filter(
          (item) => item.slug === SLUG,
        );
        expect(product.inStock).toBe(false);
        // Rendered by the server: the badge is in the HTML before any script runs.
        const html = await (await fetch(`${shopUrl()}${path}`)).text();
        expect(html, path).toContain(`>${badge}</p>`);

        const page = await visitor(journey.browser, device);
        await page.goto(path);
        const sold = card(page, product.name);
        await expect.poll(() => sold.getByText(badge, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
        // The other cards have none.
        expect(await page.locator("main article").getByText(badge, { exact: true }).count(), path).toBe(1);
        await expectAccessible(page);
        await page.close();
      }

      // The row of other kits under a product picks from kits in stock only, every time.
      for (let pick = 0; pick < 5; pick++) {
        const related = await apiJson<ProductListItem[]>(`/products/random?lang=en&limit=4&exclude=ovulation-test`);
        expect(related.map((item) => item.slug)).not.toContain(SLUG);
        const categoryRow = await apiJson<ProductListItem[]>(
          `/products/random-by-category?slug=ovulation-test&lang=en&limit=4`,
        );
        expect(categoryRow.map((item) => item.slug)).not.toContain(SLUG);
        expect(categoryRow.length).toBeGreaterThan(0);
      }
    },
  );
});
