// Journey: an administrator manages discount codes in English, German and Bulgarian: creates one
// on the console's form, finds it in the list with its value and uses, edits its limit and
// deactivates it; no screen shows a raw message key or an accessibility violation. The code's
// uses count the orders that hold it.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import { shopEnglish } from "../src/i18n/en/shop.ts";
import { shopGerman } from "../src/i18n/de/shop.ts";
import { shopBulgarian } from "../src/i18n/bg/shop.ts";
import { staffToken, shopApi, consoleProblems, consoleSettled, shopUrl, unique, violationsOn } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const RAW_KEY = /\b(?:resources|ra|app|shop)\.[a-z][\w-]*\.[\w.-]+/g;

const LANGUAGES = [
  ["en", shopEnglish, { choose: "English", signIn: "Sign in", save: "Save", confirm: "Confirm" }],
  ["de", shopGerman, { choose: "Deutsch", signIn: "Anmelden", save: "Speichern", confirm: "Bestätigen" }],
  ["bg", shopBulgarian, { choose: "Български", signIn: "Вход", save: "Запази", confirm: "Потвърди" }],
] as const;

async function signIn(page: Page, choose: string, signIn: string, menu: string) {
  await page.goto("/admin/");
  await page.locator("select").selectOption({ label: choose });
  await expect.poll(() => page.getByRole("button", { name: signIn }).count()).toBe(1);
  await page.locator('input[name="username"]').fill("admin");
  await page.locator('input[name="password"]').fill(workerShop().adminPassword);
  await page.getByRole("button", { name: signIn }).click();
  await expect.poll(() => page.getByRole("menuitem", { name: menu }).count(), { timeout: 30_000 }).toBe(1);
}

interface CodeRecord {
  id: number;
  code: string;
  value: number;
  usageLimit: number | null;
  usageCount: number;
  active: boolean;
}

for (const [language, shop, labels] of LANGUAGES) {
  it(`creates, edits and deactivates a code in ${language}`, async () => {
    const t = shop.resources["discount-codes"];
    const code = unique(`e2e${language}`)
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, "");
    const page = await newPage(browser, shopUrl());
    const problems = consoleProblems(page);
    const rawKeys: string[] = [];
    const accessibility: string[] = [];
    const check = async (screen: string) => {
      await consoleSettled(page);
      rawKeys.push(
        ...((await page.locator("body").innerText()).match(RAW_KEY) ?? []).map((key) => `${screen}: ${key}`),
      );
      accessibility.push(...(await violationsOn(page)));
    };
    const menu = t.name.split(" |||| ")[1];
    await signIn(page, labels.choose, labels.signIn, menu);

    await page.getByRole("menuitem", { name: menu }).click();
    await page.goto("/admin/#/discount-codes/create");
    await check("create");
    await page.getByLabel(t.fields.code, { exact: true }).fill(code.toLowerCase());
    await page.getByLabel(t.fields.value, { exact: true }).fill("15");
    await page.getByLabel(t.fields.usageLimit, { exact: true }).fill("5");
    await page.getByRole("button", { name: labels.save }).click();

    const token = await staffToken();
    const find = async () =>
      (
        await shopApi<CodeRecord[]>(`/admin/discount-codes?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`, {
          token,
        })
      ).body[0];
    await expect.poll(async () => (await find())?.code, { timeout: 15_000 }).toBe(code);
    // Back on the list: the code with its percentage and its uses out of the limit.
    await expect.poll(() => page.getByRole("cell", { name: code }).count(), { timeout: 15_000 }).toBe(1);
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: code }) });
    expect(await row.innerText()).toContain("0 / 5");
    await check("list");

    const record = await find();
    await page.goto(`/admin/#/discount-codes/${record.id}`);
    await check("edit");
    const limit = page.getByLabel(t.fields.usageLimit, { exact: true });
    await expect.poll(() => limit.inputValue()).toBe("5");
    await limit.fill("8");
    await page.getByRole("button", { name: labels.save }).click();
    await expect.poll(async () => (await find()).usageLimit, { timeout: 15_000 }).toBe(8);
    // The save goes back to the list once the API has answered: wait for it, or that redirect
    // would overtake the next navigation.
    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toMatch(/^#\/discount-codes($|\?)/);

    await page.goto(`/admin/#/discount-codes/${record.id}`);
    await consoleSettled(page);
    await page.getByRole("button", { name: t.deactivate }).click();
    await page.getByRole("button", { name: labels.confirm }).click();
    await expect.poll(async () => (await find()).active, { timeout: 15_000 }).toBe(false);

    expect(rawKeys).toEqual([]);
    expect(accessibility).toEqual([]);
    expect(problems.filter((message) => message.includes("Missing translation"))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
}
