// A shop that already has data upgrades in place: the hardening migration turns the images in use
// into uploads owned by their product or post, gives every account its case-free username key,
// and settles a post image that two posts used to share (a unique index needs it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openTestDatabase } from "./test-database.ts";
import { migrate, readMigrations } from "./migrate.ts";

const HARDENING = "20261123055150_hardening_versions_uploads_sessions";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase("shop_upgrade"));
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name === HARDENING);
  expect(index).toBeGreaterThan(0);
  await migrate(db.sql, migrations.slice(0, index));
  // Data as the shop kept it before the migration.
  await db.sql.exec(`
    INSERT INTO "AdminUser" (username, "passwordHash", role, "updatedAt") VALUES ('Maria.K', 'x', 'ADMIN', now()), ('support', 'x', 'SUPPORT', now());
    INSERT INTO "Product" (id, slug, "priceCents", stock, "updatedAt") VALUES (1, 'drug-tests', 2490, 5, now());
    INSERT INTO "ProductImage" ("productId", "fileKey", widths, width, height, position, "isMain") VALUES (1, 'p-aaaaaaaaaaaa', '{320,640}', 640, 480, 0, true);
    INSERT INTO "BlogPost" (id, slug, "imageKey", "imageWidths", "imageWidth", "imageHeight", "updatedAt") VALUES
      (1, 'first', 'b-bbbbbbbbbbbb', '{320}', 320, 180, now()),
      (2, 'second', 'b-bbbbbbbbbbbb', '{320}', 320, 180, now()),
      (3, 'uses-a-product-image', 'p-aaaaaaaaaaaa', '{320,640}', 640, 480, now());
  `);
  await migrate(db.sql, migrations);
});
afterAll(() => drop?.());

describe("the hardening migration on a shop with data", () => {
  it("gives every account a case-free username key and version 1", async () => {
    expect(await db.sql.query(`SELECT username, "usernameKey", version FROM "AdminUser" ORDER BY id`)).toEqual([
      { username: "Maria.K", usernameKey: "maria.k", version: 1 },
      { username: "support", usernameKey: "support", version: 1 },
    ]);
  });

  it("makes each image in use an upload owned by the product, or the oldest post, that shows it", async () => {
    expect(await db.sql.query(`SELECT "fileKey", owner, widths FROM "Upload" ORDER BY "fileKey"`)).toEqual([
      { fileKey: "b-bbbbbbbbbbbb", owner: "post:1", widths: [320] },
      { fileKey: "p-aaaaaaaaaaaa", owner: "product:1", widths: [320, 640] },
    ]);
  });

  it("keeps a shared post image on the oldest post only; a post showing a product's image keeps showing it", async () => {
    expect(await db.sql.query(`SELECT slug, "imageKey" FROM "BlogPost" ORDER BY id`)).toEqual([
      { slug: "first", imageKey: "b-bbbbbbbbbbbb" },
      { slug: "second", imageKey: null },
      { slug: "uses-a-product-image", imageKey: "p-aaaaaaaaaaaa" },
    ]);
  });
});
