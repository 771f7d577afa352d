import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const TEST_FILES = ["src/**/*.test.ts", "test/**/*.test.ts"];
const files = TEST_FILES.flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname })).map((file) => ({
  file,
  source: readFileSync(join(import.meta.dirname, file), "utf8"),
}));

/**
 * Test files that open a database: those that import the test harness or a helper built on it,
 * or the database package. They run once per database; the others (pure functions, renderers,
 * the mail layout in Chromium, the architecture's rules) run once, in "unit". A file that opens a
 * database some other way is refused by the harness there (TEST_DATABASE=none), so a wrong guess
 * fails loudly instead of leaving PostgreSQL out.
 */
const OPENS_DATABASE =
  /from "(?:\.\.\/)+test\/(?:harness|payment-shop)\.ts"|from "\.\/(?:harness|payment-shop)\.ts"|from "@shop\/db"/;
/** Files that replace modules (vi.mock) need modules of their own: they run in an isolated twin project. */
const MOCKS_MODULES = /\bvi\.mock\(/;
const matching = (test: (source: string) => boolean) =>
  files.filter(({ source }) => test(source)).map(({ file }) => file);
const databaseFiles = matching((source) => OPENS_DATABASE.test(source));
/**
 * The files that run on PostgreSQL as well as on the embedded database: those with tests of their
 * own for it (they import `usesPostgres`: concurrent transactions, Redis, two instances) and those
 * that say so in a line "// Runs on PostgreSQL too (api/vitest.config.ts): <why>", the SQL each
 * module writes by hand and the races only a connection pool can run. PGlite is PostgreSQL's own
 * engine, so the rest (business rules through Prisma, renderers, mail) would only repeat itself:
 * it runs once, on PGlite, which `npm start` and every browser test use too.
 */
const POSTGRES_TOO = /\busesPostgres\b|^\/\/ Runs on PostgreSQL too \(api\/vitest\.config\.ts\): /m;
const postgresFiles = databaseFiles.filter((file) =>
  POSTGRES_TOO.test(files.find((entry) => entry.file === file)!.source),
);
const mockingFiles = matching((source) => MOCKS_MODULES.test(source));

/**
 * A group of files, in two projects: most share their worker's modules from one file to the next
 * (isolate: false; every file builds its own shop, and no module holds state a test changes, so
 * importing the app, Prisma's client and PGlite anew for each file, two fifths of the suite's time,
 * bought nothing), the few that mock modules get fresh ones.
 */
function projects(name: string, include: string[], exclude: string[], test: TestProjectInlineConfiguration["test"]) {
  const own = include.filter((file) => !exclude.includes(file));
  return [
    { extends: true as const, test: { ...test, name, include: own, exclude: mockingFiles, isolate: false } },
    ...(own.some((file) => mockingFiles.includes(file))
      ? [
          {
            extends: true as const,
            test: { ...test, name: `${name}, own modules`, include: own.filter((file) => mockingFiles.includes(file)) },
          },
        ]
      : []),
  ];
}

// The API suite runs against the embedded database, and its PostgreSQL files (postgresFiles) once
// more against PostgreSQL when DATABASE_URL is set (CI sets it).
const databases = [
  { name: "pglite", include: databaseFiles },
  ...(process.env.DATABASE_URL ? [{ name: "postgresql", include: postgresFiles }] : []),
];
const allFiles = files.map(({ file }) => file);

export default defineConfig({
  test: {
    // Bounds for a test that hangs, not for one that is slow: with a second CI run beside it,
    // tests of 10 s on a quiet machine took over 30 (the timezone, SMTP and second-factor tests).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a test needs (an e-mail sent, a job done) and returns the moment
    // it holds; vitest's default gives up after one second, which a busy machine can take.
    expect: { poll: { timeout: 10_000 } },
    // Files run side by side: most of a file's time is waiting (timers, the database server, child
    // processes), so one worker per core (vitest's default leaves one core idle) plus one keeps
    // a two-core machine busy. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism() + 1,
    projects: [
      ...projects("unit", allFiles, databaseFiles, { env: { TEST_DATABASE: "none" } }),
      ...databases.flatMap(({ name, include }) =>
        projects(name, include, [], {
          env: { TEST_DATABASE: name },
          // One migrated database per project, copied by each file (test/database-template.ts).
          globalSetup: ["test/database-template.ts"],
        }),
      ),
    ],
  },
});
