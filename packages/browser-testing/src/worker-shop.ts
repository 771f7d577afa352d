// The shop of the worker running this test file: vitest numbers its workers 1…maxWorkers
// (VITEST_POOL_ID) and runs one file at a time on each, and the global setup started one shop per
// worker, so two journeys never share a shop at the same time.
import { inject } from "vitest";
import type { ProvidedShop } from "./provided-context.ts";
import { startShop, type RunningShop } from "./shop-server.ts";

export function workerShop(): ProvidedShop {
  const shops = inject("shops");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return shops[(worker - 1) % shops.length];
}

/**
 * A shop of the test file's own, with settings of its own (payment stand-ins, a limit), started
 * from the run's seeded template: a few seconds instead of a first start's migrations and seeding.
 */
export function startOwnShop(env: Record<string, string> = {}): Promise<RunningShop> {
  return startShop(env, { from: inject("shopTemplate") });
}
