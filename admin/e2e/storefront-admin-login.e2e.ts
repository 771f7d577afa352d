// Journey: the storefront's own /admin-login page: a wrong password shows the server's
// message, the right one opens the shop in edit mode (asking an account with a second factor
// for its code), and staff who are not admins (or visitors) get 'Access denied.' on the blog editor.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations, launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import {
  shopApi,
  createStaffUser,
  enrolSecondFactor,
  staffToken,
  shopUrl,
  totpCode,
  wrongTotpCode,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function submitLogin(page: Page, username: string, password: string) {
  await page.goto("/admin-login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

it("shows the server's message for a wrong password", async () => {
  const page = await newPage(browser, shopUrl());
  const wrong = { username: "admin", password: "not-the-password" };
  await submitLogin(page, wrong.username, wrong.password);
  await expect.poll(() => page.getByRole("alert").count()).toBe(1);
  // The same answer the API gives (a second wrong attempt, well below the rate limit).
  const server = await shopApi<{ error: { message: string } }>("/admin-login", { json: wrong });
  expect(server.status).toBe(401);
  expect(await page.getByRole("alert").textContent()).toBe(server.body.error.message);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  expect(await page.getByRole("button", { name: "Log out" }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
});

it("signs an admin in, goes home and shows the logout button", async () => {
  const page = await newPage(browser, shopUrl());
  await submitLogin(page, "admin", workerShop().adminPassword);
  await page.waitForURL((url) => /^\/(en\/?)?$/.test(url.pathname));
  await expect.poll(() => page.getByRole("button", { name: "Log out" }).count()).toBe(1);
  // Signed in for the shop's admin pages too.
  await page.goto("/en/blog/new");
  await expect.poll(() => page.getByRole("button", { name: "Save" }).count()).toBe(1);
  expect(await page.getByText("Access denied.").count()).toBe(0);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect.poll(() => page.getByText("Access denied.").count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  expect(pageErrors(page)).toEqual([]);
});

it("denies the blog editor to visitors and to support staff", async () => {
  const visitor = await newPage(browser, shopUrl());
  await visitor.goto("/en/blog/new");
  await expect.poll(() => visitor.getByText("Access denied.").count()).toBe(1);
  expect(await visitor.getByRole("button", { name: "Save" }).count()).toBe(0);

  const agent = await createStaffUser("SUPPORT");
  const page = await newPage(browser, shopUrl());
  await submitLogin(page, agent.username, agent.password);
  await page.waitForURL((url) => /^\/(en\/?)?$/.test(url.pathname));
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).not.toBeNull();
  await page.goto("/en/blog/new");
  await expect.poll(() => page.getByText("Access denied.").count()).toBe(1);
  expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Log out" }).count()).toBe(0);
  expect(pageErrors(page)).toEqual([]);
});

it("asks an account with a second factor for its code, then signs it in", async () => {
  const editor = await createStaffUser("ADMIN");
  const { secret } = await enrolSecondFactor(await staffToken(editor.username, editor.password));
  const page = await newPage(browser, shopUrl());
  await submitLogin(page, editor.username, editor.password);
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("Enter the code from your authenticator app (or a recovery code).");
  const code = page.getByLabel("Code from your authenticator app");
  await code.fill(wrongTotpCode(secret));
  await page.getByRole("button", { name: "Login" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("That code is not valid or was used already. Enter the current code.");
  expect(await axeViolations(page)).toEqual([]);
  // The enrolment took the current step's code: the next step's signs in.
  await code.fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => /^\/(en\/?)?$/.test(url.pathname));
  await expect.poll(() => page.getByRole("button", { name: "Log out" }).count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).not.toBeNull();
  expect(pageErrors(page)).toEqual([]);
});
