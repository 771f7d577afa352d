// Journey: a shopper on a 390×844 phone in German. The first screen of a product page shows the
// price and a working add-to-cart button; once it has scrolled away, a buy bar at the bottom
// offers it (never over the cookie banner, never under the back-to-top button) and adds to the
// cart. A swipe changes the picture; the picture opens full size in a dialog that Escape closes,
// focus going back. A sold-out kit has its badge in the shop and offers "tell me when it is back",
// in German and in Bulgarian: the e-mail's link confirms it, and when the kit is back in stock one
// more e-mail says so.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product, ProductListItem } from "@shop/shared";
import { mailsTo, workerShop } from "@shop/browser-testing";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  expectAccessible,
  journeyBrowser,
  mainHeading,
  pathOf,
  visitor,
  withProductChanged,
  interpolate,
} from "./support.ts";

const journey = journeyBrowser();

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "de-DE" };
/** A kit in stock with several pictures that may go to Germany, as the German shop names it. */
async function kitWithGallery(): Promise<Product> {
  for (const item of await apiJson<ProductListItem[]>("/products?lang=DE")) {
    // The German shop offers no buy button for a kit Germany may not receive (docs/behaviour.md §21).
    if (item.blockedCountries.includes("DE")) continue;
    const product = await apiJson<Product>(`/products/${item.slug}?lang=DE`);
    // In stock and not down to its last unit (the answer says how many only when few are left).
    if (product.images.length >= 2 && product.inStock && (product.lowStock ?? 2) >= 2) return product;
  }
  throw new Error("The demo catalog has no kit in stock with two or more images");
}

const buyBar = (page: Page, name: string) =>
  page.getByRole("region", { name: interpolate(de.product.buyBar, { name }) });

/** Where a locator is on the screen (it must be there). */
async function box(page: Page, locator: ReturnType<Page["locator"]>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the screen");
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The main picture's position, as its alternative text says it ("Bild n von m"). */
async function shownPosition(page: Page, name: string): Promise<number> {
  const alt =
    (await page
      .getByRole("region", { name: interpolate(de.product.gallery.label, { name }) })
      .locator("img")
      .first()
      .getAttribute("alt")) ?? "";
  return Number(/(\d+) von/.exec(alt)?.[1] ?? 0);
}

/** A finger swiping from right to left across the element, as the phone's touch screen reports it. */
async function swipeLeft(page: Page, target: Box) {
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(target.y + target.height / 2);
  const from = Math.round(target.x + target.width * 0.8);
  const to = Math.round(target.x + target.width * 0.2);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    const x = Math.round(from + ((to - from) * step) / 6);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

it("keeps the buy button in reach on a phone, swipes and zooms the pictures", async () => {
  const product = await kitWithGallery();
  const page = await visitor(journey.browser, phone);
  await page.goto(`/de/product/${product.slug}`);
  await mainHeading(page, product.name);

  // The first screen: the price and the add-to-cart button, whole.
  const addButton = page.getByRole("main").getByRole("button", { name: de.product.addToCart, exact: true });
  const price = page.getByRole("main").locator("p").filter({ hasText: de.product.vatIncluded }).first();
  for (const part of [addButton, price]) {
    const where = await box(page, part);
    expect(where.y).toBeGreaterThanOrEqual(0);
    expect(where.y + where.height).toBeLessThanOrEqual(844);
  }
  expect(await buyBar(page, product.name).count()).toBe(0);
  await expectAccessible(page);

  // A swipe to the left shows the next picture.
  const start = await shownPosition(page, product.name);
  const gallery = page.getByRole("region", { name: interpolate(de.product.gallery.label, { name: product.name }) });
  await swipeLeft(page, await box(page, gallery.locator("img").first()));
  await expect
    .poll(() => shownPosition(page, product.name), { timeout: 15_000 })
    .toBe((start % product.images.length) + 1);

  // Full size in a dialog; Escape closes it and focus goes back to the button that opened it.
  const zoom = page.getByRole("button", { name: de.product.gallery.zoom });
  await zoom.click();
  const dialog = page.getByRole("dialog", { name: product.name });
  await expect.poll(() => dialog.locator("img").count(), { timeout: 15_000 }).toBe(1);
  await expect
    .poll(() =>
      dialog.getByRole("button", { name: de.common.close }).evaluate((node) => node === document.activeElement),
    )
    .toBe(true);
  await expectAccessible(page);
  await page.keyboard.press("ArrowRight");
  await expect
    .poll(() => dialog.locator("img").getAttribute("alt"))
    .toContain(
      interpolate(de.product.gallery.position, {
        current: ((start + 1) % product.images.length) + 1,
        total: product.images.length,
      }),
    );
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => zoom.evaluate((node) => node === document.activeElement)).toBe(true);

  // Scrolled past the buy box: the bar at the bottom offers the kit, above it the back-to-top button.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  const bar = buyBar(page, product.name);
  await expect.poll(() => bar.isVisible(), { timeout: 15_000 }).toBe(true);
  const barBox = await box(page, bar);
  expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
  const toTop = page.getByRole("button", { name: de.common.scrollToTop });
  await expect.poll(() => toTop.isVisible()).toBe(true);
  await expect.poll(async () => overlap(await box(page, toTop), await box(page, bar))).toBe(false);
  expect(await bar.textContent()).toContain(de.product.addToCart);
  await expectAccessible(page);
  await bar.getByRole("button", { name: de.product.addToCart }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/de/cart");
  await mainHeading(page, de.cart.title);
  expect(await page.getByRole("main").getByText(product.name).count()).toBeGreaterThan(0);
}, 180_000); // two pages, a swipe, a dialog and four accessibility checks on a phone

it("keeps the buy bar away while the cookie banner is open", async () => {
  const product = await kitWithGallery();
  const page = await visitor(journey.browser, { ...phone, answeredConsent: false });
  await page.goto(`/de/product/${product.slug}`);
  await mainHeading(page, product.name);
  const banner = page.getByRole("region", { name: de.cookies.banner.title });
  await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  const toTop = page.getByRole("button", { name: de.common.scrollToTop });
  await expect.poll(() => toTop.isVisible()).toBe(true);
  expect(await buyBar(page, product.name).count()).toBe(0);

  await banner.getByRole("button", { name: de.cookies.banner.rejectAll, exact: true }).click();
  const bar = buyBar(page, product.name);
  await expect.poll(() => bar.isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => overlap(await box(page, toTop), await box(page, bar))).toBe(false);
});

const SOLD_OUT = "digital-ovulation-test";

/** The confirmation link of a restock alert e-mail. */
const restockConfirmLink = (mail: string) =>
  /https?:\/\/[^\s"<>]+\/api\/restock-alerts\/confirm\?token=[\w.-]+/.exec(mail)?.[0];

it("shows a sold-out kit's badge and sends the e-mail of its restock alert, in German and in Bulgarian", async () => {
  const asked: { email: string; language: "de" | "bg" }[] = [];
  await withProductChanged(
    SOLD_OUT,
    () => ({ stock: 0 }),
    async () => {
      for (const [language, texts] of [
        ["de", de],
        ["bg", bg],
      ] as const) {
        const product = await apiJson<Product>(`/products/${SOLD_OUT}?lang=${language}`);
        const page = await visitor(journey.browser, { ...phone, locale: language === "de" ? "de-DE" : "bg-BG" });

        // The card in the shop says so.
        await page.goto(`/${language}/shop`);
        const card = page
          .locator("main article")
          .filter({ has: page.getByRole("link", { name: product.name, exact: true }) });
        await expect
          .poll(() => card.getByText(texts.catalog.soldOut, { exact: true }).isVisible(), { timeout: 15_000 })
          .toBe(true);

        await page.goto(`/${language}/product/${SOLD_OUT}`);
        await mainHeading(page, product.name);
        expect(await page.getByRole("button", { name: texts.product.outOfStock }).isDisabled()).toBe(true);
        const form = page.getByRole("region", { name: texts.product.restock.title });
        const email = `restock-${language}-${Date.now()}@example.com`;
        await form.getByLabel(texts.product.restock.label).fill(email);
        await form.getByRole("button", { name: texts.product.restock.submit }).click();
        await expect
          .poll(() => form.getByRole("status").textContent(), { timeout: 15_000 })
          .toBe(interpolate(texts.product.restock.checkInbox, { email }));
        await expectAccessible(page);

        await expect.poll(() => mailsTo(workerShop().dataDir, email).length, { timeout: 20_000 }).toBe(1);
        const link = restockConfirmLink(mailsTo(workerShop().dataDir, email)[0]);
        expect(link).toBeDefined();
        await page.goto(link!);
        expect(pathOf(page)).toBe(`/${language}/product/${SOLD_OUT}?restock=confirmed`);
        await expect.poll(() => page.getByText(texts.product.restock.confirmed).count(), { timeout: 15_000 }).toBe(1);
        await expectAccessible(page);
        asked.push({ email, language });
        await page.close();
      }
    },
  );
  // Back in stock (the journey's change undone): one e-mail each, in its language, with the kit's page.
  const backInStock = { de: "wieder vorrätig", bg: "е отново наличен" };
  for (const { email, language } of asked) {
    await expect.poll(() => mailsTo(workerShop().dataDir, email).length, { timeout: 30_000 }).toBe(2);
    const mail = mailsTo(workerShop().dataDir, email)[1];
    expect(mail).toContain(backInStock[language]);
    expect(mail).toContain(`/${language}/product/${SOLD_OUT}`);
  }
}, 300_000); // two languages, each: the shop, the product page, its e-mail, the confirmation page
