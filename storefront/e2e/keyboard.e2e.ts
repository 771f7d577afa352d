// Journey: a shopper who uses the keyboard alone (Tab, Shift+Tab, Enter, Space and the arrow keys;
// typing only into the field the keyboard has focused) buys a kit from the home page to the
// success page, on a 390 px phone in German and on a desktop in English. At every step the focus
// shows (2.4.7) and is never hidden under the sticky header, the phone's buy bar or the cookie
// banner (2.4.11): the phone tabs through a whole product page and its footer with the buy bar
// showing, the desktop leaves the cookie banner open all the way. On every page on the way the
// pointer targets are 24 × 24 px or spaced as 2.5.8 allows, no state shows by colour alone (1.4.1),
// and on the phone the text at 200 % loses nothing (1.4.4). The gallery's pictures change with its
// buttons and keys (2.5.7: swiping is never the only way).
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Product } from "@shop/shared";
import de from "../public/locales/de/translation.json";
import { apiJson, en, interpolate, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";
import {
  focusProblems,
  lossAtDoubleText,
  rememberUnfocusedLooks,
  statesByColourAlone,
  undersizedTargets,
  type Focused,
} from "./wcag-checks.ts";

const journey = journeyBrowser();
type Texts = typeof en;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "de-DE" };
const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: "en-GB" };

const describe = (focused: Focused) =>
  `${focused.tag}${focused.id ? `#${focused.id}` : ""} "${focused.name ?? focused.text}"${focused.href ? ` → ${focused.href}` : ""}`;

/**
 * Presses `key` until the focus is on what `wanted` accepts (at most `limit` presses); after every
 * press the focus must show and must not be hidden. Answers the focused element.
 */
async function pressUntil(
  page: Page,
  key: string,
  wanted: (focused: Focused) => boolean,
  limit = 200,
  onStep: (focused: Focused) => Promise<void> = async () => undefined,
): Promise<Focused> {
  for (let step = 0; step < limit; step++) {
    await rememberUnfocusedLooks(page);
    await page.keyboard.press(key);
    const { focused, problems } = await focusProblems(page);
    expect(problems, `${key} onto ${describe(focused)} on ${pathOf(page)}`).toEqual([]);
    await onStep(focused);
    if (wanted(focused)) return focused;
  }
  throw new Error(`${limit} × ${key} on ${pathOf(page)} never reached what the journey looks for`);
}

/** One press of `key` with the focus checked as pressUntil() does. */
const press = (page: Page, key: string) => pressUntil(page, key, () => true, 1);

/** Enter on a link or button that leads to another page (whose focus the next Tab checks). */
const follow = (page: Page) => page.keyboard.press("Enter");

/** The checks of every page on the way; the phone's also with its text at 200 %. */
async function checkPage(page: Page, { phone }: { phone: boolean }) {
  const where = pathOf(page);
  expect(await undersizedTargets(page), `pointer targets on ${where}`).toEqual([]);
  expect(await statesByColourAlone(page), `states on ${where}`).toEqual([]);
  if (phone) expect(await lossAtDoubleText(page), `text at 200 % on ${where}`).toEqual([]);
}

/** Which picture of `name`'s gallery shows, by its alternative text ("… n of m"). */
async function picture(page: Page, t: Texts, name: string): Promise<number> {
  const alt =
    (await page
      .getByRole("region", { name: interpolate(t.product.gallery.label, { name }) })
      .locator("img")
      .first()
      .getAttribute("alt")) ?? "";
  const position = new RegExp(interpolate(t.product.gallery.position, { current: "(\\d+)", total: "\\d+" }));
  return Number(position.exec(alt)?.[1] ?? 0);
}

/**
 * With the focus on the gallery's "next" button: Enter and Space show the next picture, the Left
 * key the one before (the buttons and keys that stand in for a swipe).
 */
async function stepThroughGallery(page: Page, t: Texts, product: Product) {
  const count = product.images.length;
  const start = await picture(page, t, product.name);
  const after = (by: number) => ((start - 1 + by + count) % count) + 1;
  await press(page, "Enter");
  await expect.poll(() => picture(page, t, product.name)).toBe(after(1));
  await press(page, "Space");
  await expect.poll(() => picture(page, t, product.name)).toBe(after(2));
  await press(page, "ArrowLeft");
  await expect.poll(() => picture(page, t, product.name)).toBe(after(1));
}

/** The checkout's address, typed into each field as the keyboard reaches it (the country by its name). */
function shippingAddress(country: string): Record<string, string> {
  return {
    "shipping-email": "keyboard.shopper@example.com",
    "shipping-fullName": "Kim Tastatur",
    "shipping-countryCode": country,
    "shipping-phone": "301234567",
    "shipping-address": "Hauptstraße 5",
    "shipping-city": "Berlin",
    "shipping-postcode": "10115",
  };
}

/**
 * Tabs through the checkout's form to its "next" button, typing each field's value when the focus
 * reaches it (a select's by typing its option's name), and ticks the age confirmation with Space.
 */
async function fillCheckout(page: Page, t: Texts, values: Record<string, string>) {
  const typed = new Set<string>();
  const countryCode = await page.evaluate(
    () => (document.getElementById("shipping-countryCode") as HTMLSelectElement).value,
  );
  if (countryCode === "DE") typed.add("shipping-countryCode");
  await pressUntil(
    page,
    "Tab",
    (focused) =>
      typed.size === Object.keys(values).length && focused.tag === "button" && focused.text === t.checkout.next,
    120,
    async (focused) => {
      if (focused.id === "age-confirmed" && focused.value === "") await page.keyboard.press("Space");
      const value = values[focused.id];
      if (value === undefined || typed.has(focused.id)) return;
      await page.keyboard.type(value);
      typed.add(focused.id);
    },
  );
  if (await page.locator("#age-confirmed").count()) expect(await page.locator("#age-confirmed").isChecked()).toBe(true);
  expect(await page.locator("#shipping-countryCode").inputValue()).toBe("DE");
}

/** Types a test card into the payment form as the keyboard reaches its fields, up to the order button. */
async function payByCard(page: Page, t: Texts) {
  const card: Record<string, string> = { "cc-number": "4242424242424242", "cc-exp": "1234", "cc-csc": "123" };
  const typed = new Set<string>();
  await pressUntil(
    page,
    "Tab",
    (focused) => typed.size === 3 && focused.tag === "button" && focused.text === t.payment.placeOrder,
    80,
    async (focused) => {
      const value = card[focused.autocomplete ?? ""];
      if (value === undefined || typed.has(focused.autocomplete!)) return;
      await page.keyboard.type(value);
      typed.add(focused.autocomplete!);
    },
  );
  await follow(page);
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/\/success$/);
  await mainHeading(page, t.success.title);
}

const isText = (text: string) => (focused: Focused) => focused.text === text;
const isProductLink = (slug: string) => (focused: Focused) => focused.href?.endsWith(`/product/${slug}`) ?? false;

it("buys a drug test on a phone in German with the keyboard alone, the focus never under the buy bar, the banner or the header", async () => {
  const t = de;
  const product = await apiJson<Product>("/products/drug-tests?lang=DE");
  expect(product.images.length).toBeGreaterThan(1);
  const page = await visitor(journey.browser, { ...PHONE, answeredConsent: false });

  // The home page with the cookie banner open: every Tab stop down to the banner's "Reject all"
  // stays above the banner, which comes last.
  await page.goto("/de");
  await mainHeading(page, /./);
  await checkPage(page, { phone: true });
  await pressUntil(page, "Tab", isText(t.cookies.banner.rejectAll));
  await follow(page);
  await expect.poll(() => page.getByRole("region", { name: t.cookies.banner.title }).count()).toBe(0);
  // The focus goes back to where it came from into the banner, the back-to-top button.
  await expect.poll(async () => (await focusProblems(page)).focused.name).toBe(t.common.scrollToTop);
  expect((await focusProblems(page)).problems).toEqual([]);
  // Back up the page past the sticky header to the featured drug test.
  await pressUntil(page, "Shift+Tab", isProductLink(product.slug));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe(`/de/product/${product.slug}`);
  await mainHeading(page, product.name);
  await checkPage(page, { phone: true });

  // Down the whole product page: its pictures by the gallery's buttons and keys, then with the buy
  // bar showing down to the footer's last link, none of them under the bar.
  await pressUntil(page, "Tab", (focused) => focused.name === t.product.gallery.next);
  await stepThroughGallery(page, t, product);
  const buyBar = page.getByRole("region", { name: interpolate(t.product.buyBar, { name: product.name }) });
  let barShown = false;
  await pressUntil(page, "Tab", isText(t.footer.cookieSettings), 200, async (focused) => {
    if (focused.text === t.footer.support.orderStatus || focused.text === t.footer.support.contact) {
      barShown = await buyBar.isVisible();
    }
  });
  expect(barShown, "the buy bar showed while the footer's links had the focus").toBe(true);
  // Back up to the buy bar's button (it comes right after the buy box), and into the cart.
  await pressUntil(page, "Shift+Tab", isText(t.product.addToCart));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe("/de/cart");
  await mainHeading(page, t.cart.title);
  await checkPage(page, { phone: true });

  await pressUntil(page, "Tab", isText(t.cart.proceed));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe("/de/checkout");
  await mainHeading(page, t.checkout.title);
  await checkPage(page, { phone: true });
  await fillCheckout(page, t, shippingAddress("Deutschland"));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe("/de/payment");
  await mainHeading(page, t.payment.title);
  await checkPage(page, { phone: true });
  await payByCard(page, t);
  await checkPage(page, { phone: true });
  await pressUntil(page, "Tab", isText(t.footer.cookieSettings));
}, 300_000);

it("buys two fertility tests on a desktop in English with the keyboard alone, the cookie banner left open all the way", async () => {
  const t = en;
  const product = await apiJson<Product>("/products/fertility-tests?lang=EN");
  const page = await visitor(journey.browser, { ...DESKTOP, answeredConsent: false });
  const banner = page.getByRole("region", { name: t.cookies.banner.title });

  await page.goto("/en");
  await mainHeading(page, /./);
  await expect.poll(() => banner.isVisible()).toBe(true);
  await checkPage(page, { phone: false });
  await pressUntil(page, "Tab", isProductLink(product.slug));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe(`/en/product/${product.slug}`);
  await mainHeading(page, product.name);
  await checkPage(page, { phone: false });

  await pressUntil(page, "Tab", (focused) => focused.name === t.product.gallery.next);
  await stepThroughGallery(page, t, product);
  // Two kits: the quantity's select takes the Down key.
  await pressUntil(page, "Tab", (focused) => focused.tag === "select" && focused.inMain);
  await press(page, "ArrowDown");
  expect((await focusProblems(page)).focused.value).toBe("2");
  await pressUntil(page, "Tab", isText(t.product.addToCart));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe("/en/cart");
  await mainHeading(page, t.cart.title);
  await checkPage(page, { phone: false });

  await pressUntil(page, "Tab", isText(t.cart.proceed));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe("/en/checkout");
  await mainHeading(page, t.checkout.title);
  await checkPage(page, { phone: false });
  await fillCheckout(page, t, shippingAddress("Germany"));
  await follow(page);
  await expect.poll(() => pathOf(page)).toBe("/en/payment");
  await mainHeading(page, t.payment.title);
  await checkPage(page, { phone: false });
  // The payment methods are a radio group: the arrow keys move through it.
  await pressUntil(page, "Tab", (focused) => focused.type === "radio");
  await press(page, "ArrowDown");
  await expect.poll(() => page.getByRole("radio", { name: t.payment.methods.PAYPAL }).isChecked()).toBe(true);
  await press(page, "ArrowUp");
  await expect.poll(() => page.getByRole("radio", { name: t.payment.methods.CARD }).isChecked()).toBe(true);
  await payByCard(page, t);
  expect(await banner.isVisible()).toBe(true);
  await checkPage(page, { phone: false });
  await pressUntil(page, "Tab", isText(t.cookies.banner.acceptAll));
}, 300_000);
