// Journey: an administrator renames a category in the console, then finds the change in the audit
// log: who, what (the names of the fields changed, not their values), narrowed by action and
// opened on its own page. A support agent has no audit log.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium, newPage, workerShop } from "@shop/browser-testing";
import {
  staffToken,
  shopApi,
  consoleProblems,
  consoleSettled,
  createStaffUser,
  shopUrl,
  signInToConsole,
  unique,
  violationsOn,
} from "./support.ts";

let browser: Browser;
let categoryId: number;
const renamed = `Audit ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchChromium();
  const created = await shopApi<{ id: number }>("/admin/categories", {
    token: await staffToken(),
    json: {
      slug: unique("audit-category"),
      position: 90,
      translations: { en: { name: "Audit category" }, de: { name: "Prüfkategorie" }, bg: { name: "Одит категория" } },
    },
  });
  expect(created.status).toBe(201);
  categoryId = created.body.id;
});
afterAll(() => browser?.close());

it("shows an edit in the audit log, with the fields changed and not their values", async () => {
  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, "admin", workerShop().adminPassword);

  await page.goto(`/admin/#/categories/${categoryId}`);
  await consoleSettled(page);
  await page.getByLabel("Name (English)").fill(renamed);
  await page.getByRole("button", { name: "Save" }).click();
  // Saved: the console goes back to the list.
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/categories$/);

  await page.getByRole("menuitem", { name: "Audit log" }).click();
  await consoleSettled(page);
  const row = page.getByRole("row").filter({ hasText: "Category changed" }).first();
  await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
  const text = await row.innerText();
  expect(text).toContain("admin");
  expect(text).toContain("translations.en.name");
  expect(text).toContain(`Category ${categoryId}`);
  // Never the new name itself.
  expect(await page.locator("main").innerText()).not.toContain(renamed);
  const accessibility = await violationsOn(page);

  // One entry on its own page, read only.
  await row.click();
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/#\/audit-log\/\d+\/show$/);
  await consoleSettled(page);
  expect(await page.locator("main").innerText()).toContain("translations.en.name");
  expect(await page.getByRole("button", { name: /Edit|Delete/ }).count()).toBe(0);
  accessibility.push(...(await violationsOn(page)));

  // The list narrowed to one action: only sign-ins are left.
  await page.getByRole("menuitem", { name: "Audit log" }).click();
  await consoleSettled(page);
  await page.getByLabel("Action").click();
  await page.getByRole("option", { name: "Signed in" }).click();
  const rows = (text: string) => page.getByRole("row").filter({ hasText: text }).count();
  await expect.poll(() => rows("Category changed"), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => rows("Signed in"), { timeout: 20_000 }).toBeGreaterThan(0);

  expect(accessibility).toEqual([]);
  expect(problems).toEqual([]);
});

it("gives a support agent no audit log", async () => {
  const support = await createStaffUser("SUPPORT");
  const page = await newPage(browser, shopUrl());
  await signInToConsole(page, support.username, support.password);
  expect(await page.getByRole("menuitem", { name: "Audit log" }).count()).toBe(0);
  const token = (await shopApi<{ token: string }>("/admin-login", { json: support })).body.token;
  expect((await shopApi("/admin/audit-log", { token })).status).toBe(403);
});
