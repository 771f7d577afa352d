// The seeded data folder of the shop's current build, made once and kept: the browser journeys of
// both front ends and the benchmarks start their shops from copies of it (startShop's `from`)
// instead of each seeding the demo catalog anew (a first start: about 20 s of two cores' work).
// It is kept under node_modules/.cache, named by the build and migrations it was seeded by and the day (the
// catalog's dates count back from the day it was seeded); a folder of another build or day is
// removed when a new one is made. `turbo run test` makes it before the journeys start
// (the @shop/browser-testing#seed task), so that journeys started side by side find it.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { shopCommand } from "./shop-process.ts";
import { createSeededTemplate } from "./shop-server.ts";

const CACHE = fileURLToPath(new URL("../../../node_modules/.cache/shop-seeded/", import.meta.url));
const MIGRATIONS = fileURLToPath(new URL("../../../prisma/migrations/", import.meta.url));
const COMPLETE = ".seeded";

export async function seededTemplate(): Promise<string> {
  const build = shopCommand().args.at(-1)!;
  const hash = createHash("sha256").update(readFileSync(build)).update(new Date().toISOString().slice(0, 10));
  // The migrations are read at start-up, not bundled: a new one is a new template too.
  for (const migration of readdirSync(MIGRATIONS).sort())
    if (existsSync(join(MIGRATIONS, migration, "migration.sql")))
      hash.update(migration).update(readFileSync(join(MIGRATIONS, migration, "migration.sql")));
  const key = hash.digest("hex").slice(0, 16);
  const dir = join(CACHE, key);
  if (existsSync(join(dir, COMPLETE))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const made = await createSeededTemplate(CACHE);
  writeFileSync(join(made, COMPLETE), "");
  try {
    renameSync(made, dir);
  } catch (error) {
    // Another process made it at the same moment: use theirs.
    rmSync(made, { recursive: true, force: true });
    if (!existsSync(join(dir, COMPLETE))) throw error;
  }
  // Another build's or day's, and what a seeding that died left (one still running is younger).
  for (const entry of readdirSync(CACHE)) {
    const stale = entry.startsWith("seeding-") ? Date.now() - statSync(join(CACHE, entry)).mtimeMs > 3_600_000 : true;
    if (entry !== key && stale) rmSync(join(CACHE, entry), { recursive: true, force: true });
  }
  return dir;
}
