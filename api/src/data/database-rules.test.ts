// The database guards its own rules (prisma/migrations/20261201120000_database_guards, docs/behaviour.md
// "What the database refuses"), on PGlite and on PostgreSQL: its lists of kinds are the code's, every
// foreign key has its index, what must never be is refused whoever writes it, and a refusal that
// reaches the API is a clear 4xx in the API's error shape, never a 500.
// Runs on PostgreSQL too (api/vitest.config.ts): the database's own rules.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@shop/shared";
import { CARRIERS } from "@shop/shared/carriers";
import { openDatabase, Prisma, type Database, type PrismaClient } from "@shop/db";
import {
  orderPayload,
  seedFixtureCatalog,
  startTestShop,
  testDatabaseTemplate,
  type TestShop,
} from "../../test/harness.ts";
import { handleError } from "../errors.ts";
import { createLogger } from "../platform/logger.ts";
import { OUTBOX_KIND_NAMES } from "../outbox/outbox.ts";

let shop: TestShop;
let prisma: PrismaClient;
let orderId: number;
let productId: number;

beforeAll(async () => {
  shop = await startTestShop();
  prisma = shop.deps.prisma;
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  const order = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "drug-tests", quantity: 2 }]),
  });
  expect(order.status).toBe(201);
  ({ id: orderId } = await prisma.order.findFirstOrThrow({ select: { id: true } }));
  ({ id: productId } = await prisma.product.findFirstOrThrow({ select: { id: true } }));
});
afterAll(() => shop.close());

/** The values a `CHECK (column IN (...))` constraint accepts, as PostgreSQL prints it back. */
async function checkList(constraint: string): Promise<string[]> {
  const [row] = await prisma.$queryRaw<{ definition: string }[]>`
    SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = ${constraint}`;
  expect(row, constraint).toBeDefined();
  return [...row.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]).sort();
}

describe("the database's lists of kinds", () => {
  it("are the code's: audit actions and resources, outbox kinds, carriers", async () => {
    expect(await checkList("AuditEntry_action_check")).toEqual(Object.keys(AUDIT_ACTIONS).sort());
    expect(await checkList("AuditEntry_resource_check")).toEqual([...new Set(Object.values(AUDIT_ACTIONS))].sort());
    expect(await checkList("OutboxMessage_kind_check")).toEqual([...OUTBOX_KIND_NAMES].sort());
    const carriers = await prisma.carrier.findMany({ orderBy: { code: "asc" } });
    expect(carriers.map((carrier) => carrier.code)).toEqual([...CARRIERS].sort());
  });

  it("refuse a value the code does not have", async () => {
    const entry = { actor: "admin", resource: "products", recordId: "1" };
    await expect(prisma.auditEntry.create({ data: { ...entry, action: "product.vanished" } })).rejects.toThrow(
      /AuditEntry_action_check/,
    );
    await expect(
      prisma.outboxMessage.create({ data: { kind: "order-fax", payload: {}, dedupeKey: "fax:1" } }),
    ).rejects.toThrow(/OutboxMessage_kind_check/);
    await expect(prisma.order.update({ where: { id: orderId }, data: { carrier: "PIGEON" } })).rejects.toThrow(
      /Order_carrier_fkey/,
    );
    await expect(
      prisma.$executeRaw`UPDATE "Refund" SET "status" = 'lost' WHERE "orderId" = ${orderId}`,
    ).rejects.toThrow(/invalid input value for enum "RefundStatus"/);
    await expect(
      prisma.$executeRaw`INSERT INTO "OrderEvent" ("orderId", "type", "actor") VALUES (${orderId}, 'teleported', 'system')`,
    ).rejects.toThrow(/invalid input value for enum "OrderEventType"/);
  });
});

describe("indexes", () => {
  // Except the references to the Language rows: a language is never deleted or renamed (only
  // added, at start-up), so nothing ever looks up the rows that name one, and an index of a column
  // with a handful of values would cost every write of an order or a text and serve no query.
  it("lead with the columns of every foreign key (but those to Language)", async () => {
    const unindexed = await prisma.$queryRaw<{ constraint: string }[]>`
      SELECT c.conname AS "constraint"
      FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
        AND c.confrelid <> '"Language"'::regclass
        AND NOT EXISTS (
          SELECT 1 FROM pg_index i
          WHERE i.indrelid = c.conrelid
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
      ORDER BY 1`;
    expect(unindexed).toEqual([]);
  });

  it("serve the console's filters: orders by status and date, date and id, e-mail and discount code; products by active", async () => {
    const indexes = await prisma.$queryRaw<{ indexdef: string }[]>`
      SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename IN ('Order', 'Product', 'OrderItem')`;
    const definitions = indexes.map((index) => index.indexdef.replace(/^.* USING btree /, "").replaceAll('"', ""));
    for (const columns of [
      "(status, createdAt)",
      "(email)",
      // The console's order list, newest first: the id breaks ties so a page is read by its index.
      "(createdAt, id)",
      "(discountCode)",
      "(active, createdAt)",
      "(productId)",
    ])
      expect(definitions, columns).toContain(columns);
  });
});

describe("what must never be", () => {
  it("is refused whoever writes it: negative stock and prices, empty lines, a discount over 100 %, a refund above its payment", async () => {
    await expect(prisma.product.update({ where: { id: productId }, data: { stock: -1 } })).rejects.toThrow(
      /Product_stock_not_negative/,
    );
    await expect(prisma.product.update({ where: { id: productId }, data: { priceCents: -1 } })).rejects.toThrow(
      /Product_price_not_negative/,
    );
    await expect(
      prisma.orderItem.updateMany({ where: { orderId }, data: { quantity: 0 } }),
    ).rejects.toThrow(/OrderItem_quantity_positive/);
    await expect(prisma.order.update({ where: { id: orderId }, data: { totalCents: -5 } })).rejects.toThrow(
      /Order_amounts_not_negative/,
    );
    await expect(
      prisma.discountCode.create({ data: { code: "TOO-MUCH", kind: "PERCENT", value: 150 } }),
    ).rejects.toThrow(/DiscountCode_value_range/);
    await expect(prisma.discountCode.create({ data: { code: "NOTHING", kind: "PERCENT", value: 0 } })).rejects.toThrow(
      /DiscountCode_value_range/,
    );
    const { totalCents } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const refund = { orderId, items: [], restock: false, reason: "test", actor: "admin" };
    await expect(
      prisma.refund.create({ data: { ...refund, amountCents: totalCents + 1, sumCents: totalCents + 1 } }),
    ).rejects.toThrow(/more than its payment/);
    // Refunds that each fit but together do not.
    await prisma.refund.create({ data: { ...refund, amountCents: totalCents - 100, sumCents: totalCents - 100 } });
    await expect(prisma.refund.create({ data: { ...refund, amountCents: 101, sumCents: 101 } })).rejects.toThrow(
      /Refund_within_payment|more than its payment/,
    );
    await prisma.refund.deleteMany({ where: { orderId } });
  });

  it("keeps a code's uses equal to its redemptions, and within its limit", async () => {
    const code = await prisma.discountCode.create({ data: { code: "TWICE", kind: "AMOUNT", value: 100, usageLimit: 1 } });
    const uses = async () => (await prisma.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usageCount;
    await prisma.discountRedemption.create({ data: { discountCodeId: code.id, orderId, email: "anna@example.com" } });
    expect(await uses()).toBe(1);
    // Whatever a write of the code says, the count is its redemptions'.
    await prisma.discountCode.update({ where: { id: code.id }, data: { usageCount: 0 } });
    expect(await uses()).toBe(1);
    await expect(prisma.discountCode.update({ where: { id: code.id }, data: { usageLimit: 0 } })).rejects.toThrow(
      /DiscountCode_limits_positive|DiscountCode_usage_within_limit/,
    );
    const other = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { customerEmail: "ben@example.com" }),
    });
    const second = await prisma.order.findUniqueOrThrow({ where: { number: (await other.json()).orderNumber } });
    await expect(
      prisma.discountRedemption.create({ data: { discountCodeId: code.id, orderId: second.id, email: "ben@example.com" } }),
    ).rejects.toThrow(/DiscountCode_usage_within_limit/);
    await prisma.discountRedemption.deleteMany({ where: { discountCodeId: code.id } });
    expect(await uses()).toBe(0);
  });

  it("keeps an order's document numbers those of its issued documents", async () => {
    await prisma.issuedDocument.create({
      data: { orderId, kind: "invoice", number: "INV-2026-900001", issuedAt: new Date("2026-05-01T10:00:00Z"), data: {} },
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      invoiceNumber: "INV-2026-900001",
      invoiceIssuedAt: new Date("2026-05-01T10:00:00Z"),
    });
    for (const [kind, number, at] of [
      ["credit_note", "CN-2026-900001", "2026-05-02T10:00:00Z"],
      ["credit_note", "CN-2026-900002", "2026-05-03T10:00:00Z"],
    ] as const)
      await prisma.issuedDocument.create({ data: { orderId, kind, number, issuedAt: new Date(at), data: {} } });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      creditNoteNumber: "CN-2026-900002",
      creditNoteIssuedAt: new Date("2026-05-03T10:00:00Z"),
    });
    await expect(
      prisma.order.update({ where: { id: orderId }, data: { invoiceNumber: "INV-2026-999999" } }),
    ).rejects.toThrow(/comes from its issued document/);
    await expect(
      prisma.issuedDocument.update({ where: { number: "INV-2026-900001" }, data: { number: "INV-2026-900009" } }),
    ).rejects.toThrow(/cannot be changed/);
  });
});

describe("timestamps", () => {
  it("are instants (timestamptz) in every table", async () => {
    const naive = await prisma.$queryRaw<{ column: string }[]>`
      SELECT table_name || '.' || column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type = 'timestamp without time zone'`;
    expect(naive).toEqual([]);
  });

  it("are written and read as the same instant whatever the database's own time zone", async () => {
    // A database whose default zone is Sofia's, opened afresh: the shop pins its sessions to UTC,
    // so what Prisma's adapters send (a UTC time without its offset) is read as UTC, not as Sofia's.
    const db = await openDatabaseInSofia();
    try {
      const at = new Date("2026-12-31T22:30:00.000Z");
      await db.prisma.$executeRaw`CREATE TABLE "ZoneProbe" ("at" timestamptz NOT NULL)`;
      await db.prisma.$executeRaw`INSERT INTO "ZoneProbe" ("at") VALUES (${at})`;
      const [row] = await db.prisma.$queryRaw<{ epoch: number; at: Date; zone: string }[]>`
        SELECT extract(epoch FROM "at")::float8 AS epoch, "at", current_setting('TimeZone') AS zone FROM "ZoneProbe"`;
      expect(row).toEqual({ epoch: at.getTime() / 1000, at, zone: "UTC" });
    } finally {
      await db.close();
    }
  });
});

/** A fresh connection to a database whose own default time zone is Europe/Sofia. */
async function openDatabaseInSofia(): Promise<Database> {
  if (shop.deps.db.kind === "postgresql") {
    const [{ name }] = await prisma.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    await prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" SET timezone TO 'Europe/Sofia'`);
    return openDatabase({ databaseUrl: shop.env.DATABASE_URL, poolSize: 1 });
  }
  // From the run's migrated template: creating a data folder from nothing (initdb) is most of
  // this test's time on the embedded database.
  const dataDir = mkdtempSync(join(tmpdir(), "shop-zone-"));
  const startFrom = new Blob([readFileSync(testDatabaseTemplate().pgliteDumpFile!)]);
  const first = await openDatabase({ dataDir, startFrom });
  await first.sql.exec(`ALTER DATABASE postgres SET timezone TO 'Europe/Sofia'`);
  await first.close();
  const db = await openDatabase({ dataDir });
  return { ...db, close: () => db.close().finally(() => rmSync(dataDir, { recursive: true, force: true })) };
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("a refusal that reaches the API", () => {
  const logger = createLogger("silent");
  const app = new Hono()
    .post("/stock", async () => {
      await prisma.product.update({ where: { id: productId }, data: { stock: -3 } });
      return new Response(null, { status: 204 });
    })
    .post("/delete-ordered", async () => {
      await prisma.product.delete({ where: { id: productId } });
      return new Response(null, { status: 204 });
    })
    .post("/unknown-order", async () => {
      await prisma.orderEvent.create({ data: { orderId: 999_999, type: "note", actor: "admin" } });
      return new Response(null, { status: 204 });
    })
    .post("/raw", async () => {
      await prisma.$executeRaw(Prisma.sql`UPDATE "DiscountCode" SET "value" = 500 WHERE "kind" = 'PERCENT'`);
      await prisma.$executeRaw`UPDATE "OrderItem" SET "discountCents" = -1 WHERE "orderId" = ${orderId}`;
      return new Response(null, { status: 204 });
    })
    .onError((error, c) => handleError(error, c, logger));

  it("is 422 for a value, 409 for a row others refer to, in the API's one error shape with a message for people", async () => {
    const stock = await app.request("/stock", { method: "POST" });
    expect(stock.status).toBe(422);
    expect(await stock.json()).toEqual({
      error: { code: "rule_violated", message: "A product's stock cannot go below 0" },
    });
    const referenced = await app.request("/delete-ordered", { method: "POST" });
    expect(referenced.status).toBe(409);
    expect((await errorOf(referenced)).code).toBe("still_referenced");
    const unknown = await app.request("/unknown-order", { method: "POST" });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).code).toBe("unknown_reference");
    const raw = await app.request("/raw", { method: "POST" });
    expect(raw.status).toBe(422);
    expect((await errorOf(raw)).message).toBe("A line's discount cannot be negative or more than the line costs");
  });
});
