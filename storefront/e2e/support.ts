// Shared steps of the browser journeys (not a journey itself: vitest only runs *.e2e.ts).
import { expect, inject } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { axeViolations, cspViolations, newPage, pageErrors } from "@shop/browser-testing";
import en from "../public/locales/en/translation.json";

export { en };
export const shopUrl = () => inject("shopUrl");

/** Consent as the banner's "Necessary only" stores it: the banner stays away, no ads script. */
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
