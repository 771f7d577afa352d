// What the payment journeys share: a shop started against the local Stripe and PayPal stand-ins
// (which also serve the stand-in Stripe.js and PayPal SDK), a shopper whose cart and addresses
// are already filled in (the cart and checkout steps have journeys of their own), and the
// console's view of the orders.
import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, startOwnShop, type RunningShop } from "@shop/browser-testing";
import { startPaymentStandIns, type PayPalStandIn, type StripeStandIn } from "@shop/standins";

export interface PaymentShop {
  shop: RunningShop;
  stripe: StripeStandIn;
  paypal: PayPalStandIn;
  stop(): Promise<void>;
}

async function startPaymentShop(): Promise<PaymentShop> {
  const standIns = await startPaymentStandIns({ sandboxScripts: true });
  const shop = await startOwnShop(standIns.env);
  return {
    shop,
    stripe: standIns.stripe,
    paypal: standIns.paypal,
    stop: async () => {
      await shop.stop();
      await standIns.close();
    },
  };
}

/** One Chromium and one payment shop for all tests of a journey file (registers the file's hooks). */
export function paymentJourney(): { readonly browser: Browser; readonly payments: PaymentShop } {
  let browser: Browser | undefined;
  let payments: PaymentShop | undefined;
  beforeAll(async () => {
    [browser, payments] = await Promise.all([launchChromium(), startPaymentShop()]);
  });
  afterAll(async () => {
    await browser?.close();
    await payments?.stop();
  });
  return {
    get browser() {
      return browser!;
    },
    get payments() {
      return payments!;
    },
  };
}

/** Types a card into the stand-in Stripe Elements (any future expiry, any CVC). */
export async function fillCard(page: Page, number: string) {
  await page.locator("[data-stripe-standin=cardNumber]").fill(number);
  await page.locator("[data-stripe-standin=cardExpiry]").fill("12 / 34");
  await page.locator("[data-stripe-standin=cardCvc]").fill("123");
}

export const SHOPPER = {
  email: "anna@example.com",
  fullName: "Anna Schmidt",
  countryCode: "DE",
  countryName: "Germany",
  phone: "+49301234567",
  address: "Hauptstraße 5",
  city: "Berlin",
  postcode: "10115",
  differentBilling: false,
};

/** A shopper with one drug test in the cart, the checkout form filled and the age confirmed, on a step of the checkout. */
export async function openCheckoutStep(
  page: Page,
  language: "en" | "de" | "bg",
  step: "cart" | "checkout" | "payment",
) {
  await page.goto(`/${language}`);
  await page.evaluate((shipping) => {
    localStorage.setItem(
      "cart",
      JSON.stringify([{ slug: "drug-tests", name: "Drug test", price: 24.9, quantity: 1, image: null }]),
    );
    localStorage.setItem("checkout_shippingData", JSON.stringify(shipping));
    // The drug test is sold to adults only: the shopper ticked the checkout's age confirmation.
    sessionStorage.setItem("checkout_ageConfirmed", "true");
  }, SHOPPER);
  await page.goto(`/${language}/${step}`);
}

/** A shopper with one drug test in the cart and the checkout form filled, on the payment step. */
export const openPaymentStep = (page: Page) => openCheckoutStep(page, "en", "payment");

/** The orders as the console sees them. */
export async function adminOrders(
  shop: RunningShop,
): Promise<{ number: string; status: string; paymentGateway?: string; total: number }[]> {
  const login = await fetch(`${shop.url}/api/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(shop.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${shop.url}/api/admin/orders?sort=["id","ASC"]&range=[0,99]`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { number: string; status: string; total: number }[];
}

/** The order number the success page shows. */
export async function orderNumberOn(page: Page): Promise<string> {
  const text = await page
    .getByText(/^TK-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    .first()
    .innerText();
  return text.trim();
}
