// Journey: German and Bulgarian staff use the console in their language: no screen shows a
// raw message key (polyglot shows the key when a message is missing, and the console warns),
// an order withdrawn from included (its withdrawals, history, the open-withdrawal list and card).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
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

let browser: Browser;
let orderId: number;
let categoryId: number;
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
  orderId = orders.body[0].id;
  const categories = await shopApi<{ id: number }[]>("/admin/categories?range=[0,0]", { token });
  categoryId = categories.body[0].id;
  // A subscriber, so the subscribers' list shows a row with its status.
  await shopApi("/newsletter", { method: "POST", json: { email: `${unique("leser")}@example.com`, language: "de" } });
});
afterAll(() => browser?.close());

const RAW_KEY = /\b(?:resources|ra|app|shop)\.[a-z][\w-]*\.[\w.-]+/g;

const SCREENS = () => [
  "#/",
  "#/orders",
  `#/orders?filter=${encodeURIComponent(JSON.stringify({ withdrawal: "open" }))}`,
  "#/products",
  "#/categories",
  "#/blog-posts",
  "#/users",
  "#/newsletter-subscribers",
  "#/account",
  "#/products/create",
  // The medical device tab and a language tab with its intended use, instructions and page head.
  "#/products/create/ivd",
  "#/products/create/de",
  `#/categories/${categoryId}`,
  `#/orders/${orderId}/show`,
  // No such screen: react-admin's not-found page, under the console's name.
  "#/no-such-screen",
];

for (const [language, labels] of [
  ["de", { choose: "Deutsch", signIn: "Anmelden", orders: "Bestellungen" }],
  ["bg", { choose: "Български", signIn: "Вход", orders: "Поръчки" }],
] as const) {
  // The two languages side by side (each its own context): one after the other they were the
  // longest file of the console's journeys.
  it.concurrent(
    `shows every screen in ${language} without a raw message key`,
    async () => {
      const page = await newPage(browser, shopUrl());
      const problems = consoleProblems(page);
      const accessibility: string[] = [];
      const rawKeys: string[] = [];

      await page.goto("/admin/");
      await page.locator("select").selectOption({ label: labels.choose });
      await expect.poll(() => page.getByRole("button", { name: labels.signIn }).count()).toBe(1);
      expect(await page.getAttribute("html", "lang")).toBe(language);
      rawKeys.push(...((await page.locator("body").innerText()).match(RAW_KEY) ?? []));
      accessibility.push(...(await violationsOn(page)));
      await page.locator('input[name="username"]').fill("admin");
      await page.locator('input[name="password"]').fill(workerShop().adminPassword);
      await page.getByRole("button", { name: labels.signIn }).click();
      await expect.poll(() => page.getByRole("menuitem", { name: labels.orders }).count(), { timeout: 30_000 }).toBe(1);

      for (const screen of SCREENS()) {
        // A fresh load per screen, as following a bookmark: changing only the hash under an open
        // form would make react-router warn about its unsaved-changes blocker.
        await page.goto("about:blank");
        await page.goto(`/admin/${screen}`);
        await consoleSettled(page);
        await expect.poll(() => page.getAttribute("html", "lang")).toBe(language);
        const text = await page.locator("body").innerText();
        rawKeys.push(...(text.match(RAW_KEY) ?? []).map((key) => `${screen}: ${key}`));
        if (/\bapp\.title\b/.test(text)) rawKeys.push(`${screen}: app.title`);
        accessibility.push(...(await violationsOn(page)));
      }

      expect(rawKeys).toEqual([]);
      expect(problems.filter((message) => message.includes("Missing translation"))).toEqual([]);
      expect(accessibility).toEqual([]);
      expect(problems).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
    180_000,
  ); // every screen of the console, one after another, in one language
}
