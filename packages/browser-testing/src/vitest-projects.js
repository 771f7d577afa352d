// Plain JavaScript: Vite loads the front ends' configs (and this) with Node before any TypeScript
// tooling.
import { fileURLToPath } from "node:url";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Journey files run side by side, one per worker and each worker against a shop of its own
 * (global-setup.ts): most of a journey's time is waiting for the browser, the shop and the page's
 * timers, so two at once keep a two-core machine busy. E2E_WORKERS overrides it (1: one at a time).
 */
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;

/**
 * The `test` block of a front end's Vite config: its unit tests (`*.test.ts` under src/, in Node)
 * and its browser journeys (`*.e2e.ts` under e2e/) in the machine's Chromium against shops started
 * as `npm start` serves it, a journey failing on any Content-Security-Policy violation or hydration mismatch.
 * @returns {import("vitest/node").InlineConfig}
 */
export function frontEndTestProjects() {
  return {
    maxWorkers: E2E_WORKERS,
    projects: [
      // testTimeout: a bound for a hang; vitest's 5 s default failed a half-second test with a
      // second CI run beside this one.
      {
        extends: true,
        test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        // Browser journeys in the machine's Chromium against the shop as `npm start` serves it.
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: [here("./global-setup.ts")],
          setupFiles: [here("./page-checks.ts")],
          // A worker keeps its modules from journey file to journey file (playwright-core, the
          // harness, the support files): each file opens its own pages on its worker's shop, and
          // what the harness keeps per page is taken after each test (page-checks.ts). Importing
          // them anew for every file was a quarter of the journeys' time.
          isolate: false,
          // A bound for a journey that hangs: a busy machine (a second CI run beside this one)
          // took a journey of 25 s past 60.
          testTimeout: 150_000,
          hookTimeout: 200_000,
          // expect.poll waits for the state a journey needs and returns the moment it holds; vitest's
          // default gives up after one second, which a busy machine's page can take: a flaky test.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  };
}
