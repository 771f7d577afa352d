// Journey: a support agent refunds one of three kits of a shipped order from the console's refund
// dialog, without putting it back on sale, with a reason; the order becomes partly refunded, the
// refund is listed with its credit note (downloadable), the history names the reason, and the
// stock is unchanged.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { AdminOrderListRow, AdminOrderRecord } from "@shop/shared";
import { launchChromium, newPage } from "@shop/browser-testing";
import {
  shopApi,
  consoleProblems,
  createStaffUser,
  staffToken,
  placePaidOrder,
  shopUrl,
  signInToConsole,
  unique,
  violationsOn,
} from "./support.ts";

let browser: Browser;
let support: { username: string; password: string };
let orderNumber: string;
let email: string;
beforeAll(async () => {
  browser = await launchChromium();
  support = await createStaffUser("SUPPORT");
  email = `${unique("refund")}@example.com`;
  orderNumber = await placePaidOrder({ email, items: [{ slug: "drug-tests", quantity: 3 }] });
});
afterAll(() => browser?.close());

it("refunds one unit of a shipped order with a reason, lists it with its credit note, and keeps the stock", async () => {
  const token = await staffToken(support.username, support.password);
  const list = await shopApi<AdminOrderListRow[]>(
    `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: orderNumber }))}`,
    {
      token,
    },
  );
  const order = list.body[0];
  expect(order.number).toBe(orderNumber);
  expect(
    (await shopApi(`/admin/orders/${order.id}`, { method: "PUT", token, json: { status: "SHIPPED" } })).status,
  ).toBe(200);
  const stock = async () => {
    const products = await shopApi<{ slug: string; stock: number }[]>(
      `/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: "drug-tests" }))}`,
      { token },
    );
    return products.body.find((product) => product.slug === "drug-tests")!.stock;
  };
  const stockBefore = await stock();

  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, support.username, support.password);
  await page.goto(`/admin/#/orders/${order.id}/show`);
  const history = page.getByRole("heading", { name: "History" }).locator("xpath=..");
  await history.waitFor();

  await page.getByRole("button", { name: "Refund part…" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  // A shipped order: the units are not proposed for restocking.
  expect(await dialog.getByRole("checkbox", { name: /Put the units back on sale/ }).isChecked()).toBe(false);
  await dialog.getByRole("spinbutton").first().fill("1");
  await dialog.getByLabel(/Reason/).fill("Kit arrived damaged");
  const accessibility = await violationsOn(page);
  await dialog.getByRole("button", { name: /^Refund €24\.90$/ }).click();
  await expect
    .poll(() => page.getByRole("alert").allTextContents())
    .toContain(`€24.90 refunded on order ${orderNumber}`);

  // The refund, listed with its credit note.
  const refunds = page.getByRole("heading", { name: "Refunds" }).locator("xpath=..");
  await expect.poll(() => refunds.textContent()).toContain("€24.90 refunded");
  expect(await refunds.textContent()).toContain("Reason: Kit arrived damaged");
  expect(await refunds.textContent()).toContain("The units did not go back on sale");
  const download = page.waitForEvent("download");
  await refunds.getByRole("button", { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
  // The refund's event (the e-mail that follows it may be listed above it within the same minute).
  await expect.poll(() => history.getByRole("listitem").filter({ hasText: "Partly refunded: €24.90" }).count()).toBe(1);

  const stored = await shopApi<AdminOrderRecord>(`/admin/orders/${order.id}`, { token });
  expect(stored.body).toMatchObject({ status: "PARTIALLY_REFUNDED", refunded: 24.9 });
  expect(stored.body.refunds).toEqual([
    expect.objectContaining({ amount: 24.9, restock: false, reason: "Kit arrived damaged", actor: support.username }),
  ]);
  expect(await stock()).toBe(stockBefore);
  expect(accessibility).toEqual([]);
  expect(problems).toEqual([]);
});
