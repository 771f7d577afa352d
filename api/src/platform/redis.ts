// The shared Redis connections (REDIS_URL): what several instances share, none of it needed to sell.
// Redis being away must cost little: a command fails at once while the connection is down (no
// offline queue) and within REDIS_COMMAND_TIMEOUT_MS when Redis stops answering, so a limited
// request answers 503 in well under two seconds (auth/rate-limit.ts) and everything else serves
// on. The connection is retried forever with a backoff, also when Redis is unreachable at start:
// the instance starts without it and picks it up when it comes back. An outage is logged once,
// when it begins, and once more when Redis is back.
import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

/** The longest a command waits for Redis's answer before the request goes on without it. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** The longest a start waits for Redis before serving without it. */
const START_WAIT_MS = 2000;
/** The pause between reconnection attempts grows by this much per attempt, up to the next. */
const RETRY_STEP_MS = 100;
const RETRY_MAX_MS = 2000;

export interface SharedRedis {
  /** Commands: fail fast while Redis is away. */
  redis: Redis;
  /**
   * Subscribes `channel` (waiting for a connection however long it takes) and again on every
   * reconnection; `onMessage` hears its messages. Settles when subscribed or closed, never rejects.
   */
  subscribe: (channel: string, onMessage: (message: string) => void) => Promise<void>;
  /**
   * Settles once the command connection is ready and `also` (subscriptions) settled, or after
   * START_WAIT_MS: most starts find Redis there, and their first requests find it connected; a
   * start without it goes on without it.
   */
  started(...also: Promise<unknown>[]): Promise<void>;
  /**
   * Called whenever the subscriber is connected (again, or at last after a start without Redis):
   * messages published before never reached this instance (catalog/catalog-sync.ts resynchronises).
   */
  onResubscribed(listener: () => void): void;
  /** Logs a failed command, at most once a minute, unless the outage was logged (a Redis that hangs emits no connection error). */
  commandFailed: (error: unknown) => void;
  close(): void;
}

export function connectRedis(url: string, logger: Logger): SharedRedis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A command cut with its connection is not sent again: its request has answered 503 meanwhile.
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * RETRY_STEP_MS, RETRY_MAX_MS),
  });
  // Subscribing waits for a connection however long it takes, and is repeated here on every
  // reconnection: ioredis's own renewal leaves a rejection nobody hears when it is cut by a close.
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    autoResubscribe: false,
  });
  const channels = new Map<string, (message: string) => void>();
  subscriber.on("message", (channel: string, message: string) => channels.get(channel)?.(message));
  const listeners: (() => void)[] = [];
  // One warning per outage, whichever connection notices first, and one line when it ends.
  let closing = false;
  let down = false;
  const lost = (error?: unknown) => {
    if (closing || down) return;
    down = true;
    logger.warn(
      { err: error },
      "Redis is unreachable: requests with shared limits answer 503 until it is back; reconnecting",
    );
  };
  for (const client of [redis, subscriber]) client.on("error", lost).on("close", () => lost());
  redis.on("ready", () => {
    if (down) logger.info("Redis is back");
    down = false;
  });
  subscriber.on("ready", () => {
    if (channels.size > 0) subscriber.subscribe(...channels.keys()).catch(() => {});
    for (const listener of listeners) listener();
  });

  let lastLogged = 0;
  return {
    redis,
    subscribe(channel, onMessage) {
      channels.set(channel, onMessage);
      return subscriber.subscribe(channel).then(
        () => {},
        () => {},
      );
    },
    started(...also) {
      const connected = new Promise<void>((resolve) => {
        if (redis.status === "ready") resolve();
        else redis.once("ready", () => resolve());
      });
      let timer: NodeJS.Timeout | undefined;
      return Promise.race([
        Promise.all([connected, ...also]).then(() => {}),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, START_WAIT_MS))),
      ]).finally(() => clearTimeout(timer));
    },
    onResubscribed(listener) {
      listeners.push(listener);
    },
    commandFailed(error) {
      // A connection that is down has said so already; a silent Redis is said here.
      if (down || Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      logger.warn({ err: error }, "a Redis command failed: the request answered 503");
    },
    close() {
      closing = true;
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
