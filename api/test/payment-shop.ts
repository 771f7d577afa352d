// A test shop wired to the local Stripe and PayPal stand-ins (@shop/standins), with helpers the
// payment tests share.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CreateOrderResponse, PaymentMethod } from "@shop/shared";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startPaymentStandIns, STRIPE_TEST_KEYS, type PayPalStandIn, type StripeStandIn } from "@shop/standins";
import type { Env } from "../src/env.ts";
import { buildDeps, OUTBOX_KINDS } from "../src/deps.ts";
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
  // Every method the stand-in knows, as if the Stripe account had them all enabled for EUR.
  const shop = await startTestShop({ ...standIns.env, STRIPE_PAYMENT_METHODS: "card,sepa_debit,klarna", ...overrides });
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

/**
 * An order placed by card, paid at the Stripe stand-in and confirmed, its e-mails sent (the outbox
 * drained): the order as stored. `overrides` are the order payload's fields (language, customerEmail,
 * addresses).
 */
export async function placePaidOrder(
  shop: PaymentTestShop,
  items = [{ slug: "drug-tests", quantity: 1 }],
  overrides: Record<string, unknown> = {},
) {
  const order = await placeOrder(shop, "CARD", items, overrides);
  shop.stripe.pay(order.paymentReference);
  const confirmed = await confirm(shop, order.orderNumber);
  if (confirmed.status !== 200) throw new Error(`order not paid: ${confirmed.status} ${await confirmed.text()}`);
  await drainOutbox(shop);
  return shop.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } });
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
export const drainOutbox = (shop: Pick<TestShop, "deps">) => createOutboxWorker(shop.deps, OUTBOX_KINDS).drain();

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

/** An e-mail the shop wrote into DATA_DIR/outbox, as its reader sees it. */
export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const quotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A header's value with its encoded words (RFC 2047, as nodemailer writes them) decoded. */
const headerValue = (head: string, name: string) =>
  (new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1] ?? "")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : quotedPrintable(data.replace(/_/g, " ")),
    );

/** The text and HTML parts of a MIME entity (nested multiparts included; attachments left out). */
function mimeParts(entity: string): { text: string; html: string } {
  const split = entity.search(/\r?\n\r?\n/);
  const head = entity.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = entity.slice(split).replace(/^\r?\n\r?\n/, "");
  const boundary = /boundary="?([^";]+)"?/i.exec(head)?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => mimeParts(part.replace(/^\r?\n/, "")));
    return { text: parts.map((p) => p.text).join(""), html: parts.map((p) => p.html).join("") };
  }
  const encoding = headerValue(head, "Content-Transfer-Encoding").toLowerCase();
  const content =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? quotedPrintable(body)
        : body;
  const type = headerValue(head, "Content-Type").toLowerCase();
  return { text: type.startsWith("text/plain") ? content : "", html: type.startsWith("text/html") ? content : "" };
}

/** Every e-mail the shop has written so far (no SMTP_URL), decoded, oldest first, once the outbox is drained. */
export async function sentMails(shop: TestShop): Promise<SentMail[]> {
  await drainOutbox(shop);
  const outbox = join(shop.dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => {
      const eml = readFileSync(join(outbox, file), "utf8");
      const head = eml.slice(0, eml.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
      return { file, to: headerValue(head, "To"), subject: headerValue(head, "Subject"), ...mimeParts(eml) };
    });
}
