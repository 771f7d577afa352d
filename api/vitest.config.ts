import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ["src/**/*.test.ts", "test/**/*.test.ts"],
        env: { TEST_DATABASE: database },
        // One migrated database per project, copied by each file (test/database-template.ts).
        globalSetup: ["test/database-template.ts"],
      },
    })),
  },
});
