import { defineConfig } from "vitest/config";

// The API suite runs against the embedded database, and once more against PostgreSQL when
// DATABASE_URL is set (CI sets it): the same tests, two real databases.
const databases = ["pglite", ...(process.env.DATABASE_URL ? ["postgresql"] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ["src/**/*.test.ts", "test/**/*.test.ts"],
        env: { TEST_DATABASE: database },
      },
    })),
  },
});
