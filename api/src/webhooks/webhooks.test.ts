// Provider webhooks: verified on the raw body, applied once per delivery id, and never trusted
// alone (the order is paid only when the provider, asked by the shop, says so).
import type { ApiErrorBody } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { startTestShop } from "../../test/harness.ts";
import {
  confirm,
  confirmCard,
  orderOf,
  outboxFor,
  placeOrder,
  postWebhook,
  stockOf,
  usePaymentShop,
} from "../../test/payment-shop.ts";

const shop = usePaymentShop();

const recordedEvents = () => shop.deps.prisma.paymentWebhookEvent.count();

describe("POST /api/webhooks/stripe", () => {
  it("completes an order whose shopper closed the tab after paying (webhook before confirm)", async () => {
    const order = await placeOrder(shop, "CARD");
    const intent = shop.stripe.pay(order.paymentReference);
    const response = await postWebhook(shop, "stripe", shop.stripe.webhook("payment_intent.succeeded", intent));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("PAID");
    expect(stored.events.find((e) => e.type === "paid")?.actor).toBe("stripe-webhook");

    // The browser's confirm arrives afterwards: same answer, nothing done twice.
    expect(await (await confirm(shop, order.orderNumber)).json()).toMatchObject({ status: "PAID" });
    expect((await orderOf(shop, order.orderNumber)).events.filter((e) => e.type === "paid")).toHaveLength(1);
    expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
    expect(await stockOf(shop)).toBe(9);
  });

  it("applies a duplicated delivery once", async () => {
    const order = await placeOrder(shop, "CARD");
    const delivery = shop.stripe.webhook("payment_intent.succeeded", shop.stripe.pay(order.paymentReference));
    const first = await postWebhook(shop, "stripe", delivery);
    const again = await Promise.all([1, 2, 3].map(() => postWebhook(shop, "stripe", delivery)));
    expect(((await first.json()) as { outcome: string }).outcome).toBe("applied");
    for (const response of again) expect(((await response.json()) as { outcome: string }).outcome).toBe("duplicate");
    expect((await orderOf(shop, order.orderNumber)).events.filter((e) => e.type === "paid")).toHaveLength(1);
    expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const order = await placeOrder(shop, "CARD");
    const intent = shop.stripe.pay(order.paymentReference);
    const before = await recordedEvents();
    const genuine = shop.stripe.webhook("payment_intent.succeeded", intent);
    const cases = [
      shop.stripe.webhook("payment_intent.succeeded", intent, { secret: "whsec_someone_else" }),
      { body: genuine.body.replace(order.paymentReference, "pi_3other"), headers: genuine.headers },
      { body: genuine.body, headers: { "content-type": "application/json" } },
    ];
    for (const delivery of cases) {
      const response = await postWebhook(shop, "stripe", delivery);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).error.code).toBe("invalid_signature");
    }
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
    expect(await recordedEvents()).toBe(before);
  });

  it("does not believe a succeeded event the provider does not confirm, and a late failure does not undo a payment", async () => {
    const order = await placeOrder(shop, "CARD");
    const intent = shop.stripe.intents.get(order.paymentReference)!;
    // Signed, but the PaymentIntent (asked by the shop) has not succeeded.
    await postWebhook(
      shop,
      "stripe",
      shop.stripe.webhook("payment_intent.succeeded", { ...intent, status: "succeeded" }),
    );
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");

    await confirmCard(shop.stripe, order.clientSecret, "4000000000000002");
    await postWebhook(
      shop,
      "stripe",
      shop.stripe.webhook("payment_intent.payment_failed", shop.stripe.intents.get(order.paymentReference)!),
    );
    expect((await orderOf(shop, order.orderNumber)).events.at(-1)).toMatchObject({
      type: "payment_failed",
      actor: "stripe-webhook",
      message: "Payment attempt failed: Your card was declined.",
    });

    await confirmCard(shop.stripe, order.clientSecret, "4242424242424242");
    const failedEarlier = shop.stripe.webhook("payment_intent.payment_failed", {
      ...intent,
      status: "requires_payment_method",
    });
    await postWebhook(
      shop,
      "stripe",
      shop.stripe.webhook("payment_intent.succeeded", shop.stripe.intents.get(order.paymentReference)!),
    );
    await postWebhook(shop, "stripe", failedEarlier); // delivered out of order
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("PAID");
    expect(stored.events.filter((e) => e.type === "payment_failed")).toHaveLength(1);
  });

  it("records a refund made in Stripe's dashboard (charge.refunded): refunded, stock returned", async () => {
    const order = await placeOrder(shop, "CARD");
    await confirmCard(shop.stripe, order.clientSecret, "4242424242424242");
    await confirm(shop, order.orderNumber);
    const intent = shop.stripe.intents.get(order.paymentReference)!;
    const charge = shop.stripe.charges.get(intent.latest_charge!)!;
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    const delivery = shop.stripe.webhook("charge.refunded", charge);
    expect((await postWebhook(shop, "stripe", delivery)).status).toBe(200);
    expect((await postWebhook(shop, "stripe", delivery)).status).toBe(200);
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("REFUNDED");
    expect(stored.events.filter((e) => e.type === "status_refunded")).toEqual([
      expect.objectContaining({ actor: "stripe-webhook" }),
    ]);
    expect(await stockOf(shop)).toBe(10);
  });

  it("answers 502 (so Stripe retries) when Stripe cannot be asked, and applies the redelivery", async () => {
    const order = await placeOrder(shop, "CARD");
    const delivery = shop.stripe.webhook("payment_intent.succeeded", shop.stripe.pay(order.paymentReference));
    shop.stripe.down = true;
    expect((await postWebhook(shop, "stripe", delivery)).status).toBe(502);
    shop.stripe.down = false;
    expect(((await (await postWebhook(shop, "stripe", delivery)).json()) as { outcome: string }).outcome).toBe(
      "applied",
    );
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
  });

  it("records events about payments the shop does not know and moves on", async () => {
    const response = await postWebhook(
      shop,
      "stripe",
      shop.stripe.webhook("payment_intent.succeeded", {
        id: "pi_3unknown",
        object: "payment_intent",
        status: "succeeded",
      }),
    );
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("POST /api/webhooks/paypal", () => {
  const captureResource = (reference: string) => {
    const capture = shop.paypal.orders.get(reference)!.purchase_units[0].payments!.captures[0];
    return { ...capture, supplementary_data: { related_ids: { order_id: reference } } };
  };

  it("PAYMENT.CAPTURE.COMPLETED completes an order the shop captured but could not record (crash after capture)", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(order.paymentReference);
    await shop.deps.payments.forGateway("PAYPAL").complete(order.paymentReference);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
    const delivery = shop.paypal.webhook("PAYMENT.CAPTURE.COMPLETED", captureResource(order.paymentReference));
    expect(await (await postWebhook(shop, "paypal", delivery)).json()).toEqual({ received: true, outcome: "applied" });
    expect(await (await postWebhook(shop, "paypal", delivery)).json()).toEqual({
      received: true,
      outcome: "duplicate",
    });
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("PAID");
    expect(stored.events.filter((e) => e.type === "paid")).toEqual([
      expect.objectContaining({ actor: "paypal-webhook" }),
    ]);
  });

  it("CHECKOUT.ORDER.APPROVED: the shop captures an order whose shopper approved and left", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(order.paymentReference);
    await postWebhook(
      shop,
      "paypal",
      shop.paypal.webhook("CHECKOUT.ORDER.APPROVED", shop.paypal.orders.get(order.paymentReference)!),
    );
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    expect(shop.paypal.orders.get(order.paymentReference)!.status).toBe("COMPLETED");
  });

  it("refuses a delivery PayPal does not verify", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(order.paymentReference);
    await shop.deps.payments.forGateway("PAYPAL").complete(order.paymentReference);
    const genuine = shop.paypal.webhook("PAYMENT.CAPTURE.COMPLETED", captureResource(order.paymentReference));
    for (const delivery of [
      shop.paypal.webhook("PAYMENT.CAPTURE.COMPLETED", captureResource(order.paymentReference), { tamper: true }),
      { body: genuine.body.replace('"value":"24.90"', '"value":"0.01"'), headers: genuine.headers },
      { body: genuine.body, headers: { "content-type": "application/json" } },
    ]) {
      const response = await postWebhook(shop, "paypal", delivery);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).error.code).toBe("invalid_signature");
    }
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
  });

  it("PAYMENT.CAPTURE.DENIED is noted on the pending order; PAYMENT.CAPTURE.REFUNDED refunds a paid one", async () => {
    const denied = await placeOrder(shop, "PAYPAL");
    await postWebhook(
      shop,
      "paypal",
      shop.paypal.webhook("PAYMENT.CAPTURE.DENIED", {
        id: "CAPTUREDENIED1",
        status: "DECLINED",
        invoice_id: denied.orderNumber,
      }),
    );
    expect((await orderOf(shop, denied.orderNumber)).events.at(-1)).toMatchObject({
      type: "payment_failed",
      actor: "paypal-webhook",
    });

    const paid = await placeOrder(shop, "PAYPAL");
    shop.paypal.approve(paid.paymentReference);
    await confirm(shop, paid.orderNumber);
    // Refunded in PayPal's dashboard: the shop hears it from the webhook.
    const capture = shop.paypal.orders.get(paid.paymentReference)!.purchase_units[0].payments!.captures[0];
    capture.status = "REFUNDED";
    await postWebhook(
      shop,
      "paypal",
      shop.paypal.webhook("PAYMENT.CAPTURE.REFUNDED", {
        id: "REFUND1",
        status: "COMPLETED",
        amount: capture.amount,
        invoice_id: paid.orderNumber,
      }),
    );
    expect((await orderOf(shop, paid.orderNumber)).status).toBe("REFUNDED");
  });
});

it("answers 404 for a provider whose webhooks are not configured", async () => {
  const plain = await startTestShop();
  try {
    const response = await plain.request("/api/webhooks/stripe", { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe("Webhooks for stripe are not configured");
    expect((await plain.request("/api/webhooks/bitcoin", { method: "POST", body: "{}" })).status).toBe(404);
  } finally {
    await plain.close();
  }
});
