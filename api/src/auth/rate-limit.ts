// Counts attempts per key in a fixed window. The attempt is counted (one atomic increment) before
// the password is checked, so parallel attempts cannot all slip in under the limit. In memory for
// one process; in Redis when the shop runs several API instances (REDIS_URL), so the limit holds
// across all of them.
import type { Redis } from "ioredis";

export interface AttemptCounter {
  /** Records an attempt; answers how many the key has made in the current window, this one included. */
  attempt(key: string): Promise<number>;
  /** How many attempts the key has made in the current window, without counting one. */
  count(key: string): Promise<number>;
  /** Forgets the key's attempts (after a successful login). */
  reset(key: string): Promise<void>;
  /**
   * Takes back one attempt of the current window: one counted before it could be judged that
   * turned out not to count (an order lookup that found its order). Never below zero.
   */
  forgive(key: string): Promise<void>;
  /** Seconds until the key's window ends. */
  retryAfter(key: string): Promise<number>;
}

/**
 * Counts one attempt of `key` and answers the seconds to wait when it is one more than `max` in
 * the current window (null while within it). The attempt is counted first, so requests sent at
 * once cannot all pass before the first of them is counted.
 */
export async function overLimit(counter: AttemptCounter, key: string, max: number): Promise<number | null> {
  if ((await counter.attempt(key)) <= max) return null;
  return counter.retryAfter(key);
}

export function memoryAttemptCounter(windowMs: number, now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (!entry || entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    attempt: (key) => {
      if (windows.size > 100_000) for (const k of windows.keys()) if (!current(k)) windows.delete(k);
      const entry = current(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return Promise.resolve(entry.count);
    },
    count: (key) => Promise.resolve(current(key)?.count ?? 0),
    reset: (key) => {
      windows.delete(key);
      return Promise.resolve();
    },
    forgive: (key) => {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
      return Promise.resolve();
    },
    retryAfter: (key) => Promise.resolve(Math.max(1, Math.ceil(((current(key)?.endsAt ?? now()) - now()) / 1000))),
  };
}

const FORGIVE_SCRIPT = `if tonumber(redis.call("GET", KEYS[1]) or "0") > 0 then redis.call("DECR", KEYS[1]) end`;

/** `name` keeps counters apart in Redis ("login-attempts", "order-lookup-misses"). */
export function redisAttemptCounter(redis: Redis, windowMs: number, name = "login-attempts"): AttemptCounter {
  const k = (key: string) => `shop:${name}:${key}`;
  return {
    attempt: async (key) => {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, "NX").exec()) as [
        [unknown, number],
      ];
      return count;
    },
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    reset: async (key) => {
      await redis.del(k(key));
    },
    // Only an existing count, and never below zero: a window that ended meanwhile stays ended.
    forgive: async (key) => {
      await redis.eval(FORGIVE_SCRIPT, 1, k(key));
    },
    retryAfter: async (key) => Math.max(1, Math.ceil((await redis.pttl(k(key))) / 1000)),
  };
}
