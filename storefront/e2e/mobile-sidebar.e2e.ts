// Journey: on a 375 px phone the visitor opens the menu, the page behind stops scrolling, and the
// menu closes with its button, with Escape, and by following a link.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { en, expectAccessible, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const sidebar = (page: Page) => page.getByRole("dialog", { name: en.header.menu });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

it("opens the sidebar from the hamburger, locks page scrolling, and closes it again", async () => {
  const page = await visitor(journey.browser, phone);
  await page.goto("/en");
  await mainHeading(page, en.home.hero.title);
  // The desktop navigation is hidden at this width; the hamburger is there instead.
  expect(await page.getByRole("banner").getByRole("navigation", { name: en.header.mainNavigation }).isVisible()).toBe(
    false,
  );
  expect(await bodyOverflow(page)).not.toBe("hidden");
  await expectAccessible(page);

  const hamburger = page.getByRole("button", { name: en.header.openMenu });
  await hamburger.click();
  await expect.poll(() => sidebar(page).isVisible()).toBe(true);
  expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
  expect(await bodyOverflow(page)).toBe("hidden");
  // A visitor's scroll gesture does not move the page behind (overflow: hidden still lets scripts scroll).
  await page.mouse.move(350, 700);
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const link of [en.header.nav.home, en.header.nav.shop, en.header.nav.howItWorks, en.header.nav.blog]) {
    expect(await sidebar(page).getByRole("link", { name: link, exact: true }).isVisible()).toBe(true);
  }
  await expectAccessible(page);

  await sidebar(page).getByRole("button", { name: en.header.closeMenu }).click();
  await expect.poll(() => sidebar(page).count()).toBe(0);
  expect(await bodyOverflow(page)).not.toBe("hidden");
  expect(await hamburger.getAttribute("aria-expanded")).toBe("false");

  await hamburger.click();
  await expect.poll(() => sidebar(page).isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => sidebar(page).count()).toBe(0);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

it("follows a sidebar link to the shop and closes the sidebar", async () => {
  const page = await visitor(journey.browser, phone);
  await page.goto("/en/blog");
  await page.getByRole("button", { name: en.header.openMenu }).click();
  await sidebar(page).getByRole("link", { name: en.header.nav.shop, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/shop");
  await mainHeading(page, en.shop.title);
  expect(await sidebar(page).count()).toBe(0);
  expect(await bodyOverflow(page)).not.toBe("hidden");
  await expectAccessible(page);
});
