// A shop with a catalog and orders upgrades in place to a database that guards its own rules
// (prisma/migrations/20261201120000_database_guards): nothing is lost, every timestamp is read as
// the UTC time it was written as (whatever the session's zone while migrating), the free strings
// become enums, a code's uses are recounted from its redemptions, the order lines written without
// a VAT rate get one, and every constraint is valid for the data already there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, SqlScriptRunner } from "./database.ts";
import { openTestDatabase } from "./test-database.ts";
import { migrate, readMigrations } from "./migrate.ts";

const GUARDS = "20261201120000_database_guards";

let db: Database;
let drop: () => Promise<void>;

/** The tables whose rows the upgrade must keep, all of them. */
const TABLES = [
  "AdminUser",
  "Category",
  "CategoryTranslation",
  "Product",
  "ProductTranslation",
  "ProductPrice",
  "_CategoryToProduct",
  "DiscountCode",
  "DiscountRedemption",
  "Order",
  "OrderItem",
  "OrderAddress",
  "OrderEvent",
  "IssuedDocument",
  "Refund",
  "DocumentSequence",
  "TestPayment",
  "Withdrawal",
  "OutboxMessage",
  "AuditEntry",
  "RestockAlert",
  "NewsletterSubscriber",
  "JobLease",
];

const address = (orderId: number, kind: string, country: string) =>
  `(${orderId}, '${kind}', 'Anna', 'Schmidt', 'Hauptstraße 5', 'Berlin', '10115', '${country}', '+49301234567')`;

// Data as the shop kept it before the migration: naive UTC timestamps, states as strings, a code
// whose counter drifted from its redemptions, lines written by an earlier version without a rate.
const SHOP_DATA = `
  INSERT INTO "AdminUser" (username, "usernameKey", "passwordHash", role, "updatedAt") VALUES ('admin', 'admin', 'x', 'ADMIN', '2026-11-01 09:00:00');
  INSERT INTO "Category" (id, slug, position, "updatedAt") VALUES (1, 'drug-tests', 0, '2026-11-01 09:00:00');
  INSERT INTO "CategoryTranslation" ("categoryId", language, name) VALUES (1, 'en', 'Drug tests'), (1, 'de', 'Drogentests'), (1, 'bg', 'Тестове за наркотици');
  INSERT INTO "Product" (id, slug, "priceCents", "salePriceCents", "saleEndsAt", "saleStartedAt", stock, active, "createdAt", "updatedAt") VALUES
    (1, 'drug-tests', 2490, NULL, NULL, NULL, 8, true, '2026-11-01 09:00:00', '2026-11-02 10:00:00'),
    (2, 'vitamin-d-test', 1990, 1490, '2027-01-10 23:00:00', '2026-12-01 00:00:00', 0, true, '2026-11-01 09:00:00', '2026-12-01 00:00:00'),
    (3, 'old-kit', 990, NULL, NULL, NULL, 4, false, '2026-10-01 09:00:00', '2026-10-01 09:00:00');
  INSERT INTO "ProductTranslation" ("productId", language, name, description) VALUES
    (1, 'en', 'Drug test', '<p>Six substances</p>'), (2, 'en', 'Vitamin D test', '<p>25-OH-D</p>'), (3, 'en', 'Old kit', '<p>Retired</p>');
  INSERT INTO "_CategoryToProduct" ("A", "B") VALUES (1, 1), (1, 3);
  INSERT INTO "ProductPrice" ("productId", at, "priceCents") VALUES (1, '2026-11-01 09:00:00', 2490), (2, '2026-11-01 09:00:00', 1990), (2, '2026-12-01 00:00:00', 1490);
  INSERT INTO "DiscountCode" (id, code, kind, value, "usageLimit", "usageCount", "updatedAt") VALUES
    (1, 'HERBST10', 'PERCENT', 10, 5, 3, '2026-11-01 09:00:00'),
    (2, 'FIVE', 'AMOUNT', 500, NULL, 0, '2026-11-01 09:00:00');
  INSERT INTO "Order" (id, number, email, language, status, "paymentMethod", "paymentGateway", "paymentReference", "subtotalCents", "shippingCents", "discountCents", "discountCode", "vatCents", "totalCents", "paidAt", "shippedAt", carrier, "trackingNumber", "invoiceNumber", "invoiceIssuedAt", "createdAt", "updatedAt") VALUES
    (1, 'TK-AAAA-0001', 'anna@example.com', 'de', 'SHIPPED', 'CARD', 'TEST', 'pi_1', 4980, 0, 498, 'HERBST10', 715, 4482, '2026-12-31 22:30:00', '2027-01-02 08:00:00', 'DHL', '00340434161234567890', 'INV-2026-000001', '2026-12-31 22:30:00', '2026-12-31 22:20:00', '2027-01-02 08:00:00'),
    (2, 'TK-AAAA-0002', 'ben@example.com', 'en', 'REFUNDED', 'PAYPAL', 'TEST', 'pp_2', 2490, 0, 0, NULL, 398, 2490, '2026-11-10 12:00:00', NULL, NULL, NULL, 'INV-2026-000002', '2026-11-10 12:00:00', '2026-11-10 11:55:00', '2026-11-12 09:00:00'),
    (3, 'TK-AAAA-0003', 'cleo@example.com', 'bg', 'PENDING_PAYMENT', 'CARD', 'TEST', 'pi_3', 1490, 0, 149, 'HERBST10', 224, 1341, NULL, NULL, NULL, NULL, NULL, NULL, '2026-12-20 10:00:00', '2026-12-20 10:00:00'),
    (4, 'TK-AAAA-0004', 'erased-4@anonymised.invalid', 'en', 'DELIVERED', 'CARD', 'TEST', 'pi_4', 11900, 0, 0, NULL, 1900, 11900, '2026-01-05 10:00:00', '2026-01-06 10:00:00', 'DPD', NULL, NULL, NULL, '2026-01-05 09:50:00', '2026-02-01 10:00:00');
  UPDATE "Order" SET "creditNoteNumber" = 'CN-2026-000001', "creditNoteIssuedAt" = '2026-11-12 09:00:00' WHERE id = 2;
  UPDATE "Order" SET "anonymisedAt" = '2026-06-01 00:00:00' WHERE id = 4;
  INSERT INTO "OrderAddress" ("orderId", kind, "firstName", "lastName", address, city, "postCode", country, phone) VALUES
    ${address(1, "SHIPPING", "DE")}, ${address(1, "BILLING", "DE")}, ${address(2, "SHIPPING", "FI")}, ${address(3, "SHIPPING", "AT")};
  INSERT INTO "OrderItem" (id, "orderId", "productId", slug, name, "unitPriceCents", quantity, "discountCents", "vatRate") VALUES
    (1, 1, 1, 'drug-tests', 'Drogentest', 2490, 2, 498, 19),
    (2, 2, 1, 'drug-tests', 'Drug test', 2490, 1, 0, 25.5),
    (3, 3, 2, 'vitamin-d-test', 'Тест за витамин D', 1490, 1, 149, NULL),
    (4, 4, 3, 'old-kit', 'Old kit', 11900, 1, 0, NULL),
    (5, 4, NULL, 'deleted-kit', 'A kit deleted before products were archived', 0, 1, 0, NULL);
  INSERT INTO "OrderEvent" ("orderId", type, params, actor, "createdAt") VALUES
    (1, 'created', NULL, 'customer', '2026-12-31 22:20:00'),
    (1, 'paid', '{"invoiceNumber": "INV-2026-000001"}', 'system', '2026-12-31 22:30:00'),
    (1, 'status_shipped', '{"carrier": "DHL"}', 'admin', '2027-01-02 08:00:00'),
    (2, 'status_refunded', NULL, 'admin', '2026-11-12 09:00:00'),
    (3, 'created', NULL, 'customer', '2026-12-20 10:00:00'),
    (4, 'personal_data_erased', '{"reason": "request"}', 'admin', '2026-06-01 00:00:00');
  INSERT INTO "DiscountRedemption" ("discountCodeId", "orderId", email, "createdAt") VALUES (1, 1, 'anna@example.com', '2026-12-31 22:20:00'), (1, 3, 'cleo@example.com', '2026-12-20 10:00:00');
  INSERT INTO "IssuedDocument" ("orderId", kind, number, "issuedAt", data) VALUES
    (1, 'invoice', 'INV-2026-000001', '2026-12-31 22:30:00', '{"format": 1}'),
    (2, 'invoice', 'INV-2026-000002', '2026-11-10 12:00:00', '{"format": 1}'),
    (2, 'credit_note', 'CN-2026-000001', '2026-11-12 09:00:00', '{"format": 1}');
  INSERT INTO "Refund" ("orderId", status, "amountCents", items, "shippingCents", restock, reason, actor, "creditNoteNumber", "createdAt", "completedAt") VALUES
    (2, 'done', 2490, '[{"orderItemId": 2, "quantity": 1}]', 0, true, 'Changed their mind', 'admin', 'CN-2026-000001', '2026-11-12 08:59:00', '2026-11-12 09:00:00');
  INSERT INTO "DocumentSequence" (kind, year, last) VALUES ('invoice', 2026, 2), ('credit_note', 2026, 1);
  INSERT INTO "TestPayment" (id, "clientSecret", "amountCents", currency, status, "refundedCents", "updatedAt") VALUES
    ('pi_1', 'pi_1_secret', 4482, 'eur', 'succeeded', 0, '2026-12-31 22:30:00'),
    ('pp_2', 'pp_2_secret', 2490, 'eur', 'refunded', 2490, '2026-11-12 09:00:00'),
    ('pi_3', 'pi_3_secret', 1341, 'eur', 'requires_payment_method', 0, '2026-12-20 10:00:00');
  INSERT INTO "Withdrawal" ("orderId", "receivedAt", name, email, language) VALUES (1, '2027-01-05 10:00:00', 'Anna Schmidt', 'anna@example.com', 'de');
  INSERT INTO "OutboxMessage" (kind, payload, "dedupeKey", "createdAt", "availableAt", "sentAt") VALUES
    ('order-confirmation', '{"orderId": 1}', 'order-confirmation:1:customer', '2026-12-31 22:30:00', '2026-12-31 22:30:00', '2026-12-31 22:30:05'),
    ('order-withdrawal', '{"withdrawalId": 1}', 'order-withdrawal:1', '2027-01-05 10:00:00', '2027-01-05 10:00:00', NULL);
  INSERT INTO "AuditEntry" (at, actor, action, resource, "recordId", changes) VALUES ('2026-11-02 10:00:00', 'admin', 'product.updated', 'products', '1', '{price}');
  INSERT INTO "RestockAlert" ("productId", email, language, "createdAt", "confirmedAt") VALUES (2, 'dora@example.com', 'en', '2026-12-02 10:00:00', '2026-12-02 10:05:00');
  INSERT INTO "NewsletterSubscriber" (email, language, "createdAt", "confirmedAt") VALUES ('anna@example.com', 'de', '2026-11-01 09:00:00', '2026-11-01 09:10:00');
  INSERT INTO "JobLease" (name, owner, until) VALUES ('order-sweep', 'host:1', '2026-12-31 23:00:00');
`;

/** The migrations, run in a session whose zone is far from UTC: the conversion must not depend on it. */
const inAuckland = (sql: SqlScriptRunner): SqlScriptRunner => ({
  ...sql,
  exec: (script) => sql.exec(`SET TimeZone TO 'Pacific/Auckland';\n${script}`),
});

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const [row] = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
        return [table, row.n] as const;
      }),
    ),
  );

let before: Record<string, number>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase("shop_guards_upgrade"));
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name === GUARDS);
  expect(index).toBeGreaterThan(0);
  await migrate(db.sql, migrations.slice(0, index));
  await db.sql.exec(SHOP_DATA);
  before = await counts();
  await migrate(inAuckland(db.sql), migrations);
  await db.sql.exec("SET TimeZone TO 'UTC'");
});
afterAll(() => drop?.());

const epoch = async (sql: string) => {
  const [row] = await db.sql.query<{ epoch: number }>(`SELECT extract(epoch FROM (${sql}))::float8 AS epoch`);
  return row.epoch * 1000;
};

describe("the database guards migration on a shop with a catalog and orders", () => {
  it("keeps every row of every table", async () => {
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("reads every timestamp as the UTC time it was written as", async () => {
    expect(await epoch(`SELECT "paidAt" FROM "Order" WHERE id = 1`)).toBe(Date.UTC(2026, 11, 31, 22, 30));
    expect(await epoch(`SELECT "saleEndsAt" FROM "Product" WHERE id = 2`)).toBe(Date.UTC(2027, 0, 10, 23));
    expect(await epoch(`SELECT "issuedAt" FROM "IssuedDocument" WHERE number = 'CN-2026-000001'`)).toBe(
      Date.UTC(2026, 10, 12, 9),
    );
    expect(await epoch(`SELECT at FROM "AuditEntry"`)).toBe(Date.UTC(2026, 10, 2, 10));
    expect(await epoch(`SELECT until FROM "JobLease"`)).toBe(Date.UTC(2026, 11, 31, 23));
    const naive = await db.sql.query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type = 'timestamp without time zone'`,
    );
    expect(naive).toEqual([]);
  });

  it("turns the states and kinds into enums, keeping their values", async () => {
    const types = await db.sql.query<{ column: string; type: string }>(
      `SELECT table_name || '.' || column_name AS column, udt_name AS type FROM information_schema.columns
       WHERE table_schema = 'public' AND (table_name, column_name) IN
         (('Refund', 'status'), ('OrderEvent', 'type'), ('IssuedDocument', 'kind'), ('DocumentSequence', 'kind'), ('TestPayment', 'status'))
       ORDER BY 1`,
    );
    expect(types).toEqual([
      { column: "DocumentSequence.kind", type: "DocumentKind" },
      { column: "IssuedDocument.kind", type: "DocumentKind" },
      { column: "OrderEvent.type", type: "OrderEventType" },
      { column: "Refund.status", type: "RefundStatus" },
      { column: "TestPayment.status", type: "TestPaymentStatus" },
    ]);
    expect(await db.sql.query(`SELECT type::text FROM "OrderEvent" ORDER BY id`)).toEqual(
      ["created", "paid", "status_shipped", "status_refunded", "created", "personal_data_erased"].map((type) => ({
        type,
      })),
    );
    expect(await db.sql.query(`SELECT kind::text, year, last FROM "DocumentSequence" ORDER BY kind`)).toEqual([
      { kind: "credit_note", year: 2026, last: 1 },
      { kind: "invoice", year: 2026, last: 2 },
    ]);
    expect(await db.sql.query(`SELECT code FROM "Carrier" ORDER BY code`)).toEqual(
      ["DEUTSCHE_POST", "DHL", "DPD", "ECONT", "GLS", "OTHER", "SPEEDY", "UPS"].map((code) => ({ code })),
    );
    expect(await db.sql.query(`SELECT carrier FROM "Order" ORDER BY id`)).toEqual([
      { carrier: "DHL" },
      { carrier: null },
      { carrier: null },
      { carrier: "DPD" },
    ]);
  });

  it("gives every order line a VAT rate: its shipping country's, else the one its order's VAT was computed with", async () => {
    const rows = await db.sql.query<{ id: number; vatRate: string }>(
      `SELECT id, "vatRate"::text AS "vatRate" FROM "OrderItem" ORDER BY id`,
    );
    expect(rows.map((row) => [row.id, Number(row.vatRate)])).toEqual([
      [1, 19],
      [2, 25.5],
      [3, 20],
      [4, 19],
      [5, 19],
    ]);
  });

  it("counts a code's uses from its redemptions, and keeps the order lines of products pointing at them", async () => {
    expect(await db.sql.query(`SELECT code, "usageCount" FROM "DiscountCode" ORDER BY id`)).toEqual([
      { code: "HERBST10", usageCount: 2 },
      { code: "FIVE", usageCount: 0 },
    ]);
    await expect(db.sql.exec(`DELETE FROM "Product" WHERE id = 3`)).rejects.toThrow(/OrderItem_productId_fkey/);
    expect(await db.sql.query(`SELECT "archivedAt" FROM "Product" ORDER BY id`)).toEqual([
      { archivedAt: null },
      { archivedAt: null },
      { archivedAt: null },
    ]);
  });

  it("keeps the orders' document numbers those of their issued documents", async () => {
    expect(await db.sql.query(`SELECT id, "invoiceNumber", "creditNoteNumber" FROM "Order" ORDER BY id`)).toEqual([
      { id: 1, invoiceNumber: "INV-2026-000001", creditNoteNumber: null },
      { id: 2, invoiceNumber: "INV-2026-000002", creditNoteNumber: "CN-2026-000001" },
      { id: 3, invoiceNumber: null, creditNoteNumber: null },
      { id: 4, invoiceNumber: null, creditNoteNumber: null },
    ]);
    await expect(db.sql.exec(`UPDATE "Order" SET "invoiceNumber" = 'INV-2026-000099' WHERE id = 1`)).rejects.toThrow(
      /comes from its issued document/,
    );
  });

  it("validates every constraint against the data already there", async () => {
    const unvalidated = await db.sql.query(
      `SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND NOT convalidated`,
    );
    expect(unvalidated).toEqual([]);
    const checks = await db.sql.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype = 'c' ORDER BY conname`,
    );
    expect(checks.length).toBeGreaterThanOrEqual(20);
  });

  it("writes a restock's outbox message at the instant it happens", async () => {
    await db.sql.exec(`UPDATE "Product" SET stock = 5 WHERE id = 2`);
    const [row] = await db.sql.query<{ kind: string; late: number }>(
      `SELECT kind, abs(extract(epoch FROM (now() - "createdAt")))::float8 AS late FROM "OutboxMessage" WHERE kind = 'restock-alerts'`,
    );
    expect(row.kind).toBe("restock-alerts");
    expect(row.late).toBeLessThan(60);
  });
});
