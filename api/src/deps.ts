// Wires the process's dependencies from the environment. server.ts and the tests both use it,
// so tests run the same code the shop runs, only on a database of their own.
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase, syncLanguages, type Database } from "@shop/db";
import { LANGUAGES } from "@shop/shared";
import { normaliseEmailAddress } from "@shop/shared/email-address";
import type { Deps } from "./context.ts";
import type { Env } from "./env.ts";
import { createLogger, type Logger } from "./platform/logger.ts";
import { connectRedis } from "./platform/redis.ts";
import { jwtSecret } from "./platform/secrets.ts";
import { createTokenService } from "./auth/tokens.ts";
import { createNewsletterTokens } from "./newsletter/newsletter-tokens.ts";
import { memoryAttemptCounter, redisAttemptCounter } from "./auth/rate-limit.ts";
import { createSessions } from "./auth/sessions.ts";
import { createTotpSecrets } from "./auth/totp-secrets.ts";
import { createResponseCache, type CatalogChange } from "./catalog/response-cache.ts";
import { createCatalogIndex } from "./catalog/catalog-index.ts";
import { createCatalogSync, type CatalogSync } from "./catalog/catalog-sync.ts";
import { createCachedReads } from "./platform/cached-reads.ts";
import { createSearchCache } from "./catalog/search-cache.ts";
import { createSitemaps } from "./catalog/sitemaps.ts";
import { analyticsProductIds } from "./catalog/analytics-ids.ts";
import { createUploadStore } from "./uploads/store.ts";
import type { ImageStorage } from "./uploads/storage.ts";
import { localStorage } from "./uploads/local-storage.ts";
import { s3Storage } from "./uploads/s3-storage.ts";
import { createPayments } from "./payments/payments.ts";
import { createTestProvider } from "./payments/test-provider.ts";
import { createStripeProvider } from "./payments/stripe-provider.ts";
import { createPayPalProvider } from "./payments/paypal-provider.ts";
import { createMailer, mailCopiesDir } from "./mail/mailer.ts";
import { createMetrics } from "./platform/metrics.ts";
import { createOutboxSignal } from "./outbox/signal.ts";
import { createAfterResponse } from "./platform/after-response.ts";
import { sellerFromEnv } from "./invoices/seller.ts";
import { loadLegalPages } from "./mail/legal-pages.ts";
import { loadLegalTexts } from "./mail/legal-texts.ts";
import { createDocumentLinks } from "./invoices/document-links.ts";
import type { OutboxHandler } from "./outbox/outbox.ts";
import {
  orderConfirmation,
  orderEmail,
  orderWithdrawal,
  refundEmail,
  returnMail,
  testDebitSettlement,
} from "./orders/index.ts";
import { newsletterConfirmation } from "./newsletter/confirmation-mail.ts";
import { backInStockMail, productRestocked, restockConfirmation } from "./restock-alerts/restock-mails.ts";
import { createRestockTokens } from "./restock-alerts/restock-tokens.ts";
import { staffSignInAlert } from "./auth/sign-in-alert.ts";

/**
 * Every kind of outbox message the worker sends, registered here where the app is assembled (the
 * outbox knows no sender). A new kind (an e-mail for another event) is defined next to the code
 * that enqueues it, with outboxKind(), and listed here.
 */
export const OUTBOX_KINDS: readonly OutboxHandler<Deps>[] = [
  orderConfirmation,
  orderEmail,
  refundEmail,
  orderWithdrawal,
  returnMail,
  newsletterConfirmation,
  testDebitSettlement,
  restockConfirmation,
  productRestocked,
  backInStockMail,
  staffSignInAlert,
];

export interface BuiltDeps extends Deps {
  /** Closes the database and Redis connections. */
  close(): Promise<void>;
}

const INVALIDATE_CHANNEL = "shop:catalog-invalidate";

/**
 * The storefront's translation files, whose legal pages the order confirmation's PDF prints: its
 * source in a checkout, its build's copy where only the build is (the image). This file is two
 * folders below the repository both as source and bundled (api/dist/server.js).
 */
const STOREFRONT_LOCALES = ["../../storefront/public/locales", "../../storefront/dist/locales"].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/**
 * A broadcast catalog write: `{ from, change, version }` as JSON (version: the catalog's version
 * the write made, catalog/catalog-sync.ts); a message of an instance from before changes were
 * named is its id alone, and drops everything.
 */
function readInvalidation(message: string): {
  from: string;
  change: CatalogChange | undefined;
  version: number | undefined;
} {
  try {
    const parsed = JSON.parse(message) as {
      from?: unknown;
      change?: { products?: unknown } | null;
      version?: unknown;
    };
    const products = parsed.change?.products;
    if (typeof parsed.from === "string")
      return {
        from: parsed.from,
        change:
          Array.isArray(products) && products.every((slug) => typeof slug === "string") ? { products } : undefined,
        version: Number.isSafeInteger(parsed.version) ? (parsed.version as number) : undefined,
      };
  } catch {
    // Not JSON: the former message.
  }
  return { from: message, change: undefined, version: undefined };
}
/** POST /api/orders/lookup and /withdrawals: the window misses are counted in (ORDER_LOOKUP_MAX_MISSES per window). */
const LOOKUP_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Stripe and PayPal when their keys are set; with no keys at all, the built-in test provider (test mode). */
function paymentsFor(env: Env, db: Database) {
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          methods: env.STRIPE_PAYMENT_METHODS,
        })
      : undefined;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPayPalProvider({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          environment: env.PAYPAL_ENV,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          apiUrl: env.PAYPAL_API_URL,
        })
      : undefined;
  // The stand-ins serve their own browser scripts (tests only; production loads Stripe's and PayPal's).
  const sandboxScripts = env.PAYMENTS_SANDBOX_SCRIPTS
    ? {
        stripeJs: env.STRIPE_API_URL ? new URL("/v3/", env.STRIPE_API_URL).href : undefined,
        paypalSdk: env.PAYPAL_API_URL ? new URL("/sdk/js", env.PAYPAL_API_URL).href : undefined,
      }
    : undefined;
  return createPayments({ test: createTestProvider(db.prisma), stripe, paypal, sandboxScripts });
}

/** An S3-compatible bucket when S3_BUCKET is set, else the DATA_DIR/uploads folder. */
function imageStorageFor(env: Env): ImageStorage {
  if (!env.S3_BUCKET) return localStorage(join(env.dataDir, "uploads"));
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // readEnv has made sure both or neither are set.
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

export async function buildDeps(env: Env, options: { db?: Database; logger?: Logger } = {}): Promise<BuiltDeps> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      migrationUrl: env.MIGRATION_DATABASE_URL,
      dataDir: join(env.dataDir, "pglite"),
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    }));
  // As the schema's owner (MIGRATION_DATABASE_URL), the one role that may change it.
  await migrate(db.owner);
  // After the migrations, which create the table: the languages.ts list, as rows the language columns refer to.
  await syncLanguages(db.sql, LANGUAGES);

  const windowMs = env.LOGIN_WINDOW_SECONDS * 1000;
  const imageStorage = imageStorageFor(env);
  const uploads = createUploadStore(imageStorage, {
    maxBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    linkBase: env.S3_BUCKET ? env.S3_PUBLIC_URL : undefined,
  });
  const catalogCache = createResponseCache();
  const catalogIndex = createCatalogIndex({ prisma: db.prisma, uploads });
  catalogCache.onChange((change) => catalogIndex.apply(change));
  const searchCache = createSearchCache();
  catalogCache.onChange(() => searchCache.clear());
  // The sitemaps list the catalog and the blog: every write of either, this instance's or
  // another's, drops them, and the next request builds them again (the one hook, catalog/sitemaps.ts).
  const sitemaps = createSitemaps({ prisma: db.prisma, origin: env.publicUrl });
  catalogCache.onChange(() => sitemaps.drop());
  const cachedReads = createCachedReads();
  cachedReads.add(catalogCache.read);
  const instanceId = `${process.pid}-${Math.random()}`;
  const shared = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  const redis = shared?.redis;
  let catalogSync: CatalogSync | undefined;
  if (shared) {
    // Other instances' catalog writes empty this instance's cache too; a write whose message was
    // lost is found by the catalog's version (catalog/catalog-sync.ts).
    const sync = (catalogSync = createCatalogSync({ prisma: db.prisma, logger, catalogCache }));
    shared.onResubscribed(() => void sync.check(true));
    const subscribed = shared.subscribe(INVALIDATE_CHANNEL, (message) => {
      const { from, change, version } = readInvalidation(message);
      if (from === instanceId) return;
      sync.heard(version);
      catalogCache.invalidate(change, false);
    });
    catalogCache.onInvalidate((change) => {
      void sync
        .wrote()
        .then((version) =>
          shared.redis.publish(INVALIDATE_CHANNEL, JSON.stringify({ from: instanceId, change, version })),
        )
        .catch(() => {});
    });
    await Promise.all([sync.start(), shared.started(subscribed)]);
  }
  const secret = jwtSecret(env.JWT_SECRET, env.dataDir);
  // Every limit's counter: shared through Redis when there is one (failing closed while it is
  // away, shared.commandFailed), else this process's own.
  const counter = (name: string, windowMs: number) =>
    redis ? redisAttemptCounter(redis, windowMs, name, shared?.commandFailed) : memoryAttemptCounter(windowMs);
  /** A keyed hash of `value` for one purpose: what the shop keeps in place of an address. */
  const keyedHash = (purpose: string, value: string) =>
    createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
  const sessions = createSessions(
    db.prisma,
    shared ? { publisher: shared.redis, subscribe: shared.subscribe, instanceId } : undefined,
  );

  return {
    env,
    db,
    prisma: db.prisma,
    logger,
    tokens: createTokenService(secret, env.JWT_TTL_HOURS),
    newsletterTokens: createNewsletterTokens(secret),
    restockTokens: createRestockTokens(secret),
    sessions,
    totpSecrets: createTotpSecrets(secret),
    loginAttempts: counter("login-attempts", windowMs),
    signInLimits: {
      perClient: counter("login-client-failures", env.LOGIN_CLIENT_WINDOW_SECONDS * 1000),
      overall: counter("login-global-failures", env.LOGIN_GLOBAL_WINDOW_SECONDS * 1000),
      secondFactor: counter("second-factor-failures", env.SECOND_FACTOR_WINDOW_SECONDS * 1000),
    },
    lookupMisses: counter("order-lookup-misses", LOOKUP_WINDOW_MS),
    withdrawalMisses: counter("withdrawal-misses", LOOKUP_WINDOW_MS),
    resends: {
      perOrder: counter("resends-per-order", HOUR_MS),
      perStaff: counter("resends-per-staff", HOUR_MS),
    },
    newsletterSignups: counter("newsletter-signups", HOUR_MS),
    restockAlertRequests: counter("restock-alert-requests", HOUR_MS),
    confirmationsPerMailbox: counter("confirmations-per-mailbox", DAY_MS),
    barrierReports: counter("barrier-reports", HOUR_MS),
    documentLinks: createDocumentLinks(secret),
    analyticsProductId: analyticsProductIds(secret, env.ANALYTICS_PRODUCT_IDS || env.ANALYTICS_PRODUCT_DETAILS),
    shop: {
      seller: sellerFromEnv(env),
      legal: loadLegalTexts(env.LEGAL_TEXTS_FILE),
      legalPages: loadLegalPages(STOREFRONT_LOCALES, { email: env.MAIL_FROM }),
    },
    clientKey: (address) => keyedHash("order-client", address).slice(0, 32),
    emailKey: (address) => keyedHash("mailbox", normaliseEmailAddress(address)),
    catalogCache,
    catalogIndex,
    searchCache,
    sitemaps,
    cachedReads,
    uploads,
    payments: paymentsFor(env, db),
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: mailCopiesDir(env.dataDir) }),
    metrics: createMetrics(),
    redis,
    outbox: createOutboxSignal(),
    afterResponse: createAfterResponse(logger),
    async close() {
      sessions.close();
      imageStorage.close();
      catalogSync?.stop();
      shared?.close();
      if (!options.db) await db.close();
    },
  };
}
