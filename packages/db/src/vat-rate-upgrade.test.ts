// A shop with orders upgrades in place to recorded VAT rates: the migration gives every existing
// order line the rate its recorded VAT was computed with, the standard rate of its shipping
// country (not its billing country's), and creates the table of issued documents, which the
// order sweep fills (api/src/invoices/issued-documents.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openTestDatabase } from "./test-database.ts";
import { migrate, readMigrations } from "./migrate.ts";

const ISSUED_DOCUMENTS = "20261126010000_issued_documents";

let db: Database;
let drop: () => Promise<void>;

const order = (id: number, shipping: string, billing: string) => `
  INSERT INTO "Order" (id, number, email, language, "paymentMethod", "paymentGateway", "subtotalCents", "shippingCents", "vatCents", "totalCents", "updatedAt")
    VALUES (${id}, 'TK-AAAA-000${id}', 'anna@example.com', 'de', 'CARD', 'TEST', 11900, 0, 1900, 11900, now());
  INSERT INTO "OrderAddress" ("orderId", kind, "firstName", "lastName", address, city, "postCode", country, phone) VALUES
    (${id}, 'SHIPPING', 'Anna', 'Schmidt', 'Hauptstraße 5', 'Wien', '1060', '${shipping}', '+431234'),
    (${id}, 'BILLING', 'Anna', 'Schmidt', 'Hauptstraße 5', 'Berlin', '10115', '${billing}', '+431234');
  INSERT INTO "OrderItem" ("orderId", slug, name, "unitPriceCents", quantity) VALUES
    (${id}, 'drug-tests', 'Drogentest', 4900, 1), (${id}, 'vitamin-d-test', 'Vitamin-D-Test', 7000, 1);`;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase("shop_vat_rate_upgrade"));
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name === ISSUED_DOCUMENTS);
  expect(index).toBeGreaterThan(0);
  await migrate(db.sql, migrations.slice(0, index));
  await db.sql.exec(order(1, "AT", "DE") + order(2, "FI", "FI") + order(3, "DE", "BG"));
  await migrate(db.sql, migrations);
});
afterAll(() => drop?.());

describe("the issued documents migration on a shop with orders", () => {
  it("records on every existing line the standard rate of its shipping country", async () => {
    const rows = await db.sql.query<{ orderId: number; vatRate: string }>(
      `SELECT "orderId", "vatRate"::text AS "vatRate" FROM "OrderItem" ORDER BY "orderId", id`,
    );
    expect(rows.map((row) => [row.orderId, Number(row.vatRate)])).toEqual([
      [1, 20],
      [1, 20],
      [2, 25.5],
      [2, 25.5],
      [3, 19],
      [3, 19],
    ]);
  });

  it("starts with no issued documents: the order sweep freezes the earlier ones", async () => {
    expect(await db.sql.query(`SELECT * FROM "IssuedDocument"`)).toEqual([]);
  });
});
