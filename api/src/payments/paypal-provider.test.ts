// The PayPal path against the local PayPal stand-in: the API creates the PayPal order, the
// shopper approves it, the API captures it itself and records the order like a card order.
import type { ApiErrorBody } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { sweepExpiredOrders } from "../orders/reconcile-orders.ts";
import { confirm, orderOf, outboxFor, placeOrder, usePaymentShop, stockOf } from "../../test/payment-shop.ts";

const shop = usePaymentShop({ reset: { cancelPending: true } });

const later = () => new Date(Date.now() + (shop.env.ORDER_PAYMENT_TIMEOUT_MINUTES + 1) * 60_000);
const captureRequests = (reference: string) =>
  shop.paypal.log.filter((r) => r.path === `/v2/checkout/orders/${reference}/capture`).length;

describe("PayPal payments", () => {
  it("creates a CAPTURE order in EUR for the server's total, once per shop order", async () => {
    const order = await placeOrder(shop, "PAYPAL", [
      { slug: "drug-tests", quantity: 1 },
      { slug: "vitamin-d-test", quantity: 2 },
    ]);
    expect(order.gateway).toBe("PAYPAL");
    expect(order.clientSecret).toBe(order.paymentReference);
    const created = shop.paypal.orders.get(order.paymentReference)!;
    expect(created).toMatchObject({ intent: "CAPTURE", status: "CREATED" });
    expect(created.purchase_units[0]).toMatchObject({
      amount: { currency_code: "EUR", value: "62.90" },
      invoice_id: order.orderNumber,
    });
    const again = await shop.deps.payments.forMethod("PAYPAL")!.createPayment({
      orderNumber: order.orderNumber,
      amountCents: 6290,
      currency: "EUR",
      method: "PAYPAL",
      email: "anna@example.com",
      idempotencyKey: `order-${order.orderNumber}`,
    });
    expect(again.reference).toBe(order.paymentReference);
  });

  it("success: the shop captures the approved order itself, marks it paid once and mails the confirmation once", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    const early = await confirm(shop, order.orderNumber);
    expect(early.status).toBe(409);
    expect(((await early.json()) as ApiErrorBody).error.message).toBe(
      "The payment has not completed: not approved by the payer",
    );

    shop.paypal.approve(order.paymentReference);
    const results = await Promise.all([
      confirm(shop, order.orderNumber),
      confirm(shop, order.orderNumber),
      confirm(shop, order.orderNumber),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(shop.paypal.orders.get(order.paymentReference)!.status).toBe("COMPLETED");
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored).toMatchObject({ status: "PAID", paymentMethod: "PAYPAL", paymentGateway: "PAYPAL" });
    expect(stored.events.filter((e) => e.type === "paid")).toHaveLength(1);
    expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
    expect(await stockOf(shop)).toBe(9);
  });

  it("a declined capture leaves the order unpaid with the reason", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(order.paymentReference);
    shop.paypal.declineNextCapture = true;
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
      code: "payment_not_completed",
      message: "The payment has not completed: capture declined",
    });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
  });

  it("amount mismatch: a capture for another amount does not pay the order", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.orders.get(order.paymentReference)!.purchase_units[0].amount = { currency_code: "EUR", value: "1.00" };
    shop.paypal.approve(order.paymentReference);
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("payment_mismatch");
    expect((await orderOf(shop, order.orderNumber)).events.map((e) => e.type)).toContain("payment_mismatch");
  });

  it("PayPal down: a clear 502, the order stays pending and the sweep captures it later", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(order.paymentReference);
    shop.paypal.down = true;
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(502);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("payment_provider_unavailable");
    shop.paypal.down = false;
    expect(await sweepExpiredOrders(shop.deps, later())).toEqual({ paid: 1, expired: 0 });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    expect(captureRequests(order.paymentReference)).toBe(1);
  });

  it("an order that expired unapproved is cancelled and never captured later", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    expect(await sweepExpiredOrders(shop.deps, later())).toEqual({ paid: 0, expired: 1 });
    shop.paypal.approve(order.paymentReference);
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(409);
    expect(captureRequests(order.paymentReference)).toBe(0);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("CANCELLED");
  });

  it("refunds from the console refund the capture and return the stock", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(order.paymentReference);
    await confirm(shop, order.orderNumber);
    const { id } = await orderOf(shop, order.orderNumber);
    const response = await shop.request(`/api/admin/orders/${id}/refund`, {
      method: "POST",
      token: await shop.login(),
    });
    expect(response.status).toBe(200);
    expect(shop.paypal.orders.get(order.paymentReference)!.purchase_units[0].payments!.captures[0].status).toBe(
      "REFUNDED",
    );
    expect((await orderOf(shop, order.orderNumber)).status).toBe("REFUNDED");
    expect(await stockOf(shop)).toBe(10);
  });
});
