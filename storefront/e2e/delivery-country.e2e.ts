// Journey: where a shopper finds a kit, the shop says at once whether it can go to their country
// (the page language's until they choose one: Germany on /de) and how long delivery takes. The
// German shop and its search list the kits Germany may receive first and say on each card which
// it may not; such a kit's buy button is disabled with the reason right beside it and a choice of
// another country, and its page suggests only kits that can go there; the checkout offers to take
// such a kit out of the cart. The delivery time stands beside the price and in the checkout's
// summary; "adults only" stands right under the buy button (docs/behaviour.md §21).
import { expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { ProductListItem } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  en,
  expectAccessible,
  interpolate,
  journeyBrowser,
  mainHeading,
  pathOf,
  shopUrl,
  visitor,
} from "./support.ts";

const journey = journeyBrowser();

const BLOCKED = "chlamydia-rapid-test";
const notDeliveredToGermany = interpolate(de.catalog.notDelivered, { country: "Deutschland" });

/** The kits on sale, and those of them Germany may not receive, by slug. */
async function catalog(): Promise<{ count: number; blocked: Set<string> }> {
  const all = await apiJson<ProductListItem[]>("/products?lang=de&pageSize=100");
  const blocked = all.filter((item) => item.blockedCountries.includes("DE")).map((item) => item.slug);
  expect(blocked.length).toBeGreaterThanOrEqual(3);
  return { count: all.length, blocked: new Set(blocked) };
}

/** The cards of a list in order: each one's slug and what it says it cannot do. */
const cardsOf = (scope: Locator) =>
  scope.locator("article").evaluateAll((cards) =>
    cards.map((card) => ({
      slug: card.querySelector("a")?.getAttribute("href")?.split("/product/")[1] ?? "",
      notice: card.querySelector("[data-testid=card-not-delivered]")?.textContent ?? null,
    })),
  );

/** How far below `above`'s bottom edge `below` begins, in CSS pixels. */
async function gapBetween(above: Locator, below: Locator): Promise<number> {
  const [a, b] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  return b!.y - (a!.y + a!.height);
}

async function withCart(page: Page, slugs: string[]) {
  await page.goto("/de");
  await page.evaluate(
    (lines) => localStorage.setItem("cart", JSON.stringify(lines)),
    slugs.map((slug) => ({ slug, name: slug, price: 19.9, quantity: 1, image: null })),
  );
}

it("lists the kits Germany may receive first in the German shop and its search, and says on each card which it may not", async () => {
  const { count, blocked } = await catalog();
  const page = await visitor(journey.browser);
  await page.goto("/de/shop");
  await mainHeading(page, de.shop.title);
  await expect.poll(async () => (await cardsOf(page.getByRole("main"))).length, { timeout: 15_000 }).toBe(count);
  const cards = await cardsOf(page.getByRole("main"));
  const firstBlocked = cards.findIndex((card) => blocked.has(card.slug));
  expect(cards.slice(firstBlocked).every((card) => blocked.has(card.slug))).toBe(true);
  for (const card of cards) expect(card.notice, card.slug).toBe(blocked.has(card.slug) ? notDeliveredToGermany : null);
  // Said in the server's HTML already.
  const html = await (await fetch(`${shopUrl()}/de/shop`)).text();
  expect(html.split(notDeliveredToGermany).length - 1).toBe(blocked.size);
  await expectAccessible(page);

  await page.goto(`/de/search?q=${encodeURIComponent("STI")}`);
  await expect.poll(async () => (await cardsOf(page.getByRole("main"))).length, { timeout: 15_000 }).toBe(5);
  const found = await cardsOf(page.getByRole("main"));
  expect(found.map((card) => blocked.has(card.slug))).toEqual([false, false, true, true, true]);

  // In English no country is known: nothing is said and nothing moves.
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  await expect.poll(async () => (await cardsOf(page.getByRole("main"))).length, { timeout: 15_000 }).toBe(count);
  expect((await cardsOf(page.getByRole("main"))).filter((card) => card.notice !== null)).toEqual([]);
});

it("disables the buy button of a kit Germany may not receive, says why beside it, suggests none like it and lets the shopper choose another country", async () => {
  const { blocked } = await catalog();
  const product = await apiJson<{ name: string }>(`/products/${BLOCKED}?lang=de`);
  const page = await visitor(journey.browser);
  await page.goto(`/de/product/${BLOCKED}`);
  await mainHeading(page, product.name);
  const buy = page.getByRole("button", { name: de.product.addToCart, exact: true });
  const reason = page.getByTestId("not-delivered");
  await expect.poll(() => buy.isDisabled(), { timeout: 15_000 }).toBe(true);
  expect(await reason.textContent()).toBe(interpolate(de.ivd.notDelivered, { country: "Deutschland" }));
  const reasonId = await reason.getAttribute("id");
  expect((await buy.getAttribute("aria-describedby"))?.split(" ")).toContain(reasonId);
  // Right under the button, not 900 px further down.
  expect(await gapBetween(buy, reason)).toBeLessThan(48);
  // No delivery time to a country the kit cannot go to.
  expect(await page.getByTestId("delivery-time").count()).toBe(0);

  const related = page.getByRole("region", { name: de.product.related });
  await expect.poll(async () => (await cardsOf(related)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await cardsOf(related)).filter((card) => blocked.has(card.slug))).toEqual([]);
  await expectAccessible(page);

  // A German-reading shopper in Austria: the kit goes there.
  await page.getByLabel(de.product.deliveryCountry).selectOption("AT");
  await expect.poll(() => buy.isEnabled()).toBe(true);
  expect(await reason.count()).toBe(0);
  expect(await page.getByTestId("delivery-time").textContent()).toBe(
    interpolate(de.product.deliveryTime, { country: "Österreich", min: 2, max: 4 }),
  );
  await buy.click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/de/cart");
  await page.goto("/de/checkout");
  await mainHeading(page, de.checkout.title);
  await expect.poll(() => page.locator("#shipping-countryCode").inputValue(), { timeout: 15_000 }).toBe("AT");
});

it("offers to take a kit that cannot go to the chosen country out of the cart at the checkout", async () => {
  const page = await visitor(journey.browser);
  await withCart(page, [BLOCKED, "vitamin-d-test"]);
  await page.goto("/de/checkout");
  await mainHeading(page, de.checkout.title);
  const notice = page.getByTestId("not-delivered");
  const next = page.getByRole("button", { name: de.checkout.next }).first();
  await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
  expect(await next.isDisabled()).toBe(true);
  const remove = notice.getByRole("button", { name: de.ivd.removeLine });
  await expectAccessible(page);

  await remove.click();
  await expect.poll(() => notice.count()).toBe(0);
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]).length)).toBe(1);
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
});

it("shows the delivery time beside the price and in the checkout's summary, for the shopper's country", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/de/product/hiv-self-test");
  const time = page.getByTestId("delivery-time");
  await expect
    .poll(() => time.textContent(), { timeout: 15_000 })
    .toBe(interpolate(de.product.deliveryTime, { country: "Deutschland", min: 1, max: 3 }));
  // A line of the price's own paragraph, beside "incl. VAT".
  const price = page.getByRole("main").locator("p", { hasText: de.product.vatIncluded }).first();
  expect(await price.getByTestId("delivery-time").count()).toBe(1);
  const html = await (await fetch(`${shopUrl()}/de/product/hiv-self-test`)).text();
  expect(html).toContain(interpolate(de.product.deliveryTime, { country: "Deutschland", min: 1, max: 3 }));

  await page.goto("/en/product/hiv-self-test");
  await expect
    .poll(() => time.textContent(), { timeout: 15_000 })
    .toBe(interpolate(en.product.deliveryTimeEu, { min: 1, max: 7 }));

  const shopper = await visitor(journey.browser);
  await shopper.goto("/bg");
  await shopper.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([{ slug: "vitamin-d-test", name: "Vitamin D", price: 19, quantity: 1, image: null }]),
    ),
  );
  await shopper.goto("/bg/checkout");
  await mainHeading(shopper, bg.checkout.title);
  await expect
    .poll(() => shopper.getByRole("complementary").getByTestId("delivery-time").textContent(), { timeout: 15_000 })
    .toBe(interpolate(bg.product.deliveryTime, { country: "България", min: 3, max: 7 }));
  await expectAccessible(shopper);
});

it("says right under the buy button that a kit is sold to adults only", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/en/product/drug-tests");
  const buy = page.getByRole("button", { name: en.product.addToCart, exact: true });
  const note = page.getByTestId("adults-only");
  await expect.poll(() => note.textContent(), { timeout: 15_000 }).toBe(en.product.adultsOnly);
  expect((await buy.getAttribute("aria-describedby"))?.split(" ")).toContain(await note.getAttribute("id"));
  expect(await gapBetween(buy, note)).toBeLessThan(48);
  await expectAccessible(page);
});
