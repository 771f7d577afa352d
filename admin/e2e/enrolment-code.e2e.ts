// Journey, on a shop with STAFF_2FA=required (a shop of its own: the other journeys' shop lets
// staff choose): an administrator creates a colleague's account and is shown its one-time
// enrolment code once; the colleague, signed in with the password alone, cannot set up two-factor
// sign-in without it, is told so for a wrong one, and enrols with it (issue 32, H18).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPage, pageErrors, startOwnShop, type RunningShop } from "@shop/browser-testing";
import { consoleProblems, totpCode, unique, violationsOn } from "./support.ts";

let browser: Browser;
let shop: RunningShop;
let adminSecret: string;

/** The shop's API as `token`'s holder calls it. */
async function api<T>(
  path: string,
  init: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api${path}`, {
    method: init.json === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  [browser, shop] = await Promise.all([launchChromium(), startOwnShop({ STAFF_2FA: "required" })]);
  // The shop's first administrator enrols with the password alone: someone has to be first.
  const { body } = await api<{ token: string }>("/admin-login", { json: shop.admin });
  const started = await api<{ secret: string }>("/admin/account/totp", { token: body.token, json: {} });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  adminSecret = started.body.secret;
  const confirmed = await api("/admin/account/totp/confirm", {
    token: body.token,
    json: { code: totpCode(adminSecret) },
  });
  expect(confirmed.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Signs in on the console's login screen, with the next step's code when `secret` is given. */
async function signIn(page: Page, username: string, password: string, secret?: string) {
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (secret) {
    await page.locator("input[name=totp]").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "Sign in" }).click();
  }
}

it("shows a new account's enrolment code once, and the colleague enrols only with it", async () => {
  const admin = await newPage(browser, shop.url);
  const problems = consoleProblems(admin);
  const accessibility: string[] = [];
  await signIn(admin, shop.admin.username, shop.admin.password, adminSecret);
  await admin.getByRole("menuitem", { name: "Users" }).waitFor({ timeout: 30_000 });

  const colleague = { username: unique("colleague"), password: "support-password-1" };
  await admin.goto("/admin/#/users/create");
  await admin.getByLabel("Username", { exact: true }).fill(colleague.username);
  await admin.getByLabel("Password", { exact: true }).fill(colleague.password);
  await admin.getByRole("button", { name: "Save" }).click();
  const dialog = admin.getByRole("dialog", { name: `Enrolment code for ${colleague.username}` });
  await dialog.waitFor();
  const code = (await dialog.getByTestId("enrolment-code").innerText()).trim();
  expect(code).toMatch(/^[0-9a-z]{5}(-[0-9a-z]{5}){3}$/);
  expect(await dialog.innerText()).toContain("the password alone is not enough");
  accessibility.push(...(await violationsOn(admin)));
  await dialog.getByRole("button", { name: "I have noted it" }).click();
  await admin.waitForURL(/#\/users$/);
  // The one 401 that asked for the administrator's code.
  expect(problems).toEqual(["Failed to load resource: the server responded with a status of 401 (Unauthorized)"]);

  // The colleague, with the password: the console opens the account page, which asks for the code.
  const page = await newPage(browser, shop.url);
  const refusals = consoleProblems(page);
  await signIn(page, colleague.username, colleague.password);
  await page.waitForURL(/#\/account$/, { timeout: 30_000 });
  const setUp = page.getByRole("button", { name: "Set up two-factor sign-in" });
  await setUp.waitFor();
  expect(await setUp.isDisabled()).toBe(true);
  const codeField = page.getByLabel("Enrolment code");
  await codeField.fill("aaaaa-bbbbb-ccccc-ddddd");
  await setUp.click();
  await page
    .getByText("That enrolment code is not valid, was used already or has expired. Ask an administrator for a new one.")
    .waitFor();
  accessibility.push(...(await violationsOn(page)));

  await codeField.fill(code);
  await setUp.click();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("list", { name: "Your recovery codes" }).waitFor();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await page.getByText("On: signing in needs a code from your authenticator app.").waitFor();

  // Enrolled, the account starts no other enrolment, with the code or without (its single use: enrolment-codes.test.ts).
  const { body } = await api<{ token: string }>("/admin-login", {
    json: { ...colleague, totp: totpCode(secret, 1) },
  });
  const again = await api<{ error: { code: string } }>("/admin/account/totp", {
    token: body.token,
    json: { enrolmentCode: code },
  });
  expect(again.status).toBe(409);

  // The one refusal on the way: the wrong enrolment code.
  expect(refusals).toEqual(["Failed to load resource: the server responded with a status of 403 (Forbidden)"]);
  expect(accessibility).toEqual([]);
  expect([...pageErrors(admin), ...pageErrors(page)]).toEqual([]);
});
