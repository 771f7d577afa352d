// Journey: a first-time visitor answers the cookie banner, tunes the privacy settings, and
// withdraws marketing consent again; the advertising script and its cookies follow the choice.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "@shop/browser-testing";
import { closeContexts, en, expectAccessible, mainHeading, shopUrl, visitor } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(() => closeContexts(browser));
afterAll(() => browser?.close());

const banner = (page: Page) => page.getByRole("region", { name: en.cookies.banner.title });
const settings = (page: Page) => page.getByRole("dialog", { name: en.cookies.settings.title });
const adsScript = (page: Page) => page.locator('head script[src="/ads.js"]').count();
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as unknown);
const ADVERTISING_COOKIES = ["_gcl_au", "_fbp", "IDE"];

it("accepts all cookies from the banner: the choice is stored, the ads script loads, the banner stays away", async () => {
  const page = await visitor(browser, { answeredConsent: false });
  await page.goto("/en");
  await mainHeading(page, en.home.hero.title);
  await expect.poll(() => banner(page).isVisible()).toBe(true);
  expect(await adsScript(page)).toBe(0);
  await expectAccessible(page);

  await banner(page).getByRole("button", { name: en.cookies.banner.accept, exact: true }).click();
  await expect.poll(() => banner(page).count()).toBe(0);
  expect(await storedConsent(page)).toEqual({ necessary: true, analytics: true, marketing: true });
  await expect.poll(() => adsScript(page)).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __testkitAdsLoaded?: boolean }).__testkitAdsLoaded))
    .toBe(true);

  await page.reload();
  await mainHeading(page, en.home.hero.title);
  await expect.poll(() => adsScript(page)).toBe(1);
  expect(await banner(page).count()).toBe(0);
});

it("uses the privacy settings: tabs, toggles, Enable All and Save Settings; withdrawing marketing removes the script and its cookies", async () => {
  const page = await visitor(browser, { answeredConsent: false });
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  await banner(page).getByRole("button", { name: en.cookies.banner.settings }).click();
  const dialog = settings(page);
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expectAccessible(page);

  // Two tabs, each showing its own panel.
  const overviewTab = dialog.getByRole("tab", { name: en.cookies.settings.tabs.overview });
  const necessaryTab = dialog.getByRole("tab", { name: en.cookies.settings.tabs.necessary });
  expect(await overviewTab.getAttribute("aria-selected")).toBe("true");
  expect(await dialog.getByRole("tabpanel").innerText()).toContain(en.cookies.settings.panels.overview.slice(0, 40));
  await necessaryTab.click();
  await expect.poll(() => necessaryTab.getAttribute("aria-selected")).toBe("true");
  expect(await dialog.getByRole("tabpanel").innerText()).toContain(en.cookies.settings.alwaysOn);
  await expectAccessible(page);

  // Proposed: everything on (docs/storefront.md §9). Switch marketing off and save.
  const analytics = dialog.getByRole("switch", { name: en.cookies.settings.analytics });
  const marketing = dialog.getByRole("switch", { name: en.cookies.settings.marketing });
  expect(await analytics.isChecked()).toBe(true);
  expect(await marketing.isChecked()).toBe(true);
  await marketing.uncheck();
  await dialog.getByRole("button", { name: en.cookies.settings.save }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await banner(page).count()).toBe(0);
  expect(await storedConsent(page)).toEqual({ necessary: true, analytics: true, marketing: false });
  expect(await adsScript(page)).toBe(0);

  // Reopen from the footer: Enable All turns marketing on and loads the script.
  await page.getByRole("contentinfo").getByRole("button", { name: en.footer.cookieSettings }).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getByRole("switch", { name: en.cookies.settings.marketing }).isChecked()).toBe(false);
  await dialog.getByRole("button", { name: en.cookies.settings.enableAll }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await storedConsent(page)).toEqual({ necessary: true, analytics: true, marketing: true });
  await expect.poll(() => adsScript(page)).toBe(1);

  // The advertising partners set their cookies; withdrawing consent removes the script and them.
  const { hostname } = new URL(shopUrl());
  await page
    .context()
    .addCookies(ADVERTISING_COOKIES.map((name) => ({ name, value: "tracking", domain: hostname, path: "/" })));
  await page.context().addCookies([{ name: "keep_me", value: "1", domain: hostname, path: "/" }]);
  expect((await page.evaluate(() => document.cookie)).split("; ").length).toBe(4);
  await page.getByRole("contentinfo").getByRole("button", { name: en.footer.cookieSettings }).click();
  await dialog.getByRole("switch", { name: en.cookies.settings.marketing }).uncheck();
  await dialog.getByRole("button", { name: en.cookies.settings.save }).click();
  await expect.poll(() => adsScript(page)).toBe(0);
  await expect.poll(() => page.evaluate(() => document.cookie)).toBe("keep_me=1");
  await expectAccessible(page);
});

it("keeps only the necessary cookies when the visitor says so", async () => {
  const page = await visitor(browser, { answeredConsent: false });
  await page.goto("/en");
  await banner(page).getByRole("button", { name: en.cookies.banner.necessaryOnly }).click();
  await expect.poll(() => banner(page).count()).toBe(0);
  expect(await storedConsent(page)).toEqual({ necessary: true, analytics: false, marketing: false });
  expect(await page.evaluate(() => localStorage.getItem("accepted"))).toBe("true");
  expect(await adsScript(page)).toBe(0);
});
