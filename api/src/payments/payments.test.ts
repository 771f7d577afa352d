import type { ApiErrorBody, PaymentMethod } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { sweepExpiredOrders } from "../orders/reconcile-orders.ts";
import { firstAdminToken, orderPayload } from "../../test/harness.ts";
import {
  confirm,
  orderOf,
  payInTestMode,
  placeOrder,
  restart,
  stockOf,
  usePaymentShop,
  type PaymentTestShop,
} from "../../test/payment-shop.ts";
import { STRIPE_TEST_KEYS } from "@shop/standins";

describe("payment configuration", () => {
  it("refuses half a provider configuration with a clear message", () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      "STRIPE_PUBLISHABLE_KEY: is required together with STRIPE_SECRET_KEY",
    );
    expect(() => readEnv({ PAYPAL_CLIENT_SECRET: "x" })).toThrow(
      "PAYPAL_CLIENT_ID: is required together with PAYPAL_CLIENT_SECRET",
    );
    expect(() => readEnv({ PAYMENTS_SANDBOX_SCRIPTS: "true" })).toThrow(
      "PAYMENTS_SANDBOX_SCRIPTS: is only for tests against stand-ins",
    );
    expect(() =>
      readEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", PAYPAL_ENV: "live" }),
    ).not.toThrow();
  });
});

// Empty values count as unset (readEnv), so these take one provider out of the stand-in shop.
const WITHOUT_PAYPAL = { PAYPAL_CLIENT_ID: "", PAYPAL_CLIENT_SECRET: "", PAYPAL_WEBHOOK_ID: "", PAYPAL_API_URL: "" };
const WITHOUT_STRIPE = {
  STRIPE_SECRET_KEY: "",
  STRIPE_PUBLISHABLE_KEY: "",
  STRIPE_WEBHOOK_SECRET: "",
  STRIPE_API_URL: "",
};
const WITHOUT_KEYS = { ...WITHOUT_PAYPAL, ...WITHOUT_STRIPE };

const testConfirm = (shop: PaymentTestShop, body: Record<string, unknown>) =>
  shop.request("/api/payments/test/confirm", { method: "POST", json: body });

/** An order for a method the shop does not offer: refused before anything is reserved. */
async function expectRefused(shop: PaymentTestShop, paymentMethod: PaymentMethod) {
  const ordersBefore = await shop.deps.prisma.order.count();
  const stockBefore = await stockOf(shop);
  const response = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "drug-tests", quantity: 2 }], { paymentMethod }),
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
    code: "payment_method_unavailable",
    field: "paymentMethod",
  });
  expect(await shop.deps.prisma.order.count()).toBe(ordersBefore);
  expect(await stockOf(shop)).toBe(stockBefore);
}

/** Even a test payment left over from test mode cannot be completed once the shop has keys. */
async function expectNoTestProvider(shop: PaymentTestShop, method: "card" | "paypal") {
  const leftover = await shop.deps.prisma.testPayment.create({
    data: {
      id: `tp_leftover_${method}`,
      clientSecret: `tp_leftover_${method}_secret_x`,
      amountCents: 2490,
      currency: "EUR",
      status: "requires_payment_method",
    },
  });
  const response = await testConfirm(shop, {
    paymentReference: leftover.id,
    clientSecret: leftover.clientSecret,
    method,
    cardNumber: method === "card" ? "4242424242424242" : undefined,
  });
  expect(response.status).toBe(404);
  expect((await shop.deps.prisma.testPayment.findUniqueOrThrow({ where: { id: leftover.id } })).status).toBe(
    "requires_payment_method",
  );
}

// A shop with keys for one provider only: that provider's method, nothing else, no test provider.
describe.each([
  {
    keys: "only Stripe keys",
    env: WITHOUT_PAYPAL,
    config: {
      testMode: false,
      // With Stripe, the methods the account enables (all three in the test shop).
      methods: ["CARD", "SEPA_DEBIT", "KLARNA"],
      card: { gateway: "STRIPE", publishableKey: STRIPE_TEST_KEYS.publishableKey },
      paypal: null,
    },
    offered: "CARD",
    gateway: "STRIPE",
    refused: "PAYPAL",
    leftover: "card",
  },
  {
    keys: "only PayPal keys",
    env: WITHOUT_STRIPE,
    config: {
      testMode: false,
      methods: ["PAYPAL"],
      card: null,
      paypal: { gateway: "PAYPAL", clientId: "standin-client-id" },
    },
    offered: "PAYPAL",
    gateway: "PAYPAL",
    refused: "CARD",
    leftover: "paypal",
  },
] as const)("a shop with $keys", ({ env, config, offered, gateway, refused, leftover }) => {
  const shop = usePaymentShop({ env, reset: false });

  it("offers that provider's method only, and is not in test mode", async () => {
    expect(await (await shop.request("/api/payments/config")).json()).toEqual(config);
  });

  it("refuses an order for the other method with a clear 400, reserving nothing", async () => {
    await expectRefused(shop, refused);
    expect((await placeOrder(shop, offered)).gateway).toBe(gateway);
  });

  it("has no test provider: its confirm route is not there", async () => {
    await expectNoTestProvider(shop, leftover);
  });
});

describe("a shop without payment keys (test mode)", () => {
  const shop = usePaymentShop({ env: WITHOUT_KEYS, reset: false });

  it("says so, and the built-in test provider takes cards, PayPal and SEPA Direct Debit", async () => {
    expect(await (await shop.request("/api/payments/config")).json()).toEqual({
      testMode: true,
      methods: ["CARD", "PAYPAL", "SEPA_DEBIT"],
      card: { gateway: "TEST" },
      paypal: { gateway: "TEST" },
    });
    expect((await placeOrder(shop, "CARD")).gateway).toBe("TEST");
    expect((await placeOrder(shop, "PAYPAL")).gateway).toBe("TEST");
  });
});

describe("orders placed in test mode, once the shop has payment keys", () => {
  const shop = usePaymentShop({ env: WITHOUT_KEYS, reset: false });

  const later = () => new Date(Date.now() + (shop.env.ORDER_PAYMENT_TIMEOUT_MINUTES + 1) * 60_000);
  const withStripe = () =>
    restart(shop, {
      ...shop.env,
      STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
      STRIPE_API_URL: shop.stripe.url,
    });

  it("can no longer be paid: confirming answers a clear 409, and the sweep expires them and returns their stock", async () => {
    await shop.deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { stock: 10 } });
    const unpaid = await placeOrder(shop, "CARD");
    // Paid with the test card, but not confirmed before the keys arrived: no money ever moved.
    const testPaid = await placeOrder(shop, "PAYPAL");
    expect((await payInTestMode(shop, testPaid, "paypal")).status).toBe(200);
    expect(await stockOf(shop)).toBe(8);

    const restarted = await withStripe();
    try {
      for (const order of [unpaid, testPaid]) {
        const response = await confirm(restarted, order.orderNumber);
        expect(response.status).toBe(409);
        expect(((await response.json()) as ApiErrorBody).error).toMatchObject({ code: "test_payment_retired" });
      }
      expect(await sweepExpiredOrders(restarted.deps, later())).toEqual({ paid: 0, expired: 2 });
    } finally {
      await restarted.close();
    }
    for (const order of [unpaid, testPaid]) expect((await orderOf(shop, order.orderNumber)).status).toBe("CANCELLED");
    expect(await stockOf(shop)).toBe(10);
  });

  it("can still be cancelled and refunded by staff, with no provider to ask", async () => {
    await shop.deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { stock: 10 } });
    const unpaid = await placeOrder(shop, "CARD");
    const paid = await placeOrder(shop, "CARD");
    expect((await payInTestMode(shop, paid)).status).toBe(200);
    expect((await confirm(shop, paid.orderNumber)).status).toBe(200);

    const restarted = await withStripe();
    try {
      const token = await firstAdminToken(restarted.deps);
      const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const id = async (number: string) => (await orderOf(shop, number)).id;
      const cancelled = await restarted.request(`/api/admin/orders/${await id(unpaid.orderNumber)}`, {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({ status: "CANCELLED" }),
      });
      expect(cancelled.status).toBe(200);
      const refunded = await restarted.request(`/api/admin/orders/${await id(paid.orderNumber)}/refund`, {
        method: "POST",
        headers: auth,
      });
      expect(refunded.status).toBe(200);
    } finally {
      await restarted.close();
    }
    expect((await orderOf(shop, unpaid.orderNumber)).status).toBe("CANCELLED");
    expect((await orderOf(shop, paid.orderNumber)).status).toBe("REFUNDED");
    expect(await stockOf(shop)).toBe(10);
  });
});
