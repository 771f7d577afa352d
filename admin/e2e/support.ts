// What the console's journeys share: the shop's API for setting things up, and signing in
// to the console the way staff do.
import { expect, vi } from "vitest";
import type { Page } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { axeViolations, cspViolations, shopApi, staffToken, workerShop } from "@shop/browser-testing";

export const shopUrl = () => workerShop().url;
export { placeDeclinedOrder, placePaidOrder, shopApi, staffToken } from "@shop/browser-testing";

/** A name no other test (or earlier run on the same shop) has used. */
// What a product on sale must name (GPSR, docs/behaviour.md §21): the journeys' own kits carry it.
export const TEST_MANUFACTURER = {
  manufacturerName: "Journey Diagnostics GmbH",
  manufacturerAddress: "Hauptstraße 1, 10115 Berlin, Germany",
  manufacturerContact: "safety@journey-diagnostics.example",
} as const;

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in on the console's login screen and waits for the dashboard's menu. */
export async function signInToConsole(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect
    .poll(() => page.getByRole("menuitem", { name: "Orders" }).count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/**
 * Console errors of a page, and the staff console's warnings (react-admin, React and the
 * console's missing-translation warning report there). The storefront's own warnings, such as
 * its analytics log, are not the console's business.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const fromConsole = new URL(page.url()).pathname.startsWith("/admin/");
    if (message.type() === "error" || (message.type() === "warning" && fromConsole)) problems.push(message.text());
  });
  return problems;
}

/**
 * axe's WCAG 2.1 AA violations on the page as it is now and the Content-Security-Policy
 * violations reported so far, each prefixed with where it was found.
 */
export async function violationsOn(page: Page): Promise<string[]> {
  const where = new URL(page.url());
  return [...(await axeViolations(page)), ...cspViolations(page)].map(
    (violation) => `${where.pathname}${where.hash}: ${violation}`,
  );
}

/** A staff account made through the API by the administrator; its username and password. */
export async function createStaffUser(role: "ADMIN" | "SUPPORT"): Promise<{ username: string; password: string }> {
  const user = { username: unique(role.toLowerCase()), password: "support-password-1", role };
  const created = await shopApi("/admin/users", { token: await staffToken(), json: user });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return user;
}

/**
 * Waits until a console screen has drawn its data: text in main, no screen still loading its code
 * (the console marks it aria-busy from the first moment, admin/src/layout/ScreenLoading.tsx), no
 * spinner (react-admin shows one while any request is on its way), all of it still so two
 * animation frames later: a record's request starts in the effect after the screen's first frame.
 */
export async function consoleSettled(page: Page): Promise<void> {
  const settled = () =>
    page.evaluate(async () => {
      const drawn = () => {
        const main = document.querySelector("main");
        if (!main || main.innerText.trim().length === 0 || main.querySelector('[aria-busy="true"]')) return false;
        const spinners = [...document.querySelectorAll<HTMLElement>('[role="progressbar"]')];
        return spinners.every((spinner) => spinner.getClientRects().length === 0);
      };
      if (!drawn()) return false;
      for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
      return drawn();
    });
  // vi.waitFor, not expect.poll: this also serves tests that run side by side (it.concurrent),
  // where expect.poll cannot tell which test it belongs to.
  await vi.waitFor(
    async () => {
      if (!(await settled())) throw new Error(`the console screen at ${page.url()} has not settled`);
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** The code an authenticator app shows for `secret`, `steps` time steps (30 s) from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Six digits that are none of the codes the shop accepts now (the steps before, now and after). */
export function wrongTotpCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  let code = 123456;
  while (accepted.has(String(code))) code += 1;
  return String(code);
}

/**
 * Sets up a second factor for the account through the API (confirmed with the current code, so
 * the next login needs the next step's code); its secret and recovery codes.
 */
export async function enrolSecondFactor(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await shopApi<{ secret: string }>("/admin/account/totp", { method: "POST", token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret } = started.body;
  const confirmed = await shopApi<{ recoveryCodes: string[] }>("/admin/account/totp/confirm", {
    token,
    json: { code: totpCode(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/**
 * Waits until a console list has applied `filter` (react-admin keeps a list's applied filters in
 * the address, `#/orders?filter={…}`): a search is applied after a pause, and a tab chosen before
 * then would be undone by it.
 */
export async function listFilterApplied(page: Page, filter: Record<string, string>): Promise<void> {
  const applied = () => {
    const query = new URLSearchParams(new URL(page.url()).hash.split("?")[1] ?? "");
    const values = JSON.parse(query.get("filter") ?? "{}") as Record<string, unknown>;
    return Object.entries(filter).every(([key, value]) => values[key] === value);
  };
  await vi.waitFor(
    () => {
      if (!applied()) throw new Error(`the list at ${page.url()} has not applied ${JSON.stringify(filter)}`);
    },
    { timeout: 20_000, interval: 50 },
  );
}
