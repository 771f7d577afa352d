// Journey: staff use the console in German on desktop screens (1024, 1280 and 1440 px). On the
// dashboard, the orders, an order, the products and a product the page never scrolls sideways,
// and the menu's entries, the app bar and the tabs keep each name on one line.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newPage, workerShop } from "@shop/browser-testing";
import { consoleSettled, placePaidOrder, shopApi, shopUrl, staffToken, unique } from "./support.ts";

let browser: Browser;
let orderId = 0;
beforeAll(async () => {
  browser = await launchChromium();
  const email = `${unique("greta")}@example.com`;
  await placePaidOrder({ email });
  const orders = await shopApi<{ id: number }[]>(
    `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
    { token: await staffToken() },
  );
  orderId = orders.body[0].id;
});
afterAll(() => browser?.close());

/** What sticks out or wraps on the screen as it is now. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const excess = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (excess > 0) found.push(`the page scrolls ${excess} px sideways`);
    for (const item of document.querySelectorAll('[role="menuitem"], header a, header button, [role="tab"]')) {
      if (item.getClientRects().length === 0) continue;
      const tops = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects()) tops.add(Math.round(line.top));
      }
      if (tops.size > 1) found.push(`"${item.textContent?.trim()}" wraps onto ${tops.size} lines`);
    }
    return found;
  });
}

it.each([1024, 1280, 1440])("keeps the German console's menu, app bar and tabs on one line at %i px", async (width) => {
  const page = await newPage(browser, shopUrl(), { viewport: { width, height: 900 } });
  await page.goto("/admin/");
  await page.locator("select").selectOption({ label: "Deutsch" });
  await page.locator('input[name="username"]').fill("admin");
  await page.locator('input[name="password"]').fill(workerShop().adminPassword);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect.poll(() => page.getByRole("menuitem", { name: "Bestellungen" }).count(), { timeout: 30_000 }).toBe(1);
  const failures: string[] = [];
  for (const screen of ["#/", "#/orders", `#/orders/${orderId}/show`, "#/products", "#/products/1"]) {
    await page.goto(`/admin/${screen}`);
    await consoleSettled(page);
    for (const problem of await layoutProblems(page)) failures.push(`${screen}: ${problem}`);
  }
  expect(failures).toEqual([]);
});
