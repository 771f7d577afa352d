// Delayed payments (docs/behaviour.md §5): a SEPA Direct Debit is "processing" for a while, then
// settles or fails. In test mode with the built-in provider's test IBANs and its settlement job,
// and against the Stripe stand-in with its webhooks: twice, out of order, late, or never (the
// reconciliation asks). The outcome is always one order, paid once.
import type { ApiErrorBody, AdminRefundResult, OrderStatusView, PaymentConfig } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, SUPPORT, type TestShop } from "../../test/harness.ts";
import {
  confirm,
  drainOutbox,
  orderOf,
  placeOrder,
  postWebhook,
  restart,
  sentMails,
  stockOf,
  usePaymentShop,
} from "../../test/payment-shop.ts";
import { OUTBOX_KINDS } from "../deps.ts";
import { createOutboxWorker } from "../outbox/worker.ts";
import { runOrderSweep, sweepExpiredOrders } from "./reconcile-orders.ts";

const SETTLES = "DE89 3704 0044 0532 0130 00";
const FAILS = "DE62370400440532013001";

type Placed = Awaited<ReturnType<typeof placeOrder>>;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
/** How long the test bank takes to settle a debit here: long enough to see it processing first. */
const SETTLE_SECONDS = 1;

/**
 * The outbox drained by a worker whose clock is `seconds` ahead: what falls due by then (the test
 * bank's settlement, TEST_SEPA_SETTLE_SECONDS after the debit) is done now, without waiting for it.
 */
const drainAhead = (deps: Parameters<typeof createOutboxWorker>[0], seconds: number) =>
  createOutboxWorker(deps, OUTBOX_KINDS, { now: () => new Date(Date.now() + seconds * 1000) }).drain();

describe("SEPA Direct Debit in test mode", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ TEST_SEPA_SETTLE_SECONDS: String(SETTLE_SECONDS) });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    // Orders earlier tests left waiting are not this test's business.
    await shop.deps.prisma.order.updateMany({
      where: { status: "PENDING_PAYMENT" },
      data: { status: "CANCELLED", stockReleased: true },
    });
    await shop.deps.prisma.product.updateMany({ data: { stock: 10 } });
  });

  const debit = (order: Placed, iban: string, method = "SEPA_DEBIT") =>
    shop.request("/api/payments/test/confirm", {
      method: "POST",
      json: { paymentReference: order.paymentReference, clientSecret: order.clientSecret, method, iban },
    });
  /** The settlement job, as the worker does it once due (tests start no background worker). */
  const settleDue = () => drainAhead(shop.deps, SETTLE_SECONDS + 1);

  it("is offered with cards and PayPal; Klarna needs Stripe keys and is refused", async () => {
    const config = (await (await shop.request("/api/payments/config")).json()) as PaymentConfig;
    expect(config.methods).toEqual(["CARD", "PAYPAL", "SEPA_DEBIT"]);
    const response = await shop.request("/api/orders", {
      method: "POST",
      json: (await import("../../test/harness.ts")).orderPayload([{ slug: "drug-tests", quantity: 1 }], {
        paymentMethod: "KLARNA",
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
      code: "payment_method_unavailable",
      field: "paymentMethod",
    });
  });

  it("DE89…: processing at once (202 on confirm, stock kept, no expiry), then paid with both e-mails", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT", [{ slug: "drug-tests", quantity: 1 }], { language: "de" });
    const answer = await debit(order, SETTLES, "sepa_debit");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "processing" });
    const processing = await orderOf(shop, order.orderNumber);
    expect(processing.status).toBe("PAYMENT_PROCESSING");
    expect(processing.invoiceNumber).toBeNull();
    const confirmed = await confirm(shop, order.orderNumber);
    expect(confirmed.status).toBe(202);
    expect(await confirmed.json()).toMatchObject({ status: "PAYMENT_PROCESSING" });
    // The payment window passing changes nothing: the order keeps its stock.
    await sweepExpiredOrders(shop.deps, hours(2));
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAYMENT_PROCESSING");
    expect(await stockOf(shop)).toBe(9);
    // The first e-mail: received, payment processing (the settlement may be due by now on a slow machine).
    const [received] = (await sentMails(shop)).filter((mail) => mail.subject.includes(order.orderNumber));
    expect(received.subject).toBe(`Bestellung ${order.orderNumber} eingegangen: Zahlung in Bearbeitung`);
    expect(received.text).toContain("SEPA-Lastschrift");

    await settleDue();
    const paid = await orderOf(shop, order.orderNumber);
    expect(paid.status).toBe("PAID");
    expect(paid.invoiceNumber).not.toBeNull();
    expect(paid.events.filter((event) => event.type === "paid")).toHaveLength(1);
    expect(await stockOf(shop)).toBe(9);
    const subjects = (await sentMails(shop))
      .filter((mail) => mail.subject.includes(order.orderNumber))
      .map((mail) => mail.subject);
    expect(subjects).toContain(`Ihre Bestellung ${order.orderNumber} ist bestätigt`);
    expect((await confirm(shop, order.orderNumber)).status).toBe(200);
  });

  it("DE62…: processing, then failed: waiting for a payment again with the 'payment failed' e-mail, payable again", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT", [{ slug: "drug-tests", quantity: 1 }], { language: "en" });
    const { email } = await orderOf(shop, order.orderNumber);
    // Before any attempt the lookup already offers the payment, not yet failed.
    const fresh = await shop.request("/api/orders/lookup", {
      method: "POST",
      json: { orderNumber: order.orderNumber, email },
    });
    expect(((await fresh.json()) as OrderStatusView).payAgain).toMatchObject({ failed: false });
    expect((await debit(order, FAILS)).status).toBe(200);
    await settleDue();
    const failed = await orderOf(shop, order.orderNumber);
    expect(failed.status).toBe("PENDING_PAYMENT");
    expect(failed.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(failed.events.filter((event) => event.type === "payment_failed")).toHaveLength(1);
    expect(await stockOf(shop)).toBe(9);
    const mail = (await sentMails(shop)).find((m) => m.subject === `Payment for order ${order.orderNumber} failed`);
    expect(mail?.text).toContain("insufficient funds");
    expect(mail?.text).toContain(`/en/order-status?number=${order.orderNumber}`);
    expect((await confirm(shop, order.orderNumber)).status).toBe(409);

    // The e-mail's link leads to the status page, whose lookup offers the same payment again.
    const lookUp = async () =>
      (await (
        await shop.request("/api/orders/lookup", {
          method: "POST",
          json: { orderNumber: order.orderNumber, email: email.toUpperCase() },
        })
      ).json()) as OrderStatusView;
    const waiting = await lookUp();
    expect(waiting.status).toBe("PENDING_PAYMENT");
    expect(waiting.payAgain).toEqual({
      gateway: "TEST",
      paymentReference: order.paymentReference,
      clientSecret: order.clientSecret,
      failed: true,
    });

    // Paying again with the account that settles, from what the lookup gave.
    expect((await debit({ ...order, ...waiting.payAgain! }, SETTLES)).status).toBe(200);
    expect((await lookUp()).payAgain).toBeNull();
    await settleDue();
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    expect((await lookUp()).payAgain).toBeNull();
  });

  it("a failed debit's order expires as usual, giving its stock back", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT");
    await debit(order, FAILS);
    await settleDue();
    await sweepExpiredOrders(shop.deps, hours(2));
    const expired = await orderOf(shop, order.orderNumber);
    expect(expired.status).toBe("CANCELLED");
    expect(await stockOf(shop)).toBe(10);
  });

  it("refuses an IBAN the test bank does not know (402, field iban) and a card order paid by debit (409)", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT");
    const wrong = await debit(order, "DE00 1234 5678 9012 3456 78");
    expect(wrong.status).toBe(402);
    expect(((await wrong.json()) as ApiErrorBody).error).toMatchObject({ code: "incorrect_iban", field: "iban" });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
    const card = await placeOrder(shop, "CARD");
    const mismatch = await debit(card, SETTLES);
    expect(mismatch.status).toBe(409);
    expect(((await mismatch.json()) as ApiErrorBody).error.code).toBe("payment_method_mismatch");
  });

  it("settles on time without a poll (the worker is woken when due), and after a restart from the stored job", async () => {
    const worker = createOutboxWorker(shop.deps, OUTBOX_KINDS);
    worker.start(3_600_000);
    try {
      await drainOutbox(shop);
      const order = await placeOrder(shop, "SEPA_DEBIT");
      await debit(order, SETTLES);
      // The worker's own timer: nothing here drains the outbox or moves a clock.
      await expect
        .poll(async () => (await orderOf(shop, order.orderNumber)).status, { timeout: 6_000, interval: 100 })
        .toBe("PAID");
    } finally {
      await worker.stop();
    }

    const order = await placeOrder(shop, "SEPA_DEBIT");
    await debit(order, SETTLES);
    const restarted = await restart(shop);
    try {
      await drainAhead(restarted.deps, SETTLE_SECONDS + 1);
      expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    } finally {
      await restarted.close?.();
    }
  });
});

describe("SEPA Direct Debit and Klarna through Stripe", () => {
  const shop = usePaymentShop();

  const event = (type: string, reference: string, id?: string) =>
    postWebhook(shop, "stripe", shop.stripe.webhook(type, shop.stripe.intents.get(reference)!, { id }));
  const paidEvents = async (number: string) =>
    (await orderOf(shop, number)).events.filter((e) => e.type === "paid").length;
  const mailsOf = async (number: string) =>
    (await sentMails(shop)).filter((mail) => mail.subject.includes(number)).map((mail) => mail.subject);

  it("offers the methods the account enables, each order's PaymentIntent for its own method", async () => {
    const config = (await (await shop.request("/api/payments/config")).json()) as PaymentConfig;
    expect(config.methods).toEqual(["CARD", "PAYPAL", "SEPA_DEBIT", "KLARNA"]);
    const sepa = await placeOrder(shop, "SEPA_DEBIT");
    const klarna = await placeOrder(shop, "KLARNA");
    const card = await placeOrder(shop, "CARD");
    expect(shop.stripe.intents.get(sepa.paymentReference)!.payment_method_types).toEqual(["sepa_debit"]);
    expect(shop.stripe.intents.get(klarna.paymentReference)!.payment_method_types).toEqual(["klarna"]);
    expect(shop.stripe.intents.get(card.paymentReference)!.payment_method_types).toEqual(["card"]);
  });

  it("processing, the same webhook twice, then succeeded: paid once, processing e-mail then confirmation", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT", [{ slug: "drug-tests", quantity: 1 }], { language: "en" });
    shop.stripe.debit(order.paymentReference, "DE89370400440532013000");
    const first = await event("payment_intent.processing", order.paymentReference, "evt_processing_twice");
    expect(await first.json()).toMatchObject({ outcome: "applied" });
    const again = await event("payment_intent.processing", order.paymentReference, "evt_processing_twice");
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAYMENT_PROCESSING");
    expect((await confirm(shop, order.orderNumber)).status).toBe(202);
    // The order does not expire while the bank settles.
    await sweepExpiredOrders(shop.deps, hours(2));
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAYMENT_PROCESSING");

    shop.stripe.settleDebit(order.paymentReference);
    await event("payment_intent.succeeded", order.paymentReference);
    await event("payment_intent.succeeded", order.paymentReference);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    expect(await paidEvents(order.orderNumber)).toBe(1);
    expect(await mailsOf(order.orderNumber)).toEqual([
      `Order ${order.orderNumber} received: payment processing`,
      `Your order ${order.orderNumber} is confirmed`,
      expect.stringContaining(order.orderNumber), // the staff notice
    ]);
  });

  it("out of order: succeeded before processing pays the order, and the late processing changes nothing", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT");
    shop.stripe.debit(order.paymentReference);
    const processing = shop.stripe.webhook(
      "payment_intent.processing",
      shop.stripe.intents.get(order.paymentReference)!,
    );
    shop.stripe.settleDebit(order.paymentReference);
    await event("payment_intent.succeeded", order.paymentReference);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
    expect(await postWebhook(shop, "stripe", processing).then((r) => r.status)).toBe(200);
    const after = await orderOf(shop, order.orderNumber);
    expect(after.status).toBe("PAID");
    expect(after.events.filter((e) => e.type === "payment_processing")).toHaveLength(0);
    expect(await paidEvents(order.orderNumber)).toBe(1);
  });

  it("failed: processing then payment_failed takes the order back to waiting, with the 'payment failed' e-mail", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT", [{ slug: "drug-tests", quantity: 1 }], { language: "bg" });
    shop.stripe.debit(order.paymentReference, "DE62370400440532013001");
    await event("payment_intent.processing", order.paymentReference);
    shop.stripe.settleDebit(order.paymentReference);
    await event("payment_intent.payment_failed", order.paymentReference, "evt_failed_twice");
    await event("payment_intent.payment_failed", order.paymentReference, "evt_failed_twice");
    const failed = await orderOf(shop, order.orderNumber);
    expect(failed.status).toBe("PENDING_PAYMENT");
    expect(failed.events.filter((e) => e.type === "payment_failed")).toHaveLength(1);
    expect(await stockOf(shop)).toBe(9);
    expect(await mailsOf(order.orderNumber)).toEqual([
      `Поръчка ${order.orderNumber} е получена: плащането се обработва`,
      `Плащането за поръчка ${order.orderNumber} не беше успешно`,
    ]);
    // The status page offers the same PaymentIntent again, with its client secret read from Stripe.
    const lookup = await shop.request("/api/orders/lookup", {
      method: "POST",
      json: { orderNumber: order.orderNumber, email: failed.email },
    });
    expect(((await lookup.json()) as OrderStatusView).payAgain).toEqual({
      gateway: "STRIPE",
      paymentReference: order.paymentReference,
      clientSecret: order.clientSecret,
      failed: true,
    });
  });

  it("a lost webhook: the reconciliation asks Stripe about an order processing too long; a late webhook changes nothing", async () => {
    const order = await placeOrder(shop, "SEPA_DEBIT");
    shop.stripe.debit(order.paymentReference);
    await event("payment_intent.processing", order.paymentReference);
    // Still processing at the first check: asked again later.
    const owner = `test-${Math.random()}`;
    await shop.deps.prisma.jobLease.deleteMany({});
    const first = await runOrderSweep(shop.deps, owner, hours(shop.env.PAYMENT_PROCESSING_CHECK_HOURS + 1));
    expect(first?.processingChecked).toBeGreaterThanOrEqual(1);
    const waiting = await orderOf(shop, order.orderNumber);
    expect(waiting.status).toBe("PAYMENT_PROCESSING");
    expect(waiting.paymentCheckAt!.getTime()).toBeGreaterThan(Date.now());

    // The debit settles; the webhook is lost. The next check pays the order.
    shop.stripe.settleDebit(order.paymentReference);
    await shop.deps.prisma.jobLease.deleteMany({});
    await runOrderSweep(shop.deps, owner, hours(3 * shop.env.PAYMENT_PROCESSING_CHECK_HOURS));
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");

    // Days later the webhook arrives after all.
    expect((await event("payment_intent.succeeded", order.paymentReference)).status).toBe(200);
    expect(await paidEvents(order.orderNumber)).toBe(1);
    await drainOutbox(shop);
  });

  it("refunds part of a SEPA-paid order at Stripe", async () => {
    const token = await shop.login(SUPPORT);
    const order = await placeOrder(shop, "SEPA_DEBIT", [{ slug: "drug-tests", quantity: 2 }]);
    shop.stripe.debit(order.paymentReference);
    shop.stripe.settleDebit(order.paymentReference);
    await event("payment_intent.succeeded", order.paymentReference);
    const stored = await orderOf(shop, order.orderNumber);
    expect(stored.status).toBe("PAID");
    const response = await shop.request(`/api/admin/orders/${stored.id}/refunds`, {
      method: "POST",
      token,
      json: { amount: 10, restock: false, reason: "Goodwill" },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as AdminRefundResult).order.status).toBe("PARTIALLY_REFUNDED");
    const intent = shop.stripe.intents.get(order.paymentReference)!;
    expect(shop.stripe.charges.get(intent.latest_charge!)!.amount_refunded).toBe(1000);
  });
});
