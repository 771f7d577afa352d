// Journey: the administrator looks at the newsletter's subscribers (confirmed and pending), narrows
// the list to the confirmed ones and downloads them as CSV; a support agent sees neither (the menu
// has no entry for them, and the API refuses the list).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { downloaded, launchChromium, mailsTo, newPage, newsletterLinks, workerShop } from "@shop/browser-testing";
import { shopApi, consoleSettled, createStaffUser, shopUrl, signInToConsole, unique, violationsOn } from "./support.ts";

let browser: Browser;
let confirmed: string;
let pending: string;
beforeAll(async () => {
  browser = await launchChromium();
  confirmed = `${unique("anna")}@example.com`;
  pending = `${unique("boris")}@example.com`;
  for (const [email, language] of [
    [confirmed, "de"],
    [pending, "bg"],
  ])
    expect((await shopApi("/newsletter", { json: { email, language } })).status).toBe(202);
  // The subscriber follows the e-mail's link, once the shop has sent it.
  let mails: string[] = [];
  for (let waited = 0; mails.length === 0 && waited < 15_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    mails = mailsTo(workerShop().dataDir, confirmed);
  }
  const { confirm } = newsletterLinks(mails[0] ?? "");
  expect((await fetch(confirm, { redirect: "manual" })).headers.get("location")).toBe("/de/newsletter/confirmed");
});
afterAll(() => browser?.close());

const row = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

it("lists the subscribers with their status, filters the confirmed ones and exports them as CSV", async () => {
  const page = await newPage(browser, shopUrl());
  const accessibility: string[] = [];
  await signInToConsole(page, "admin", workerShop().adminPassword);
  await page.getByRole("menuitem", { name: "Subscribers" }).click();
  await consoleSettled(page);
  await expect.poll(() => row(page, pending).count()).toBe(1);
  expect(await row(page, confirmed).innerText()).toContain("Confirmed");
  expect(await row(page, confirmed).innerText()).toContain("German");
  expect(await row(page, pending).innerText()).toContain("Waiting for confirmation");
  accessibility.push(...(await violationsOn(page)));

  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "Confirmed" }).click();
  await expect.poll(() => row(page, pending).count()).toBe(0);
  expect(await row(page, confirmed).count()).toBe(1);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export confirmed (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await downloaded(download)).toString("utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("email,language,subscribed_at,confirmed_at");
  expect(lines.filter((line) => line.startsWith(`${confirmed},de,`))).toHaveLength(1);
  expect(csv).not.toContain(pending);
  expect(accessibility).toEqual([]);
});

it("hides the subscribers from a support agent", async () => {
  const support = await createStaffUser("SUPPORT");
  const page = await newPage(browser, shopUrl());
  await signInToConsole(page, support.username, support.password);
  await expect.poll(() => page.getByRole("menuitem", { name: "Orders" }).count(), { timeout: 30_000 }).toBe(1);
  await consoleSettled(page);
  expect(await page.getByRole("menuitem", { name: "Subscribers" }).count()).toBe(0);
  expect(await page.getByText(confirmed).count()).toBe(0);
});
