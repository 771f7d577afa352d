// A shop with data upgrades in place from the Language enum to the Language table: every text,
// order, withdrawal, subscriber and restock alert keeps its language, the table holds the enum's
// languages, and the foreign keys then admit exactly the languages it has. syncLanguages (what
// the start-up runs with languages.ts) adds a new language without a migration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openTestDatabase } from "./test-database.ts";
import { migrate, readMigrations } from "./migrate.ts";
import { syncLanguages } from "./languages.ts";

const LANGUAGE_TABLE = "20261201202300_language_table";

/** Each table with a language column, and the language its row holds. */
const LANGUAGE_COLUMNS = [
  ["CategoryTranslation", "de"],
  ["ProductTranslation", "bg"],
  ["BlogPostTranslation", "en"],
  ["Order", "bg"],
  ["Withdrawal", "bg"],
  ["NewsletterSubscriber", "de"],
  ["RestockAlert", "en"],
] as const;

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase("shop_language_upgrade"));
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name === LANGUAGE_TABLE);
  expect(index).toBeGreaterThan(0);
  await migrate(db.sql, migrations.slice(0, index));
  // Data as the shop kept it with the enum.
  await db.sql.exec(`
    INSERT INTO "Category" (id, slug, "updatedAt") VALUES (1, 'drug-tests', now());
    INSERT INTO "CategoryTranslation" ("categoryId", language, name) VALUES (1, 'de', 'Drogentests');
    INSERT INTO "Product" (id, slug, "priceCents", stock, "updatedAt") VALUES (1, 'drug-tests', 2490, 5, now());
    INSERT INTO "ProductTranslation" ("productId", language, name, description) VALUES (1, 'bg', 'Тест', '<p>Тест</p>');
    INSERT INTO "BlogPost" (id, slug, "updatedAt") VALUES (1, 'first', now());
    INSERT INTO "BlogPostTranslation" ("postId", language, title, excerpt, content) VALUES (1, 'en', 'First', '', '<p>x</p>');
    INSERT INTO "Order" (id, number, email, language, "paymentMethod", "paymentGateway", "subtotalCents", "shippingCents", "vatCents", "totalCents", "updatedAt")
      VALUES (1, 'TK-AAAA-0001', 'ivan@example.com', 'bg', 'CARD', 'TEST', 2490, 0, 415, 2490, now());
    INSERT INTO "Withdrawal" ("orderId", name, email, language) VALUES (1, 'Ivan Petrov', 'ivan@example.com', 'bg');
    INSERT INTO "NewsletterSubscriber" (email, language) VALUES ('anna@example.com', 'de');
    INSERT INTO "RestockAlert" ("productId", email, language) VALUES (1, 'ann@example.com', 'en');
  `);
  await migrate(db.sql, migrations);
});
afterAll(() => drop?.());

describe("the Language table migration on a shop with data", () => {
  it("keeps every row's language, as text", async () => {
    for (const [table, language] of LANGUAGE_COLUMNS) {
      expect(await db.sql.query(`SELECT language FROM "${table}"`), table).toEqual([{ language }]);
    }
  });

  it("holds the enum's languages, and the enum is gone", async () => {
    expect(await db.sql.query(`SELECT code FROM "Language" ORDER BY code`)).toEqual([
      { code: "bg" },
      { code: "de" },
      { code: "en" },
    ]);
    expect(await db.sql.query(`SELECT typname FROM pg_type WHERE typname = 'Language' AND typtype = 'e'`)).toEqual([]);
  });

  it("refuses a language the table does not have, in every language column", async () => {
    for (const [table] of LANGUAGE_COLUMNS) {
      await expect(db.sql.exec(`UPDATE "${table}" SET language = 'fr'`), table).rejects.toThrow(/foreign key/);
    }
  });

  it("admits a language once the start-up has added it, adding each row once", async () => {
    expect(await syncLanguages(db.sql, ["en", "de", "bg", "fr"])).toEqual(["fr"]);
    expect(await syncLanguages(db.sql, ["en", "de", "bg", "fr"])).toEqual([]);
    await db.sql.exec(`UPDATE "NewsletterSubscriber" SET language = 'fr'`);
    expect(await db.sql.query(`SELECT language FROM "NewsletterSubscriber"`)).toEqual([{ language: "fr" }]);
    // A language in use cannot be deleted: its orders and texts keep it.
    await expect(db.sql.exec(`DELETE FROM "Language" WHERE code = 'bg'`)).rejects.toThrow(/foreign key/);
  });

  it("refuses a code that is not a language code before it reaches the database", async () => {
    await expect(syncLanguages(db.sql, ["en", 'fr\'); DROP TABLE "Order"; --'])).rejects.toThrow(
      "two or three lower-case letters",
    );
  });
});
