// A rolling upgrade loses nothing (docs/upgrades.md). Two instances of the production build start
// at once on an empty database, and migrate it once; behind the proxy of deploy/Caddyfile, shoppers
// place and pay orders without pause while a new release is rolled out one instance at a time:
// instance 1 is stopped gracefully (SIGTERM: it drains, api/src/platform/drain.ts), started on the
// new release, which applies that release's migration while instance 2, still the old release,
// serves beside it; then instance 2 likewise. No answer through the proxy is a 5xx (or anything
// but the order, payment or page asked for), every acknowledged order is in the database, and each
// paid order's two e-mails went out exactly once.
//
// The new release is the same compiled build copied into a release folder of its own, with
// prisma/migrations and one more, additive migration (a column on "Order", the table every order
// writes), and the checkout's node_modules and front ends linked beside it: what deploying a new
// image with a new migration changes for the database and the proxy, without building the code a
// second time (minutes, for code that would differ in nothing this test looks at). The shop finds
// that release's migrations next to its build as it does in the image; nothing in it is told it is
// tested. Instances keep their port and data folder across the restart, as containers behind a
// proxy keep their name and volume.
// Runs once, in the postgresql project, when DATABASE_URL and REDIS_URL are set and Caddy is installed.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readMigrations } from "@shop/db";
import { startShopProcess, type ShopProcess } from "@shop/browser-testing/shop-process";
import { createPostgresDatabase, orderPayload, TEST_MANUFACTURER, usesPostgres } from "./harness.ts";
import { hasCaddy, startCaddy, type CaddyProxy } from "./caddy-proxy.ts";

const enabled = usesPostgres && Boolean(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL) && hasCaddy;
const ADMIN = { username: "admin", password: "rolling-upgrade-admin-passphrase-3" };
const METRICS_TOKEN = "rolling-upgrade-metrics-token";
const SHOPPERS = 3;
const SLUG = "rolling-kit";
const NEW_MIGRATION = "29990101000000_rolling_upgrade_probe";
const REPOSITORY = fileURLToPath(new URL("../../", import.meta.url));
const OLD_BUILD = join(REPOSITORY, "api/dist/server.js");
/** An .eml copy's name (api/src/mail/mailer.ts): its sending time, then its tag. */
const COPY_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(.+)\.eml$/;

let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let sql: pg.Client | undefined;
let proxy: CaddyProxy | undefined;
let release: string;
const instances: ShopProcess[] = [];
const dataDirs: string[] = [];

/** The new release: this build in a folder of its own, its migrations those of the checkout and one more. */
function makeRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), "shop-release-"));
  mkdirSync(join(dir, "api"));
  cpSync(join(REPOSITORY, "api/dist"), join(dir, "api/dist"), { recursive: true });
  copyFileSync(join(REPOSITORY, "api/package.json"), join(dir, "api/package.json"));
  for (const linked of ["node_modules", "api/node_modules", "storefront", "admin"])
    if (existsSync(join(REPOSITORY, linked))) symlinkSync(join(REPOSITORY, linked), join(dir, linked));
  cpSync(join(REPOSITORY, "prisma/migrations"), join(dir, "prisma/migrations"), { recursive: true });
  mkdirSync(join(dir, "prisma/migrations", NEW_MIGRATION));
  // Additive: a nullable column the previous release neither reads nor writes.
  writeFileSync(
    join(dir, "prisma/migrations", NEW_MIGRATION, "migration.sql"),
    `ALTER TABLE "Order" ADD COLUMN "upgradeNote" TEXT;\n`,
  );
  return join(dir, "api/dist/server.js");
}

const shared = () => ({
  DATABASE_URL: database!.url,
  REDIS_URL: process.env.REDIS_URL!,
  JWT_SECRET: "rolling-upgrade-secret-long-enough-for-hs256",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  METRICS_TOKEN,
  // Every request comes from 127.0.0.1 (through the proxy): the per-client limit would refuse most.
  ORDER_LIMIT_PER_HOUR: "100000",
  // The orders of the burst all update one product's row; a loaded machine must not turn that wait into 503s.
  DATABASE_CONNECT_TIMEOUT_MS: "20000",
  DATABASE_STATEMENT_TIMEOUT_MS: "20000",
});

/** Instance `slot` (0 or 1) on `build`, on its own data folder and, once it has one, its port. */
async function start(slot: number, build: string): Promise<ShopProcess> {
  dataDirs[slot] ??= mkdtempSync(join(tmpdir(), `shop-rolling-${slot + 1}-`));
  const port = instances[slot] ? Number(new URL(instances[slot].url).port) : undefined;
  instances[slot] = await startShopProcess(`${slot + 1}`, { ...shared(), DATA_DIR: dataDirs[slot] }, { build, port });
  return instances[slot];
}

beforeAll(async () => {
  if (!enabled) return;
  database = await createPostgresDatabase();
  release = makeRelease();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  const steps = [
    async () => proxy?.stop(),
    ...instances.map((instance) => () => instance.kill()),
    () => sql?.end(),
    () => database?.drop(),
    async () => {
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      if (release) rmSync(join(release, "../../.."), { recursive: true, force: true });
    },
  ];
  for (const step of steps)
    await Promise.resolve()
      .then(step)
      .catch(() => {});
});

const call = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
  const { json, token, ...rest } = init;
  return fetch(`${proxy!.url}${path}`, {
    ...rest,
    method: rest.method ?? (json === undefined ? "GET" : "POST"),
    headers: {
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
};

/** POST /api/orders answered 201 by `instance` so far (its /metrics). */
async function ordersServed(instance: ShopProcess): Promise<number> {
  const text = await (
    await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = /^http_requests_total\{method="POST",route="\/api\/orders",status="201"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
}

interface Answer {
  step: string;
  status: number | string;
}

it.runIf(enabled)(
  "rolls a new release with a new migration over two instances in a burst of orders, and loses nothing",
  async () => {
    // Both at once on the empty database: one migrates while the other waits on the advisory lock.
    await Promise.all([start(0, OLD_BUILD), start(1, OLD_BUILD)]);
    const recorded = await sql!.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.rows.map((row) => row.migration_name).sort()).toEqual(readMigrations().map((m) => m.name));
    expect((await sql!.query(`SELECT 1 FROM "AdminUser"`)).rowCount).toBe(1);

    proxy = await startCaddy(instances.map((instance) => new URL(instance.url).host));
    const login = await call("/api/admin-login", { json: ADMIN });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const text = (name: string) => ({ name, description: `<p>${name}</p>` });
    const created = await call("/api/admin/products", {
      token,
      json: {
        slug: SLUG,
        price: 19.9,
        stock: 100_000,
        active: true,
        ...TEST_MANUFACTURER,
        translations: { en: text("Rolling kit"), de: text("Rolling-Kit"), bg: text("Комплект") },
      },
    });
    expect(created.status).toBe(201);

    // The shoppers: each places an order, pays it and confirms it, and reads the catalog, again
    // and again until the rollout is over. Every answer is kept.
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    const paid: string[] = [];
    let rolling = true;
    const ask = async (step: string, request: () => Promise<Response>) => {
      try {
        const response = await request();
        answers.push({ step, status: response.status });
        return response;
      } catch (error) {
        answers.push({ step, status: String(error) });
        return undefined;
      }
    };
    const shopper = async (index: number) => {
      for (let round = 0; rolling; round++) {
        const placed = await ask("order", () =>
          call("/api/orders", {
            json: orderPayload([{ slug: SLUG, quantity: 1 }], {
              customerEmail: `shopper-${index}-${round}@example.com`,
            }),
          }),
        );
        if (placed?.status !== 201) continue;
        const order = (await placed.json()) as { orderNumber: string; paymentReference: string; clientSecret: string };
        acknowledged.push(order.orderNumber);
        const payment = await ask("payment", () =>
          call("/api/payments/test/confirm", {
            json: {
              paymentReference: order.paymentReference,
              clientSecret: order.clientSecret,
              method: "card",
              cardNumber: "4242424242424242",
            },
          }),
        );
        if (payment?.status !== 200) continue;
        const confirmed = await ask("confirm", () =>
          call(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" }),
        );
        if (confirmed?.status === 200) paid.push(order.orderNumber);
        await ask("catalog", () => call(`/api/products/${SLUG}?lang=en`));
      }
    };
    const burst = Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));

    // Instance by instance: stopped gracefully, started on the new release, and taking orders
    // again through the proxy before the next one goes.
    for (const slot of [0, 1]) {
      await expect.poll(() => ordersServed(instances[slot]), { timeout: 15_000 }).toBeGreaterThan(0);
      await instances[slot].stop();
      expect(instances[slot].child.exitCode).toBe(0);
      const upgraded = await start(slot, release);
      await expect.poll(() => ordersServed(upgraded), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    rolling = false;
    await burst;

    // No 5xx, no refused or failed request: each answer is what was asked for.
    const expected: Record<string, number> = { order: 201, payment: 200, confirm: 200, catalog: 200 };
    expect(answers.filter((answer) => answer.status !== expected[answer.step])).toEqual([]);
    expect(paid.length).toBeGreaterThan(SHOPPERS * 3);

    // The new release's migration was applied once, by the first new instance.
    const applied = await sql!.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1`, [NEW_MIGRATION]);
    expect(applied.rowCount).toBe(1);
    expect((await sql!.query(`SELECT "upgradeNote" FROM "Order" LIMIT 1`)).rowCount).toBe(1);

    // Every acknowledged order is in the database; every paid one is paid there.
    const stored = await sql!.query<{ number: string; paid: boolean }>(
      `SELECT number, "paidAt" IS NOT NULL AS paid FROM "Order" WHERE number = ANY($1)`,
      [acknowledged],
    );
    expect(stored.rows.map((row) => row.number).sort()).toEqual([...acknowledged].sort());
    expect(
      stored.rows
        .filter((row) => row.paid)
        .map((row) => row.number)
        .sort(),
    ).toEqual([...paid].sort());

    // Each paid order's e-mails (the shopper's confirmation, the shop's notice) went out once,
    // from whichever instance sent them: the outbox is empty and each copy exists once.
    await expect
      .poll(
        async () =>
          Number(
            (await sql!.query(`SELECT count(*) FROM "OutboxMessage" WHERE "sentAt" IS NULL AND "failedAt" IS NULL`))
              .rows[0].count,
          ),
        { timeout: 30_000 },
      )
      .toBe(0);
    expect((await sql!.query(`SELECT 1 FROM "OutboxMessage" WHERE "failedAt" IS NOT NULL`)).rowCount).toBe(0);
    const sent = new Map<string, number>();
    for (const dir of dataDirs)
      for (const name of existsSync(join(dir, "outbox")) ? readdirSync(join(dir, "outbox")) : []) {
        const tag = COPY_NAME.exec(name)?.[1];
        if (tag) sent.set(tag, (sent.get(tag) ?? 0) + 1);
      }
    expect([...sent].filter(([, count]) => count > 1)).toEqual([]);
    for (const number of paid) {
      expect(sent.get(`${number}-confirmation`), number).toBe(1);
      expect(sent.get(`${number}-shop`), number).toBe(1);
    }
  },
);
