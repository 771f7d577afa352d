// Journey: a visitor at the checkout gets told what is missing or wrong, field by field; the errors
// go away as the fields are corrected, and the "different billing address" choice is remembered.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { en, expectAccessible, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

const { required, invalidEmail, invalidPhone } = en.form.errors;

/** A cart with one kit, put there the way a shopper does it, then on to the checkout form. */
async function openCheckout(page: Page) {
  await page.goto("/en/product/drug-tests");
  await page.getByRole("button", { name: en.product.addToCart }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/en/cart");
  await page.getByRole("link", { name: en.cart.proceed }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/checkout");
  await mainHeading(page, en.checkout.title);
}

/** The error shown under a field (the text its aria-describedby points to), or null. */
async function errorOf(page: Page, id: string): Promise<string | null> {
  return page.evaluate((fieldId) => {
    const field = document.getElementById(fieldId);
    const described = field?.getAttribute("aria-describedby");
    return described ? (document.getElementById(described)?.textContent ?? null) : null;
  }, id);
}

const next = (page: Page) => page.getByRole("button", { name: en.checkout.next }).click();

it("shows required, e-mail and phone errors, clears each as it is corrected, and a new country clears the phone", async () => {
  const page = await visitor(journey.browser);
  await openCheckout(page);
  await next(page);
  const shippingFields = ["email", "fullName", "countryCode", "phone", "address", "city", "postcode"];
  for (const field of shippingFields) await expect.poll(() => errorOf(page, `shipping-${field}`)).toBe(required);
  expect(await page.getByText(required).count()).toBe(shippingFields.length);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("shipping-email");
  await expectAccessible(page);

  // Typing in a field clears that field's error, and only that one.
  await page.locator("#shipping-email").fill("anna");
  await expect.poll(() => errorOf(page, "shipping-email")).toBeNull();
  expect(await errorOf(page, "shipping-fullName")).toBe(required);
  await page.locator("#shipping-fullName").fill("Anna Schmidt");
  await expect.poll(() => errorOf(page, "shipping-fullName")).toBeNull();

  await page.locator("#shipping-phone").fill("12ab");
  await next(page);
  await expect.poll(() => errorOf(page, "shipping-email")).toBe(invalidEmail);
  await expect.poll(() => errorOf(page, "shipping-phone")).toBe(invalidPhone);
  expect(pathOf(page)).toBe("/en/checkout");
  await expectAccessible(page);

  await page.locator("#shipping-email").fill("anna@example.com");
  await expect.poll(() => errorOf(page, "shipping-email")).toBeNull();

  // Choosing a country clears the phone (number and error) and the country's own error.
  await page.locator("#shipping-countryCode").selectOption("AT");
  await expect.poll(() => errorOf(page, "shipping-phone")).toBeNull();
  expect(await errorOf(page, "shipping-countryCode")).toBeNull();
  expect(await page.locator("#shipping-phone").inputValue()).toBe("");
  expect(await errorOf(page, "shipping-city")).toBe(required);
});

it("remembers the different-billing choice and validates the billing form when it is shown", async () => {
  const page = await visitor(journey.browser);
  await openCheckout(page);
  const billing = page.getByRole("group", { name: en.checkout.billingTitle });
  expect(await billing.count()).toBe(0);

  await page.getByLabel(en.checkout.differentBilling).check();
  await expect.poll(() => billing.isVisible()).toBe(true);
  await next(page);
  for (const field of ["fullName", "countryCode", "phone", "address", "city", "postcode"]) {
    await expect.poll(() => errorOf(page, `billing-${field}`)).toBe(required);
  }
  await page.locator("#billing-fullName").fill("Ivan Petrov");
  await expect.poll(() => errorOf(page, "billing-fullName")).toBeNull();
  await expectAccessible(page);

  await page.reload();
  await mainHeading(page, en.checkout.title);
  await expect.poll(() => page.getByLabel(en.checkout.differentBilling).isChecked()).toBe(true);
  expect(await billing.isVisible()).toBe(true);
  expect(await page.locator("#billing-fullName").inputValue()).toBe("Ivan Petrov");
  expect(await page.evaluate(() => localStorage.getItem("differentBilling"))).toBe("true");

  await page.getByLabel(en.checkout.differentBilling).uncheck();
  await expect.poll(() => billing.count()).toBe(0);
  await page.reload();
  await mainHeading(page, en.checkout.title);
  await expect.poll(() => page.getByLabel(en.checkout.differentBilling).isChecked()).toBe(false);
  expect(await billing.count()).toBe(0);
});
