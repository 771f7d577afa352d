// A test shop wired to the local Stripe and PayPal stand-ins (@shop/standins), with helpers the
// payment tests share.
import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { CreateOrderResponse, PaymentMethod } from "@shop/shared";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startPaymentStandIns, STRIPE_TEST_KEYS, type PayPalStandIn, type StripeStandIn } from "@shop/standins";
import type { Env } from "../src/env.ts";
import { buildDeps } from "../src/deps.ts";
import { createApp } from "../src/app.ts";
import { createLogger } from "../src/platform/logger.ts";
import { createOutboxWorker } from "../src/outbox/worker.ts";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "./harness.ts";

export interface PaymentTestShop extends TestShop {
  stripe: StripeStandIn;
  paypal: PayPalStandIn;
}

export async function startPaymentShop(overrides: Record<string, string> = {}): Promise<PaymentTestShop> {
  const standIns = await startPaymentStandIns();
  const shop = await startTestShop({ ...standIns.env, ...overrides });
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 10 },
  ]);
  const closeShop = shop.close.bind(shop);
  return Object.assign(shop, {
    stripe: standIns.stripe,
    paypal: standIns.paypal,
    close: async () => {
      await closeShop();
      await standIns.close();
    },
  });
}

export interface PaymentShopOptions {
  /** Environment overrides for the shop (e.g. one provider's keys emptied). */
  env?: Record<string, string>;
  /**
   * Before each test: both stand-ins up again and every product's stock back at 10 (`false`: no
   * reset). `cancelPending` also cancels the orders earlier tests left pending, their stock released.
   */
  reset?: false | { cancelPending?: boolean };
}

/**
 * One payment shop for the enclosing file or describe block: started before its first test, closed
 * after its last, reset before each test as `options.reset` says. The returned object is empty
 * until the shop starts (beforeAll), then holds the shop's properties.
 */
export function usePaymentShop(options: PaymentShopOptions = {}): PaymentTestShop {
  const { env = {}, reset = {} } = options;
  const shop = {} as PaymentTestShop;
  beforeAll(async () => {
    Object.assign(shop, await startPaymentShop(env));
  });
  afterAll(() => shop.close?.());
  if (reset !== false)
    beforeEach(async () => {
      shop.stripe.down = false;
      shop.paypal.down = false;
      if (reset.cancelPending)
        await shop.deps.prisma.order.updateMany({
          where: { status: "PENDING_PAYMENT" },
          data: { status: "CANCELLED", stockReleased: true },
        });
      await shop.deps.prisma.product.updateMany({ data: { stock: 10 } });
    });
  return shop;
}

export async function placeOrder(
  shop: TestShop,
  method: PaymentMethod,
  items = [{ slug: "drug-tests", quantity: 1 }],
  overrides: Record<string, unknown> = {},
) {
  const response = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload(items, { paymentMethod: method, ...overrides }),
  });
  if (response.status !== 201) throw new Error(`order not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateOrderResponse;
}

/** The shopper pays with the built-in test provider (test mode): a test card, or PayPal's stand-in. */
export const payInTestMode = (
  shop: { request: TestShop["request"] },
  order: Pick<CreateOrderResponse, "paymentReference" | "clientSecret">,
  method: "card" | "paypal" = "card",
) =>
  shop.request("/api/payments/test/confirm", {
    method: "POST",
    json: {
      paymentReference: order.paymentReference,
      clientSecret: order.clientSecret,
      method,
      cardNumber: method === "card" ? "4242424242424242" : undefined,
    },
  });

export const confirm = (shop: { request: TestShop["request"] }, orderNumber: string) =>
  shop.request(`/api/orders/confirm/${orderNumber}`, { method: "POST" });

export const postWebhook = (
  shop: { request: TestShop["request"] },
  provider: "stripe" | "paypal",
  delivery: { body: string; headers: Record<string, string> },
) => shop.request(`/api/webhooks/${provider}`, { method: "POST", body: delivery.body, headers: delivery.headers });

export const orderOf = (shop: TestShop, orderNumber: string) =>
  shop.deps.prisma.order.findUniqueOrThrow({
    where: { number: orderNumber },
    include: { events: { orderBy: { id: "asc" } } },
  });

export const stockOf = async (shop: TestShop, slug = "drug-tests") =>
  (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).stock;

/**
 * Sends what the outbox holds, as the shop's worker would right after the commit (tests start no
 * background worker, so they decide when mail goes out).
 */
export const drainOutbox = (shop: Pick<TestShop, "deps">) => createOutboxWorker(shop.deps).drain();

/** The .eml files the shop wrote for an order (no SMTP_URL in tests), once the outbox is drained. */
export async function outboxFor(shop: TestShop, orderNumber: string): Promise<string[]> {
  await drainOutbox(shop);
  const outbox = join(shop.dataDir, "outbox");
  return existsSync(outbox)
    ? readdirSync(outbox)
        .filter((name) => name.includes(orderNumber))
        .sort()
    : [];
}

/** The same database, new dependencies and app: the process restarted (with another configuration when given). */
export async function restart(shop: TestShop, env: Env = shop.env) {
  const deps = await buildDeps(env, { db: shop.deps.db, logger: createLogger("silent") });
  const app = createApp(deps);
  return {
    deps,
    request: (path: string, init: RequestInit = {}) =>
      Promise.resolve(app.request(path, init)) as ReturnType<TestShop["request"]>,
    close: () => deps.close(),
  };
}

/** What Stripe.js does in confirmCardPayment: confirm the PaymentIntent with the publishable key. */
export async function confirmCard(stripe: StripeStandIn, clientSecret: string, cardNumber: string) {
  const id = clientSecret.split("_secret_")[0];
  const body = new URLSearchParams({
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": cardNumber,
    "payment_method_data[billing_details][name]": "Anna Schmidt",
  });
  const response = await fetch(`${stripe.url}/v1/payment_intents/${id}/confirm`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${STRIPE_TEST_KEYS.publishableKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { status?: string; error?: { code: string } } };
}

/** The shopper passes (or fails) the 3-D Secure challenge. */
export async function completeThreeDSecure(stripe: StripeStandIn, clientSecret: string, outcome: "approve" | "fail") {
  const id = clientSecret.split("_secret_")[0];
  const response = await fetch(`${stripe.url}/v1/payment_intents/${id}/3ds_complete`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${STRIPE_TEST_KEYS.publishableKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
  });
  return (await response.json()) as { status: string };
}
