// The migrated database every test file of the API suite starts from. Creating an empty database
// and applying every migration costs each file seconds of CPU (an embedded database's initdb most
// of all); the suite's global set-up (api/test/database-template.ts) does it once per run, and each
// file's database is then a copy: PGlite loads the dumped data folder, PostgreSQL copies a template
// database (CREATE DATABASE … TEMPLATE). The migrations each file runs at start-up then find
// nothing left to apply, and the upgrade tests of this package still start from empty databases.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteScriptRunner, openDatabase } from "./database.ts";
import { migrate } from "./migrate.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";

/** An in-memory embedded database with every migration applied, dumped as an uncompressed tar. */
export async function migratedPgliteDump(): Promise<Uint8Array> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
    await migrate(pgliteScriptRunner(client));
    // Uncompressed: each file loads it once, and gzip would cost more CPU than it saves in reading.
    const dump = await client.dumpDataDir("none");
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database on the PostgreSQL server of `serverUrl`, to be copied with `CREATE DATABASE
 * … TEMPLATE <name>` (no connection may stay open on it, so it is closed once migrated).
 */
export async function createPostgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `shop_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Two connections: the migration lock holds one while the migrations run on the other.
  const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await migrate(db.sql);
  } finally {
    await db.close();
  }
  return { name, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
