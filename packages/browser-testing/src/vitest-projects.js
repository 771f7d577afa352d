// Plain JavaScript: Vite loads the front ends' configs (and this) with Node before any TypeScript
// tooling.
import { fileURLToPath } from "node:url";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The `test` block of a front end's Vite config: its unit tests (`*.test.ts` under src/, in Node)
 * and its browser journeys (`*.e2e.ts` under e2e/) in the machine's Chromium against one shop
 * started as `npm start` serves it, a journey failing on any Content-Security-Policy violation or hydration mismatch.
 * @returns {import("vitest/node").InlineConfig}
 */
export function frontEndTestProjects() {
  return {
    projects: [
      { extends: true, test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"] } },
      {
        // Browser journeys in the machine's Chromium against the shop as `npm start` serves it.
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: [here("./global-setup.ts")],
          setupFiles: [here("./page-checks.ts")],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 200_000,
        },
      },
    ],
  };
}
