// The one database connection of the process: embedded PGlite by default (data in a folder,
// no server needed), PostgreSQL when a URL is given. Both speak the same SQL dialect, so the
// schema, the migrations and every query are shared.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.ts";

/** Runs plain SQL scripts (several statements, no parameters): used by the migration runner. */
export interface SqlScriptRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` while holding the database-wide migration lock (a no-op on PGlite: one process). */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
}

export interface Database {
  kind: "pglite" | "postgresql";
  prisma: PrismaClient;
  sql: SqlScriptRunner;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded database in `dataDir` (or memory) is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
}

// Prisma's own key for `migrate deploy`, so our runner and the CLI never migrate at once.
const PRISMA_MIGRATE_LOCK = 72707369;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPGlite(options.dataDir);
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  return {
    kind: "pglite",
    prisma,
    sql: {
      exec: async (sql) => {
        await client.exec(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
      withMigrationLock: (work) => work(),
    },
    close: async () => {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgresql",
    prisma,
    sql: {
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      withMigrationLock: async (work) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
          return await work();
        } finally {
          await lockClient.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => {});
          lockClient.release();
        }
      },
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
