// Journey: German and Bulgarian staff use the console in their language: no screen shows a
// raw message key (polyglot shows the key when a message is missing, and the console warns),
// an order withdrawn from included (its withdrawals, history, the open-withdrawal list and card).
// One file per language (console-translations-de.e2e.ts, -bg.e2e.ts), so that the two run on
// two workers side by side; one test per screen, so that a slow screen is named and bounded.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import {
  staffToken,
  shopApi,
  consoleProblems,
  consoleSettled,
  placePaidOrder,
  shopUrl,
  unique,
  violationsOn,
} from "./support.ts";

const RAW_KEY = /\b(?:resources|ra|app|shop)\.[a-z][\w-]*\.[\w.-]+/g;

interface Records {
  orderId: number;
  categoryId: number;
}

/** Every screen of the console, by a name for the test and its address once the records exist. */
const SCREENS: readonly [string, (records: Records) => string][] = [
  ["the dashboard", () => "#/"],
  ["the orders", () => "#/orders"],
  ["the open withdrawals", () => `#/orders?filter=${encodeURIComponent(JSON.stringify({ withdrawal: "open" }))}`],
  ["the products", () => "#/products"],
  ["the categories", () => "#/categories"],
  ["the blog posts", () => "#/blog-posts"],
  ["the users", () => "#/users"],
  ["the newsletter's subscribers", () => "#/newsletter-subscribers"],
  ["the account", () => "#/account"],
  ["a new product", () => "#/products/create"],
  // The medical device tab and a language tab with its intended use, instructions and page head.
  ["a new product's medical device tab", () => "#/products/create/ivd"],
  ["a new product's product safety tab", () => "#/products/create/safety"],
  ["a new product's German tab", () => "#/products/create/de"],
  ["a category", ({ categoryId }) => `#/categories/${categoryId}`],
  ["an order withdrawn from", ({ orderId }) => `#/orders/${orderId}/show`],
  // No such screen: react-admin's not-found page, under the console's name.
  ["a screen that does not exist", () => "#/no-such-screen"],
];

/** The journey in `language`, the console's language menu and sign-in read by `labels`. */
export function consoleInLanguage(
  language: "de" | "bg",
  labels: { choose: string; signIn: string; orders: string },
): void {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  const records: Records = { orderId: 0, categoryId: 0 };

  beforeAll(async () => {
    browser = await launchChromium();
    const email = `${unique("ivan")}@example.com`;
    const number = await placePaidOrder({ email, items: [{ slug: "drug-tests", quantity: 2 }] });
    // Withdrawn from in part: the order's page shows its withdrawal, the list and dashboard count it.
    const withdrawn = await shopApi("/orders/withdrawals", {
      json: { orderNumber: number, email, name: "Иван Петров", items: [{ slug: "drug-tests", quantity: 1 }] },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(201);
    const token = await staffToken();
    const orders = await shopApi<{ id: number }[]>(
      `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
      { token },
    );
    records.orderId = orders.body[0].id;
    const categories = await shopApi<{ id: number }[]>("/admin/categories?range=[0,0]", { token });
    records.categoryId = categories.body[0].id;
    // A subscriber, so the subscribers' list shows a row with its status.
    await shopApi("/newsletter", { method: "POST", json: { email: `${unique("leser")}@example.com`, language } });
    page = await newPage(browser, shopUrl());
    problems = consoleProblems(page);
  });
  afterAll(() => browser?.close());

  it(`offers ${language} before signing in, and signs in in it`, async () => {
    await page.goto("/admin/");
    await page.locator("select").selectOption({ label: labels.choose });
    await expect.poll(() => page.getByRole("button", { name: labels.signIn }).count()).toBe(1);
    expect(await page.getAttribute("html", "lang")).toBe(language);
    expect((await page.locator("body").innerText()).match(RAW_KEY) ?? []).toEqual([]);
    expect(await violationsOn(page)).toEqual([]);
    await page.locator('input[name="username"]').fill("admin");
    await page.locator('input[name="password"]').fill(workerShop().adminPassword);
    await page.getByRole("button", { name: labels.signIn }).click();
    await expect.poll(() => page.getByRole("menuitem", { name: labels.orders }).count(), { timeout: 30_000 }).toBe(1);
    expect(problems).toEqual([]);
  });

  it.each(SCREENS)(`shows %s in ${language} without a raw message key`, async (_name, address) => {
    const screen = address(records);
    problems.length = 0;
    // A fresh load per screen, as following a bookmark: changing only the hash under an open
    // form would make react-router warn about its unsaved-changes blocker.
    await page.goto("about:blank");
    await page.goto(`/admin/${screen}`);
    await consoleSettled(page);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(language);
    const text = await page.locator("body").innerText();
    const rawKeys: string[] = [...(text.match(RAW_KEY) ?? [])];
    if (/\bapp\.title\b/.test(text)) rawKeys.push("app.title");
    expect(rawKeys, screen).toEqual([]);
    expect(await violationsOn(page)).toEqual([]);
    expect(problems.filter((message) => message.includes("Missing translation"))).toEqual([]);
    expect(problems).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
}
