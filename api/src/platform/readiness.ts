// Liveness and readiness checks. GET /api/health (liveness) asks only the database;
// GET /api/health/ready (may this instance take traffic?) says no only when the database does not
// answer, or while the process drains on shutdown: without Redis or the image store the catalog and
// the checkout still work, and every instance shares them, so a proxy that took an instance out
// for them would take all of them out. They are asked too, and one that fails makes the answer
// "degraded" (still 200), naming it. Each check has its own time limit, so a dependency that hangs
// gives an answer naming it rather than a probe that times out.
import type { PlatformServices } from "./services.ts";

/** What the checks ask: the database, Redis, the image store (UploadStore's check); failures are logged. */
type CheckedServices = Pick<PlatformServices, "prisma" | "logger" | "redis" | "draining"> & {
  uploads: { check(): Promise<unknown> };
};

const CHECK_TIMEOUT_MS = 2000;

export type CheckOutcome = "ok" | "not configured" | "failed" | "timed out";

class CheckTimedOut extends Error {}

/** `check` settled within the time limit: "ok", else "failed" or "timed out" (the cause is logged, never answered). */
async function outcome(
  deps: Pick<PlatformServices, "logger">,
  name: string,
  check: () => Promise<unknown>,
): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimedOut(`${name} check timed out`)), CHECK_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
    return "ok";
  } catch (error) {
    deps.logger.warn({ err: error, check: name }, "health check failed");
    return error instanceof CheckTimedOut ? "timed out" : "failed";
  } finally {
    clearTimeout(timer);
  }
}

export function checkDatabase(deps: Pick<PlatformServices, "prisma" | "logger">): Promise<CheckOutcome> {
  return outcome(deps, "database", () => deps.prisma.$queryRaw`SELECT 1`);
}

export interface Readiness {
  /** The database answers: the instance can take traffic. */
  ready: boolean;
  /** "degraded": ready, but Redis or the image store does not answer (those shared limits answer 503, uploads fail). */
  status: "ok" | "degraded";
  checks: { database: CheckOutcome; redis: CheckOutcome; storage: CheckOutcome };
  /** The checks that did not pass, by name. */
  failing: string[];
}

export async function checkReadiness(deps: CheckedServices): Promise<Readiness> {
  const [database, redis, storage] = await Promise.all([
    checkDatabase(deps),
    deps.redis ? outcome(deps, "redis", () => deps.redis!.ping()) : Promise.resolve<CheckOutcome>("not configured"),
    outcome(deps, "storage", () => deps.uploads.check()),
  ]);
  const checks = { database, redis, storage };
  const failing = Object.entries(checks)
    .filter(([, result]) => result !== "ok" && result !== "not configured")
    .map(([name]) => name);
  return { ready: database === "ok", status: failing.length === 0 ? "ok" : "degraded", checks, failing };
}
