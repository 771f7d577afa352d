// The one database connection of the process: embedded PGlite by default (data in a folder,
// no server needed), PostgreSQL when a URL is given. Both speak the same SQL dialect, so the
// schema, the migrations and every query are shared.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";

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
  /**
   * The role that owns the schema: it applies the migrations and runs the audit log's retention,
   * which the shop's own role may not (README "Run in production", deploy/database-roles.sql).
   * `sql` itself unless a separate `migrationUrl` was given.
   */
  owner: SqlScriptRunner;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded database in `dataDir` (or memory) is used. */
  databaseUrl?: string;
  /**
   * PostgreSQL: the URL of the role that owns the schema, for the migrations and the audit log's
   * retention (`Database.owner`); without it `databaseUrl`'s role does both.
   */
  migrationUrl?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * Embedded database only: a data folder dumped by PGlite's `dumpDataDir` to start from instead
   * of an empty one (the test suites' migrated template, test-template.ts).
   */
  startFrom?: Blob;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection (ms). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the longest a statement may run on the server (ms). The client gives up two
   * seconds later, so a server that stops answering fails the request instead of hanging it.
   * Migrations are exempt (they may legitimately run longer).
   */
  statementTimeoutMs?: number;
}

// Prisma's own key for `migrate deploy`, so our runner and the CLI never migrate at once.
const PRISMA_MIGRATE_LOCK = 72707369;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationUrl, {
        max: options.poolSize ?? 10,
        connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
        statementTimeoutMs: options.statementTimeoutMs ?? 5_000,
      })
    : openPGlite(options.dataDir, options.startFrom);
}

/**
 * Every session reads and writes in UTC. The columns are instants (timestamptz), but Prisma's
 * driver adapters send a date as a UTC wall-clock time without its offset, which PostgreSQL reads
 * in the session's time zone: on a server whose default zone is not UTC every date written would
 * move by the offset. Pinned per connection, whatever the server or database default.
 */
const PIN_UTC = "SET TimeZone TO 'UTC'";

/** Plain SQL scripts on an embedded database (one process holds it, so no lock is needed). */
export function pgliteScriptRunner(client: PGlite): SqlScriptRunner {
  return {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    withMigrationLock: (work) => work(),
  };
}

async function openPGlite(dataDir: string | undefined, startFrom: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir: startFrom });
  await client.waitReady;
  await client.exec(PIN_UTC);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  const sql = pgliteScriptRunner(client);
  return {
    kind: "pglite",
    prisma,
    sql,
    owner: sql,
    close: async () => {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

/** Client-side grace beyond the server's statement timeout before a silent server counts as gone. */
const READ_GRACE_MS = 2_000;
/** Migrations, and waiting for another instance's migrations, are not held to a request's timeout. */
const MIGRATION_TIMEOUT_MS = 30 * 60_000;

function openPostgres(
  connectionString: string,
  migrationUrl: string | undefined,
  { max, connectTimeoutMs, statementTimeoutMs }: { max: number; connectTimeoutMs: number; statementTimeoutMs: number },
): Database {
  const newPool = (url: string, extra: pg.PoolConfig) => {
    const created = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + READ_GRACE_MS,
      // A transaction left open by a crashed request must not hold its row locks for long.
      idle_in_transaction_session_timeout: statementTimeoutMs * 2,
      // Dead connections (a server that vanished without closing them) are noticed by the OS.
      keepAlive: true,
      // The session's time zone, set as the connection starts (PIN_UTC above says why).
      options: "-c TimeZone=UTC",
      ...extra,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    created.on("error", () => {});
    return created;
  };
  const pool = newPool(connectionString, { max });
  // The owner's connections are wanted at start-up and once a day, and closed when idle, so they
  // hold no server connection between their uses. Two: the migrations run beside the one that
  // holds their lock.
  const ownerPool = migrationUrl ? newPool(migrationUrl, { max: 2, idleTimeoutMillis: 10_000 }) : undefined;
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    // Prisma's own defaults (2 s to start a transaction, 5 s to finish it) would answer 503 before
    // the database's limits are reached: orders for one product queue on its row, and a burst of
    // them waits for a pooled connection longer than 2 s. The same bounds as every other query.
    transactionOptions: { maxWait: connectTimeoutMs, timeout: statementTimeoutMs + READ_GRACE_MS },
  });
  const sql = postgresScriptRunner(pool);
  return {
    kind: "postgresql",
    prisma,
    sql,
    owner: ownerPool ? postgresScriptRunner(ownerPool) : sql,
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
      await ownerPool?.end();
    },
  };
}

function postgresScriptRunner(pool: pg.Pool): SqlScriptRunner {
  return {
    // Migrations and their lock may wait or run longer than a request's statement.
    exec: async (sql) => {
      await pool.query({ text: sql, query_timeout: MIGRATION_TIMEOUT_MS } as pg.QueryConfig);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    withMigrationLock: async (work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("SET statement_timeout = 0");
        await lockClient.query({
          text: "SELECT pg_advisory_lock($1)",
          values: [PRISMA_MIGRATE_LOCK],
          query_timeout: MIGRATION_TIMEOUT_MS,
        } as pg.QueryConfig);
        return await work();
      } finally {
        await lockClient.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => {});
        await lockClient.query("RESET statement_timeout").catch(() => {});
        lockClient.release();
      }
    },
  };
}
