// Applies prisma/migrations at start-up and records them in `_prisma_migrations` exactly as
// `prisma migrate deploy` does (same table, same checksum), so either tool accepts the database.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SqlScriptRunner } from "./database.ts";

/**
 * prisma/migrations of the repository, found by walking up from this module: it runs from
 * packages/db/src (tests, tsx) and bundled into api/dist/server.js (`npm start`, the image), at
 * different depths below the repository's root.
 */
function findMigrationsDir(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, "prisma", "migrations");
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`prisma/migrations not found in ${start} or any folder above it`);
  }
}

export const MIGRATIONS_DIR = findMigrationsDir();

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies every migration not yet recorded; answers the names it applied. */
export async function migrate(sql: SqlScriptRunner, migrations = readMigrations()): Promise<string[]> {
  return sql.withMigrationLock(async () => {
    // Created only where it is missing: a role that may create no tables (the shop's own, when the
    // owner migrates beforehand: README "Run in production") then starts on a migrated database.
    const [table] = await sql.query<{ present: boolean }>(
      `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`,
    );
    if (!table.present) await sql.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = recorded.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      if (previous) throw new Error(`Migration ${migration.name} failed earlier; resolve it before starting.`);
      // One transaction per migration: PostgreSQL DDL is transactional, so a failure leaves nothing half-done.
      await sql
        .exec(
          `BEGIN;\nSET LOCAL statement_timeout = 0;\n${migration.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) ` +
            `VALUES ('${randomUUID()}', '${migration.checksum}', '${migration.name.replace(/'/g, "''")}', now(), now(), 1);\nCOMMIT;`,
        )
        .catch(async (error: unknown) => {
          await sql.exec("ROLLBACK").catch(() => {});
          throw new Error(
            `Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      applied.push(migration.name);
    }
    return applied;
  });
}
