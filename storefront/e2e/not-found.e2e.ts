// Journey: a visitor follows a dead link and lands on the not-found page, in their language.
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations, launchChromium, newPage, pageErrors } from "@shop/browser-testing";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it("shows the not-found page for an unknown route, with a 404 status and no accessibility violations", async () => {
  const page = await newPage(browser, inject("shopUrl"));
  const response = await page.goto("/en/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.locator("main").innerText()).toMatch(/not found|404/i);
  expect(await page.getAttribute("html", "lang")).toBe("en");
  expect(await axeViolations(page)).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
});
