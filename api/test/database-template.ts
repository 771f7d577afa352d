// The API suite's global set-up (vitest runs it once per project, before any test file): one
// migrated database for the project's kind, which every test file's database then copies
// (packages/db/src/test-template.ts says why). Test files read it with `testDatabaseTemplate()`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, migratedPgliteDump } from "@shop/db/test-template";

export interface DatabaseTemplate {
  /** The embedded database's migrated data folder, dumped as a tar file. */
  pgliteDumpFile?: string;
  /** A migrated database on the server of DATABASE_URL, to copy with CREATE DATABASE … TEMPLATE. */
  postgresTemplate?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (project.config.env?.TEST_DATABASE === "postgresql" && serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide("databaseTemplate", { postgresTemplate: template.name });
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), "shop-template-"));
  const pgliteDumpFile = join(dir, "migrated.tar");
  writeFileSync(pgliteDumpFile, await migratedPgliteDump());
  project.provide("databaseTemplate", { pgliteDumpFile });
  return () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
}
