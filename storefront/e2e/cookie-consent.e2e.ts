// Journey: a first-time visitor answers the cookie banner, which offers "Accept all" and an equally
// prominent "Reject all"; the privacy settings open with every optional cookie switched off, so
// saving them untouched consents to nothing; marketing consent is given and withdrawn again, and
// the advertising script and its cookies follow the choice. On a 360 px phone the settings fit the
// screen in German and Bulgarian (docs/storefront.md §9).
import { expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { STORED_DATA, type ConsentCategory } from "../src/consent/storedData.ts";
import { en, expectAccessible, journeyBrowser, mainHeading, shopUrl, visitor } from "./support.ts";

const journey = journeyBrowser();

type Translation = typeof en;
const banner = (page: Page, t: Translation = en) => page.getByRole("region", { name: t.cookies.banner.title });
const settings = (page: Page, t: Translation = en) => page.getByRole("dialog", { name: t.cookies.settings.title });
const adsScript = (page: Page) => page.locator('head script[src="/ads.js"]').count();
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as unknown);
const ADVERTISING_COOKIES = ["_gcl_au", "_fbp", "IDE"];
const NOTHING_OPTIONAL = { necessary: true, analytics: false, marketing: false };

/** What makes a button prominent: its class, its size and its colours. */
const looks = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      className: element.className,
      height: Math.round(box.height),
      background: style.backgroundColor,
      color: style.color,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
    };
  });

/**
 * Each category's tab names every cookie and key it stores, with what it is for, who sets it and
 * how long it is kept, in the page's language (the shop, Stripe, PayPal, Google, Meta).
 */
async function expectStoredDataListed(page: Page, t: Translation) {
  const dialog = settings(page, t);
  const words = t.cookies.settings.stored;
  for (const category of ["necessary", "analytics", "marketing"] as ConsentCategory[]) {
    await dialog.getByRole("tab", { name: t.cookies.settings.tabs[category] }).click();
    const panel = await dialog.getByRole("tabpanel").innerText();
    for (const item of STORED_DATA[category]) {
      for (const text of [
        item.name,
        words.purposes[item.purpose as keyof typeof words.purposes],
        words.vendors[item.vendor],
        words.retention[item.retention as keyof typeof words.retention],
      ])
        expect(panel, `${category}: ${item.name}`).toContain(text);
    }
  }
  await dialog.getByRole("tab", { name: t.cookies.settings.tabs.overview }).click();
}

it("offers Accept all and an equally prominent Reject all; accepting stores the choice and loads the ads script", async () => {
  const page = await visitor(journey.browser, { answeredConsent: false });
  await page.goto("/en");
  await mainHeading(page, en.home.hero.title);
  await expect.poll(() => banner(page).isVisible()).toBe(true);
  expect(await adsScript(page)).toBe(0);
  await expectAccessible(page);

  const accept = banner(page).getByRole("button", { name: en.cookies.banner.acceptAll, exact: true });
  const reject = banner(page).getByRole("button", { name: en.cookies.banner.rejectAll, exact: true });
  expect(await looks(reject)).toEqual(await looks(accept));
  const widths = await Promise.all(
    [reject, accept].map(async (button) => Math.round((await button.boundingBox())!.width)),
  );
  expect(widths[0]).toBe(widths[1]);
  expect(await banner(page).getByRole("button", { name: en.cookies.banner.settings }).isVisible()).toBe(true);

  await accept.click();
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

it("rejects every optional cookie from the banner", async () => {
  const page = await visitor(journey.browser, { answeredConsent: false });
  await page.goto("/en");
  await banner(page).getByRole("button", { name: en.cookies.banner.rejectAll, exact: true }).click();
  await expect.poll(() => banner(page).count()).toBe(0);
  expect(await storedConsent(page)).toEqual(NOTHING_OPTIONAL);
  expect(await page.evaluate(() => localStorage.getItem("accepted"))).toBe("true");
  expect(await adsScript(page)).toBe(0);
});

it("opens the privacy settings with everything optional off: saving untouched consents to nothing; marketing is given and withdrawn", async () => {
  const page = await visitor(journey.browser, { answeredConsent: false });
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
  await expectStoredDataListed(page, en);

  // Nothing optional is proposed: saving without touching a switch consents to nothing.
  expect(await dialog.getByRole("switch", { name: en.cookies.settings.analytics }).isChecked()).toBe(false);
  expect(await dialog.getByRole("switch", { name: en.cookies.settings.marketing }).isChecked()).toBe(false);
  expect(await looks(dialog.getByRole("button", { name: en.cookies.settings.rejectAll, exact: true }))).toEqual(
    await looks(dialog.getByRole("button", { name: en.cookies.settings.acceptAll, exact: true })),
  );
  await dialog.getByRole("button", { name: en.cookies.settings.save }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await banner(page).count()).toBe(0);
  expect(await storedConsent(page)).toEqual(NOTHING_OPTIONAL);
  expect(await adsScript(page)).toBe(0);

  // Reopen from the footer: the saved choice is shown; switching marketing on loads the script.
  const footerSettings = page.getByRole("contentinfo").getByRole("button", { name: en.footer.cookieSettings });
  await footerSettings.click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole("switch", { name: en.cookies.settings.marketing }).check();
  await dialog.getByRole("button", { name: en.cookies.settings.save }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await storedConsent(page)).toEqual({ necessary: true, analytics: false, marketing: true });
  await expect.poll(() => adsScript(page)).toBe(1);

  // The advertising partners set their cookies; withdrawing consent removes the script and them.
  const { hostname } = new URL(shopUrl());
  await page
    .context()
    .addCookies(ADVERTISING_COOKIES.map((name) => ({ name, value: "tracking", domain: hostname, path: "/" })));
  await page.context().addCookies([{ name: "keep_me", value: "1", domain: hostname, path: "/" }]);
  expect((await page.evaluate(() => document.cookie)).split("; ").length).toBe(4);
  await footerSettings.click();
  expect(await dialog.getByRole("switch", { name: en.cookies.settings.marketing }).isChecked()).toBe(true);
  await dialog.getByRole("button", { name: en.cookies.settings.rejectAll, exact: true }).click();
  await expect.poll(() => adsScript(page)).toBe(0);
  await expect.poll(() => page.evaluate(() => document.cookie)).toBe("keep_me=1");
  expect(await storedConsent(page)).toEqual(NOTHING_OPTIONAL);
  await expectAccessible(page);
});

it.each([
  ["de", de],
  ["bg", bg],
] as const)(
  "fits a 360 px phone in %s: no sideways scrolling, a close button of at least 24×24 px",
  async (language, t) => {
    const page = await visitor(journey.browser, {
      answeredConsent: false,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`/${language}`);
    await mainHeading(page, t.home.hero.title);
    const choices = [t.cookies.banner.rejectAll, t.cookies.banner.acceptAll].map((name) =>
      banner(page, t).getByRole("button", { name, exact: true }),
    );
    expect(await looks(choices[0])).toEqual(await looks(choices[1]));
    const boxes = await Promise.all(choices.map((button) => button.boundingBox()));
    expect(Math.round(boxes[0]!.width)).toBe(Math.round(boxes[1]!.width));
    await banner(page, t).getByRole("button", { name: t.cookies.banner.settings }).click();
    const dialog = settings(page, t);
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await expectStoredDataListed(page, t);
    for (const tab of Object.values(t.cookies.settings.tabs)) {
      await dialog.getByRole("tab", { name: tab }).click();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, tab).toBeLessThanOrEqual(innerWidth);
      // Nothing in the dialog sticks out of it, or scrolls it sideways.
      const outside = await dialog.evaluate((panel) => {
        const right = panel.getBoundingClientRect().right;
        return [...panel.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > right + 0.5)
          .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)}`);
      });
      expect(outside, tab).toEqual([]);
    }
    const close = await dialog.getByRole("button", { name: t.common.close }).boundingBox();
    expect(close?.width).toBeGreaterThanOrEqual(24);
    expect(close?.height).toBeGreaterThanOrEqual(24);
    for (const name of [t.cookies.settings.rejectAll, t.cookies.settings.save, t.cookies.settings.acceptAll]) {
      expect(await dialog.getByRole("button", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await expectAccessible(page);

    await dialog.getByRole("button", { name: t.common.close }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await storedConsent(page)).toBeNull();
  },
);
