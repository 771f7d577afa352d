import { defineConfig } from "vitest/config";

const databases = ["pglite", ...(process.env.DATABASE_URL ? ["postgresql"] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    projects: databases.map((database) => ({
      extends: true,
      test: { name: database, include: ["src/**/*.test.ts"], env: { TEST_DATABASE: database } },
    })),
  },
});
