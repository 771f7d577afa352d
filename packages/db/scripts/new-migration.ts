// Writes a new migration to prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes
// a database from the existing migrations to prisma/schema.prisma, computed by Prisma's own schema
// engine (the WebAssembly build, so nothing has to be downloaded). Usage:
//   npm run db:migration -- add_newsletter
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { createRequire } from "node:module";
import { PGLITE_EXTENSIONS } from "../src/pglite-extensions.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const schemaPath = join(root, "prisma/schema.prisma");
const migrationsDir = join(root, "prisma/migrations");

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9_]+/g, "_")
  .replace(/^_+|_+$/g, "");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(1);
}

const migrations = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .map((dir) => ({
    path: dir,
    migrationFile: {
      path: "migration.sql",
      content: { tag: "ok" as const, value: readFileSync(join(migrationsDir, dir, "migration.sql"), "utf8") },
    },
  }));
const lockfilePath = join(migrationsDir, "migration_lock.toml");

// The package is built for bundlers (it imports its .wasm as a module); Node instantiates it by hand.
const bindingsPath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
const wasmPath = join(dirname(bindingsPath), "schema_engine_bg.wasm");
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
  "./schema_engine_bg.js": engineBindings as unknown as WebAssembly.ModuleImports,
});
engineBindings.__wbg_set_wasm(instance.exports);
(instance.exports.__wbindgen_start as () => void)();
const { SchemaEngine } = engineBindings;

const schema = readFileSync(schemaPath, "utf8");
// The engine replays the existing migrations on a scratch database (its "shadow database"). The
// adapter would open that one without the contrib extensions the migrations create, and it does
// not wait for the scripts it runs, so a failed migration would only leave its changes out of the
// comparison: both databases are opened here, with the extensions.
const shadow = new PGlite({ extensions: PGLITE_EXTENSIONS });
const replay = new PGlite({ extensions: PGLITE_EXTENSIONS });
const adapter = new PrismaPGlite(shadow);
adapter.connectToShadowDb = () => new PrismaPGlite(replay).connect();
const engine = await SchemaEngine.new(
  { datamodels: [[schemaPath, schema]] },
  () => {},
  bindMigrationAwareSqlAdapterFactory(adapter),
);
const result = await engine.diff({
  from: {
    tag: "migrations",
    baseDir: migrationsDir,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockfilePath) ? readFileSync(lockfilePath, "utf8") : null,
    },
    migrationDirectories: migrations,
    shadowDbInitScript: "",
  },
  to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: true,
  filters: { externalTables: [], externalEnums: [] },
});
await Promise.all([shadow.close(), replay.close()]);

if (result.exitCode !== 2) {
  console.log("prisma/schema.prisma matches the migrations: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir);
writeFileSync(join(dir, "migration.sql"), result.stdout ?? "");
console.log(`wrote ${join("prisma/migrations", `${stamp}_${name}`, "migration.sql")}`);
