// Journey: a support agent sees which pending orders had their card declined, looks a customer's
// order up by e-mail, opens all of that customer's orders from it, marks it shipped with its
// carrier and tracking number (the history names them, the page links the carrier's tracking),
// sends the shipping notice again and downloads the invoice, and cannot change the catalog,
// neither in the console nor through the API.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { AdminOrderRecord } from "@shop/shared";
import { downloaded, launchChromium, newPage, pageErrors } from "@shop/browser-testing";
import {
  shopApi,
  consoleProblems,
  consoleSettled,
  createStaffUser,
  staffToken,
  placeDeclinedOrder,
  placePaidOrder,
  shopUrl,
  signInToConsole,
  unique,
  violationsOn,
  listFilterApplied,
} from "./support.ts";

let browser: Browser;
let support: { username: string; password: string };
let orderNumber: string;
let declinedNumber: string;
let email: string;
beforeAll(async () => {
  browser = await launchChromium();
  support = await createStaffUser("SUPPORT");
  email = `${unique("erika")}@example.com`;
  declinedNumber = await placeDeclinedOrder({ email });
  orderNumber = await placePaidOrder({ email });
});
afterAll(() => browser?.close());

it("finds an order by e-mail and marks it shipped, recorded under the agent's name", async () => {
  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  const accessibility: string[] = [];
  await signInToConsole(page, support.username, support.password);

  await page.getByRole("menuitem", { name: "Orders" }).click();
  // The pending order whose card was declined says so.
  const pendingTab = page.getByRole("tab", { name: /^Pending payment/ });
  await pendingTab.click();
  // react-admin's search adds what is typed to the filters the list last drew with: a search typed
  // before the list has drawn the tab's filter (in the address first, on screen a moment later on a
  // busy machine) would apply without it.
  await listFilterApplied(page, { status: "PENDING_PAYMENT" });
  await expect.poll(() => pendingTab.getAttribute("aria-selected"), { timeout: 20_000 }).toBe("true");
  await page.getByPlaceholder("Order number, e-mail or name").fill(email);
  // The console applies a search after a pause: a tab chosen before then would be undone by it.
  await listFilterApplied(page, { q: email, status: "PENDING_PAYMENT" });
  const declinedRow = page.getByRole("row").filter({ hasText: declinedNumber });
  await expect.poll(() => declinedRow.textContent(), { timeout: 20_000 }).toContain("Card declined");

  // The search stays as the tab changes.
  await page.getByRole("tab", { name: /^Paid/ }).click();
  await listFilterApplied(page, { q: email, status: "PAID" });
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect.poll(() => page.getByRole("row").filter({ hasText: email }).count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
  // The paid tab offers bulk shipping: every row's checkbox needs a name.
  expect(await page.getByRole("checkbox").count()).toBeGreaterThan(1);
  accessibility.push(...(await violationsOn(page)));

  await row.click();
  await page.waitForURL(/#\/orders\/\d+\/show$/);
  // The order page (loaded on demand) has replaced the list once its history shows.
  const history = page.getByRole("heading", { name: "History" }).locator("xpath=..");
  await history.waitFor();
  expect(await page.locator("main").textContent()).toContain(orderNumber);
  accessibility.push(...(await violationsOn(page)));

  // The e-mail opens the customer: both orders, the paid one counted.
  const orderUrl = page.url();
  await page.getByRole("link", { name: email, exact: true }).click();
  await page.waitForURL(/#\/customers\/.+\/show$/);
  await consoleSettled(page);
  const customer = page.locator("main");
  await expect
    .poll(() => customer.getByRole("row").filter({ hasText: orderNumber }).count(), { timeout: 20_000 })
    .toBe(1);
  expect(await customer.getByRole("row").filter({ hasText: declinedNumber }).textContent()).toContain("Card declined");
  const facts = await customer.locator("dl").first().innerText();
  expect(facts).toMatch(/Orders\s+2/);
  expect(facts).toMatch(/Paid orders\s+1/);
  accessibility.push(...(await violationsOn(page)));
  await page.goto(orderUrl);
  await history.waitFor();

  // Shipping asks for the carrier and the tracking number, then shows what will be recorded.
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Carrier" }).click();
  await page.getByRole("option", { name: "DHL" }).click();
  await dialog.getByLabel("Tracking number").fill("0034 0434 1610 9404 2557");
  // The carrier's list has faded out (axe would read its half-transparent options as low contrast).
  await expect.poll(() => page.locator('[role="listbox"]').count(), { timeout: 20_000 }).toBe(0);
  accessibility.push(...(await violationsOn(page)));
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => dialog.textContent(), { timeout: 20_000 }).toContain("Tracking number: 00340434161094042557");
  expect(await dialog.textContent()).toContain("Carrier: DHL");
  await dialog.getByRole("button", { name: "Mark as shipped" }).click();
  await expect
    .poll(() => page.getByRole("alert").allTextContents())
    .toContain(`Order ${orderNumber} is marked as shipped`);
  // Newest first: the shipment with its carrier and number, by the agent.
  const latest = history.getByRole("listitem").first();
  await expect
    .poll(() => latest.textContent())
    .toMatch(new RegExp(`^ShippedCarrier: DHLTracking number: 00340434161094042557${support.username} · `));
  const tracking = page.getByRole("link", { name: "Track the parcel on the carrier's site" });
  expect(await tracking.getAttribute("href")).toContain("00340434161094042557");

  const token = await staffToken(support.username, support.password);
  const orderId = page.url().match(/#\/orders\/(\d+)\/show$/)![1];
  const stored = await shopApi<AdminOrderRecord>(`/admin/orders/${orderId}`, { token });
  expect(stored.body).toMatchObject({ status: "SHIPPED", carrier: "DHL", trackingNumber: "00340434161094042557" });
  expect(stored.body.events).toContainEqual(
    expect.objectContaining({ type: "status_shipped", actor: support.username }),
  );

  // The shipping notice again: only the e-mails that fit a shipped order are offered.
  await page.getByRole("button", { name: "Resend e-mail" }).click();
  expect(await page.getByRole("menuitem").allTextContents()).toEqual(["Order confirmation", "Shipping notice"]);
  await page.getByRole("menuitem", { name: "Shipping notice" }).click();
  const resend = page.getByRole("dialog");
  await expect.poll(() => resend.textContent(), { timeout: 20_000 }).toContain("Send the shipping notice again?");
  await resend.getByRole("button", { name: "Send" }).click();
  await expect
    .poll(() => page.getByRole("alert").allTextContents())
    .toContain(`The shipping notice is on its way to ${email}`);
  await expect
    .poll(
      async () =>
        (await shopApi<AdminOrderRecord>(`/admin/orders/${orderId}`, { token })).body.events.filter(
          (event) => event.type === "email_resent",
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);

  // The invoice as PDF, fetched with the agent's token.
  const invoiceNumber = stored.body.invoiceNumber!;
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: `Invoice ${invoiceNumber} (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await downloaded(download);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  expect(accessibility).toEqual([]);
  expect(problems).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
});

it("offers support no way to change a product, and the API refuses it with 403", async () => {
  const page = await newPage(browser, shopUrl());
  await signInToConsole(page, support.username, support.password);

  await page.getByRole("menuitem", { name: "Products" }).click();
  const rows = page.getByRole("row").filter({ hasText: "Home Drug Test – 6 Substances" });
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await page.getByRole("link", { name: "Create" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Create" }).count()).toBe(0);
  expect(await page.getByRole("checkbox").count()).toBe(0);

  await rows.first().click();
  await page.waitForURL(/#\/products\/\d+\/show$/);
  await expect.poll(() => page.locator("main").textContent(), { timeout: 20_000 }).toContain("drug-tests");
  for (const name of ["Edit", "Delete", "Save"]) {
    expect(await page.getByRole("link", { name }).count(), name).toBe(0);
    expect(await page.getByRole("button", { name }).count(), name).toBe(0);
  }
  const productId = page.url().match(/#\/products\/(\d+)\/show$/)![1];
  // Opening the edit address directly shows no form either.
  await page.goto("about:blank");
  await page.goto(`/admin/#/products/${productId}`);
  await consoleSettled(page);
  expect(await page.getByRole("textbox", { name: "Slug" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);

  const token = await staffToken(support.username, support.password);
  const product = await shopApi<Record<string, unknown>>(`/admin/products/${productId}`, { token });
  expect(product.status).toBe(200);
  const write = await shopApi(`/admin/products/${productId}`, {
    method: "PUT",
    token,
    json: { ...product.body, price: 1 },
  });
  expect(write.status).toBe(403);
  expect((await shopApi(`/admin/products/${productId}`, { method: "DELETE", token })).status).toBe(403);
  expect((await shopApi("/products/drug-tests?lang=en")).body).toMatchObject({ price: 24.9 });
  expect(pageErrors(page)).toEqual([]);
});
