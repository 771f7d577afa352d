// A shop that already has products upgrades in place to product search: the migration creates the
// extensions, folds every existing name and description into the search columns, and the database
// keeps them current from then on (api/src/catalog/product-search.ts reads them); a later migration
// folds the highlights the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openTestDatabase } from "./test-database.ts";
import { migrate, readMigrations } from "./migrate.ts";

const SEARCH = "20261125030200_product_search";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase("shop_search_upgrade"));
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name === SEARCH);
  expect(index).toBeGreaterThan(0);
  await migrate(db.sql, migrations.slice(0, index));
  await db.sql.exec(`
    INSERT INTO "Product" (id, slug, "priceCents", stock, "updatedAt") VALUES (1, 'vitamin-d-test', 1990, 5, now());
    INSERT INTO "ProductTranslation" ("productId", language, name, description) VALUES
      (1, 'en', 'Vitamin D Rapid Test (25-OH-D)', '<p>Results in <strong>10&nbsp;minutes</strong> &amp; more.</p>'),
      (1, 'de', 'Vitamin-D-Schnelltest für Männer', '<p>Größe: <em>Straße</em></p>'),
      (1, 'bg', 'Бърз ТЕСТ за витамин D', '<ul><li>Резултат за 10 минути</li></ul>');
  `);
  await migrate(db.sql, migrations);
});
afterAll(() => drop?.());

const folded = () =>
  db.sql.query<{ language: string; searchName: string; searchDescription: string }>(
    `SELECT language, "searchName", "searchDescription" FROM "ProductTranslation" ORDER BY language`,
  );

describe("the product search migration on a shop with products", () => {
  it("folds every existing name and description: lower case, no accents, markup or punctuation", async () => {
    // In the languages' alphabetical order: the column is text since the Language table.
    expect(await folded()).toEqual([
      { language: "bg", searchName: "бърз тест за витамин d", searchDescription: "резултат за 10 минути" },
      { language: "de", searchName: "vitamin d schnelltest fur manner", searchDescription: "grosse strasse" },
      { language: "en", searchName: "vitamin d rapid test 25 oh d", searchDescription: "results in 10 minutes more" },
    ]);
  });

  it("keeps the folded texts current when a translation changes, and refuses to have them written", async () => {
    await db.sql.exec(`UPDATE "ProductTranslation" SET name = 'Ärztlicher Vitamin-Test' WHERE language = 'de'`);
    expect((await folded())[1].searchName).toBe("arztlicher vitamin test");
    await expect(
      db.sql.exec(`UPDATE "ProductTranslation" SET "searchName" = 'x' WHERE language = 'en'`),
    ).rejects.toThrow(/can only be updated to DEFAULT/);
  });

  it("folds a product's highlights too, one text of all its lines, kept current", async () => {
    const highlights = () =>
      db.sql.query<{ searchHighlights: string }>(
        `SELECT "searchHighlights" FROM "ProductTranslation" WHERE language = 'de'`,
      );
    expect(await highlights()).toEqual([{ searchHighlights: "" }]);
    await db.sql.exec(
      `UPDATE "ProductTranslation" SET highlights = ARRAY['Empfindlichkeit 25 mIU/ml', 'Ergebnis nach 5 Minuten – größer']
       WHERE language = 'de'`,
    );
    expect(await highlights()).toEqual([
      { searchHighlights: "empfindlichkeit 25 miu ml ergebnis nach 5 minuten grosser" },
    ]);
  });

  it("creates the extensions, an immutable folding function and the trigram indexes", async () => {
    const extensions = await db.sql.query<{ extname: string }>(
      `SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(extensions.map((row) => row.extname)).toEqual(["pg_trgm", "unaccent"]);
    const functions = await db.sql.query<{ proname: string; provolatile: string }>(
      `SELECT proname, provolatile FROM pg_proc WHERE proname IN ('shop_search_text', 'shop_search_html', 'shop_search_lines') ORDER BY proname`,
    );
    expect(functions).toEqual([
      { proname: "shop_search_html", provolatile: "i" },
      { proname: "shop_search_lines", provolatile: "i" },
      { proname: "shop_search_text", provolatile: "i" },
    ]);
    const indexes = await db.sql.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'ProductTranslation' AND indexname LIKE '%search%' ORDER BY indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual([
      "ProductTranslation_searchDescription_idx",
      "ProductTranslation_searchHighlights_idx",
      "ProductTranslation_searchName_idx",
    ]);
    for (const { indexdef } of indexes) expect(indexdef).toMatch(/USING gin \("search\w+" gin_trgm_ops\)/);
  });
});
