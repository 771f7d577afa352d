// Journeys after a refund in part and after a withdrawal: a support agent ships and delivers the
// rest of a partly refunded order (it stays among the paid orders waiting to ship until then);
// marks a withdrawn order's returned parcel received, ticking the seal of each unit, and refunds
// the return from a dialog that opens with the units to refund and the reason; the withdrawal is
// then closed, and the shopper was told by e-mail which opened kit is not refunded.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { AdminOrderListRow, AdminOrderRecord } from "@shop/shared";
import { launchChromium, mailsTo, newPage, workerShop } from "@shop/browser-testing";
import {
  consoleProblems,
  consoleSettled,
  createStaffUser,
  placePaidOrder,
  shopApi,
  shopUrl,
  signInToConsole,
  staffToken,
  unique,
  violationsOn,
} from "./support.ts";

let browser: Browser;
let support: { username: string; password: string };
let token: string;
beforeAll(async () => {
  browser = await launchChromium();
  support = await createStaffUser("SUPPORT");
  token = await staffToken(support.username, support.password);
});
afterAll(() => browser?.close());

/** A paid order of `quantity` drug tests, and its console record. */
async function paidOrder(email: string, quantity: number): Promise<AdminOrderRecord> {
  const number = await placePaidOrder({ email, items: [{ slug: "drug-tests", quantity }] });
  const filter = encodeURIComponent(JSON.stringify({ q: number }));
  const [row] = (await shopApi<AdminOrderListRow[]>(`/admin/orders?filter=${filter}`, { token })).body;
  return (await shopApi<AdminOrderRecord>(`/admin/orders/${row.id}`, { token })).body;
}

async function openOrder(page: Page, id: number) {
  await page.goto(`/admin/#/orders/${id}/show`);
  await page.getByRole("heading", { name: "History" }).waitFor();
  await consoleSettled(page);
}

it("ships and delivers the rest of an order after one of its units was refunded", async () => {
  const order = await paidOrder(`${unique("partly")}@example.com`, 2);
  const refunded = await shopApi(`/admin/orders/${order.id}/refunds`, {
    token,
    json: { items: [{ orderItemId: order.items[0].id, quantity: 1 }], restock: true, reason: "One unit too many" },
  });
  expect(refunded.status).toBe(201);

  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, support.username, support.password);
  // The dashboard's figure leads to the orders waiting to ship: this one among them.
  await page.getByRole("link", { name: /Paid orders waiting to ship/ }).click();
  await expect.poll(() => page.getByRole("row").filter({ hasText: order.number }).count(), { timeout: 20_000 }).toBe(1);

  await openOrder(page, order.id);
  const actions = page.getByRole("heading", { name: "What next" }).locator("xpath=..");
  await actions.getByRole("button", { name: "Mark as shipped" }).click();
  const dialog = page.getByRole("dialog", { name: `Mark order ${order.number} as shipped` });
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Mark as shipped" }).click();
  await actions.getByRole("button", { name: "Mark as delivered" }).waitFor({ timeout: 20_000 });
  expect(await actions.getByRole("button", { name: "Mark as shipped" }).count()).toBe(0);
  await actions.getByRole("button", { name: "Mark as delivered" }).click();
  await expect
    .poll(async () => (await shopApi<AdminOrderRecord>(`/admin/orders/${order.id}`, { token })).body.deliveredAt, {
      timeout: 20_000,
    })
    .not.toBeNull();
  await expect.poll(() => actions.getByRole("button", { name: "Mark as delivered" }).count()).toBe(0);
  const stored = (await shopApi<AdminOrderRecord>(`/admin/orders/${order.id}`, { token })).body;
  expect(stored).toMatchObject({ status: "PARTIALLY_REFUNDED", refunded: 24.9 });
  expect(stored.shippedAt).not.toBeNull();
  expect(problems).toEqual([]);
});

it("records a returned parcel unit by unit and refunds the return from a dialog that opens with its units", async () => {
  const email = `${unique("returns")}@example.com`;
  const order = await paidOrder(email, 2);
  expect(
    (await shopApi(`/admin/orders/${order.id}`, { method: "PUT", token, json: { status: "SHIPPED" } })).status,
  ).toBe(200);
  const withdrawn = await shopApi("/orders/withdrawals", {
    json: { orderNumber: order.number, email, name: "Erika Muster" },
  });
  expect(withdrawn.status).toBe(201);

  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, support.username, support.password);
  await openOrder(page, order.id);
  const withdrawals = page.getByRole("heading", { name: "Withdrawals" }).locator("xpath=..");
  await expect.poll(() => withdrawals.textContent(), { timeout: 20_000 }).toContain("Refund due: within 14 days");

  // The parcel is back: one kit with its seal intact, the other opened.
  await withdrawals.getByRole("button", { name: "Returned parcel received" }).click();
  const received = page.getByRole("dialog", { name: `Returned parcel of order ${order.number}` });
  await received.waitFor();
  const seals = received.getByRole("checkbox", { name: /seal intact/ });
  await expect.poll(() => seals.count()).toBe(2);
  await seals.nth(1).uncheck();
  await expect.poll(() => received.textContent()).toContain("1 opened kit sealed for hygiene will not be refunded.");
  const accessibility = await violationsOn(page);
  await received.getByRole("button", { name: "Record the return" }).click();
  await received.waitFor({ state: "detached", timeout: 20_000 });
  await expect.poll(() => withdrawals.textContent(), { timeout: 20_000 }).toContain("refund it by");
  const text = (await withdrawals.textContent()) ?? "";
  expect(text).toContain(`Seal intact: 1 × ${order.items[0].name}`);
  expect(text).toContain(`Opened, sealed for hygiene, not refunded: 1 × ${order.items[0].name}`);

  // The refund of the return opens with the unit to refund and the reason.
  await withdrawals.getByRole("button", { name: "Refund the return…" }).click();
  const refund = page.getByRole("dialog", { name: `Refund part of order ${order.number}` });
  await refund.waitFor();
  await expect.poll(() => refund.getByRole("spinbutton").first().inputValue()).toBe("1");
  expect(await refund.getByLabel(/Reason/).inputValue()).toBe("Withdrawal: returned parcel received");
  accessibility.push(...(await violationsOn(page)));
  await refund.getByRole("button", { name: /^Refund €24\.90$/ }).click();
  await expect
    .poll(() => page.getByRole("alert").allTextContents(), { timeout: 20_000 })
    .toContain(`€24.90 refunded on order ${order.number}`);

  // Refunded: the withdrawal is closed, nothing is due, the parcel is not asked for again.
  await expect
    .poll(() => withdrawals.textContent(), { timeout: 20_000 })
    .toContain("Closed: the refund was made, or the order was cancelled");
  const after = (await withdrawals.textContent()) ?? "";
  expect(after).not.toContain("Refund due");
  expect(after).toContain("it has been refunded");
  expect(await withdrawals.getByRole("button", { name: "Returned parcel received" }).count()).toBe(0);
  expect(await withdrawals.getByRole("button", { name: "Refund the return…" }).count()).toBe(0);
  const stored = (await shopApi<AdminOrderRecord>(`/admin/orders/${order.id}`, { token })).body;
  expect(stored).toMatchObject({ withdrawalOpen: false, refundDueBy: null, refunded: 24.9 });

  // The shopper was told, in the order's language, which kit is not refunded and why.
  const mails = () => mailsTo(workerShop().dataDir, email);
  const returnMail = () =>
    mails().find((each) => each.includes(`das Sie uns zur Bestellung ${order.number} zurückgesandt haben`));
  await expect.poll(() => returnMail() !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = returnMail()!;
  expect(mail).toContain(`Geöffnet, daher nicht erstattet:\n1 × ${order.items[0].name}`);
  expect(mail).toContain("§312g Abs. 2 Nr. 3 BGB");
  expect(accessibility).toEqual([]);
  expect(problems).toEqual([]);
});
