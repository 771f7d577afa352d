// A stopping instance's drain (server.ts): at SIGTERM its readiness answers 503 at once, but its
// listener stays open until every proxy that asks it has been told so, and has stopped sending
// requests here. Closing at once would race the proxy: a request it sends on a connection the
// instance is closing that instant gets a reset, and a proxy retries only what it may send twice
// (Caddy: GET, or a request that never reached the instance), so an order would be a 502.
//
// A prober is told by its first answer after draining began; the instance waits for each one that
// asked within the last minute (a proxy checks every few seconds: deploy/Caddyfile), at most
// MAX_DRAIN_MS, then a moment for the requests already on their way. An instance nobody probes
// (`npm start` alone, Ctrl-C) closes at once.

/** The readiness probe (app.ts's /api/health/ready), as the proxy's health check asks it. */
export const READINESS_PATH = "/api/health/ready";

/** Past this, the instance closes whoever has not asked (a prober that went away, a slow one). */
export const MAX_DRAIN_MS = 5_000;
/** A prober not heard from for this long before draining began is not waited for. */
const PROBER_MEMORY_MS = 60_000;
/**
 * Probers remembered at most: the proxies of a deployment are a handful, but anyone who can reach
 * the readiness path with a user agent of their own would otherwise add one for good.
 */
export const MAX_PROBERS = 64;
/** After the last prober was told: the requests it had already sent here arrive and are served. */
const SETTLE_MS = 250;

export interface Drain {
  /** A readiness answer to `prober` (its address and user agent) with `status`. */
  answered(prober: string, status: number): void;
  /** Resolves when every recent prober has been told this instance is not ready (or after MAX_DRAIN_MS). */
  untilProbersTold(): Promise<void>;
}

export function createDrain(now: () => number = Date.now): Drain {
  /** Each prober's latest answer: when, and whether it said "not ready" after draining began. */
  const latest = new Map<string, { at: number; toldDraining: boolean }>();
  let since: number | undefined;
  let check: (() => void) | undefined;

  const allTold = () => {
    for (const answer of latest.values())
      if (answer.at >= since! - PROBER_MEMORY_MS && !answer.toldDraining) return false;
    return true;
  };

  /** Forgets probers not heard from within PROBER_MEMORY_MS: they are not waited for anyway. */
  const forgetOld = (at: number) => {
    for (const [prober, answer] of latest) if (answer.at < at - PROBER_MEMORY_MS) latest.delete(prober);
  };

  return {
    answered(prober, status) {
      const at = now();
      if (!latest.has(prober) && latest.size >= MAX_PROBERS) {
        forgetOld(at);
        // Still full of recent ones: a newcomer is not waited for (the real proxies are known already).
        if (latest.size >= MAX_PROBERS) return;
      }
      latest.set(prober, { at, toldDraining: since !== undefined && at >= since && status !== 200 });
      check?.();
    },
    untilProbersTold() {
      since = now();
      if (allTold()) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(cap);
          check = undefined;
          setTimeout(resolve, SETTLE_MS);
        };
        const cap = setTimeout(done, MAX_DRAIN_MS);
        check = () => {
          if (allTold()) done();
        };
      });
    },
  };
}
