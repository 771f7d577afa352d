// Journey: a shopper in the offline demo (no payment keys at all) is told on every checkout step
// that no real payment is taken, in their language; in a shop with only Stripe keys the same
// checkout offers cards alone and says nothing about test mode.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPage, startShop, type RunningShop } from "@shop/browser-testing";
import { startStripeStandIn, stripeEnv, type StripeStandIn } from "@shop/standins";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { openCheckoutStep } from "./payment-journey.ts";
import { closeContexts, en, expectAccessible, mainHeading, visitor } from "./support.ts";

type Translation = typeof en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(() => closeContexts(browser));
afterAll(() => browser?.close());

const notice = (page: Page) => page.getByRole("note");
const noticeText = (t: Translation) => `${t.payment.testMode.title} ${t.payment.testMode.text}`;

it("test mode: the payment page says so in English, offers both methods and stays accessible", async () => {
  const page = await visitor(browser);
  await openCheckoutStep(page, "en", "payment");
  await mainHeading(page, en.payment.title);
  await expect.poll(() => notice(page).innerText(), { timeout: 15_000 }).toBe(noticeText(en));
  expect(await page.getByRole("radio").count()).toBe(2);
  expect(await page.getByRole("radio", { name: en.payment.methods.CARD }).isChecked()).toBe(true);
  await page.getByRole("radio", { name: en.payment.methods.PAYPAL }).check();
  await page.getByRole("button", { name: en.payment.paypal.payWith }).waitFor();
  await expectAccessible(page);
});

it.each([
  ["de", de],
  ["bg", bg],
] as const)(
  "test mode: the notice is translated (%s) on the payment page, and shown from the cart on",
  async (language, t) => {
    const page = await visitor(browser);
    for (const [step, title] of [
      ["cart", t.cart.title],
      ["checkout", t.checkout.title],
      ["payment", t.payment.title],
    ] as const) {
      await openCheckoutStep(page, language, step);
      await mainHeading(page, title);
      await expect.poll(() => notice(page).innerText(), { timeout: 15_000 }).toBe(noticeText(t));
    }
    await expectAccessible(page);
  },
);

describe("a shop with only Stripe keys", () => {
  let shop: RunningShop;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startShop(stripeEnv(stripe, { sandboxScripts: true }));
  });
  afterAll(async () => {
    await shop?.stop();
    await stripe?.close();
  });

  it("offers cards through Stripe only, and shows no test-mode notice", async () => {
    const page = await newPage(browser, shop.url);
    await openCheckoutStep(page, "en", "payment");
    await mainHeading(page, en.payment.title);
    await page.locator("[data-stripe-standin=cardNumber]").waitFor({ timeout: 15_000 });
    expect(await page.getByRole("radio").count()).toBe(1);
    expect(await page.getByRole("radio", { name: en.payment.methods.CARD }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: en.payment.methods.PAYPAL }).count()).toBe(0);
    expect(await notice(page).count()).toBe(0);

    const configLoaded = page.waitForResponse((response) => response.url().endsWith("/api/payments/config"));
    await openCheckoutStep(page, "en", "cart");
    await mainHeading(page, en.cart.title);
    await configLoaded;
    // Two frames: React has rendered what the configuration said.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await notice(page).count()).toBe(0);
  });
});
