// Journey of a shopper on a small phone in German, Bulgarian and English: no page scrolls sideways
// at 360 or 390 px, however long the words; long product names wrap whole instead of being cut; a
// product that is still loading shows its skeleton; and sign-in errors speak the page's language.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ProductListItem } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { apiJson, en, expectAccessible, journeyBrowser, mainHeading, visitor } from "./support.ts";

const journey = journeyBrowser();

const TEXTS = { en, de, bg } as const;
const PAGES = [
  "",
  "/shop",
  "/category/fertility-tests",
  "/product/fertility-tests",
  "/blog",
  "/blog/understanding-your-fertile-window",
  "/cart",
  "/checkout",
  "/payment",
  "/success",
  "/delivery",
  "/privacy-policy",
  "/terms-and-conditions",
  "/withdrawal",
  "/imprint",
  "/contact",
  "/newsletter/confirmed?state=expired",
  "/newsletter/unsubscribed",
  "/no-such-page",
  "/admin-login",
];

/** A phone of `width` px whose shopper has two kits in the cart and the address filled in. */
async function phone(width: number): Promise<Page> {
  const page = await visitor(journey.browser, { viewport: { width, height: 780 }, isMobile: true, hasTouch: true });
  await page.context().addInitScript(() => {
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { slug: "fertility-tests", name: "Fertility", price: 29.9, quantity: 2, image: null },
        { slug: "stistd-tests", name: "STI", price: 99, quantity: 1, image: null },
      ]),
    );
    localStorage.setItem(
      "checkout_shippingData",
      JSON.stringify({
        email: "anna.schmidt@example.com",
        fullName: "Anna-Katharina Schmidt-Müller",
        countryCode: "DE",
        countryName: "Deutschland",
        phone: "+49301234567",
        address: "Schönhauser Allee 180, Hinterhaus, 3. Obergeschoss",
        city: "Berlin",
        postcode: "10119",
        differentBilling: false,
      }),
    );
  });
  return page;
}

/** How far the document is wider than the phone, and what sticks out. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      // What lies inside a row meant to scroll on its own (the category filter) is not the page's width.
      .filter((element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    return { excess: document.documentElement.scrollWidth - width, outside };
  });

// Each page is loaded once per language, at the narrower width, then measured again with the
// phone turned to the wider one (the layout follows the viewport; a load per width doubled the file).
it.each([
  ["de", "360 and 390", [360, 390]],
  ["bg", "360 and 390", [360, 390]],
  ["en", "360", [360]],
] as const)("never scrolls sideways in %s at %s px", async (language, _label, widths) => {
  const page = await phone(widths[0]);
  for (const path of PAGES) {
    const url = path === "/admin-login" ? path : `/${language}${path}`;
    await page.goto(url);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 780 });
      const { excess, outside } = await sideways(page);
      expect(excess, `${url} at ${width} px is ${excess} px too wide: ${outside.join(", ")}`).toBe(0);
    }
    await page.setViewportSize({ width: widths[0], height: 780 });
  }
  await page.goto(`/${language}/product/fertility-tests`);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 780 });
    await expectAccessible(page);
  }
});

it("shows long German names whole, wrapped in the two-column grid", async () => {
  const page = await phone(360);
  await page.goto("/de/shop");
  await mainHeading(page, de.shop.title);
  // The German shop lists what can go to Germany first (docs/behaviour.md §21), as the API does for the country.
  const products = await apiJson<ProductListItem[]>("/products?lang=DE&country=DE");
  const titles = await page.locator("article h2").evaluateAll((headings) =>
    headings.map((heading) => ({
      text: heading.textContent,
      clipped: heading.scrollWidth > heading.clientWidth || heading.scrollHeight > heading.clientHeight + 1,
    })),
  );
  expect(titles.map((title) => title.text)).toEqual(products.map((product) => product.name));
  expect(titles.filter((title) => title.clipped)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
  await expectAccessible(page);
});

it("shows the product's skeleton, not a bare 'Loading', while it arrives", async () => {
  const page = await phone(390);
  await page.goto("/en/shop");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/products/vitamin-d-test?**", async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('a[href="/en/product/vitamin-d-test"]').first().click();
  await expect.poll(() => page.getByTestId("product-skeleton").count()).toBe(1);
  expect(await page.getByTestId("product-skeleton").getAttribute("aria-busy")).toBe("true");
  await expectAccessible(page);
  release();
  await expect.poll(() => page.getByTestId("product-skeleton").count()).toBe(0);
  expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
});

it.each(["de", "bg"] as const)("says why a sign-in failed in %s, the rate limit included", async (language) => {
  const t = TEXTS[language];
  const page = await phone(390);
  await page.goto(`/${language}/admin-login`);
  // A name of its own: the limit counts per client and username, and the admin must stay usable.
  const username = `nobody-${language}-${Date.now()}`;
  const attempt = async () => {
    await page.getByLabel(t.admin.login.username).fill(username);
    await page.getByLabel(t.admin.login.password).fill("not-the-password");
    // The footer's newsletter has a button of the same name in German.
    await page.getByRole("main").getByRole("button", { name: t.admin.login.submit }).click();
  };
  await attempt();
  await expect.poll(() => page.getByRole("alert").textContent()).toBe(t.admin.login.errors.invalidCredentials);
  await expectAccessible(page);
  for (let i = 0; i < 5; i++) await attempt();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe(t.admin.login.errors.tooManyAttempts_one.replace("{count}", "1"));
});
