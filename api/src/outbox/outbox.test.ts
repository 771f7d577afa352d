// The outbox and the leased background jobs against a real database (PGlite, and PostgreSQL when
// configured, where separate connection pools stand for separate instances), real SMTP (the
// stand-in) and the real payment flow of test mode.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@shop/db";
import type { CreateOrderResponse } from "@shop/shared";
import { startSmtpStandIn, type SmtpStandIn } from "@shop/standins";
import { orderPayload, seedFixtureCatalog, startTestShop, usesPostgres, type TestShop } from "../../test/harness.ts";
import { payInTestMode } from "../../test/payment-shop.ts";
import { buildDeps, OUTBOX_KINDS, type BuiltDeps } from "../deps.ts";
import { createLogger } from "../platform/logger.ts";
import { runOrderSweep } from "../orders/reconcile-orders.ts";
import { outboxKind } from "./outbox.ts";
import { createOutboxWorker, OUTBOX_LEASE_MS, retryDelayMs } from "./worker.ts";

// The tests' handlers take the names of real kinds (the database accepts no other, OUTBOX_KIND_NAMES)
// that nothing else in this file enqueues: each worker here is given only the tests' handlers.
const PROBE = "restock-alert-mail";
const FAILING = "test-debit-settlement";
/** A kind that the workers here have no handler for, as an older instance sees a newer kind. */
const UNHANDLED = "restock-alert-confirmation";

/** A kind for the tests: one e-mail whose subject names its number. */
const probe = outboxKind(
  PROBE,
  z.object({ n: z.number().int() }),
  async (deps: Pick<BuiltDeps, "mailer">, payload, delivery) => {
    await deps.mailer.send({
      to: "probe@example.com",
      subject: `probe ${payload.n}`,
      text: `probe ${payload.n}`,
      html: `<p>probe ${payload.n}</p>`,
      tag: `probe-${payload.n}`,
      messageId: delivery.messageId,
    });
  },
);

const enqueueProbes = (shop: TestShop, numbers: number[]) =>
  shop.deps.prisma.$transaction(async (tx) => {
    for (const n of numbers) await probe.enqueue(tx, { n }, `probe:${n}`);
  });

/** The .eml files written so far (no SMTP_URL), without draining anything. */
function emlFiles(shop: TestShop, part: string): string[] {
  const folder = join(shop.dataDir, "outbox");
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.includes(part)) : [];
}

/** Another instance: its own dependencies (on PostgreSQL its own connection pool) on the same database. */
async function otherInstance(shop: TestShop, env = shop.env): Promise<BuiltDeps> {
  const db = env.DATABASE_URL ? await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 4 }) : shop.deps.db;
  const deps = await buildDeps(env, { db, logger: createLogger("silent") });
  return {
    ...deps,
    close: async () => {
      await deps.close();
      if (db !== shop.deps.db) await db.close();
    },
  };
}

async function placePaidOrder(shop: TestShop): Promise<CreateOrderResponse> {
  const response = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "drug-tests", quantity: 1 }]),
  });
  const created = (await response.json()) as CreateOrderResponse;
  await payInTestMode(shop, created);
  return created;
}

describe("the outbox", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ SHOP_EMAIL: "orders@shop.example" });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 100 }]);
  });
  afterAll(() => shop.close());

  it("gets the confirmation in the transaction that marks the order paid: no payment, no message", async () => {
    const created = await placePaidOrder(shop);
    const order = () => shop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
    const messages = async () =>
      shop.deps.prisma.outboxMessage.findMany({
        where: { dedupeKey: { startsWith: `order-confirmation:${(await order()).id}:` } },
        orderBy: { id: "asc" },
      });
    // The paid transaction fails after the messages were enqueued (its history entry is refused).
    await shop.deps.db.sql.exec(`
      CREATE FUNCTION refuse_paid_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."type" = 'paid' THEN RAISE EXCEPTION 'paid event refused by the test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_paid_event BEFORE INSERT ON "OrderEvent" FOR EACH ROW EXECUTE FUNCTION refuse_paid_event();`);
    try {
      expect((await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" })).status).toBe(500);
    } finally {
      await shop.deps.db.sql.exec(`DROP TRIGGER refuse_paid_event ON "OrderEvent"; DROP FUNCTION refuse_paid_event();`);
    }
    expect(await order()).toMatchObject({ status: "PENDING_PAYMENT", paidAt: null });
    expect(await messages()).toEqual([]);

    expect((await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" })).status).toBe(200);
    expect((await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" })).status).toBe(200);
    const id = (await order()).id;
    expect(
      (await messages()).map(({ kind, payload, dedupeKey, sentAt }) => ({ kind, payload, dedupeKey, sentAt })),
    ).toEqual([
      {
        kind: "order-confirmation",
        payload: { orderId: id, to: "customer" },
        dedupeKey: `order-confirmation:${id}:customer`,
        sentAt: null,
      },
      {
        kind: "order-confirmation",
        payload: { orderId: id, to: "shop" },
        dedupeKey: `order-confirmation:${id}:shop`,
        sentAt: null,
      },
    ]);
    expect((await order()).confirmationSentAt).toBeNull();
    await createOutboxWorker(shop.deps, OUTBOX_KINDS).drain();
    expect((await order()).confirmationSentAt).not.toBeNull();
    expect(emlFiles(shop, created.orderNumber)).toHaveLength(2);
  });

  it("sends right after the commit that enqueued, without waiting for the poll", async () => {
    const worker = createOutboxWorker(shop.deps, OUTBOX_KINDS);
    worker.start(3_600_000); // its first poll runs now (nothing due); the next would be an hour away
    try {
      await worker.drain();
      const created = await placePaidOrder(shop);
      expect((await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" })).status).toBe(200);
      await expect.poll(() => emlFiles(shop, created.orderNumber).length).toBe(2);
    } finally {
      await worker.stop();
    }
  });

  it("after a worker claimed a message and died, another sends it once its lease has run out, once", async () => {
    await enqueueProbes(shop, [1]);
    const start = new Date();
    const dead = createOutboxWorker(shop.deps, [probe], { now: () => start });
    const [claimed] = await dead.claim(5);
    expect(claimed).toMatchObject({ kind: PROBE, payload: { n: 1 }, attempts: 1 });

    let clock = new Date(start.getTime() + OUTBOX_LEASE_MS - 1000);
    const other = createOutboxWorker(shop.deps, [probe], { now: () => clock });
    await other.drain();
    expect(emlFiles(shop, "probe-1")).toEqual([]);

    clock = new Date(start.getTime() + OUTBOX_LEASE_MS + 1000);
    await other.drain();
    await other.drain();
    expect(emlFiles(shop, "probe-1")).toHaveLength(1);
    const row = await shop.deps.prisma.outboxMessage.findUniqueOrThrow({ where: { id: claimed.id } });
    expect(row).toMatchObject({ attempts: 2, sentAt: clock, leaseOwner: null });

    // The first worker was only slow: it sends too (recognisably the same message) but cannot
    // record an outcome on a claim that is no longer its own.
    await dead.deliver(claimed);
    const files = emlFiles(shop, "probe-1");
    expect(files).toHaveLength(2);
    const messageIds = files.map(
      (name) => /^Message-ID: (.+)$/m.exec(readFileSync(join(shop.dataDir, "outbox", name), "utf8"))?.[1],
    );
    expect(messageIds).toEqual([
      `<outbox-${claimed.id}.${PROBE}@shop.example>`,
      `<outbox-${claimed.id}.${PROBE}@shop.example>`,
    ]);
    expect(await shop.deps.prisma.outboxMessage.findUniqueOrThrow({ where: { id: claimed.id } })).toEqual(row);
  });

  it("retries a failing message with a growing delay, gives it up after OUTBOX_MAX_ATTEMPTS and keeps the row", async () => {
    const failing = outboxKind(FAILING, z.object({}), () => Promise.reject(new Error("mail server said no")));
    await shop.deps.prisma.$transaction((tx) => failing.enqueue(tx, {}, "failing:1"));
    let clock = new Date();
    const worker = createOutboxWorker(shop.deps, [failing], { now: () => clock, maxAttempts: 3 });
    const row = () => shop.deps.prisma.outboxMessage.findUniqueOrThrow({ where: { dedupeKey: "failing:1" } });
    for (const attempt of [1, 2]) {
      await worker.drain();
      await worker.drain(); // not due again yet
      expect(await row()).toMatchObject({ attempts: attempt, failedAt: null, lastError: "mail server said no" });
      expect((await row()).availableAt).toEqual(new Date(clock.getTime() + retryDelayMs(attempt)));
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
    }
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    await worker.drain();
    expect(await row()).toMatchObject({ attempts: 3, failedAt: clock, sentAt: null });
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await worker.drain();
    expect((await row()).attempts).toBe(3);
    expect(await shop.deps.metrics.registry.metrics()).toContain(`shop_emails_failed_total{kind="${FAILING}"} 3`);
  });

  it("gives up at once on a payload its handler cannot read, and leaves kinds it has no handler for", async () => {
    await shop.deps.prisma.outboxMessage.createMany({
      data: [
        { kind: PROBE, payload: { n: "two" }, dedupeKey: "probe:unreadable" },
        { kind: UNHANDLED, payload: {}, dedupeKey: "newer:1" },
      ],
    });
    await createOutboxWorker(shop.deps, [probe]).drain();
    const rows = await shop.deps.prisma.outboxMessage.findMany({
      where: { dedupeKey: { in: ["probe:unreadable", "newer:1"] } },
      orderBy: { id: "asc" },
    });
    expect(rows[0]).toMatchObject({ attempts: 1, sentAt: null });
    expect(rows[0].failedAt).not.toBeNull();
    expect(rows[0].lastError).toMatch(`unreadable ${PROBE} payload`);
    expect(rows[1]).toMatchObject({ attempts: 0, failedAt: null, sentAt: null });
  });
});

describe("several instances", () => {
  let shop: TestShop;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    shop = await startTestShop({ SMTP_URL: smtp.url, SHOP_EMAIL: "orders@shop.example" });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 100 }]);
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it("send each of 50 messages exactly once when four workers race over them", async () => {
    const numbers = Array.from({ length: 50 }, (_, index) => 100 + index);
    await enqueueProbes(shop, numbers);
    const instances = await Promise.all([1, 2, 3, 4].map(() => otherInstance(shop)));
    try {
      const workers = instances.map((deps) => createOutboxWorker(deps, [probe]));
      await Promise.all(workers.map((worker) => worker.drain()));
      const subjects = smtp.messages.map((message) => /^Subject: (.+)$/m.exec(message.data)?.[1]);
      expect(subjects.toSorted()).toEqual(numbers.map((n) => `probe ${n}`).toSorted());
      const rows = await shop.deps.prisma.outboxMessage.findMany({ where: { kind: PROBE } });
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
      const sentPerInstance = await Promise.all(
        instances.map(async (deps) =>
          (await deps.metrics.emailsSent.get()).values.reduce((sum, v) => sum + v.value, 0),
        ),
      );
      expect(sentPerInstance.reduce((a, b) => a + b, 0)).toBe(50);
      if (usesPostgres) expect(sentPerInstance.filter((count) => count > 0).length).toBeGreaterThan(1);
    } finally {
      await Promise.all(instances.map((deps) => deps.close()));
    }
  });

  it("sweep once when two instances start the sweep at the same moment, and prune old records", async () => {
    const unpaid = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await (
            await shop.request("/api/orders", {
              method: "POST",
              json: orderPayload([{ slug: "drug-tests", quantity: 1 }]),
            })
          ).json()) as CreateOrderResponse,
      ),
    );
    const now = new Date(Date.now() + (shop.env.ORDER_PAYMENT_TIMEOUT_MINUTES + 1) * 60_000);
    const days = (n: number) => new Date(now.getTime() - n * 24 * 3_600_000);
    await shop.deps.prisma.paymentWebhookEvent.createMany({
      data: [
        { gateway: "STRIPE", eventId: "evt_old", type: "payment_intent.succeeded", receivedAt: days(31) },
        { gateway: "STRIPE", eventId: "evt_recent", type: "payment_intent.succeeded", receivedAt: days(29) },
      ],
    });
    await shop.deps.prisma.outboxMessage.createMany({
      data: [
        { kind: PROBE, payload: { n: 1 }, dedupeKey: "old-sent", sentAt: days(31) },
        { kind: PROBE, payload: { n: 2 }, dedupeKey: "recent-sent", sentAt: days(29) },
        { kind: PROBE, payload: { n: 3 }, dedupeKey: "old-given-up", failedAt: days(31) },
      ],
    });

    const instances = await Promise.all([1, 2].map(() => otherInstance(shop)));
    try {
      const [a, b] = instances;
      const results = await Promise.all([runOrderSweep(a, "instance-a", now), runOrderSweep(b, "instance-b", now)]);
      const done = results.filter((result) => result !== null);
      expect(done).toEqual([
        {
          paid: 0,
          expired: 3,
          frozenDocuments: 0,
          finishedRefunds: 0,
          prunedImages: 0,
          prunedWebhookEvents: 1,
          prunedOutboxMessages: 1,
          endedSales: 0,
          processingChecked: 0,
        },
      ]);
      const winner = results[0] ? "instance-a" : "instance-b";
      const loser = winner === "instance-a" ? b : a;
      const loserName = winner === "instance-a" ? "instance-b" : "instance-a";

      // Until the next interval the lease stays with the instance that swept.
      const soon = new Date(now.getTime() + (shop.env.ORDER_SWEEP_SECONDS - 1) * 1000);
      expect(await runOrderSweep(loser, loserName, soon)).toBeNull();
      const next = new Date(now.getTime() + shop.env.ORDER_SWEEP_SECONDS * 1000);
      expect(await runOrderSweep(loser, loserName, next)).toMatchObject({ expired: 0, prunedWebhookEvents: 0 });
    } finally {
      await Promise.all(instances.map((deps) => deps.close()));
    }
    const statuses = await shop.deps.prisma.order.findMany({
      where: { number: { in: unpaid.map((order) => order.orderNumber) } },
      include: { events: true },
    });
    expect(statuses.map((order) => order.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
    expect(statuses.map((order) => order.events.filter((event) => event.type === "expired").length)).toEqual([1, 1, 1]);
    expect((await shop.deps.prisma.paymentWebhookEvent.findMany()).map((event) => event.eventId)).toEqual([
      "evt_recent",
    ]);
    expect(
      (
        await shop.deps.prisma.outboxMessage.findMany({
          where: { dedupeKey: { in: ["old-sent", "recent-sent", "old-given-up"] } },
        })
      )
        .map((row) => row.dedupeKey)
        .toSorted(),
    ).toEqual(["old-given-up", "recent-sent"]);
  });
});
