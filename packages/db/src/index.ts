export { openDatabase, type Database, type DatabaseOptions, type SqlScriptRunner } from "./database.ts";
export { migrate, readMigrations, MIGRATIONS_DIR } from "./migrate.ts";
export * from "./generated/client.ts";
