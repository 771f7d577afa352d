// Counts failures per key in a fixed window. In memory for one process; in Redis when the shop
// runs several API instances (REDIS_URL), so the limit holds across all of them.
import type { Redis } from "ioredis";

export interface FailureCounter {
  /** Failures recorded for the key in the current window. */
  count(key: string): Promise<number>;
  /** Records a failure; answers the new count. */
  fail(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Seconds until the key's window ends. */
  retryAfter(key: string): Promise<number>;
}

export function memoryFailureCounter(windowMs: number, now: () => number = Date.now): FailureCounter {
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
    count: async (key) => current(key)?.count ?? 0,
    fail: async (key) => {
      if (windows.size > 100_000) for (const k of windows.keys()) if (!current(k)) windows.delete(k);
      const entry = current(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    reset: async (key) => {
      windows.delete(key);
    },
    retryAfter: async (key) => Math.max(1, Math.ceil(((current(key)?.endsAt ?? now()) - now()) / 1000)),
  };
}

export function redisFailureCounter(redis: Redis, windowMs: number): FailureCounter {
  const k = (key: string) => `shop:login-failures:${key}`;
  return {
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    fail: async (key) => {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, "NX").exec()) as [[unknown, number]];
      return count;
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
    retryAfter: async (key) => Math.max(1, Math.ceil((await redis.pttl(k(key))) / 1000)),
  };
}
