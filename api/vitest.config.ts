import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const TEST_FILES = ["src/**/*.test.ts", "test/**/*.test.ts"];

/**
 * Test files that open a database: those that import the test harness or a helper built on it,
 * or the database package. They run once per database; the others (pure functions, renderers,
 * the mail layout in Chromium, the architecture's rules) run once. A file that opens a database
 * some other way is refused by the harness in the "unit" project (TEST_DATABASE=none), so a wrong
 * guess fails loudly instead of leaving PostgreSQL out.
 */
const OPENS_DATABASE =
  /from "(?:\.\.\/)+test\/(?:harness|payment-shop|api-process)\.ts"|from "\.\/(?:harness|payment-shop|api-process)\.ts"|from "@shop\/db"/;
const databaseFiles = TEST_FILES.flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname })).filter((file) =>
  OPENS_DATABASE.test(readFileSync(new URL(file, `${import.meta.url.replace(/[^/]*$/, "")}`), "utf8")),
);

// The API suite runs against the embedded database, and once more against PostgreSQL when
// DATABASE_URL is set (CI sets it): the same tests, two real databases.
const databases = ["pglite", ...(process.env.DATABASE_URL ? ["postgresql"] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run side by side: most of a file's time is waiting (timers, the database server, child
    // processes), so one worker per core (vitest's default leaves one core idle) plus one keeps
    // a two-core machine busy. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism() + 1,
    // A worker keeps its modules from one file to the next: every file builds its own shop
    // (startTestShop: its own database, dependencies and app), and no module holds state a test
    // changes, so importing the app, Prisma's client and PGlite anew for each file (two fifths of
    // the suite's time) bought nothing.
    isolate: false,
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: TEST_FILES,
          exclude: databaseFiles,
          env: { TEST_DATABASE: "none" },
        },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: database,
          include: databaseFiles,
          env: { TEST_DATABASE: database },
          // One migrated database per project, copied by each file (test/database-template.ts).
          globalSetup: ["test/database-template.ts"],
        },
      })),
    ],
  },
});
