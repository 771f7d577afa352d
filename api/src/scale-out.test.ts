// Several API instances on one PostgreSQL database, sharing Redis: a login limit reached on one
// instance holds on the other, a catalog write on one empties the other's cache, and a change of
// a staff account on one ends that account's sessions on the other at once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "@shop/db";
import { ADMIN, SUPPORT, seedFixtureCatalog, startTestShop, usesPostgres, type TestShop } from "../test/harness.ts";
import { buildDeps, type BuiltDeps } from "./deps.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./platform/logger.ts";

const redisUrl = process.env.REDIS_URL;

let first: TestShop;
let secondDb: Database;
let second: BuiltDeps;
let secondApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  if (!usesPostgres || !redisUrl) return;
  first = await startTestShop({ REDIS_URL: redisUrl, LOGIN_MAX_FAILURES: "3" });
  await seedFixtureCatalog(first, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  secondDb = await openDatabase({ databaseUrl: first.env.DATABASE_URL, poolSize: 3 });
  second = await buildDeps(first.env, { db: secondDb, logger: createLogger("silent") });
  secondApp = createApp(second);
});
afterAll(async () => {
  await second?.close();
  await secondDb?.close();
  await first?.close();
});

it.runIf(usesPostgres && redisUrl)(
  "shares login limits and catalog invalidation across instances through Redis",
  async () => {
    const username = `admin-${Date.now()}`;
    const attempt = (app: { request: typeof secondApp.request }, password: string) =>
      app.request("/api/admin-login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password }),
      });
    for (let i = 0; i < 3; i++) expect((await attempt(first.app, "wrong")).status).toBe(401);
    expect((await attempt(secondApp, "wrong")).status).toBe(429);
    expect((await first.request("/api/admin-login", { method: "POST", json: ADMIN })).status).toBe(200);

    const priceOn = async (app: { request: typeof secondApp.request }) =>
      ((await (await app.request("/api/products/drug-tests")).json()) as { price: number }).price;
    expect(await priceOn(secondApp)).toBe(24.9); // cached on the second instance now
    const token = await first.login();
    const body = new FormData();
    const { version } = await first.deps.prisma.product.findUniqueOrThrow({ where: { slug: "drug-tests" } });
    body.append(
      "product",
      JSON.stringify({ price: 19.9, version, translation: { language: "en", name: "Drug test" } }),
    );
    expect((await first.request("/api/products/drug-tests", { method: "PUT", token, body })).status).toBe(200);
    await expect.poll(() => priceOn(secondApp), { timeout: 5000 }).toBe(19.9);
  },
);

it.runIf(usesPostgres && redisUrl)("ends a changed account's sessions on every instance at once", async () => {
  const admin = await first.login();
  const token = await first.login(SUPPORT);
  const asSupport = { headers: { authorization: `Bearer ${token}` } };
  // The second instance has checked the session, so it holds the account in its cache.
  expect((await secondApp.request("/api/admin/orders", asSupport)).status).toBe(200);
  const user = await first.deps.prisma.adminUser.findFirstOrThrow({ where: { username: SUPPORT.username } });
  const changed = await first.request(`/api/admin/users/${user.id}`, {
    method: "PUT",
    token: admin,
    json: { password: "a-brand-new-passphrase-9", version: user.version },
  });
  expect(changed.status).toBe(200);
  // Well within the cache's life: only the Redis message can have cleared it.
  await expect
    .poll(async () => (await secondApp.request("/api/admin/orders", asSupport)).status, { timeout: 2000, interval: 50 })
    .toBe(401);
});

it.runIf(usesPostgres && redisUrl)(
  "counts 40 parallel wrong passwords spread over two instances: at most 3 are checked",
  async () => {
    const username = `parallel-${Date.now()}`;
    const attempt = async (app: { request: typeof secondApp.request }, i: number) =>
      app.request("/api/admin-login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: `wrong-${i}` }),
      });
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? first.app : secondApp, i)))
    ).map((r) => r.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(37);
  },
);
