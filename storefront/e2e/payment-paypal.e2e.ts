// Journey: a shopper pays with PayPal (stand-in PayPal SDK and API): the shop creates and
// captures the PayPal order itself, says 'Transaction completed by …' and shows /success.
import { expect, it } from "vitest";
import { axeViolations, newPage, pageErrors } from "@shop/browser-testing";
import { adminOrders, openPaymentStep, orderNumberOn, paymentJourney } from "./payment-journey.ts";

const journey = paymentJourney();

it("pays with PayPal: the server captures the order, the shopper is told and lands on /success", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await openPaymentStep(page);
  await page.getByRole("radio", { name: /PayPal/ }).check();
  await page.locator("[data-paypal-standin=button]").waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator("[data-paypal-standin=button]").click();
  await page.waitForURL(/\/en\/success$/, { timeout: 20_000 });
  expect(alerts).toEqual(["Transaction completed by Anna Schmidt"]);

  const orderNumber = await orderNumberOn(page);
  const order = (await adminOrders(journey.payments.shop)).find((o) => o.number === orderNumber);
  expect(order).toMatchObject({ status: "PAID", total: 24.9 });
  const paypalOrder = [...journey.payments.paypal.orders.values()].find(
    (o) => o.purchase_units[0].invoice_id === orderNumber,
  )!;
  expect(paypalOrder.status).toBe("COMPLETED");
  expect(paypalOrder.purchase_units[0].payments!.captures[0]).toMatchObject({
    status: "COMPLETED",
    amount: { currency_code: "EUR", value: "24.90" },
  });
  expect(pageErrors(page)).toEqual([]);
});

it("shows 'Failed to load the PayPal JS SDK script.' when the SDK cannot be loaded", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  await page.route("**/sdk/js**", (route) => route.abort());
  await openPaymentStep(page);
  await page.getByRole("radio", { name: /PayPal/ }).check();
  await expect.poll(() => page.getByRole("alert").innerText()).toContain("Failed to load the PayPal JS SDK script.");
});

it("a capture PayPal declines leaves the shopper on the payment step with the reason, and no paid order", async () => {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await openPaymentStep(page);
  await page.getByRole("radio", { name: /PayPal/ }).check();
  const paid = async () => (await adminOrders(journey.payments.shop)).filter((o) => o.status === "PAID").length;
  const paidBefore = await paid();
  journey.payments.paypal.declineNextCapture = true;
  await page.locator("[data-paypal-standin=button]").click();
  await expect.poll(() => page.getByRole("alert").innerText()).toContain("The payment was not completed");
  expect(page.url()).toMatch(/\/en\/payment$/);
  expect(alerts).toEqual([]);
  expect(await paid()).toBe(paidBefore);
});
