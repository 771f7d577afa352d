// The production set-up of the database's roles (deploy/database-roles.sql, README "Run in
// production"): the shop serves requests as a role that owns nothing and migrates as the schema's
// owner (MIGRATION_DATABASE_URL). As the shop's role the audit log can be read and appended to,
// and nothing else: no UPDATE, DELETE or TRUNCATE, no ALTER TABLE or DISABLE TRIGGER, and the
// retention's setting deletes nothing; the retention itself runs as the owner.
// PostgreSQL only: the embedded database has one role. Each run makes its own two roles and
// database on the server of DATABASE_URL, and drops them afterwards.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "@shop/db";
import { ADMIN, seedFixtureCatalog, startTestShop, usesPostgres, type TestShop } from "../../test/harness.ts";
import { confirm, payInTestMode, placeOrder } from "../../test/payment-shop.ts";
import { AUDIT_RETENTION_JOB, runAuditSweep } from "./audit-retention.ts";

const SCRIPT = readFileSync(new URL("../../../deploy/database-roles.sql", import.meta.url), "utf8");

const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
const OWNER = `shop_owner_${suffix}`;
const APP = `shop_app_${suffix}`;
const DATABASE = `shop_roles_${suffix}`;
const PASSWORD = randomBytes(12).toString("hex");

let server: pg.Client;
let superuser: pg.Client;
let app: pg.Client;
let shop: TestShop;

/** The server of DATABASE_URL as `user` (no user: as DATABASE_URL's), in the test's database. */
function urlAs(user?: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  if (user) {
    url.username = user;
    url.password = PASSWORD;
  }
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** The script as `psql -v owner=… -v app=… -f deploy/database-roles.sql` runs it. */
const runScript = () => superuser.query(SCRIPT.replace(":'owner'", `'${OWNER}'`).replace(":'app'", `'${APP}'`));

beforeAll(async () => {
  if (!usesPostgres) return;
  server = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await server.connect();
  for (const role of [OWNER, APP]) await server.query(`CREATE ROLE ${role} LOGIN PASSWORD '${PASSWORD}'`);
  await server.query(`CREATE DATABASE ${DATABASE} OWNER ${OWNER}`);
  superuser = new pg.Client({ connectionString: urlAs() });
  await superuser.connect();
  // Before the first start, as on a new database: the migrations create every table after it.
  await runScript();
  shop = await startTestShop({ DATABASE_URL: urlAs(APP), MIGRATION_DATABASE_URL: urlAs(OWNER) });
  app = new pg.Client({ connectionString: urlAs(APP) });
  await app.connect();
});

afterAll(async () => {
  if (!usesPostgres) return;
  await shop?.close();
  await app?.end();
  await superuser?.end();
  await server.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  for (const role of [APP, OWNER]) await server.query(`DROP ROLE IF EXISTS ${role}`);
  await server.end();
});

/** The SQLSTATE a statement of the shop's role is refused with, or "accepted". */
const attempt = (client: pg.Client, ...statements: string[]) =>
  (async () => {
    await client.query("BEGIN");
    for (const statement of statements) await client.query(statement);
    await client.query("COMMIT");
    return "accepted";
  })().catch(async (error: unknown) => {
    await client.query("ROLLBACK");
    return (error as pg.DatabaseError).code ?? String(error);
  });

const auditCount = async () => Number((await app.query(`SELECT count(*) FROM "AuditEntry"`)).rows[0].count);

const appendAs = (client: pg.Client, daysAgo: number) =>
  client.query<{ id: number }>(
    `INSERT INTO "AuditEntry" ("at", "actor", "action", "resource") VALUES (now() - make_interval(days => $1), 'admin', 'login.succeeded', 'users') RETURNING "id"`,
    [daysAgo],
  );

describe.runIf(usesPostgres)("the shop's role", () => {
  it("owns nothing, and the shop serves on it: a login, a catalog, an order paid", async () => {
    const owned = await app.query(
      `SELECT relname AS name FROM pg_class WHERE relowner = $1::regrole
       UNION ALL SELECT proname FROM pg_proc WHERE proowner = $1::regrole
       UNION ALL SELECT typname FROM pg_type WHERE typowner = $1::regrole
       UNION ALL SELECT nspname FROM pg_namespace WHERE nspowner = $1::regrole`,
      [APP],
    );
    expect(owned.rows).toEqual([]);
    const tables = await app.query(`SELECT count(*) FROM pg_class WHERE relowner = $1::regrole AND relkind = 'r'`, [
      OWNER,
    ]);
    expect(Number(tables.rows[0].count)).toBeGreaterThan(20);

    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 5 }]);
    await shop.login(ADMIN);
    const order = await placeOrder(shop, "CARD");
    expect((await payInTestMode(shop, order)).status).toBe(200);
    expect((await confirm(shop, order.orderNumber)).status).toBe(200);
    expect((await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } })).paidAt).not.toBe(
      null,
    );
    expect(
      await shop.deps.prisma.auditEntry.count({ where: { action: "login.succeeded", actor: ADMIN.username } }),
    ).toBe(1);
  });

  it("may read and append to the audit log, and change nothing in it, where the migrations made it", async () => {
    // The script ran before the tables existed: the migration took the rights its defaults gave.
    const rights = await app.query(
      `SELECT privilege, has_table_privilege($1, '"AuditEntry"', privilege) AS audit,
              has_table_privilege($1, '"_prisma_migrations"', privilege) AS migrations
         FROM unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES']) AS privilege`,
      [APP],
    );
    expect(Object.fromEntries(rights.rows.map((row) => [row.privilege, [row.audit, row.migrations]]))).toEqual({
      SELECT: [true, true],
      INSERT: [true, false],
      UPDATE: [false, false],
      DELETE: [false, false],
      TRUNCATE: [false, false],
      TRIGGER: [false, false],
      REFERENCES: [false, false],
    });
  });

  it("is refused every change to the audit log, its table and its trigger, and the migrations' record", async () => {
    // Run again on the migrated database, as for a shop that ran as one role before: what another
    // role made passes to the owner, and nothing else changes.
    await superuser.query(`CREATE TABLE "Stray" ("id" SERIAL PRIMARY KEY)`);
    await runScript();
    const stray = await app.query(`SELECT relowner::regrole::text AS owner FROM pg_class WHERE relname = 'Stray'`);
    expect(stray.rows).toEqual([{ owner: OWNER }]);
    const before = await auditCount();
    const { rows } = await appendAs(app, 0);
    expect(await auditCount()).toBe(before + 1);
    const id = rows[0].id;

    const refused = {
      update: `UPDATE "AuditEntry" SET "actor" = 'nobody' WHERE "id" = ${id}`,
      delete: `DELETE FROM "AuditEntry" WHERE "id" = ${id}`,
      truncate: `TRUNCATE "AuditEntry"`,
      disableTrigger: `ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only"`,
      disableAllTriggers: `ALTER TABLE "AuditEntry" DISABLE TRIGGER ALL`,
      dropTrigger: `DROP TRIGGER "AuditEntry_append_only" ON "AuditEntry"`,
      replaceTriggerFunction: `CREATE OR REPLACE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`,
      alterTable: `ALTER TABLE "AuditEntry" ADD COLUMN "note" TEXT`,
      dropTable: `DROP TABLE "AuditEntry"`,
      createTable: `CREATE TABLE "Shadow" ("id" integer)`,
      becomeOwner: `SET ROLE ${OWNER}`,
      replicaMode: `SET session_replication_role = replica`,
      recordMigration: `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name") VALUES ('x', 'x', 'x')`,
      forgetMigrations: `DELETE FROM "_prisma_migrations"`,
    };
    const answers: Record<string, string> = {};
    for (const [name, statement] of Object.entries(refused)) answers[name] = await attempt(app, statement);
    expect(answers).toEqual(Object.fromEntries(Object.keys(refused).map((name) => [name, "42501"])));
    expect(await auditCount()).toBe(before + 1);
    expect((await app.query(`SELECT "actor" FROM "AuditEntry" WHERE "id" = $1`, [id])).rows).toEqual([
      { actor: "admin" },
    ]);
  });

  it("deletes nothing with the retention's setting, even where it was granted DELETE by mistake", async () => {
    const { rows } = await appendAs(app, 400);
    const old = rows[0].id;
    const before = await auditCount();
    const trick = [
      `SET LOCAL shop.audit_retention_days = 30`,
      `DELETE FROM "AuditEntry" WHERE "at" < now() - interval '30 days'`,
    ];
    expect(await attempt(app, ...trick)).toBe("42501");
    // A mistaken grant: the trigger still lets only the table's owner use the setting.
    await superuser.query(`GRANT DELETE ON "AuditEntry" TO ${APP}`);
    try {
      expect(await attempt(app, ...trick)).toBe("42501");
    } finally {
      await superuser.query(`REVOKE DELETE ON "AuditEntry" FROM ${APP}`);
    }
    expect(await auditCount()).toBe(before);
    expect((await app.query(`SELECT 1 FROM "AuditEntry" WHERE "id" = $1`, [old])).rowCount).toBe(1);
  });
});

describe.runIf(usesPostgres)("the schema's owner", () => {
  it("runs the retention: entries past AUDIT_RETENTION_DAYS go, younger ones stay", async () => {
    const expired = (await appendAs(app, 401)).rows[0].id;
    const kept = (await appendAs(app, 399)).rows[0].id;
    await shop.deps.prisma.jobLease.deleteMany({ where: { name: AUDIT_RETENTION_JOB } });
    const result = await runAuditSweep(shop.deps, "roles-test", new Date());
    expect(result?.prunedAuditEntries).toBeGreaterThanOrEqual(1);
    const left = await app.query<{ id: number }>(`SELECT "id" FROM "AuditEntry" WHERE "id" = ANY($1)`, [
      [expired, kept],
    ]);
    expect(left.rows.map((row) => row.id)).toEqual([kept]);
    // Its own setting cannot reach below 30 days, nor entries younger than it.
    const young = (await appendAs(app, 10)).rows[0].id;
    const owner = new pg.Client({ connectionString: urlAs(OWNER) });
    await owner.connect();
    try {
      expect(
        await attempt(
          owner,
          `SET LOCAL shop.audit_retention_days = 1`,
          `DELETE FROM "AuditEntry" WHERE "id" = ${young}`,
        ),
      ).toBe("42501");
    } finally {
      await owner.end();
    }
  });

  it("migrates, and a table a later migration creates is the shop's role's to use; the shop's role starts on it", async () => {
    const later = {
      name: "29991231000000_later_table",
      sql: `CREATE TABLE "LaterTable" ("id" SERIAL PRIMARY KEY, "note" TEXT)`,
      checksum: "0".repeat(64),
    };
    expect(await migrate(shop.deps.db.owner, [...readMigrations(), later])).toEqual([later.name]);
    expect(
      await attempt(
        app,
        `INSERT INTO "LaterTable" ("note") VALUES ('a')`,
        `UPDATE "LaterTable" SET "note" = 'b'`,
        `DELETE FROM "LaterTable"`,
      ),
    ).toBe("accepted");
    // With nothing left to apply, the shop's own role passes the migrations without creating anything.
    expect(await migrate(shop.deps.db.sql, [...readMigrations(), later])).toEqual([]);
    expect(await attempt(app, `ALTER TABLE "LaterTable" ADD COLUMN "x" TEXT`)).toBe("42501");
  });
});
