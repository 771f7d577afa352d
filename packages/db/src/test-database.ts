// The database a test file of this package runs on: in-memory PGlite, or a fresh database on the
// PostgreSQL server of DATABASE_URL in the postgresql project (dropped again by `drop`).
import { openDatabase, type Database } from "./database.ts";

export async function openTestDatabase(prefix: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE !== "postgresql" || !process.env.DATABASE_URL) {
    const db = await openDatabase({});
    return { db, drop: () => db.close() };
  }
  const { default: pg } = await import("pg");
  const serverUrl = process.env.DATABASE_URL;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
