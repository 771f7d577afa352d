// A real shop for each test file: the real app and dependencies, on an empty database of its
// own (in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE=postgresql), migrated
// with the real migrations, and a temporary data folder. Requests go through app.request().
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { inject } from "vitest";
import { openDatabase, type Database } from "@shop/db";
import { LANGUAGES, usernameKey } from "@shop/shared";
import { readEnv, type Env } from "../src/env.ts";
import { buildDeps, type BuiltDeps } from "../src/deps.ts";
import { createApp } from "../src/app.ts";
import { hashPassword } from "../src/auth/passwords.ts";
import { createLogger } from "../src/platform/logger.ts";
import { productOwner, storeImage } from "../src/catalog/images.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import type { DatabaseTemplate } from "./database-template.ts";

export { orderPayload } from "./order-payload.ts";

export const usesPostgres = process.env.TEST_DATABASE === "postgresql";
/**
 * For a slow test of something no database changes (the demo catalog's artwork going into the
 * bucket): true in one database's run only, PostgreSQL's when the suite runs on both (DATABASE_URL).
 */
export const onOneDatabase = usesPostgres || !process.env.DATABASE_URL;

/**
 * vitest.config.ts runs a file once per database only when it imports this harness (or a helper
 * built on it, or @shop/db); a file that reaches a database another way runs in the "unit"
 * project, where this stops it instead of letting it run on one database alone.
 */
function assertDatabaseProject(): void {
  if (process.env.TEST_DATABASE === "none")
    throw new Error(
      "This test file opens a database but runs in the 'unit' project: import test/harness.ts (or a helper built on it) in the file itself, so that api/vitest.config.ts runs it on every database",
    );
}
export const ADMIN = { username: "admin", password: "admin-password-1" };
export const SUPPORT = { username: "support", password: "support-password-1" };

/**
 * The migrated database of this test run (test/database-template.ts), when the suite's global
 * set-up made one; scripts outside vitest (the benchmarks) have none and migrate as a shop does.
 */
export function testDatabaseTemplate(): DatabaseTemplate {
  try {
    return inject("databaseTemplate") ?? {};
  } catch {
    return {};
  }
}

/**
 * A PostgreSQL database on the server of DATABASE_URL, dropped by the returned function: a copy of
 * the run's migrated template when `migrated` is asked for and there is one, otherwise empty.
 */
export async function createPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  assertDatabaseProject();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE=postgresql needs DATABASE_URL");
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = options.migrated ? testDatabaseTemplate().postgresTemplate : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A response whose JSON body tests read freely (test code, not domain code). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, "json"> & { json(): Promise<any> };

export interface TestShop {
  deps: BuiltDeps;
  app: ReturnType<typeof createApp>;
  env: Env;
  dataDir: string;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<TestResponse>;
  login(user?: { username: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startTestShop(overrides: Record<string, string> = {}): Promise<TestShop> {
  assertDatabaseProject();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-test-"));
  // A test that brings its own database (its own roles: audit/audit-roles.test.ts) gets no copy.
  const database =
    usesPostgres && !overrides.DATABASE_URL ? await createPostgresDatabase({ migrated: true }) : undefined;
  const pgliteDumpFile = usesPostgres ? undefined : testDatabaseTemplate().pgliteDumpFile;
  const env = readEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    // app.request() has no client address, so every test order comes from the same "client";
    // the tests of the limit itself set their own.
    ORDER_LIMIT_PER_HOUR: "10000",
    NEWSLETTER_LIMIT_PER_HOUR: "10000",
    RESTOCK_ALERT_LIMIT_PER_HOUR: "10000",
    LOGIN_CLIENT_MAX_FAILURES: "10000",
    LOGIN_GLOBAL_MAX_FAILURES: "10000",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  const db: Database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    migrationUrl: env.MIGRATION_DATABASE_URL,
    startFrom: pgliteDumpFile ? new Blob([readFileSync(pgliteDumpFile)]) : undefined,
    poolSize: 25,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const deps = await buildDeps(env, { db, logger: createLogger("silent") });
  const app = createApp(deps);
  for (const [user, role] of [
    [ADMIN, "ADMIN"],
    [SUPPORT, "SUPPORT"],
  ] as const) {
    await deps.prisma.adminUser.create({
      data: {
        username: user.username,
        usernameKey: usernameKey(user.username),
        role,
        passwordHash: await hashPassword(user.password),
      },
    });
  }

  const shop: TestShop = {
    deps,
    app,
    env,
    dataDir,
    request: (path, init = {}) => {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      if (token) headers.set("authorization", `Bearer ${token}`);
      return Promise.resolve(
        app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
      );
    },
    login: async (user = ADMIN) => {
      const response = await shop.request("/api/admin-login", { method: "POST", json: user });
      if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    close: async () => {
      await deps.close();
      await db.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}

/**
 * Keeps a copy of every message the shop hands its mailer in `sent`; each still goes through the
 * real mailer (an .eml file in DATA_DIR/outbox without SMTP_URL).
 */
export function keepSentMails(shop: TestShop, sent: MailMessage[]): void {
  const mailer = shop.deps.mailer;
  shop.deps.mailer = {
    send: async (message) => {
      sent.push(message);
      await mailer.send(message);
    },
  };
}

/** A token of the first administrator, signed directly: no login request, so no login limit. */
export async function firstAdminToken(deps: BuiltDeps): Promise<string> {
  const admin = await deps.prisma.adminUser.findFirstOrThrow({ where: { role: "ADMIN" } });
  return deps.tokens.sign({ username: admin.username, role: admin.role, userId: admin.id, version: admin.version });
}

/** A small real image (PNG) for upload tests. */
export function testImage(width = 800, height = 600, color = "#3b82f6"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface FixtureProduct {
  slug: string;
  priceCents: number;
  stock: number;
  active?: boolean;
  category?: string;
  /** Leave the manufacturer out (TEST_MANUFACTURER otherwise): a product with no IVD or safety information. */
  withoutManufacturer?: boolean;
}

/** The manufacturer a product on sale must name (api/src/catalog/product-safety.ts), as the fixtures and test saves name it. */
export const TEST_MANUFACTURER = {
  manufacturerName: "Example Diagnostics GmbH",
  manufacturerAddress: "Hauptstraße 1, 1010 Wien, Austria",
  manufacturerContact: "safety@example-diagnostics.example",
} as const;

/** A small catalog: two categories and the given products, named in all three languages. */
export async function seedFixtureCatalog(shop: TestShop, products: FixtureProduct[]) {
  const { prisma } = shop.deps;
  const categories = new Map<string, number>();
  for (const [position, slug] of ["drug-tests", "vitamin-d-test"].entries()) {
    const category = await prisma.category.create({
      data: {
        slug,
        position,
        translations: { create: LANGUAGES.map((language) => ({ language, name: `${slug} ${language}` })) },
      },
    });
    categories.set(slug, category.id);
  }
  const image = await storeImage(shop.deps, await testImage(), "seed", "p");
  for (const [index, product] of products.entries()) {
    const created = await prisma.product.create({
      data: {
        slug: product.slug,
        priceCents: product.priceCents,
        stock: product.stock,
        active: product.active ?? true,
        ...(product.withoutManufacturer ? {} : TEST_MANUFACTURER),
        createdAt: new Date(Date.now() - index * 1000),
        categories: { connect: [{ id: categories.get(product.category ?? "drug-tests")! }] },
        translations: {
          create: LANGUAGES.map((language) => ({
            language,
            name: `${product.slug} (${language})`,
            description: `<p>About ${product.slug} in ${language}</p>`,
          })),
        },
        images: index === 0 ? { create: [{ ...image, position: 0, isMain: true }] } : undefined,
      },
    });
    if (index === 0)
      await prisma.upload.update({ where: { fileKey: image.fileKey }, data: { owner: productOwner(created.id) } });
  }
  shop.deps.catalogCache.invalidate();
  return { categories };
}

/** Uploads a generated PNG through the console's image endpoint (for a product, or a blog post); answers its file key. */
export async function uploadTestImage(
  shop: TestShop,
  token: string,
  options: { width?: number; height?: number; for?: "product" | "blog" } = {},
): Promise<string> {
  const body = new FormData();
  const png = await testImage(options.width ?? 400, options.height ?? 300);
  body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "kit.png");
  const response = await shop.request(`/api/admin/images${options.for === "blog" ? "?for=blog" : ""}`, {
    method: "POST",
    token,
    body,
  });
  if (response.status !== 201) throw new Error(`image upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { fileKey: string }).fileKey;
}

/** Creates an active product in one category through the console's API, named in every language, with these uploads as its images (the first is the main one). */
export function createProductWithImages(
  shop: TestShop,
  token: string,
  product: { name: string; categoryId: number; fileKeys: string[] },
): Promise<TestResponse> {
  const { name } = product;
  return shop.request("/api/admin/products", {
    method: "POST",
    token,
    json: {
      price: 10,
      stock: 1,
      active: true,
      ...TEST_MANUFACTURER,
      categoryIds: [product.categoryId],
      translations: {
        en: { name, description: "" },
        de: { name: `${name} DE`, description: "" },
        bg: { name: `${name} BG`, description: "" },
      },
      images: product.fileKeys.map((fileKey, i) => ({ fileKey, isMain: i === 0 })),
    },
  });
}
