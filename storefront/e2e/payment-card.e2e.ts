// Journey: a shopper pays by card through Stripe Elements (stand-in Stripe.js and API), including
// a declined card, 3-D Secure and a Stripe.js that fails to load.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, newPage, pageErrors } from "@shop/browser-testing";
import { adminOrders, fillCard, openPaymentStep, orderNumberOn, paymentJourney } from "./payment-journey.ts";
import { en } from "./support.ts";

const journey = paymentJourney();

const payButton = (page: Page) => page.getByRole("button", { name: en.payment.placeOrder, exact: true });

async function expectSuccess(page: Page) {
  await page.waitForURL(/\/en\/success$/, { timeout: 20_000 });
  return orderNumberOn(page);
}

it("pays by card: Stripe Elements with the brand icon, the billing details, a double click, and a paid order on /success", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  await openPaymentStep(page);
  await page.locator("[data-stripe-standin=cardNumber]").waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await fillCard(page, "4242 4242 4242 4242");
  expect(await page.locator("[data-brand]").getAttribute("data-brand")).toBe("visa");
  const intentsBefore = journey.payments.stripe.intents.size;
  await payButton(page).dblclick(); // an impatient shopper: still one order, one payment
  const orderNumber = await expectSuccess(page);
  expect(journey.payments.stripe.intents.size - intentsBefore).toBe(1);

  const order = (await adminOrders(journey.payments.shop)).find((o) => o.number === orderNumber);
  expect(order).toMatchObject({ status: "PAID", total: 24.9 });
  const intent = [...journey.payments.stripe.intents.values()].find((i) => i.metadata.orderNumber === orderNumber)!;
  expect(intent).toMatchObject({ status: "succeeded", amount: 2490, currency: "eur" });
  const charge = journey.payments.stripe.charges.get(intent.latest_charge!)!;
  expect(charge.billing_details).toMatchObject({
    name: "Anna Schmidt",
    email: "anna@example.com",
    phone: "+49301234567",
    address: { line1: "Hauptstraße 5", city: "Berlin", country: "DE", postal_code: "10115" },
  });
  expect(pageErrors(page)).toEqual([]);
});

it("a declined card shows the reason and the next card pays the same order", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  await openPaymentStep(page);
  await page.locator("[data-stripe-standin=cardNumber]").waitFor();
  await fillCard(page, "4000 0000 0000 0002");
  await payButton(page).click();
  await expect.poll(() => page.getByRole("alert").innerText()).toContain("Your card was declined");
  expect(page.url()).toMatch(/\/en\/payment$/);

  await page.locator("[data-stripe-standin=cardNumber]").fill("5555 5555 5555 4444");
  expect(await page.locator("[data-brand]").getAttribute("data-brand")).toBe("mastercard");
  await payButton(page).click();
  const orderNumber = await expectSuccess(page);
  const intents = [...journey.payments.stripe.intents.values()].filter((i) => i.metadata.orderNumber === orderNumber);
  expect(intents).toHaveLength(1);
});

it("3-D Secure: the bank's challenge is completed and the order is paid", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  await openPaymentStep(page);
  await page.locator("[data-stripe-standin=cardNumber]").waitFor();
  await fillCard(page, "4000 0027 6000 3184");
  await payButton(page).click();
  await page
    .getByRole("dialog", { name: "3D Secure authentication" })
    .getByRole("button", { name: "Complete authentication" })
    .click();
  const orderNumber = await expectSuccess(page);
  expect((await adminOrders(journey.payments.shop)).find((o) => o.number === orderNumber)?.status).toBe("PAID");
});

it("shows 'Failed to load Stripe.js' when Stripe.js cannot be loaded", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  await page.route("**/v3/", (route) => route.abort());
  await openPaymentStep(page);
  await expect.poll(() => page.getByRole("alert").innerText()).toContain("Failed to load Stripe.js");
});

it("shows 'Stripe.js not available' when the script loads but defines no Stripe", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  await page.route("**/v3/", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "/* not Stripe */" }),
  );
  await openPaymentStep(page);
  await expect.poll(() => page.getByRole("alert").innerText()).toContain("Stripe.js not available");
});
