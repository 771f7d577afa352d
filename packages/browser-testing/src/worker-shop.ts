// The shop (and the Chromium) of the worker running this test file: vitest numbers its workers 1…maxWorkers
// (VITEST_POOL_ID) and runs one file at a time on each, and the global setup started one shop per
// worker, so two journeys never share a shop at the same time.
import { inject } from "vitest";
import type { ProvidedShop } from "./provided-context.ts";
import { startShop, type RunningShop } from "./shop-server.ts";

const worker = () => Number(process.env.VITEST_POOL_ID ?? "1");

export function workerShop(): ProvidedShop {
  const shops = inject("shops");
  return shops[(worker() - 1) % shops.length];
}

/** The address of the worker's Chromium (global-setup.ts), or undefined outside the browser tests' run. */
export function workerChromium(): string | undefined {
  let endpoints: string[] | undefined;
  try {
    endpoints = inject("chromiumEndpoints");
  } catch {
    // Not in a vitest worker (a benchmark, a script).
    return undefined;
  }
  return endpoints?.length ? endpoints[(worker() - 1) % endpoints.length] : undefined;
}

/**
 * A shop of the test file's own, with settings of its own (payment stand-ins, a limit), started
 * from the run's seeded template: a few seconds instead of a first start's migrations and seeding.
 */
export function startOwnShop(env: Record<string, string> = {}): Promise<RunningShop> {
  return startShop(env, { from: inject("shopTemplate") });
}
