import { defineConfig } from "vitest/config";

const databases = ["pglite", ...(process.env.DATABASE_URL ? ["postgresql"] : [])];

export default defineConfig({
  test: {
    // Each file opens a database and applies every migration first: slow on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databases.map((database) => ({
      extends: true,
      test: { name: database, include: ["src/**/*.test.ts"], env: { TEST_DATABASE: database } },
    })),
  },
});
