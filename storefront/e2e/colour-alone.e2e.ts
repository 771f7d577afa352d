// Journey: nothing the shop tells is told by colour alone (WCAG 1.4.1), on a phone in German and a
// desktop in English: a sold-out kit's badge says so in words, a reduced price names the lowest
// price of the 30 days before, the pressed category filter, the page the header's link is on and
// the picture the gallery shows differ in more than colour from the others, and every field the
// checkout marks invalid names its error in text.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product } from "@shop/shared";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  en,
  interpolate,
  journeyBrowser,
  mainHeading,
  pathOf,
  visitor,
  withProductChanged,
} from "./support.ts";
import { statesByColourAlone } from "./wcag-checks.ts";

const journey = journeyBrowser();
type Texts = typeof en;

const SOLD_OUT = "digital-ovulation-test";
// No other journey reads this kit's prices: its sale leaves a 30-day low behind it (sale-price.e2e.ts reads vitamin-d-test's).
const REDUCED = "amh-ovarian-reserve-test";
const DEVICES = [
  ["de", de, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ["en", en, { viewport: { width: 1280, height: 900 } }],
] as const;

/** The card of the product named `name` in the page's main part. */
const card = (page: Page, name: string) =>
  page.locator("main article").filter({ has: page.getByRole("link", { name, exact: true }) });

async function expectNoColourAlone(page: Page) {
  expect(await statesByColourAlone(page), pathOf(page)).toEqual([]);
}

async function checkShop(page: Page, language: string, t: Texts) {
  const [soldOut, reduced] = await Promise.all(
    [SOLD_OUT, REDUCED].map((slug) => apiJson<Product>(`/products/${slug}?lang=${language.toUpperCase()}`)),
  );
  await page.goto(`/${language}/shop`);
  await mainHeading(page, t.shop.title);
  await expect
    .poll(() => card(page, soldOut.name).getByText(t.catalog.soldOut, { exact: true }).isVisible())
    .toBe(true);
  const lowest = card(page, reduced.name).getByTestId("lowest-price-30-days");
  await expect
    .poll(() => lowest.innerText())
    .toMatch(new RegExp(interpolate(t.product.price.lowest30, { price: ".+\\d.*" })));
  // The header's link to the shop is the current page's (a desktop shows the links).
  await expectNoColourAlone(page);

  const filters = page.getByRole("group", { name: t.catalog.filterLabel });
  await filters.getByRole("button", { name: soldOut.categories[0].name, exact: true }).click();
  await expect
    .poll(() =>
      filters.getByRole("button", { name: soldOut.categories[0].name, exact: true }).getAttribute("aria-pressed"),
    )
    .toBe("true");
  await expectNoColourAlone(page);
}

it.each(DEVICES)("tells states in words or shapes, not by colour alone (%s)", async (language, t, device) => {
  await withProductChanged(
    SOLD_OUT,
    () => ({ stock: 0 }),
    () =>
      withProductChanged(
        REDUCED,
        (record) => ({ salePrice: Math.round(record.price * 80) / 100 }),
        async () => {
          const page = await visitor(journey.browser, device);
          await checkShop(page, language, t);

          // The gallery's current picture.
          await page.goto(`/${language}/product/fertility-tests`);
          await mainHeading(page, /./);
          await expect.poll(() => page.locator("[aria-current='true']").count()).toBeGreaterThan(0);
          await expectNoColourAlone(page);

          // The checkout sent empty: each field marked invalid says why.
          await page.evaluate(() =>
            localStorage.setItem(
              "cart",
              JSON.stringify([{ slug: "fertility-tests", name: "Fertility", price: 39.9, quantity: 1, image: null }]),
            ),
          );
          await page.goto(`/${language}/checkout`);
          await mainHeading(page, t.checkout.title);
          await page.getByRole("button", { name: t.checkout.next }).last().click();
          await expect.poll(() => page.locator("[aria-invalid='true']").count()).toBeGreaterThan(2);
          await expectNoColourAlone(page);
          await page.close();
        },
      ),
  );
});
