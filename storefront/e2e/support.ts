// Shared steps of the browser journeys (not a journey itself: vitest only runs *.e2e.ts).
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Browser, BrowserContextOptions, ConsoleMessage, Locator, Page } from "playwright-core";
import type { Language } from "@shop/shared";
import { PLACEHOLDER } from "@shop/shared/placeholders";
import {
  axeViolations,
  cspViolations,
  launchChromium,
  newPage,
  pageErrors,
  staffToken,
  workerShop,
} from "@shop/browser-testing";

export { placePaidOrder, staffToken } from "@shop/browser-testing";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import en from "../public/locales/en/translation.json";

export { en };
const TEXTS = { en, de, bg } as const;
export const shopUrl = () => workerShop().url;

/** Consent as the banner's "Reject all" stores it: the banner stays away, no ads script. */
const NECESSARY_ONLY = JSON.stringify({ necessary: true, analytics: false, marketing: false });

/**
 * A new visitor in a fresh browser context. With `answeredConsent` the visitor has answered the
 * cookie banner on an earlier visit, so it does not cover what the journey is about.
 */
export async function visitor(
  browser: Browser,
  options: BrowserContextOptions & { answeredConsent?: boolean } = {},
): Promise<Page> {
  const { answeredConsent = true, ...contextOptions } = options;
  const page = await newPage(browser, shopUrl(), contextOptions);
  if (answeredConsent) {
    await page.context().addInitScript((consent) => {
      if (localStorage.getItem("accepted") === null) {
        localStorage.setItem("cookieConsent", consent);
        localStorage.setItem("accepted", "true");
      }
    }, NECESSARY_ONLY);
  }
  return page;
}

/** No axe-core WCAG 2.1 A/AA violation on the page as it is now, and no uncaught error or CSP violation so far. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
  expect(cspViolations(page)).toEqual([]);
}

/** The page's main heading once the page (translations, route code, data) has rendered. */
export async function mainHeading(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).first().textContent(), { timeout: 15_000 })
    .toMatch(text);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${shopUrl()}/api${path}`, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? "GET"} /api${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The number in the header's cart link, "(n)". */
export async function headerCartCount(page: Page): Promise<number> {
  const text = await page
    .getByRole("banner")
    .getByRole("link", { name: /^Cart,/ })
    .textContent();
  return Number(/\((\d+)\)/.exec(text ?? "")?.[1] ?? Number.NaN);
}

export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * One Chromium for all tests of a journey file, each test's browser contexts closed after it
 * (closeContexts), so that the next test's visitor starts afresh. Registers the file's hooks: call
 * it once at the top of the file; `browser` is there from the first test on.
 */
export function journeyBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(() => closeContexts(browser));
  afterAll(() => browser?.close());
  return {
    get browser() {
      return browser!;
    },
  };
}

/** The checkout's shipping form filled in for a shopper in Berlin. */
export async function fillShippingForm(page: Page): Promise<void> {
  await page.locator("#shipping-email").fill("anna.schmidt@example.com");
  await page.locator("#shipping-fullName").fill("Anna Schmidt");
  await page.locator("#shipping-countryCode").selectOption("DE");
  await page.locator("#shipping-phone").fill("301234567");
  await page.locator("#shipping-address").fill("Hauptstraße 5");
  await page.locator("#shipping-city").fill("Berlin");
  await page.locator("#shipping-postcode").fill("10115");
}

/**
 * Ticks the checkout's age confirmation, which a cart with an adults-only product (the demo's drug
 * tests) needs before it goes on to payment (docs/behaviour.md §21).
 */
export async function confirmAge(page: Page): Promise<void> {
  await page.getByLabel(en.ivd.ageConfirm).check({ timeout: 20_000 });
}

/**
 * Fills the order status page's form with `email` (the number is in it already) and sends it; the
 * page answers with the order or with an alert.
 */
export async function sendOrderLookup(page: Page, lang: Language, email: string): Promise<void> {
  const texts = TEXTS[lang].orderStatus;
  await page.getByRole("main").getByLabel(texts.email).fill(email);
  await page.getByRole("button", { name: texts.submit }).click();
}

/**
 * Looks order `number` up as the link in the order's e-mails leads there: opens
 * /{lang}/order-status?number={number}, whose form comes with the number in it, sends it with
 * `email` and waits (15 s at most) until the page shows the order. Answers the region showing it.
 */
export async function lookUpOrder(
  page: Page,
  { lang, number, email }: { lang: Language; number: string; email: string },
): Promise<Locator> {
  await page.goto(`/${lang}/order-status?number=${number}`);
  await sendOrderLookup(page, lang, email);
  const result = page.getByRole("region", { name: TEXTS[lang].orderStatus.orderTitle.replace("{number}", number) });
  await result.waitFor({ timeout: 15_000 });
  return result;
}

/**
 * Runs `journey` with a product changed through the console's API (`change` gets its record and
 * answers the fields to change), and puts the product back afterwards: the shop is shared by
 * every journey of the run.
 */
export async function withProductChanged(
  slug: string,
  change: (record: { price: number; stock: number }) => Record<string, unknown>,
  journey: () => Promise<void>,
): Promise<void> {
  const headers = { authorization: `Bearer ${await staffToken()}`, "content-type": "application/json" };
  const [{ id }] = await apiJson<{ id: number }[]>(
    `/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: slug }))}`,
    { headers },
  );
  type ProductRecord = { price: number; stock: number; version: number };
  const save = (record: ProductRecord, fields: Record<string, unknown>) =>
    apiJson<ProductRecord>(`/admin/products/${id}`, {
      method: "PUT",
      headers,
      // Stock edits are changes from what the form showed (docs/behaviour.md): name it.
      body: JSON.stringify({ ...record, previousStock: record.stock, ...fields }),
    });
  const original = await apiJson<ProductRecord>(`/admin/products/${id}`, { headers });
  await save(original, change(original));
  try {
    await journey();
  } finally {
    const current = await apiJson<ProductRecord>(`/admin/products/${id}`, { headers });
    // A sale the journey started ends with it (`salePrice: null`), before the price goes back.
    await save(current, { price: original.price, stock: original.stock, salePrice: null });
  }
}

/** A storefront text with its {placeholders} filled in, as the storefront's translator fills them. */
export const interpolate = (text: string, values: Record<string, string | number>) =>
  text.replace(PLACEHOLDER, (_, name: string) => String(values[name]));

const recordingFetches = new WeakSet<Page>();

/**
 * Opens `path`, waits until the storefront has hydrated it and what hydrating set off has run, and
 * answers its status, the API calls the page made with fetch() and its console errors. The calls
 * are recorded in the page itself from its first script on (an init script wraps fetch()), and read
 * two animation frames after the hydrated mark: SWR revalidates a page's data in the frame after
 * its first render, so a second fetch of what the server sent would be on the list by then.
 */
export async function openHydrated(
  page: Page,
  path: string,
): Promise<{ status: number | undefined; calls: string[]; problems: string[] }> {
  if (!recordingFetches.has(page)) {
    recordingFetches.add(page);
    await page.addInitScript(() => {
      const fetches: string[] = [];
      (window as unknown as { __apiFetches: string[] }).__apiFetches = fetches;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith("/api/")) fetches.push(url.pathname + url.search);
        return original(input, init);
      };
    });
  }
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(message.text());
  };
  page.on("console", onConsole);
  try {
    const response = await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
    const calls = await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
      return (window as unknown as { __apiFetches: string[] }).__apiFetches;
    });
    return { status: response?.status(), calls, problems };
  } finally {
    page.off("console", onConsole);
  }
}
