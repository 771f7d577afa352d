// Journey: a visitor buys a kit with a card through the shop's built-in test payment provider and
// gets an order number; the order is paid on the server. A declined card shows an error and stays,
// until the shopper corrects the card. A payment step opened where the checkout's age confirmation
// is not known (another tab, a new visit) asks for it itself, beside the field the API names.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product } from "@shop/shared";
import { SHOPPER } from "./payment-journey.ts";
import {
  apiJson,
  confirmAge,
  en,
  expectAccessible,
  fillShippingForm,
  headerCartCount,
  journeyBrowser,
  mainHeading,
  pathOf,
  visitor,
} from "./support.ts";

const journey = journeyBrowser();

/** Cart with two kits, the shipping form filled in, on to the payment page. */
async function reachPayment(page: Page, product: Product) {
  await page.goto(`/en/product/${product.slug}`);
  await mainHeading(page, product.name);
  await page.getByLabel(en.product.quantity, { exact: true }).selectOption("2");
  await page.getByRole("button", { name: en.product.addToCart }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/cart");
  await page.getByRole("link", { name: en.cart.proceed }).click();
  await mainHeading(page, en.checkout.title);
  await fillShippingForm(page);
  // A drug test is sold to adults only: the checkout asks for the age then.
  if (product.adultsOnly) await confirmAge(page);
  await page.getByRole("button", { name: en.checkout.next }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/payment");
  await mainHeading(page, en.payment.title);
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel(en.payment.card.number).fill(number);
  await page.getByLabel(en.payment.card.expiry).fill("12 / 34");
  await page.getByLabel(en.payment.card.cvc).fill("123");
  await page.getByRole("button", { name: en.payment.placeOrder, exact: true }).click();
}

it("pays by card (4242 4242 4242 4242), shows the order number, and the order is PAID on the server", async () => {
  const product = await apiJson<Product>("/products/drug-tests?lang=EN");
  const page = await visitor(journey.browser);
  await reachPayment(page, product);
  await expectAccessible(page);

  await payWithCard(page, "4242 4242 4242 4242");
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe("/en/success");
  await mainHeading(page, en.success.title);
  const orderNumber = (
    await page.locator("dt", { hasText: en.success.orderNumber }).locator("xpath=following-sibling::dd[1]").innerText()
  ).trim();
  expect(orderNumber).toMatch(/^[A-Z0-9-]{6,}$/);
  expect(await page.locator("main").innerText()).toContain("anna.schmidt@example.com");
  // A successful card payment clears the cart.
  await expect.poll(() => headerCartCount(page)).toBe(0);
  await expectAccessible(page);

  // Confirming is idempotent and asks the provider itself: the order is paid, for two kits.
  const confirmed = await apiJson<{ orderNumber: string; status: string; total: number }>(
    `/orders/confirm/${orderNumber}`,
    { method: "POST" },
  );
  expect(confirmed).toEqual({ orderNumber, status: "PAID", total: product.price * 2 });
});

it("shows an error for a declined card (4000 0000 0000 0002) and stays on the payment page with the cart", async () => {
  const product = await apiJson<Product>("/products/vitamin-d-test?lang=EN");
  const page = await visitor(journey.browser);
  await reachPayment(page, product);
  await payWithCard(page, "4000 0000 0000 0002");
  // The shopper reads why, in their language: the decline message, not just any alert.
  const declined = page.getByRole("alert").filter({ hasText: en.payment.errors.card_declined });
  await expect.poll(() => declined.count(), { timeout: 20_000 }).toBe(1);
  expect(pathOf(page)).toBe("/en/payment");
  expect(await headerCartCount(page)).toBe(2);
  await expect
    .poll(() => page.getByRole("button", { name: en.payment.placeOrder, exact: true }).isEnabled())
    .toBe(true);
  await expectAccessible(page);

  // The shopper corrects the card: the decline was about the card as it was, and goes.
  await page.getByLabel(en.payment.card.number).fill("4242 4242 4242 4242");
  await expect.poll(() => declined.count()).toBe(0);
  await page.getByRole("button", { name: en.payment.placeOrder, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe("/en/success");
});

it("asks for the age on the payment step itself when the checkout's confirmation is not known there", async () => {
  const page = await visitor(journey.browser);
  // The addresses and the cart are in local storage; the tick of the checkout was in another tab's
  // session storage, so this visit does not have it.
  await page.goto("/en");
  await page.evaluate((shipping) => {
    localStorage.setItem(
      "cart",
      JSON.stringify([{ slug: "drug-tests", name: "Drug test", price: 24.9, quantity: 1, image: null }]),
    );
    localStorage.setItem("checkout_shippingData", JSON.stringify(shipping));
  }, SHOPPER);
  await page.goto("/en/payment");
  await mainHeading(page, en.payment.title);
  const age = page.getByLabel(en.ivd.ageConfirm);
  await expect.poll(() => age.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await age.isChecked()).toBe(false);

  await payWithCard(page, "4242 4242 4242 4242");
  // Not "Your order could not be placed": the checkbox says what is missing, and takes the focus.
  await expect.poll(() => page.getByText(en.ivd.ageRequired).isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await page.getByText(en.payment.errors.generic).count()).toBe(0);
  expect(await page.getByText(en.payment.errors.age_confirmation_required).isVisible()).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("age-confirmed");
  expect(await age.getAttribute("aria-invalid")).toBe("true");
  expect(pathOf(page)).toBe("/en/payment");
  await expectAccessible(page);

  await age.check();
  await expect.poll(() => page.getByText(en.ivd.ageRequired).count()).toBe(0);
  await page.getByRole("button", { name: en.payment.placeOrder, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe("/en/success");
});
