// Journey of a German shopper with a discount code: an unknown code is refused beside the field in
// German; the real one, typed in lower case, shows as its own line in the cart, the checkout's
// summary, the payment step and the confirmation; the order status page and the invoice (read with
// pdftotext) show it too, and the order is charged the reduced total. A 100 % code needs no payment
// form, and a code that would leave less than €0.50 is refused beside the field.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { formatPrice } from "@shop/shared";
import { launchChromium } from "@shop/browser-testing";
import de from "../public/locales/de/translation.json";
import { openCheckoutStep, SHOPPER } from "./payment-journey.ts";
import { staffToken, apiJson, closeContexts, expectAccessible, mainHeading, pathOf, visitor } from "./support.ts";

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(join(tmpdir(), "discount-code-"));
});
afterEach(() => closeContexts(browser));
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

it("applies a code in German from the cart to the invoice", async () => {
  // The shop is shared by the run's journeys: a code of its own.
  const code = `HERBST${Date.now().toString(36).toUpperCase()}`;
  await apiJson("/admin/discount-codes", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await staffToken()}` },
    body: JSON.stringify({ code, kind: "PERCENT", value: 10 }),
  });
  const line = de.cart.discount.line.replace("{code}", code);
  // One drug test (€24.90): 10 % is €2.49.
  const discount = `−${formatPrice(249, "de")}`;

  const page = await visitor(browser);
  await openCheckoutStep(page, "de", "cart");
  await mainHeading(page, de.cart.title);
  const field = page.getByLabel(de.cart.discount.label, { exact: true });
  await field.fill("gibtesnicht");
  await page.getByRole("button", { name: de.cart.discount.apply }).click();
  await expect
    .poll(() => page.getByRole("alert").filter({ hasText: de.cart.discount.errors.discount_invalid }).count(), {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await field.getAttribute("aria-invalid")).toBe("true");

  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: de.cart.discount.apply }).click();
  const totals = page.getByRole("region", { name: de.cart.totals.title });
  await expect.poll(() => totals.getByTestId("discount-line").innerText(), { timeout: 15_000 }).toContain(line);
  expect(await totals.getByTestId("discount-line").innerText()).toContain(discount);
  expect(
    await page
      .getByRole("status")
      .filter({ hasText: de.cart.discount.applied.replace("{code}", code) })
      .count(),
  ).toBe(1);
  await expectAccessible(page);

  await page.getByRole("link", { name: de.cart.proceed }).click();
  await mainHeading(page, de.checkout.title);
  await expect.poll(() => page.getByTestId("discount-line").innerText(), { timeout: 15_000 }).toContain(discount);
  await page.getByRole("button", { name: de.checkout.next }).click();
  await expect.poll(() => pathOf(page)).toBe("/de/payment");
  await mainHeading(page, de.payment.title);
  await expect.poll(() => page.getByTestId("discount-line").innerText(), { timeout: 15_000 }).toContain(line);
  await page.getByLabel(de.payment.card.number).fill("4242 4242 4242 4242");
  await page.getByLabel(de.payment.card.expiry).fill("12 / 34");
  await page.getByLabel(de.payment.card.cvc).fill("123");
  await page.getByRole("button", { name: de.payment.placeOrder, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe("/de/success");
  await mainHeading(page, de.success.title);
  const confirmation = await page.getByRole("main").innerText();
  expect(confirmation).toContain(line);
  expect(confirmation).toContain(formatPrice(2241, "de"));
  const number = /TK-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(confirmation)![0];

  // The order status page and its invoice.
  await page.goto(`/de/order-status?number=${number}`);
  await mainHeading(page, de.orderStatus.title);
  await page.getByRole("main").getByLabel(de.orderStatus.email).fill(SHOPPER.email);
  await page.getByRole("button", { name: de.orderStatus.submit }).click();
  const result = page.getByRole("region", { name: de.orderStatus.orderTitle.replace("{number}", number) });
  await expect.poll(() => result.count(), { timeout: 15_000 }).toBe(1);
  const text = (await result.innerText()) ?? "";
  expect(text).toContain(line);
  expect(text).toContain(discount);
  const invoice = result.getByRole("link", { name: /^Rechnung INV-\d{4}-\d{6} \(PDF\)$/ });
  await invoice.waitFor({ timeout: 15_000 });
  const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await invoice.textContent()) ?? "")![0];
  const [download] = await Promise.all([page.waitForEvent("download"), invoice.click()]);
  const file = join(dir, `${invoiceNumber}.pdf`);
  await download.saveAs(file);
  const pdf = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(pdf).toContain(`Rabatt ${code}`);
  expect(pdf).toMatch(/-2,49\s*€/);
  expect(pdf).toContain("22,41");
});

it("takes an order with nothing to pay without a payment form, and refuses a code that leaves less than €0.50", async () => {
  const headers = { "content-type": "application/json", authorization: `Bearer ${await staffToken()}` };
  const suffix = Date.now().toString(36).toUpperCase();
  const free = `GRATIS${suffix}`;
  const almost = `FAST${suffix}`;
  await apiJson("/admin/discount-codes", {
    method: "POST",
    headers,
    body: JSON.stringify({ code: free, kind: "PERCENT", value: 100 }),
  });
  // One drug test (€24.90) less €24.60: €0.30, which no payment can be taken for.
  await apiJson("/admin/discount-codes", {
    method: "POST",
    headers,
    body: JSON.stringify({ code: almost, kind: "AMOUNT", value: 24.6 }),
  });

  const page = await visitor(browser);
  await openCheckoutStep(page, "de", "cart");
  await mainHeading(page, de.cart.title);
  const field = page.getByLabel(de.cart.discount.label, { exact: true });
  await field.fill(almost);
  await page.getByRole("button", { name: de.cart.discount.apply }).click();
  await expect
    .poll(() => page.getByRole("alert").filter({ hasText: de.cart.discount.errors.total_below_minimum }).count(), {
      timeout: 15_000,
    })
    .toBe(1);

  await field.fill(free);
  await page.getByRole("button", { name: de.cart.discount.apply }).click();
  const totals = page.getByRole("region", { name: de.cart.totals.title });
  await expect
    .poll(() => totals.getByTestId("discount-line").innerText(), { timeout: 15_000 })
    .toContain(de.cart.discount.line.replace("{code}", free));
  await page.getByRole("link", { name: de.cart.proceed }).click();
  await mainHeading(page, de.checkout.title);
  await page.getByRole("button", { name: de.checkout.next }).click();
  await expect.poll(() => pathOf(page)).toBe("/de/payment");
  await mainHeading(page, de.payment.title);
  await expect.poll(() => page.getByText(de.payment.free.text).count(), { timeout: 15_000 }).toBe(1);
  expect(await page.getByLabel(de.payment.card.number).count()).toBe(0);
  expect(await page.getByRole("radio").count()).toBe(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: de.payment.free.placeOrder, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe("/de/success");
  await mainHeading(page, de.success.title);
  expect(await page.getByRole("main").innerText()).toContain(formatPrice(0, "de"));
});
