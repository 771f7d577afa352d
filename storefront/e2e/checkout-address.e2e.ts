// Journey: a shopper's address at the checkout, written as German and Bulgarian addresses are: the
// country of the page's language is chosen already (Germany on /de, Bulgaria on /bg, none on /en),
// the postcode comes before the city, and a postcode that is no postcode of the chosen country
// ("ABCDE", "803" for Germany) is refused beside the field in the page's language, with an
// example. A malformed e-mail address is told as such, not as a matter of umlauts. The country's
// name follows the language the shopper switches to (docs/storefront.md §4).
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { en, expectAccessible, interpolate, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

/** A cart with one kit that goes everywhere, then the checkout in `language`. */
async function openCheckout(page: Page, language: "en" | "de" | "bg", title: string) {
  await page.goto(`/${language}`);
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([{ slug: "vitamin-d-test", name: "Vitamin D", price: 19, quantity: 1, image: null }]),
    ),
  );
  await page.goto(`/${language}/checkout`);
  await mainHeading(page, title);
}

/** The error shown under a field (the text its aria-describedby points to), or null. */
async function errorOf(page: Page, id: string): Promise<string | null> {
  return page.evaluate((fieldId) => {
    const described = document.getElementById(fieldId)?.getAttribute("aria-describedby");
    return described ? (document.getElementById(described)?.textContent ?? null) : null;
  }, id);
}

const next = (page: Page, label: string) => page.getByRole("button", { name: label }).first().click();

it("on /de starts with Germany, asks for the postcode before the city and refuses one that is not German", async () => {
  const page = await visitor(journey.browser);
  await openCheckout(page, "de", de.checkout.title);
  await expect.poll(() => page.locator("#shipping-countryCode").inputValue(), { timeout: 15_000 }).toBe("DE");

  // PLZ, then Ort: in the document (the order of reading and of the Tab key) and on the screen.
  const order = await page.evaluate(() => {
    const postcode = document.getElementById("shipping-postcode")!;
    const city = document.getElementById("shipping-city")!;
    const [p, c] = [postcode.getBoundingClientRect(), city.getBoundingClientRect()];
    return {
      postcodeFirst: (postcode.compareDocumentPosition(city) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      onScreen: p.top < c.top || (p.top === c.top && p.left < c.left),
    };
  });
  expect(order).toEqual({ postcodeFirst: true, onScreen: true });

  await page.locator("#shipping-email").fill("maxi@@example");
  await page.locator("#shipping-fullName").fill("Maxi Muster");
  await page.locator("#shipping-phone").fill("301234567");
  await page.locator("#shipping-address").fill("Hauptstraße 5");
  await page.locator("#shipping-postcode").fill("ABCDE");
  await page.locator("#shipping-city").fill("Berlin");
  await next(page, de.checkout.next);
  const notGerman = interpolate(de.form.errors.invalidPostcode, { country: "Deutschland", example: "10115" });
  await expect.poll(() => errorOf(page, "shipping-postcode")).toBe(notGerman);
  // A doubled @ is a malformed address: the message says what an address looks like, nothing of umlauts.
  expect(await errorOf(page, "shipping-email")).toBe(de.form.errors.invalidEmail);
  expect(de.form.errors.invalidEmail).not.toMatch(/Umlaut/);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("shipping-email");
  expect(pathOf(page)).toBe("/de/checkout");
  await expectAccessible(page);

  await page.locator("#shipping-email").fill("jürgen@example.de");
  await page.locator("#shipping-postcode").fill("803");
  await next(page, de.checkout.next);
  await expect.poll(() => errorOf(page, "shipping-postcode")).toBe(notGerman);
  expect(await errorOf(page, "shipping-email")).toBe(de.form.errors.emailNotAscii);

  await page.locator("#shipping-email").fill("juergen@example.de");
  await page.locator("#shipping-postcode").fill("80331");
  await expect.poll(() => errorOf(page, "shipping-postcode")).toBeNull();
  await next(page, de.checkout.next);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/de/payment");
});

it("on /bg starts with Bulgaria and wants a Bulgarian postcode; on /en it starts with no country", async () => {
  const page = await visitor(journey.browser);
  await openCheckout(page, "bg", bg.checkout.title);
  await expect.poll(() => page.locator("#shipping-countryCode").inputValue(), { timeout: 15_000 }).toBe("BG");
  await page.locator("#shipping-postcode").fill("10115");
  await next(page, bg.checkout.next);
  await expect
    .poll(() => errorOf(page, "shipping-postcode"))
    .toBe(interpolate(bg.form.errors.invalidPostcode, { country: "България", example: "1000" }));
  await expectAccessible(page);

  const english = await visitor(journey.browser);
  await openCheckout(english, "en", en.checkout.title);
  expect(await english.locator("#shipping-countryCode").inputValue()).toBe("");
});

it("names the chosen country in the language the shopper switches to", async () => {
  const page = await visitor(journey.browser);
  await openCheckout(page, "de", de.checkout.title);
  await page.locator("#shipping-email").fill("anna@example.de");
  await page.locator("#shipping-fullName").fill("Anna Schmidt");
  await page.locator("#shipping-phone").fill("301234567");
  await page.locator("#shipping-address").fill("Hauptstraße 5");
  await page.locator("#shipping-postcode").fill("10115");
  await page.locator("#shipping-city").fill("Berlin");
  const shipTo = page.getByRole("complementary").locator("address");
  await expect.poll(() => shipTo.innerText(), { timeout: 15_000 }).toContain("Deutschland");

  await page.goto("/en/checkout");
  await mainHeading(page, en.checkout.title);
  await expect.poll(() => shipTo.innerText(), { timeout: 15_000 }).toContain("Germany");
  expect(await shipTo.innerText()).not.toContain("Deutschland");
  const chosen = page.locator("#shipping-countryCode option:checked");
  expect(await chosen.textContent()).toBe("Germany");
});
