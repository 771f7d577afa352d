// Journey: a shopper in the offline demo (no payment keys at all) is told on every checkout step
// that no real payment is taken, in their language; right above the order button the payment step
// links the terms, the withdrawal information and the privacy policy, says that the order is
// binding and names the total, and the button's words say that the order must be paid (§312j(3)
// BGB, Art. 8(2) of Directive 2011/83/EU), in English, German and Bulgarian. In a shop with only
// Stripe keys the same checkout offers cards alone and says nothing about test mode.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startOwnShop, type RunningShop } from "@shop/browser-testing";
import { startStripeStandIn, stripeEnv, type StripeStandIn } from "@shop/standins";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { openCheckoutStep } from "./payment-journey.ts";
import { en, expectAccessible, journeyBrowser, mainHeading, shopUrl, visitor } from "./support.ts";

type Translation = typeof en;

const journey = journeyBrowser();

const notice = (page: Page) => page.getByRole("note");
const noticeText = (t: Translation) =>
  `${t.payment.testMode.title} ${t.payment.testMode.text} ${t.payment.testMode.sepa}`;

/**
 * The order button says that ordering means paying, and right above it stand the legal links
 * (each to a page that exists), the binding notice and the total the shopper will pay.
 */
async function expectOrderStep(page: Page, language: "en" | "de" | "bg", t: Translation) {
  const button = page.getByRole("button", { name: t.payment.placeOrder, exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect((await button.innerText()).trim()).toBe(t.payment.placeOrder);
  const above = await button.evaluate((element) => {
    const notice = element.previousElementSibling;
    return {
      text: notice?.textContent ?? "",
      links: [...(notice?.querySelectorAll("a") ?? [])].map((link) => ({
        name: link.textContent,
        href: link.getAttribute("href"),
        target: link.getAttribute("target"),
      })),
    };
  });
  const newTab = ` ${t.payment.order.newTab}`;
  expect(above.links).toEqual([
    { name: t.payment.order.terms + newTab, href: `/${language}/terms-and-conditions`, target: "_blank" },
    { name: t.payment.order.withdrawal + newTab, href: `/${language}/withdrawal`, target: "_blank" },
    { name: t.payment.order.privacy + newTab, href: `/${language}/privacy-policy`, target: "_blank" },
  ]);
  expect(above.text).toContain(t.payment.order.binding);
  expect(above.text).toMatch(new RegExp(t.payment.order.total.replace("{amount}", ".*\\d")));
  for (const { href } of above.links) expect((await fetch(shopUrl() + href)).status, href ?? "").toBe(200);
}

it("test mode: the payment page says so in English, offers cards, PayPal and SEPA Direct Debit and stays accessible", async () => {
  const page = await visitor(journey.browser);
  await openCheckoutStep(page, "en", "payment");
  await mainHeading(page, en.payment.title);
  await expect.poll(() => notice(page).innerText(), { timeout: 15_000 }).toBe(noticeText(en));
  expect(await page.getByRole("radio").count()).toBe(3);
  expect(await page.getByRole("radio", { name: en.payment.methods.CARD }).isChecked()).toBe(true);
  await expectOrderStep(page, "en", en);
  await page.getByRole("radio", { name: en.payment.methods.PAYPAL }).check();
  await page.getByRole("button", { name: `${en.payment.placeOrder} ${en.payment.paypal.with}` }).waitFor();
  await expectAccessible(page);
});

it.each([
  ["de", de],
  ["bg", bg],
] as const)(
  "test mode: the notice is translated (%s) on the payment page, and shown from the cart on; the order button and what stands above it too",
  async (language, t) => {
    const page = await visitor(journey.browser);
    for (const [step, title] of [
      ["cart", t.cart.title],
      ["checkout", t.checkout.title],
      ["payment", t.payment.title],
    ] as const) {
      await openCheckoutStep(page, language, step);
      await mainHeading(page, title);
      await expect.poll(() => notice(page).innerText(), { timeout: 15_000 }).toBe(noticeText(t));
    }
    await expectOrderStep(page, language, t);
    await expectAccessible(page);
  },
);

describe("a shop with only Stripe keys", () => {
  let shop: RunningShop;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startOwnShop(stripeEnv(stripe, { sandboxScripts: true }));
  });
  afterAll(async () => {
    await shop?.stop();
    await stripe?.close();
  });

  it("offers cards through Stripe only, and shows no test-mode notice", async () => {
    const page = await newPage(journey.browser, shop.url);
    await openCheckoutStep(page, "en", "payment");
    await mainHeading(page, en.payment.title);
    await page.locator("[data-stripe-standin=cardNumber]").waitFor({ timeout: 15_000 });
    expect(await page.getByRole("radio").count()).toBe(1);
    expect(await page.getByRole("radio", { name: en.payment.methods.CARD }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: en.payment.methods.PAYPAL }).count()).toBe(0);
    expect(await notice(page).count()).toBe(0);

    await openCheckoutStep(page, "en", "cart");
    await mainHeading(page, en.cart.title);
    // The configuration comes with the server's page (app/pageData.ts), not in a request of its
    // own: once the page has hydrated and two frames have passed, React has rendered what it says.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await notice(page).count()).toBe(0);
  });
});
