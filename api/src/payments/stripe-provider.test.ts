// The card path against the local Stripe stand-in, through the real `stripe` SDK.
import type { ApiErrorBody, PaymentConfig } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { sweepExpiredOrders } from "../orders/reconcile-orders.ts";
import { orderPayload } from "../../test/harness.ts";
import {
  completeThreeDSecure,
  confirm,
  confirmCard,
  orderOf,
  outboxFor,
  placeOrder,
  restart,
  startPaymentShop,
  stockOf,
  usePaymentShop,
} from "../../test/payment-shop.ts";

// Orders left pending by earlier tests are not this test's business.
const shop = usePaymentShop({ reset: { cancelPending: true } });

const later = () => new Date(Date.now() + (shop.env.ORDER_PAYMENT_TIMEOUT_MINUTES + 1) * 60_000);

describe("card payments through Stripe", () => {
  it("the payment config names Stripe and its publishable key, without a script URL outside the stand-in mode", async () => {
    const config = (await (await shop.request("/api/payments/config")).json()) as PaymentConfig;
    expect(config.card).toEqual({ gateway: "STRIPE", publishableKey: "pk_test_standin_public" });
    expect(config.paypal).toEqual({ gateway: "PAYPAL", clientId: "standin-client-id" });
  });

  it("creates a PaymentIntent for the server's amount with an idempotency key and answers its client secret", async () => {
    const order = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 2 }]);
    expect(order.gateway).toBe("STRIPE");
    expect(order.paymentReference).toMatch(/^pi_/);
    expect(order.clientSecret).toMatch(new RegExp(`^${order.paymentReference}_secret_`));
    const intent = shop.stripe.intents.get(order.paymentReference)!;
    expect(intent).toMatchObject({
      amount: 4980,
      currency: "eur",
      metadata: { orderNumber: order.orderNumber },
      status: "requires_payment_method",
    });
    expect((await orderOf(shop, order.orderNumber)).paymentReference).toBe(order.paymentReference);
    // A retried create (same order, same key) is answered with the same PaymentIntent.
    const retried = await shop.deps.payments.forMethod("CARD")!.createPayment({
      orderNumber: order.orderNumber,
      amountCents: 4980,
      currency: "EUR",
      method: "CARD",
      email: "anna@example.com",
      idempotencyKey: `order-${order.orderNumber}`,
    });
    expect(retried.reference).toBe(order.paymentReference);
  });

  it("success: the card pays, the order is paid once, stock is taken once and one confirmation is mailed", async () => {
    const order = await placeOrder(shop, "CARD");
    expect(await stockOf(shop)).toBe(9);
    expect((await confirm(shop, order.orderNumber)).status).toBe(409);
    expect((await confirmCard(shop.stripe, order.clientSecret, "4242424242424242")).body.status).toBe("succeeded");
    for (let i = 0; i < 3; i++) {
      const response = await confirm(shop, order.orderNumber);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ orderNumber: order.orderNumber, status: "PAID", total: 24.9 });
    }
    expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.events.filter((e) => e.type === "paid")).toHaveLength(1);
    expect(stored.confirmationSentAt).not.toBeNull();
    expect(await stockOf(shop)).toBe(9);
  });

  it("decline: the order stays pending, and the same order can be paid with another card", async () => {
    const order = await placeOrder(shop, "CARD");
    const declined = await confirmCard(shop.stripe, order.clientSecret, "4000000000000002");
    expect(declined.status).toBe(402);
    expect(declined.body.error?.code).toBe("card_declined");
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
      code: "payment_not_completed",
      message: "The payment has not completed: Your card was declined.",
    });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");

    expect((await confirmCard(shop.stripe, order.clientSecret, "4242424242424242")).body.status).toBe("succeeded");
    expect((await confirm(shop, order.orderNumber)).status).toBe(200);
  });

  it("3-D Secure: requires_action is not paid; after the challenge the order is paid", async () => {
    const order = await placeOrder(shop, "CARD");
    expect((await confirmCard(shop.stripe, order.clientSecret, "4000002760003184")).body.status).toBe(
      "requires_action",
    );
    expect((await confirm(shop, order.orderNumber)).status).toBe(409);
    expect((await completeThreeDSecure(shop.stripe, order.clientSecret, "approve")).status).toBe("succeeded");
    expect((await confirm(shop, order.orderNumber)).status).toBe(200);
  });

  it("3-D Secure failed: the order stays pending", async () => {
    const order = await placeOrder(shop, "CARD");
    await confirmCard(shop.stripe, order.clientSecret, "4000002760003184");
    expect((await completeThreeDSecure(shop.stripe, order.clientSecret, "fail")).status).toBe(
      "requires_payment_method",
    );
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error.message).toContain("unable to authenticate");
  });

  it("amount mismatch: a PaymentIntent that took another amount does not pay the order, and the history says why", async () => {
    const order = await placeOrder(shop, "CARD");
    shop.stripe.pay(order.paymentReference).amount_received = 100;
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("payment_mismatch");
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("PENDING_PAYMENT");
    expect(stored.events.map((e) => e.type)).toContain("payment_mismatch");
  });

  it("provider down when ordering: a clear 502, the order stays pending with its stock and is expired by the sweep later", async () => {
    shop.stripe.down = true;
    const response = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }]),
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as ApiErrorBody).error).toEqual({
      code: "payment_provider_unavailable",
      message: "The payment provider is not reachable right now; please try again in a moment",
    });
    const pending = await shop.deps.prisma.order.findFirstOrThrow({
      where: { paymentReference: null, status: "PENDING_PAYMENT" },
      include: { events: true },
    });
    expect(pending.events.map((e) => e.type)).toEqual(["created", "payment_setup_failed"]);
    expect(await stockOf(shop)).toBe(9);

    shop.stripe.down = false;
    await sweepExpiredOrders(shop.deps, later());
    expect((await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("CANCELLED");
    expect(await stockOf(shop)).toBe(10);
  });

  it("provider down when confirming: a clear 502, the order stays pending, and the sweep completes it once Stripe answers", async () => {
    const order = await placeOrder(shop, "CARD");
    await confirmCard(shop.stripe, order.clientSecret, "4242424242424242");
    shop.stripe.down = true;
    const response = await confirm(shop, order.orderNumber);
    expect(response.status).toBe(502);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("payment_provider_unavailable");
    expect(await sweepExpiredOrders(shop.deps, later())).toMatchObject({ paid: 0 });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");

    shop.stripe.down = false;
    expect(await sweepExpiredOrders(shop.deps, later())).toMatchObject({ paid: 1 });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
  });

  it("a restart between payment and confirmation: the new process confirms the order, once", async () => {
    const order = await placeOrder(shop, "CARD");
    await confirmCard(shop.stripe, order.clientSecret, "4242424242424242");
    const restarted = await restart(shop);
    try {
      expect((await confirm(restarted, order.orderNumber)).status).toBe(200);
      expect((await confirm(shop, order.orderNumber)).status).toBe(200);
      const startupSweep = await sweepExpiredOrders(restarted.deps, later());
      expect(startupSweep.paid).toBe(0);
    } finally {
      await restarted.close();
    }
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.events.filter((e) => e.type === "paid")).toHaveLength(1);
    expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
    expect(await stockOf(shop)).toBe(9);
  });

  it("expiry cancels the unpaid PaymentIntent, so it can no longer be paid", async () => {
    const order = await placeOrder(shop, "CARD");
    expect(await sweepExpiredOrders(shop.deps, later())).toEqual({ paid: 0, expired: 1 });
    expect(shop.stripe.intents.get(order.paymentReference)).toMatchObject({
      status: "canceled",
      cancellation_reason: "abandoned",
    });
    expect((await confirmCard(shop.stripe, order.clientSecret, "4242424242424242")).status).toBe(400);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("CANCELLED");
  });

  it("staff cancelling an unpaid order cancels its PaymentIntent; one the shopper has just paid is not cancelled", async () => {
    const token = await shop.login();
    const unpaid = await placeOrder(shop, "CARD");
    const { id } = await orderOf(shop, unpaid.orderNumber);
    expect(
      (await shop.request(`/api/admin/orders/${id}`, { method: "PUT", token, json: { status: "CANCELLED" } })).status,
    ).toBe(200);
    expect(shop.stripe.intents.get(unpaid.paymentReference)!.status).toBe("canceled");

    const justPaid = await placeOrder(shop, "CARD");
    shop.stripe.pay(justPaid.paymentReference);
    const paidId = (await orderOf(shop, justPaid.orderNumber)).id;
    const refused = await shop.request(`/api/admin/orders/${paidId}`, {
      method: "PUT",
      token,
      json: { status: "CANCELLED" },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiErrorBody).error).toMatchObject({ code: "payment_received", field: "status" });
    expect((await orderOf(shop, justPaid.orderNumber)).status).toBe("PENDING_PAYMENT");
  });

  it("refunds from the console go to Stripe, once, and return the stock", async () => {
    const order = await placeOrder(shop, "CARD");
    await confirmCard(shop.stripe, order.clientSecret, "4242424242424242");
    await confirm(shop, order.orderNumber);
    const { id } = await orderOf(shop, order.orderNumber);
    const token = await shop.login();
    const refund = await shop.request(`/api/admin/orders/${id}/refund`, { method: "POST", token });
    expect(refund.status).toBe(200);
    const charge = shop.stripe.charges.get(shop.stripe.intents.get(order.paymentReference)!.latest_charge!)!;
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 2490 });
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("REFUNDED");
    expect(stored.events.at(-1)).toMatchObject({ type: "status_refunded", actor: "admin" });
    expect(await stockOf(shop)).toBe(10);
    // A second click answers the refunded order; Stripe is not asked twice.
    expect((await shop.request(`/api/admin/orders/${id}/refund`, { method: "POST", token })).status).toBe(200);
    expect(shop.stripe.log.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
  });

  it("a refund that Stripe cannot make changes nothing and says so", async () => {
    const order = await placeOrder(shop, "CARD");
    await confirmCard(shop.stripe, order.clientSecret, "4242424242424242");
    await confirm(shop, order.orderNumber);
    const { id } = await orderOf(shop, order.orderNumber);
    shop.stripe.down = true;
    const refund = await shop.request(`/api/admin/orders/${id}/refund`, { method: "POST", token: await shop.login() });
    expect(refund.status).toBe(502);
    expect(((await refund.json()) as ApiErrorBody).error.message).toBe(
      "The refund could not be made with the payment provider; nothing was changed",
    );
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
  });
});

describe("stand-in browser scripts", () => {
  it("are offered only with PAYMENTS_SANDBOX_SCRIPTS=true, from the stand-ins' origins", async () => {
    const sandboxed = await startPaymentShop({ PAYMENTS_SANDBOX_SCRIPTS: "true" });
    try {
      const config = (await (await sandboxed.request("/api/payments/config")).json()) as PaymentConfig;
      expect(config.card?.scriptUrl).toBe(`${sandboxed.stripe.url}/v3/`);
      expect(config.paypal?.sdkUrl).toBe(`${sandboxed.paypal.url}/sdk/js`);
    } finally {
      await sandboxed.close();
    }
  });
});
