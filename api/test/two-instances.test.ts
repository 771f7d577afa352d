// The shop as it scales out: two API processes from the production build (packages/browser-testing/src/shop-process.ts)
// on one PostgreSQL database, one Redis and one S3 bucket, each with a data folder of its own,
// spoken to over real HTTP. What one instance writes, the other serves at once; login limits and
// tokens hold on both; and an instance killed in the middle of a burst of orders loses no
// acknowledged order and no unit of stock, while the other keeps serving.
// Runs once, in the postgresql project, when DATABASE_URL and REDIS_URL are set (as in CI).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TEST_MANUFACTURER, createPostgresDatabase, orderPayload, testImage, usesPostgres } from "./harness.ts";
import { startShopProcess, type ShopProcess } from "@shop/browser-testing/shop-process";
import { startS3Server } from "./s3-server.ts";
import { hasCaddy, startCaddy, type CaddyProxy } from "./caddy-proxy.ts";

const enabled = usesPostgres && Boolean(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL);
const ADMIN = { username: "admin", password: "two-instances-admin-passphrase-7" };
const LOGIN_MAX_FAILURES = 3;
const METRICS_TOKEN = "two-instances-metrics-token";

let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let sql: pg.Client | undefined;
const dataDirs: string[] = [];
let first: ShopProcess;
let second: ShopProcess;
let token: string;
let proxy: CaddyProxy | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await createPostgresDatabase();
  s3 = await startS3Server();
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL!,
    JWT_SECRET: "two-instances-secret-long-enough-for-hs256",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    METRICS_TOKEN,
    // Every request comes from 127.0.0.1: the per-client limit would refuse all but 10 orders.
    ORDER_LIMIT_PER_HOUR: "100000",
    // Every order of the burst updates the one product's row, so they wait for each other; on a
    // loaded CI machine that wait can pass the 5 s defaults, and the answer would be a 503 that
    // says nothing about what this test is for.
    DATABASE_CONNECT_TIMEOUT_MS: "20000",
    DATABASE_STATEMENT_TIMEOUT_MS: "20000",
    ...s3.env,
  };
  const instance = (name: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), `shop-instance-${name}-`));
    dataDirs.push(dataDir);
    return startShopProcess(name, { ...shared, DATA_DIR: dataDir });
  };
  // Both at once on the empty database, as `docker compose up` starts them: one applies the
  // migrations while the other waits on the advisory lock, and one creates the administrator.
  [first, second] = await Promise.all([instance("1"), instance("2")]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  token = await login(first);
});

afterAll(async () => {
  // Each step on its own, so one failing step leaves nothing else behind.
  // The instances before the proxy: a stopping instance drains until the proxy's health check has
  // been told (api/src/platform/drain.ts), which a stopped proxy never does.
  const steps = [
    () => first?.stop(),
    () => second?.stop(),
    async () => {
      proxy?.stop();
    },
    () => sql?.end(),
    () => s3?.close(),
    () => database?.drop(),
    async () => {
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  ];
  for (const step of steps)
    await Promise.resolve()
      .then(step)
      .catch(() => {});
});

async function login(instance: ShopProcess, user = ADMIN): Promise<string> {
  const response = await post(instance, "/api/admin-login", user);
  if (response.status !== 200) throw new Error(`login on instance ${instance.name} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function post(instance: ShopProcess, path: string, json: unknown, bearer?: string) {
  return fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(json),
  });
}

const text = (name: string) => ({ name, description: `<p>${name}</p>` });

/** Creates a product through the console's API on `instance`: an uploaded image (multipart), then the record. */
async function createProduct(instance: ShopProcess, slug: string, stock: number) {
  const upload = new FormData();
  upload.append("file", new Blob([new Uint8Array(await testImage(640, 480))], { type: "image/png" }), "kit.png");
  const image = await fetch(`${instance.url}/api/admin/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: upload,
  });
  expect(image.status).toBe(201);
  const { fileKey } = (await image.json()) as { fileKey: string };
  const created = await post(
    instance,
    "/api/admin/products",
    {
      slug,
      price: 24.9,
      stock,
      active: true,
      ...TEST_MANUFACTURER,
      translations: { en: text(`${slug} en`), de: text(`${slug} de`), bg: text(`${slug} bg`) },
      images: [{ fileKey, isMain: true }],
    },
    token,
  );
  expect(created.status).toBe(201);
  return (await created.json()) as { images: { imageUrl: string }[] };
}

const listedSlugs = async (instance: ShopProcess) =>
  ((await (await fetch(`${instance.url}/api/products?lang=EN`)).json()) as { slug: string }[]).map((p) => p.slug);

it.runIf(enabled)("lists a product created on one instance on the other at once, and serves its image", async () => {
  // The second instance holds the catalog in its cache now: only the Redis message can refresh it.
  expect(await listedSlugs(second)).not.toContain("shared-kit");
  const product = await createProduct(first, "shared-kit", 10);
  await expect.poll(() => listedSlugs(second), { timeout: 2000, interval: 50 }).toContain("shared-kit");

  const imageUrl = product.images[0].imageUrl;
  expect(imageUrl).toMatch(/^\/uploads\//);
  const image = await fetch(`${second.url}${imageUrl}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
});

it.runIf(enabled)("shares login limits: failures on one instance refuse the next attempt on the other", async () => {
  // Redis is shared with whatever else runs: a name of its own keeps this count apart.
  const username = `intruder-${process.pid}-${Date.now()}`;
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
    expect((await post(first, "/api/admin-login", { username, password: "wrong-password" })).status).toBe(401);
  const refused = await post(second, "/api/admin-login", { username, password: "wrong-password" });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
});

it.runIf(enabled)("accepts a token from a login on one instance on the other", async () => {
  const fresh = await login(first);
  const answer = await fetch(`${second.url}/api/admin/products`, { headers: { authorization: `Bearer ${fresh}` } });
  expect(answer.status).toBe(200);
  const refused = await fetch(`${second.url}/api/admin/products`, { headers: { authorization: `Bearer x${fresh}` } });
  expect(refused.status).toBe(401);
});

/** GET /api/categories answers counted by an instance itself (its /metrics). */
async function categoryAnswers(instance: ShopProcess): Promise<number> {
  const text = await (
    await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = /^http_requests_total\{method="GET",route="\/api\/categories",status="200"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
}

it.runIf(enabled)("runs behind the reverse proxy of deploy/Caddyfile, which spreads requests over both", async () => {
  expect(hasCaddy, "the proxy test needs Caddy: apt-get install -y caddy (.ci/run installs it)").toBe(true);
  proxy = await startCaddy([first, second].map((instance) => new URL(instance.url).host));

  const before = await Promise.all([first, second].map(categoryAnswers));
  let sent = 0;
  await expect
    .poll(
      async () => {
        for (let i = 0; i < 10; i++, sent++)
          expect((await fetch(`${proxy!.url}/api/categories?lang=en`)).status).toBe(200);
        const after = await Promise.all([first, second].map(categoryAnswers));
        return after.map((count, i) => count - before[i]);
      },
      { timeout: 15_000, interval: 500 },
    )
    .toSatisfy((served: number[]) => served.every((count) => count > 0) && served[0] + served[1] === sent);

  // The caller's request id goes through; the metrics do not.
  const traced = await fetch(`${proxy.url}/api/categories?lang=en`, { headers: { "x-request-id": "proxy-check-1" } });
  expect(traced.headers.get("x-request-id")).toBe("proxy-check-1");
  expect((await fetch(`${proxy.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(
    404,
  );
});

interface Outcome {
  instance: ShopProcess;
  quantity: number;
  status?: number;
  orderNumber?: string;
  code?: string;
  /** A connection error: the request was never acknowledged. */
  failure?: string;
}

it.runIf(enabled)(
  "loses no acknowledged order and no unit of stock when an instance is killed in a burst of orders",
  async () => {
    const slug = "burst-kit";
    const initialStock = 80;
    await createProduct(first, slug, initialStock);

    // 60 shoppers at once, alternating between the instances, 1 to 3 units each (120 units in all,
    // at most 60 on one instance): more than the stock, so the last ones are refused (409
    // out_of_stock, a deliberate answer), yet neither instance alone can sell it out.
    const order = async (instance: ShopProcess, quantity: number): Promise<Outcome> => {
      try {
        const response = await post(
          instance,
          "/api/orders",
          orderPayload([{ slug, quantity, price: 24.9 }], { customerEmail: `burst-${quantity}@example.com` }),
        );
        const body = (await response.json()) as { orderNumber?: string; error?: { code?: string } };
        return { instance, quantity, status: response.status, orderNumber: body.orderNumber, code: body.error?.code };
      } catch (error) {
        return { instance, quantity, failure: String(error) };
      }
    };
    let acknowledgedByFirst = 0;
    let killed: Promise<void> | undefined;
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const outcome = await order(i % 2 === 0 ? first : second, 1 + (i % 3));
        // The third order the first instance acknowledges kills it: the rest of its share is in flight.
        if (outcome.instance === first && outcome.status === 201 && ++acknowledgedByFirst === 3) killed = first.kill();
        return outcome;
      }),
    );
    await killed;
    expect(first.child.signalCode).toBe("SIGKILL");

    const acknowledged = outcomes.filter((o) => o.status === 201 && o.orderNumber);
    expect(acknowledged.some((o) => o.instance === first)).toBe(true);
    // The second instance answered every one of its requests, with an order or a deliberate refusal.
    const unexpected = (o: Outcome) =>
      !(o.status === 201 || (o.status === 409 && o.code === "out_of_stock")) && !(o.instance === first && o.failure);
    // The first instance's requests were acknowledged, refused, or cut off by the kill: nothing else.
    const shown = outcomes.filter(unexpected).map(({ instance, ...o }) => ({ instance: instance.name, ...o }));
    expect(shown).toEqual([]);

    // And it keeps serving afterwards, directly and through the proxy (which retries on the other).
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    if (proxy)
      for (let i = 0; i < 10; i++) expect((await fetch(`${proxy.url}/api/categories?lang=en`)).status).toBe(200);
    expect(await listedSlugs(second)).toContain(slug);
    const after = await order(second, 1);
    expect(after.failure).toBeUndefined();
    expect([201, 409]).toContain(after.status);
    if (after.status === 201) acknowledged.push(after);

    // Every acknowledged order is in the database ...
    const numbers = acknowledged.map((o) => o.orderNumber!);
    const stored = await sql!.query<{ number: string }>(`SELECT number FROM "Order" WHERE number = ANY($1)`, [numbers]);
    expect(stored.rows.map((row) => row.number).sort()).toEqual([...numbers].sort());
    // ... and the stock is exactly what the stored orders hold, not a unit more or less (an order
    // cut off by the kill either committed with its units or left no trace).
    const { rows } = await sql!.query<{ stock: number; held: string }>(
      `SELECT p.stock,
              (SELECT COALESCE(SUM(i.quantity), 0) FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
                WHERE i."productId" = p.id AND NOT o."stockReleased") AS held
         FROM "Product" p WHERE p.slug = $1`,
      [slug],
    );
    const held = Number(rows[0].held);
    expect(rows[0].stock).toBe(initialStock - held);
    expect(held).toBeGreaterThanOrEqual(acknowledged.reduce((sum, o) => sum + o.quantity, 0));
  },
);
