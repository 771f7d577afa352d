// Journey: an administrator edits a product's safety information in the console (GPSR,
// docs/behaviour.md §21). A product on sale without the manufacturer's postal address is refused
// by the API, and the form says so beside that field; a GTIN with a wrong check digit is refused
// by the form before anything is sent; with both right the save goes through, and the shop's
// product answers the new values.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { AdminProductListRow, AdminProductRecord, Product } from "@shop/shared";
import { launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import {
  consoleProblems,
  consoleSettled,
  shopApi,
  shopUrl,
  signInToConsole,
  staffToken,
  violationsOn,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// A kit no other journey buys or changes.
const SLUG = "ovulation-strips-20-pack";

it("refuses to keep a product on sale without its manufacturer's address, beside the field, and saves it once given", async () => {
  const token = await staffToken();
  const [{ id }] = (
    await shopApi<AdminProductListRow[]>(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: SLUG }))}`, {
      token,
    })
  ).body;
  const original = (await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body;
  expect(original.active).toBe(true);

  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, "admin", workerShop().adminPassword);
  await page.goto(`/admin/#/products/${id}/safety`);
  await consoleSettled(page);

  const name = page.getByLabel("Manufacturer's name");
  await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe(original.manufacturerName);
  const address = page.getByLabel("Manufacturer's postal address");
  await address.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  const refusal = "Needed while the product is on sale: fill it in, or take the product off sale";
  // The refusal is the address field's own description, not a notification elsewhere.
  await expect
    .poll(async () => (await address.getAttribute("aria-invalid")) === "true", { timeout: 20_000 })
    .toBe(true);
  const describedBy = (await address.getAttribute("aria-describedby")) ?? "";
  expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).textContent()).toBe(refusal);
  expect((await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body.version).toBe(original.version);
  // The notification of the refused save says what is missing and where; Escape closes it.
  const notice = page.getByText(
    "Not saved: a product on sale needs its manufacturer's name, postal address and contact (tab Product safety)",
  );
  expect(await notice.count()).toBe(1);
  await page.keyboard.press("Escape");
  await expect.poll(() => notice.count(), { timeout: 20_000 }).toBe(0);

  await address.fill("Plesmanlaan 125, 2333 CA Leiden, Netherlands");
  const gtin = page.getByLabel("GTIN (EAN barcode)");
  // After the refused save the form checks each change: the wrong check digit is named at once.
  await gtin.fill("8712345200481");
  await expect
    .poll(async () => await page.getByText("Must be 8, 12, 13 or 14 digits ending in the right check digit").count(), {
      timeout: 20_000,
    })
    .toBe(1);
  await gtin.fill("8712345200480");
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body.version, {
      timeout: 30_000,
    })
    .toBe(original.version + 1);

  const shown = (await shopApi<Product>(`/products/${SLUG}?lang=de`)).body;
  expect(shown.safety?.manufacturer.address).toBe("Plesmanlaan 125, 2333 CA Leiden, Netherlands");
  expect(shown.safety?.gtin).toBe("8712345200480");
  // The one refused save is the only request that failed.
  expect(problems).toEqual([
    "Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
  ]);
  expect(pageErrors(page)).toEqual([]);

  // Put the product back for the other journeys of the run.
  const saved = (await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body;
  const restored = await shopApi(`/admin/products/${id}`, {
    method: "PUT",
    token,
    json: { ...saved, previousStock: saved.stock, manufacturerAddress: original.manufacturerAddress },
  });
  expect(restored.status).toBe(200);
}, 180_000);
