// The only module that reads process.env: every setting is declared, validated and documented
// here (the README's table mirrors this list).
import { resolve } from "node:path";
import { z } from "zod";
import { RESERVED_USERNAME_MESSAGE, isReservedUsername, passwordWeakness } from "@shop/shared";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().url().optional(),
    /**
     * PostgreSQL: the role that owns the schema, for the migrations at start-up and the audit log's
     * daily retention; DATABASE_URL is then a role that owns nothing and may only read and append
     * to the audit log (README "Run in production", deploy/database-roles.sql). Unset, DATABASE_URL's
     * role does both.
     */
    MIGRATION_DATABASE_URL: z.string().url().optional(),
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
    /** Newsletter sign-ups per client address and hour (any addresses), before the next is refused (429). */
    NEWSLETTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Restock alerts asked for per client address and hour (any products and addresses), before the next is refused (429). */
    RESTOCK_ALERT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * "Please confirm" e-mails (newsletter, restock alerts, together) one mailbox is sent in 24
     * hours, counted by its normalised address (casey+1@ is casey@) whichever clients asked; the
     * requests beyond are answered as any other and send nothing (docs/behaviour.md §10).
     */
    CONFIRMATION_EMAILS_PER_MAILBOX_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
    /** Barrier reports (the accessibility statement's form) per client address and hour, before the next is refused (429). */
    BARRIER_REPORT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * The withdrawal period of a shipped order without a delivery date ends 14 days after its
     * shipping date plus this many days in transit (api/src/orders/withdrawal-period.ts).
     */
    WITHDRAWAL_TRANSIT_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    /**
     * The shop's time zone (IANA): the dates the law counts are its dates (withdrawal periods and a
     * return's refund deadline end at its midnight, a document number's year is its calendar year;
     * api/src/platform/shop-calendar.ts), and a withdrawal's acknowledgement states its time in it.
     */
    SHOP_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin")
      .default("Europe/Berlin"),
    /**
     * Staff logins' second factor (TOTP, api/src/auth/second-factor.ts): `optional` lets each staff
     * member choose; `required` lets an account without one do nothing but enrol.
     */
    STAFF_2FA: z.enum(["optional", "required"]).default("optional"),
    /** Failed sign-ins per client address and username in LOGIN_WINDOW_SECONDS; then 429 even with the right password. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Failed sign-ins per client address whatever the usernames, in LOGIN_CLIENT_WINDOW_SECONDS. */
    LOGIN_CLIENT_MAX_FAILURES: z.coerce.number().int().positive().default(20),
    LOGIN_CLIENT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    /**
     * Failed sign-ins of all clients together in LOGIN_GLOBAL_WINDOW_SECONDS: the ceiling for an
     * attack spread over many addresses. Past it every sign-in waits (429) until the window ends.
     */
    LOGIN_GLOBAL_MAX_FAILURES: z.coerce.number().int().positive().default(100),
    LOGIN_GLOBAL_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /**
     * Wrong second-factor codes per account from any address (sign-in, enrolment, turning it off)
     * in SECOND_FACTOR_WINDOW_SECONDS; then 429.
     */
    SECOND_FACTOR_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    SECOND_FACTOR_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
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
    /**
     * How many proxies of the shop's own stand in front of it (api/src/http/client-address.ts): the
     * client is the X-Forwarded-For entry that many places from the right. `true` is 1, `false` 0.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(true|false|\d{1,2})$/,
        "must be the number of proxies in front of the shop (0–20), true (1) or false (0)",
      )
      .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)))
      .refine((hops) => hops <= 20, "must be at most 20")
      .default(0),
    REDIS_URL: z.string().url().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z.string().url().optional(),
    /**
     * The Stripe payment methods the shop offers, as enabled for EUR in the Stripe account's
     * payment method settings: card (with Apple Pay and Google Pay), sepa_debit, klarna.
     */
    STRIPE_PAYMENT_METHODS: z
      .string()
      .default("card")
      .transform((value) => [...new Set(value.split(",").map((name) => name.trim().toLowerCase()))].filter(Boolean))
      .pipe(z.array(z.enum(["card", "sepa_debit", "klarna"])).min(1, "must name at least one method")),
    /**
     * An order whose delayed payment (SEPA Direct Debit, Klarna) is still processing after this
     * many hours is checked with the provider by the reconciliation, and again each time as long.
     */
    PAYMENT_PROCESSING_CHECK_HOURS: z.coerce
      .number()
      .positive()
      .max(14 * 24)
      .default(24),
    /** Test mode only: after how many seconds the test provider settles (or fails) a SEPA Direct Debit. */
    TEST_SEPA_SETTLE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_API_URL: z.string().url().optional(),
    /** Test-only: the storefront loads Stripe.js and the PayPal SDK from the stand-ins at STRIPE_API_URL / PAYPAL_API_URL. */
    PAYMENTS_SANDBOX_SCRIPTS: flag.default(false),
    /**
     * Analytics and advertising events name the products (item_name, item_category) only when the
     * shop has its visitors' explicit consent to that: what someone buys from a health shop is
     * health data (CJEU C-21/23). Off, events carry price and quantity (and, with
     * ANALYTICS_PRODUCT_IDS, a keyed product id).
     */
    ANALYTICS_PRODUCT_DETAILS: flag.default(false),
    /**
     * Analytics events carry a product id (`item_id`) only when the operator turns this on (or
     * ANALYTICS_PRODUCT_DETAILS, which names the products anyway): a keyed hash of the slug, made by
     * the API under the shop's signing secret (catalog/analytics-ids.ts), so nobody can map it back
     * from the public slugs. Off, events carry no product identity at all: price and quantity only.
     */
    ANALYTICS_PRODUCT_IDS: flag.default(false),
    SMTP_URL: z.string().optional(),
    SHOP_EMAIL: z.string().email().default("orders@testkit-europe.example"),
    // The one address the shop's e-mails come from, which the storefront's contact page and the
    // invoices name too (GET /api/shop): replies reach it. Unset: SHOP_EMAIL.
    MAIL_FROM: z.string().email().optional(),
    // The seller printed on invoices and credit notes and named in every order e-mail
    // (api/src/invoices/seller.ts). The defaults are the demo shop's, as its imprint page names it
    // (storefront/public/locales/*/translation.json, pages.imprint), fit only for a demo.
    SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
    /** The postal address, its lines separated by "|" ("Lindenallee 14|10115 Berlin"). */
    SELLER_ADDRESS: z.string().trim().min(1).max(500).default("Lindenallee 14|10115 Berlin"),
    SELLER_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as BG")
      .default("DE"),
    SELLER_VAT_ID: z.string().trim().min(4).max(20).default("DE345678912"),
    // The company register, as a GmbH's business letters and invoices must name it (§35a GmbHG):
    // the registered office, the register court and the entry's number, every managing director.
    // All optional (a sole trader has none; a Bulgarian company only its UIC as the number). While
    // SELLER_LEGAL_NAME is unset (the demo seller) and none of them is set, they are the demo's.
    SELLER_SEAT: z.string().trim().min(1).max(100).optional(),
    SELLER_REGISTER_COURT: z.string().trim().min(1).max(200).optional(),
    SELLER_REGISTER_NUMBER: z.string().trim().min(1).max(100).optional(),
    /** Names separated by "|" ("Dr. Miriam Albers|Jonas Petrov"). */
    SELLER_MANAGING_DIRECTORS: z
      .string()
      .trim()
      .max(1000)
      .transform((value) =>
        value
          .split("|")
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .refine((names) => names.length > 0 && names.length <= 20, "must name 1 to 20 people, separated by |")
      .optional(),
    /** The former name of SELLER_REGISTER_NUMBER, still read when that is unset. */
    SELLER_REGISTRATION: z.string().trim().min(1).max(100).optional(),
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
    /**
     * Audit log entries are kept this many days, then removed by a daily sweep. At least 30: the
     * database itself refuses to delete younger entries (prisma/migrations/20261127110000_audit_log),
     * and any entry to a role that does not own the table (prisma/migrations/20261203164119_audit_log_owner_only).
     */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(400),
    // Personal data (api/src/privacy/retention.ts, the README's Privacy section): kept only as long
    // as the shop needs it, invoices as long as tax law requires. The retention sweep runs daily.
    /** An order never paid loses its personal data this many days after it was placed. */
    UNPAID_ORDER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Every other order: this many days after it was delivered, refunded or cancelled (3 years, BGB §195). */
    ORDER_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(1095),
    /** A newsletter sign-up never confirmed is deleted this many days after its last confirmation e-mail. */
    NEWSLETTER_UNCONFIRMED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * A restock alert waits this many days for its product at most; one never confirmed, or whose
     * e-mail was sent, goes NEWSLETTER_UNCONFIRMED_RETENTION_DAYS after.
     */
    RESTOCK_ALERT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /**
     * Issued invoices and credit notes are kept this many full years after the end of the year
     * they were issued in (HGB §257, AO §147), then deleted.
     */
    INVOICE_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(10),
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
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL)
      context.addIssue({
        code: "custom",
        path: ["MIGRATION_DATABASE_URL"],
        message: "is only used with DATABASE_URL (the embedded database has one role)",
      });
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const)
        if (env[name]) context.addIssue({ code: "custom", path: [name], message: "is only used with S3_BUCKET" });
    }
    const adminPasswordWeakness = env.ADMIN_PASSWORD && passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
    if (adminPasswordWeakness)
      context.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: adminPasswordWeakness });
    if (env.SELLER_REGISTRATION && env.SELLER_REGISTER_NUMBER)
      context.addIssue({
        code: "custom",
        path: ["SELLER_REGISTRATION"],
        message: "is the former name of SELLER_REGISTER_NUMBER: set only SELLER_REGISTER_NUMBER",
      });
    if (env.SELLER_REGISTER_COURT && !(env.SELLER_REGISTER_NUMBER ?? env.SELLER_REGISTRATION))
      context.addIssue({
        code: "custom",
        path: ["SELLER_REGISTER_NUMBER"],
        message: "is required together with SELLER_REGISTER_COURT (the entry's number at that court)",
      });
    if (env.PAYMENTS_SANDBOX_SCRIPTS && !env.STRIPE_API_URL && !env.PAYPAL_API_URL) {
      context.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX_SCRIPTS"],
        message: "is only for tests against stand-ins: set STRIPE_API_URL or PAYPAL_API_URL",
      });
    }
  });

// The demo shop's seller, as its imprint names it (storefront/public/locales/*/translation.json,
// pages.imprint).
const DEMO_SELLER = {
  SELLER_LEGAL_NAME: "TestKit Europe GmbH",
  SELLER_SEAT: "Berlin",
  SELLER_REGISTER_COURT: "Amtsgericht Berlin-Charlottenburg",
  SELLER_REGISTER_NUMBER: "HRB 234567 B",
  SELLER_MANAGING_DIRECTORS: ["Dr. Miriam Albers", "Jonas Petrov"],
};

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, "SELLER_LEGAL_NAME" | "SELLER_REGISTRATION" | "MAIL_FROM"> & {
  SELLER_LEGAL_NAME: string;
  /** The sender of every e-mail: MAIL_FROM, or SHOP_EMAIL. */
  MAIL_FROM: string;
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
  const { SELLER_REGISTRATION, ...settings } = parsed.data;
  return {
    ...settings,
    ...sellerRegister(settings, SELLER_REGISTRATION),
    MAIL_FROM: settings.MAIL_FROM ?? settings.SHOP_EMAIL,
    publicUrl,
    dataDir: resolve(source.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
  };
}

/**
 * The seller's name and register details. The demo's register details come only with the demo's
 * name, and only as a whole: a shop that names its own seller, or sets any register detail, never
 * prints a part of the demo company's register entry on its invoices.
 */
function sellerRegister(settings: Omit<ParsedEnv, "SELLER_REGISTRATION">, formerNumber: string | undefined) {
  const register = {
    SELLER_SEAT: settings.SELLER_SEAT,
    SELLER_REGISTER_COURT: settings.SELLER_REGISTER_COURT,
    SELLER_REGISTER_NUMBER: settings.SELLER_REGISTER_NUMBER ?? formerNumber,
    SELLER_MANAGING_DIRECTORS: settings.SELLER_MANAGING_DIRECTORS,
  };
  if (settings.SELLER_LEGAL_NAME) return { ...register, SELLER_LEGAL_NAME: settings.SELLER_LEGAL_NAME };
  return Object.values(register).some((value) => value !== undefined)
    ? { ...register, SELLER_LEGAL_NAME: DEMO_SELLER.SELLER_LEGAL_NAME }
    : DEMO_SELLER;
}
