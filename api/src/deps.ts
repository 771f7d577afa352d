// Wires the process's dependencies from the environment. server.ts and the tests both use it,
// so tests run the same code the shop runs, only on a database of their own.
import { join } from "node:path";
import { Redis } from "ioredis";
import { migrate, openDatabase, type Database } from "@shop/db";
import type { Deps } from "./context.ts";
import type { Env } from "./env.ts";
import { createLogger, type Logger } from "./platform/logger.ts";
import { jwtSecret } from "./platform/secrets.ts";
import { createTokenService } from "./auth/tokens.ts";
import { memoryFailureCounter, redisFailureCounter } from "./auth/rate-limit.ts";
import { createResponseCache } from "./catalog/response-cache.ts";
import { createUploadStore } from "./uploads/store.ts";
import { createPayments } from "./payments/payments.ts";
import { createTestProvider } from "./payments/test-provider.ts";

export interface BuiltDeps extends Deps {
  /** Closes the database and Redis connections. */
  close(): Promise<void>;
}

const INVALIDATE_CHANNEL = "shop:catalog-invalidate";

export async function buildDeps(env: Env, options: { db?: Database; logger?: Logger } = {}): Promise<BuiltDeps> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const db =
    options.db ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.dataDir, "pglite"), poolSize: env.DATABASE_POOL_SIZE }));
  await migrate(db.sql);

  const windowMs = env.LOGIN_WINDOW_SECONDS * 1000;
  const catalogCache = createResponseCache();
  let redis: Redis | undefined;
  let subscriber: Redis | undefined;
  if (env.REDIS_URL) {
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
    subscriber = redis.duplicate();
    // Other instances' catalog writes empty this instance's cache too.
    const instanceId = `${process.pid}-${Math.random()}`;
    await subscriber.subscribe(INVALIDATE_CHANNEL);
    subscriber.on("message", (_channel, from) => from !== instanceId && catalogCache.invalidate(false));
    catalogCache.onInvalidate(() => void redis!.publish(INVALIDATE_CHANNEL, instanceId).catch(() => {}));
  }

  return {
    env,
    db,
    prisma: db.prisma,
    logger,
    tokens: createTokenService(jwtSecret(env.JWT_SECRET, env.dataDir), env.JWT_TTL_HOURS),
    loginFailures: redis ? redisFailureCounter(redis, windowMs) : memoryFailureCounter(windowMs),
    catalogCache,
    uploads: createUploadStore(join(env.dataDir, "uploads"), env.MAX_UPLOAD_MB * 1024 * 1024),
    payments: createPayments({ test: createTestProvider(db.prisma) }),
    async close() {
      subscriber?.disconnect();
      redis?.disconnect();
      if (!options.db) await db.close();
    },
  };
}
