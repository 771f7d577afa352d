// The platform's services, which any folder may be handed: the configuration, the database,
// logging and metrics, the work after an answer, the keyed client hash. `Deps` (context.ts) extends
// them with the services of the folders above. A function of the lower layers takes what it uses of
// these (`Pick<PlatformServices, "prisma" | "logger">`), so that it never imports the container of
// the layers above it (docs/architecture.md, "Layers").
import type { Database, PrismaClient } from "@shop/db";
import type { Context } from "hono";
import type { Redis } from "ioredis";
import type { Env } from "../env.ts";
import type { AfterResponse } from "./after-response.ts";
import type { CachedReads } from "./cached-reads.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";

export interface PlatformServices {
  env: Env;
  db: Database;
  prisma: PrismaClient;
  logger: Logger;
  metrics: Metrics;
  /** Keys client addresses for ORDER_LIMIT_PER_HOUR, so orders never store an address in clear. */
  clientKey(address: string): string;
  /**
   * Keys an e-mail address by the mailbox it reaches (normaliseEmailAddress, @shop/shared): what
   * the limits per address count by (a code's uses per e-mail, the confirmation e-mails a mailbox
   * gets a day), kept where the address itself may be erased or must not be stored in clear.
   */
  emailKey(address: string): string;
  /** The caches the server's fast path asks before the app (http/cached-reads.ts): the catalog's, the pages'. */
  cachedReads: CachedReads;
  /** The shared Redis connection when REDIS_URL is set (readiness pings it). */
  redis?: Redis;
  /** Set by server.ts on shutdown: readiness answers 503 while requests drain. */
  draining?: boolean;
  /** Work started after a route has answered (api/src/platform/after-response.ts). */
  afterResponse: AfterResponse;
}

/** What the platform's middleware reads of a request (the app's `AppEnv`, context.ts, extends it). */
export interface PlatformEnv {
  Variables: {
    deps: PlatformServices;
    /** Set when the request body went over its route's limit while it was being read (→ 413). */
    bodyTooLarge?: boolean;
  };
}

/**
 * The platform's services of a request, for a helper that any route may call with its context
 * (`E`: the app's AppEnv). Hono types a context's variables by its env only where the env is
 * known, so the helper reads them as the platform's.
 */
export function servicesOf<E extends PlatformEnv>(c: Context<E>): PlatformServices {
  return (c.var as PlatformEnv["Variables"]).deps;
}
