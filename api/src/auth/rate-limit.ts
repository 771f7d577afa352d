// Counts attempts per key in a fixed window. The attempt is counted (one atomic increment) before
// the password is checked, so parallel attempts cannot all slip in under the limit. In memory for
// one process; in Redis when the shop runs several API instances (REDIS_URL), so the limit holds
// across all of them. When Redis cannot be asked, a limited request is refused (503 with
// Retry-After), never let through uncounted.
import type { Redis } from "ioredis";
import { ApiError } from "../errors.ts";

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

/**
 * The keys one process counts at most (some 15 MB). Anyone can make up new keys (an address, a
 * username), so past it the ended windows go, then the oldest ones, down to nine tenths: memory
 * stays bounded, and the sweep runs once per tenth of the bound, not on every attempt.
 */
const MAX_COUNTED_KEYS = 100_000;

export function memoryAttemptCounter(
  windowMs: number,
  now: () => number = Date.now,
  maxKeys = MAX_COUNTED_KEYS,
): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const makeRoom = () => {
    for (const [key, entry] of windows) if (entry.endsAt <= now()) windows.delete(key);
    // A Map iterates in insertion order: a key's window began when it was set, so the first end first.
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys * 0.9) break;
      windows.delete(key);
    }
  };
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
      if (windows.size >= maxKeys && !windows.has(key)) makeRoom();
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

/** How long a client is asked to wait while the shared counters cannot be reached. */
const SHARED_LIMITS_RETRY_SECONDS = 5;

/**
 * The shared counters could not be asked (Redis away, or silent past its command timeout,
 * platform/redis.ts): the limited request is refused, never let through uncounted, and told when
 * to try again, as a database outage is (errors.ts).
 */
function sharedLimitsUnavailable(): ApiError {
  return new ApiError(
    503,
    "service_unavailable",
    "This is unavailable for a moment; please try again shortly",
    undefined,
    { "Retry-After": String(SHARED_LIMITS_RETRY_SECONDS) },
  );
}

/**
 * `name` keeps counters apart in Redis ("login-attempts", "order-lookup-misses"); `onError` hears
 * of each failed command. Counting fails closed (503); forgetting or forgiving an attempt that
 * fails only leaves the count higher, so the request it ends is answered as it would be.
 */
export function redisAttemptCounter(
  redis: Redis,
  windowMs: number,
  name = "login-attempts",
  onError: (error: unknown) => void = () => {},
): AttemptCounter {
  const k = (key: string) => `shop:${name}:${key}`;
  const counted = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      onError(error);
      throw sharedLimitsUnavailable();
    }
  };
  const bestEffort = async (command: () => Promise<unknown>): Promise<void> => {
    try {
      await command();
    } catch (error) {
      onError(error);
    }
  };
  return {
    attempt: (key) =>
      counted(async () => {
        const replies = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, "NX").exec();
        const [error, count] = replies?.[0] ?? [new Error("the transaction was aborted"), null];
        if (error) throw error;
        return count as number;
      }),
    count: (key) => counted(async () => Number((await redis.get(k(key))) ?? 0)),
    reset: (key) => bestEffort(() => redis.del(k(key))),
    // Only an existing count, and never below zero: a window that ended meanwhile stays ended.
    forgive: (key) => bestEffort(() => redis.eval(FORGIVE_SCRIPT, 1, k(key))),
    retryAfter: (key) => counted(async () => Math.max(1, Math.ceil((await redis.pttl(k(key))) / 1000))),
  };
}
