// Journey: a staff member without a second factor is nudged to set one up, enrols on the account
// page (QR code and key, a code from the app, ten recovery codes shown once), then signs in with
// the password and a code; an administrator resets a colleague's second factor in the users list.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import {
  shopApi,
  consoleProblems,
  consoleSettled,
  createStaffUser,
  enrolSecondFactor,
  staffToken,
  shopUrl,
  signInToConsole,
  totpCode,
  violationsOn,
  wrongTotpCode,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const NUDGE = "Your account has no second factor yet.";

async function typeCredentials(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

it("sets up a second factor on the account page and signs in with a code afterwards", async () => {
  const staff = await createStaffUser("SUPPORT");
  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  const accessibility: string[] = [];
  await signInToConsole(page, staff.username, staff.password);

  // Nudged on the console's pages, with a way to the account page.
  const nudge = page.getByRole("alert").filter({ hasText: NUDGE });
  await nudge.waitFor();
  await nudge.getByRole("link", { name: "Set it up" }).click();
  await page.waitForURL(/#\/account$/);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  // The QR code is drawn in the page; the key beside it is what the app would read from it.
  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await qr.waitFor();
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  accessibility.push(...(await violationsOn(page)));

  await page.getByLabel("Code from the app").fill(wrongTotpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect.poll(() => page.getByText("That code is not valid or was used already.").count()).toBeGreaterThan(0);
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();

  const codes = page.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
  await expect.poll(() => codes.count()).toBe(10);
  const recoveryCodes = await codes.allInnerTexts();
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  accessibility.push(...(await violationsOn(page)));
  await page.getByRole("button", { name: "I have saved them" }).click();
  await page.getByText("On: signing in needs a code from your authenticator app.").waitFor();
  expect(await page.locator("main").innerText()).toContain("Unused recovery codes: 10");

  // No more nudging.
  await page.getByRole("menuitem", { name: "Orders" }).click();
  await consoleSettled(page);
  expect(await page.getByText(NUDGE).count()).toBe(0);

  // The user menu leads to the same page.
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Account security" }).click();
  await page.waitForURL(/#\/account$/);
  await page.getByText("On: signing in needs a code from your authenticator app.").waitFor();
  // The one refusal on the way: the wrong code typed first.
  expect(problems).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  expect(accessibility).toEqual([]);
  expect(pageErrors(page)).toEqual([]);

  // Signing in (on another device) takes the password, then a code; a wrong one is refused.
  const device = await newPage(browser, shopUrl());
  const refusals = consoleProblems(device);
  await device.goto("/admin/");
  await typeCredentials(device, staff.username, staff.password);
  await device.getByText("Enter the six-digit code from your authenticator app (or a recovery code).").waitFor();
  const codeField = device.locator("input[name=totp]");
  expect(await device.getByLabel("Code *").count()).toBe(1);
  await codeField.fill(wrongTotpCode(secret));
  await device.getByRole("button", { name: "Sign in" }).click();
  await device.getByText("That code is not valid or was used already. Enter the current code.").waitFor();
  expect(await violationsOn(device)).toEqual([]);
  // The confirmation took the current step's code: the next step's signs in.
  await codeField.fill(totpCode(secret, 1));
  await device.getByRole("button", { name: "Sign in" }).click();
  await expect
    .poll(() => device.getByRole("menuitem", { name: "Orders" }).count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await consoleSettled(device);
  expect(await device.getByText(NUDGE).count()).toBe(0);
  // The two 401s that asked for the code and refused the wrong one, nothing else.
  expect(refusals).toEqual(
    Array(2).fill("Failed to load resource: the server responded with a status of 401 (Unauthorized)"),
  );
  expect(pageErrors(device)).toEqual([]);
});

it("lets an administrator reset a colleague's second factor from the users list", async () => {
  const colleague = await createStaffUser("SUPPORT");
  await enrolSecondFactor(await staffToken(colleague.username, colleague.password));
  const refused = await shopApi<{ error: { code: string } }>("/admin-login", { json: colleague });
  expect(refused.body.error.code).toBe("totp_required");

  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, "admin", workerShop().adminPassword);
  await page.getByRole("menuitem", { name: "Users" }).click();
  await page.getByPlaceholder("Search").fill(colleague.username);
  const row = page.getByRole("row").filter({ hasText: colleague.username });
  await expect.poll(() => row.count()).toBe(1);
  await expect.poll(() => row.innerText()).toContain("On");
  await row.getByRole("button", { name: "Reset second factor" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(`Reset the second factor of ${colleague.username}?`).waitFor();
  expect(await violationsOn(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Reset second factor" }).click();
  await page.getByText("The second factor was reset.").waitFor();
  await expect.poll(() => row.innerText()).toContain("Off");
  // Still on the list, not on the colleague's form: the button does not open the row.
  expect(page.url()).toMatch(/#\/users/);
  expect(page.url()).not.toMatch(/#\/users\/\d+/);

  // The password alone signs the colleague in again, to enrol anew.
  expect((await shopApi("/admin-login", { json: colleague })).status).toBe(200);
  expect(problems).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
});
