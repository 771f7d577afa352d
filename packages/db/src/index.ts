export { openDatabase, type Database, type DatabaseOptions, type SqlScriptRunner } from "./database.ts";
export { migrate, readMigrations, MIGRATIONS_DIR } from "./migrate.ts";
export { syncLanguages } from "./languages.ts";
export * from "./generated/client.ts";
import type { Prisma } from "./generated/client.ts";
/** An interactive transaction's client: what every step that must commit with others takes. */
export type Tx = Prisma.TransactionClient;
