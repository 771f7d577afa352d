// Journeys of a shopper who buys on a 390 × 844 phone, in German and Bulgarian: the page says its
// language (so words break with hyphens), the checkout's step circles stand apart, the menu lists
// the categories, the order status page and contact, the header names the shop, the chosen
// category's chip is in view; the checkout refuses beside its field, in the shopper's language, an
// e-mail address or a phone number the API would refuse, and stores the phone in E.164; after
// paying, the success page lists the items and links the order status page and the invoice.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryRef } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { apiJson, en, expectAccessible, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TEXTS = { de, bg } as const;
const CART = [{ slug: "drug-tests", name: "Drug test", price: 24.9, quantity: 1, image: null }];

async function withCart(page: Page, language: string) {
  await page.goto(`/${language}`);
  await page.evaluate((cart) => {
    localStorage.setItem("cart", JSON.stringify(cart));
    // A drug test is sold to adults only: the shopper has confirmed the age for this visit
    // (the checkbox itself is storefront/e2e/ivd.e2e.ts's).
    sessionStorage.setItem("checkout_ageConfirmed", "true");
  }, CART);
}

/** The error shown under a field (the text its aria-describedby points to), or null. */
const errorOf = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const described = document.getElementById(fieldId)?.getAttribute("aria-describedby");
    return described ? (document.getElementById(described)?.textContent ?? null) : null;
  }, id);

describe.each(["de", "bg"] as const)("on a 390 px phone in %s", (language) => {
  const t = TEXTS[language];

  it("names the page's language, hyphenates, and keeps the step circles apart", async () => {
    const page = await visitor(journey.browser, PHONE);
    await withCart(page, language);
    await page.goto(`/${language}/checkout`);
    await mainHeading(page, t.checkout.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // The server's HTML names it too, before any code runs.
    const html = await (await fetch(page.url())).text();
    expect(html).toMatch(new RegExp(`<html lang="${language}"`));

    const circles = await page.evaluate(() =>
      [...document.querySelectorAll("nav ol li span[aria-hidden=true]")].map((marker) => {
        const box = marker.getBoundingClientRect();
        return { left: box.left, right: box.right, width: box.width };
      }),
    );
    expect(circles).toHaveLength(4);
    for (let index = 1; index < circles.length; index++)
      expect(circles[index].left, `circle ${index + 1}`).toBeGreaterThanOrEqual(circles[index - 1].right);
    expect(circles.every((circle) => circle.width >= 30 && circle.right <= 390)).toBe(true);
    // The current step is named under the circles.
    const caption = t.checkout.progress.stepOf
      .replace("{number}", "2")
      .replace("{count}", "4")
      .replace("{label}", t.checkout.progress.details);
    expect(
      await page.evaluate(
        (text) =>
          [...document.querySelectorAll("nav p")].some(
            (element) => element.textContent === text && element.getBoundingClientRect().height > 0,
          ),
        caption,
      ),
    ).toBe(true);

    await page.goto(`/${language}`);
    await mainHeading(page, /./);
    const hyphens = await page.evaluate(() =>
      ["footer h2", "h1", "label"].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).hyphens : "missing";
      }),
    );
    expect(hyphens).toEqual(["auto", "auto", "auto"]);
    await expectAccessible(page);
  });

  it("shows the shop's name in the header and lists categories, order status and contact in the menu", async () => {
    const categories = await apiJson<CategoryRef[]>(`/categories?lang=${language.toUpperCase()}`);
    const page = await visitor(journey.browser, PHONE);
    await page.goto(`/${language}`);
    await mainHeading(page, /./);
    const name = page.getByRole("banner").getByText(t.common.brand, { exact: true });
    const box = await name.boundingBox();
    expect(box && box.width > 40 && box.height > 10 && box.x + box.width <= 390).toBe(true);

    await page.getByRole("button", { name: t.header.openMenu }).click();
    const menu = page.getByRole("dialog", { name: t.header.menu });
    await expect.poll(() => menu.getByRole("link", { name: t.footer.support.contact }).count()).toBe(1);
    const links = await menu
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links).toContain(`/${language}/order-status`);
    expect(links).toContain(`/${language}/contact`);
    await expect
      .poll(() => menu.getByRole("link", { name: categories[0].name, exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    for (const category of categories) expect(links).toContain(`/${language}/shop?category=${category.slug}`);
    await expectAccessible(page);

    // A category from the menu: its chip is pressed and in view, even the last of the row.
    const last = categories.at(-1)!;
    await menu.getByRole("link", { name: last.name, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`/${language}/shop?category=${last.slug}`);
    const chip = page.getByRole("button", { name: last.name, exact: true, pressed: true });
    await expect.poll(() => chip.count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(async () => {
        const chipBox = await chip.boundingBox();
        return chipBox !== null && chipBox.x >= 0 && chipBox.x + chipBox.width <= 390;
      })
      .toBe(true);
  });
});

describe("the checkout's e-mail and phone rules (German)", () => {
  it("refuses beside the field what the API would refuse, and stores the phone in E.164", async () => {
    const page = await visitor(journey.browser, PHONE);
    await withCart(page, "de");
    await page.goto("/de/checkout");
    await mainHeading(page, de.checkout.title);
    await page.locator("#shipping-email").fill("jürgen@example.de");
    await page.locator("#shipping-fullName").fill("Jürgen Weiß");
    await page.locator("#shipping-countryCode").selectOption("AT");
    await page.locator("#shipping-phone").fill("12");
    await page.locator("#shipping-company").fill("Praxis Weiß GmbH");
    await page.locator("#shipping-address").fill("Hauptstraße 5");
    await page.locator("#shipping-addressLine2").fill("Hinterhaus, 2. OG");
    await page.locator("#shipping-city").fill("Wien");
    await page.locator("#shipping-postcode").fill("1010");
    await page.getByRole("button", { name: de.checkout.next }).first().click();
    await expect.poll(() => errorOf(page, "shipping-email")).toBe(de.form.errors.emailNotAscii);
    expect(await errorOf(page, "shipping-phone")).toBe(de.form.errors.invalidPhone);
    expect(pathOf(page)).toBe("/de/checkout");
    await expectAccessible(page);

    await page.locator("#shipping-email").fill("juergen@example.de");
    await page.locator("#shipping-countryCode").selectOption("DE");
    await page.locator("#shipping-phone").fill("(030) 123-456");
    // Vienna's postcode is no German one.
    await page.locator("#shipping-postcode").fill("10115");
    await page.getByRole("button", { name: de.checkout.next }).first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/de/payment");
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("checkout_shippingData") ?? "{}") as Record<string, string>,
    );
    expect(stored).toMatchObject({
      phone: "+4930123456",
      company: "Praxis Weiß GmbH",
      addressLine2: "Hinterhaus, 2. OG",
    });
  });
});

it("after paying, the success page lists the items and links the order status page and the invoice", async () => {
  const page = await visitor(journey.browser, PHONE);
  await withCart(page, "en");
  await page.evaluate(() =>
    localStorage.setItem(
      "checkout_shippingData",
      JSON.stringify({
        email: "anna@example.com",
        fullName: "Anna Schmidt",
        countryCode: "DE",
        countryName: "Germany",
        phone: "+4930123456",
        address: "Hauptstraße 5",
        city: "Berlin",
        postcode: "10115",
        differentBilling: false,
      }),
    ),
  );
  await page.goto("/en/payment");
  await mainHeading(page, en.payment.title);
  await page.getByLabel(en.payment.card.number).fill("4242 4242 4242 4242");
  await page.getByLabel(en.payment.card.expiry).fill("12 / 34");
  await page.getByLabel(en.payment.card.cvc).fill("123");
  await page.getByRole("button", { name: en.payment.placeOrder, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe("/en/success");
  await mainHeading(page, en.success.title);

  const items = page.getByRole("region", { name: en.success.items });
  await expect.poll(() => items.getByRole("listitem").count(), { timeout: 15_000 }).toBe(1);
  expect(await items.getByRole("listitem").innerText()).toMatch(/1 × /);
  const number = (
    await page.locator("dt", { hasText: en.success.orderNumber }).locator("xpath=following-sibling::dd[1]").innerText()
  ).trim();
  expect(await page.getByRole("link", { name: en.success.orderStatus }).getAttribute("href")).toBe(
    `/en/order-status?number=${number}`,
  );
  const invoice = page.getByRole("link", { name: /^Download the invoice .* \(PDF\)$/ });
  await expect.poll(() => invoice.count(), { timeout: 15_000 }).toBe(1);
  const pdf = await fetch(new URL((await invoice.getAttribute("href"))!, page.url()));
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toContain("application/pdf");
  await expectAccessible(page);
});
