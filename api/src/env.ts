// The only module that reads process.env: every setting is declared, validated and documented
// here (the README's table mirrors this list).
import { resolve } from "node:path";
import { z } from "zod";
import { RESERVED_USERNAME_MESSAGE, isReservedUsername, passwordWeakness } from "@shop/shared";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** PostgreSQL: how long to wait for a connection before answering 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** PostgreSQL: the longest a statement may run (server side), and, two seconds later, the longest
     * the API waits for any answer (client side), so a database that stops answering gives 503, not a hang. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** The shop's public origin: canonical links, sitemap, e-mails. Never taken from the Host header. */
    PUBLIC_URL: z
      .string()
      .url()
      .refine(
        (url) => /^https?:\/\/[^/]+\/?$/.test(url),
        "must be an origin such as https://shop.example.com (no path)",
      )
      .optional(),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Lifetime of an admin token; a token that claims a longer one is refused. */
    JWT_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(8),
    ADMIN_USERNAME: z
      .string()
      .min(3)
      .regex(/^[a-zA-Z0-9._-]+$/, "letters, digits, dot, dash, underscore")
      .refine((name) => !isReservedUsername(name), RESERVED_USERNAME_MESSAGE)
      .default("admin"),
    /** Checked against the staff password rules (packages/shared/src/passwords.ts) below. */
    ADMIN_PASSWORD: z.string().optional(),
    SEED_DEMO: flag.default(true),
    ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce
      .number()
      .positive()
      .max(7 * 24 * 60)
      .default(30),
    ORDER_SWEEP_SECONDS: z.coerce.number().positive().default(60),
    /** Unpaid orders one client address may hold within an hour (each holds stock); the next is 429. */
    ORDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Order lookups that find nothing, per client and 15 minutes, before they are refused (429). */
    ORDER_LOOKUP_MAX_MISSES: z.coerce.number().int().min(1).max(10_000).default(10),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(50).default(8),
    // Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads (src/uploads/s3-storage.ts).
    S3_BUCKET: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}$/, "must be a bucket name (letters, digits, dot, dash, underscore)")
      .optional(),
    /** For MinIO, Ceph, R2 and the like; AWS S3 itself when unset. */
    S3_ENDPOINT: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), "must be an http(s) URL")
      .optional(),
    S3_REGION: z.string().default("us-east-1"),
    /** Both or neither; without them, the AWS SDK's default credential chain. */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** A CDN or public bucket URL under which the objects are found: image links point there. */
    S3_PUBLIC_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(url), "must be an http(s) URL without query or fragment")
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    TRUST_PROXY: flag.default(false),
    REDIS_URL: z.string().url().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z.string().url().optional(),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_API_URL: z.string().url().optional(),
    /** Test-only: the storefront loads Stripe.js and the PayPal SDK from the stand-ins at STRIPE_API_URL / PAYPAL_API_URL. */
    PAYMENTS_SANDBOX_SCRIPTS: flag.default(false),
    SMTP_URL: z.string().optional(),
    SHOP_EMAIL: z.string().email().default("orders@testkit-europe.example"),
    // The seller printed on invoices and credit notes and named in every order e-mail
    // (api/src/invoices/seller.ts). The defaults are the demo shop's, as its imprint page names it
    // (storefront/public/locales/*/translation.json, pages.imprint), fit only for a demo.
    SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).default("TestKit Europe GmbH"),
    /** The postal address, its lines separated by "|" ("Lindenallee 14|10115 Berlin"). */
    SELLER_ADDRESS: z.string().trim().min(1).max(500).default("Lindenallee 14|10115 Berlin"),
    SELLER_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as BG")
      .default("DE"),
    SELLER_VAT_ID: z.string().trim().min(4).max(20).default("DE345678912"),
    /** The company register's entry, printed under the seller (optional). */
    SELLER_REGISTRATION: z.string().trim().max(200).optional(),
    /**
     * A JSON file with the legal texts of the order e-mails per language, replacing the built-in
     * ones: {"en": {"legal": "…", "withdrawal": "…"}, "de": {…}, "bg": {…}} (api/src/mail/legal-texts.ts).
     */
    LEGAL_TEXTS_FILE: z.string().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Observability: GET /metrics (Prometheus) answers only `Authorization: Bearer <METRICS_TOKEN>`;
    // unset, the route does not exist (404).
    METRICS_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^\S+$/, "must not contain spaces")
      .optional(),
    // Background work (api/src/outbox/, api/src/orders/reconcile-orders.ts): how often each
    // instance looks for outbox messages others enqueued or that wait for a retry, how often a
    // message is tried before it is given up, and how long processed records are kept.
    OUTBOX_POLL_SECONDS: z.coerce.number().positive().max(3600).default(5),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    OUTBOX_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(30),
    WEBHOOK_EVENT_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(30),
  })
  .superRefine((env, context) => {
    // Half a provider configuration is a mistake to report, not a reason to fall back silently.
    const pairs = [
      ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"],
      ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"],
      ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    ] as const;
    for (const [a, b] of pairs) {
      if (!env[a] !== !env[b])
        context.addIssue({
          code: "custom",
          path: [env[a] ? b : a],
          message: `is required together with ${env[a] ? a : b}`,
        });
    }
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const)
        if (env[name]) context.addIssue({ code: "custom", path: [name], message: "is only used with S3_BUCKET" });
    }
    const adminPasswordWeakness = env.ADMIN_PASSWORD && passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
    if (adminPasswordWeakness)
      context.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: adminPasswordWeakness });
    if (env.PAYMENTS_SANDBOX_SCRIPTS && !env.STRIPE_API_URL && !env.PAYPAL_API_URL) {
      context.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX_SCRIPTS"],
        message: "is only for tests against stand-ins: set STRIPE_API_URL or PAYPAL_API_URL",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** PUBLIC_URL without a trailing slash, or http://localhost:PORT. */
  publicUrl: string;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  // Relative to where the shop was started (`npm start` runs in the api workspace, but the
  // operator typed the command in the repository's root: npm keeps that as INIT_CWD).
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, "");
  return { ...parsed.data, publicUrl, dataDir: resolve(source.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR) };
}
