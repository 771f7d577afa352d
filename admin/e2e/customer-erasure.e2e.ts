// Journey: an administrator answers a customer's data requests from the customer view: downloads
// everything held about the address as JSON, tries to erase it while an order still waits to be
// shipped (refused, nothing changed), and erases it once shipped, after a confirm step that names
// the consequences and asks for a reason; afterwards nothing finds the customer. Support staff see
// neither action.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { AdminOrderListRow, AdminOrderRecord, CustomerDataExport } from "@shop/shared";
import { downloaded, launchChromium, newPage, pageErrors } from "@shop/browser-testing";
import {
  shopApi,
  consoleProblems,
  consoleSettled,
  createStaffUser,
  staffToken,
  placePaidOrder,
  shopUrl,
  signInToConsole,
  unique,
  violationsOn,
} from "./support.ts";

let browser: Browser;
let admin: { username: string; password: string };
let support: { username: string; password: string };
let email: string;
let orderNumber: string;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await createStaffUser("ADMIN");
  support = await createStaffUser("SUPPORT");
  email = `${unique("erika")}@example.com`;
  orderNumber = await placePaidOrder({ email });
});
afterAll(() => browser?.close());

const customerView = (address: string) => `/admin/#/customers/${encodeURIComponent(address)}/show`;

it("shows support neither the export nor the erasure", async () => {
  const page = await newPage(browser, shopUrl());
  await signInToConsole(page, support.username, support.password);
  await page.goto(customerView(email));
  await consoleSettled(page);
  await expect.poll(() => page.locator("main").textContent(), { timeout: 20_000 }).toContain(orderNumber);
  expect(await page.getByRole("button", { name: "Export data (JSON)" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Erase personal data" }).count()).toBe(0);
  expect(pageErrors(page)).toEqual([]);
});

it("exports the customer's data, refuses the erasure while an order waits to ship, then erases it", async () => {
  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  const accessibility: string[] = [];
  // What the console asks the API for: the customer's address goes in bodies, never in a path,
  // which the shop's request log keeps.
  const apiPaths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) apiPaths.push(pathname);
  });
  await signInToConsole(page, admin.username, admin.password);
  await page.goto(customerView(email));
  await consoleSettled(page);
  await expect.poll(() => page.locator("main").textContent(), { timeout: 20_000 }).toContain(orderNumber);
  accessibility.push(...(await violationsOn(page)));

  // Everything held about the address, as a JSON file.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse((await downloaded(download)).toString("utf8")) as CustomerDataExport;
  expect(exported.email).toBe(email);
  expect(exported.orders.map((order) => order.number)).toEqual([orderNumber]);

  // The confirm step names what goes and what stays, and needs a reason.
  await page.getByRole("button", { name: "Erase personal data" }).click();
  const dialog = page.getByRole("dialog");
  await expect.poll(() => dialog.textContent()).toContain(`Erase the personal data of ${email}?`);
  const text = await dialog.textContent();
  expect(text).toContain("this customer's 1 order are replaced");
  expect(text).toContain("Issued invoices and credit notes stay unchanged");
  expect(text).toContain("This cannot be undone");
  const confirm = dialog.getByRole("button", { name: "Erase for good" });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Erasure requested by e-mail");
  accessibility.push(...(await violationsOn(page)));
  await confirm.click();
  // Paid and not shipped yet: refused, and the customer is still there.
  await expect
    .poll(() => dialog.getByRole("alert").textContent(), { timeout: 15_000 })
    .toContain("An order of this customer is still in progress");
  accessibility.push(...(await violationsOn(page)));
  const token = await staffToken(admin.username, admin.password);
  expect((await shopApi("/admin/customers/lookup", { token, json: { email } })).status).toBe(200);

  // Shipped, the erasure goes through.
  const [row] = (
    await shopApi<AdminOrderListRow[]>(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ email }))}`, {
      token,
    })
  ).body;
  // A list row holds the list's columns only; the record holds the invoice.
  const order = (await shopApi<AdminOrderRecord>(`/admin/orders/${row.id}`, { token })).body;
  expect(order.invoiceNumber).toMatch(/^INV-/);
  expect(
    (await shopApi(`/admin/orders/${order.id}`, { method: "PUT", token, json: { status: "SHIPPED" } })).status,
  ).toBe(200);
  await confirm.click();
  await expect
    .poll(() => page.getByRole("alert").allTextContents(), { timeout: 15_000 })
    .toContainEqual(expect.stringContaining("Personal data erased: 1 order(s)"));
  expect((await page.getByRole("alert").allTextContents()).join(" ")).toContain("1 invoice(s)");
  await page.waitForURL(/#\/orders(\?.*)?$/);

  // Nothing finds the customer any more: not the search, not the customer view, not the lookup.
  // The newest orders first: the erased one is listed under its number, without the customer.
  const erasedRow = page.getByRole("row").filter({ hasText: orderNumber });
  await expect.poll(() => erasedRow.count(), { timeout: 15_000 }).toBe(1);
  expect(await erasedRow.textContent()).not.toContain(email);
  await page.getByPlaceholder("Order number, e-mail or name").fill(email);
  await page.waitForURL((url) => decodeURIComponent(url.hash).includes(`"q":"${email}"`));
  await consoleSettled(page);
  await expect.poll(() => erasedRow.count(), { timeout: 15_000 }).toBe(0);
  expect((await shopApi("/admin/customers/lookup", { token, json: { email } })).status).toBe(404);
  expect((await shopApi("/orders/lookup", { json: { orderNumber, email } })).status).toBe(404);
  // The order itself stays, without the customer, its invoice as issued.
  const erased = await shopApi<AdminOrderRecord>(`/admin/orders/${order.id}`, { token });
  expect(erased.body.email).toMatch(/^erased-[0-9a-f]{24}@invalid$/);
  expect(erased.body.invoiceNumber).toBe(order.invoiceNumber);

  expect(apiPaths).toEqual(
    expect.arrayContaining([
      "/api/admin/customers/lookup",
      "/api/admin/customers/export",
      "/api/admin/customers/erase",
    ]),
  );
  expect(apiPaths.filter((path) => /@|%40/i.test(path))).toEqual([]);

  expect(accessibility).toEqual([]);
  // The refused attempt is the one failed request the browser reports; nothing else went wrong.
  expect(problems).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
  expect(pageErrors(page)).toEqual([]);
});
