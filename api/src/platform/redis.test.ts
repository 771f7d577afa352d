// Redis away (REDIS_URL set, nobody answering): the shop starts and sells all the same, the
// requests whose limits live in Redis answer 503 with Retry-After at once (fail closed, within
// 2 s), readiness stays 200 and says "degraded"; when Redis comes back the shop picks it up.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { startTcpRelay, type TcpRelay } from "../../test/tcp-relay.ts";

/** The requests with shared limits: a sign-in, an order lookup, a newsletter sign-up. */
const LIMITED = [
  ["/api/admin-login", { username: ADMIN.username, password: "not-the-password" }],
  ["/api/orders/lookup", { orderNumber: "TK-7KQ4-M9XR", email: "anna@example.com" }],
  ["/api/newsletter", { email: "reader@example.com", language: "de" }],
] as const;

async function timed(shop: TestShop, path: string, json: unknown) {
  const started = performance.now();
  const response = await shop.request(path, { method: "POST", json });
  return { response, ms: performance.now() - started };
}

describe("with Redis unreachable from the start", () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Port 1: nothing listens, every connection is refused.
    shop = await startTestShop({ REDIS_URL: "redis://127.0.0.1:1" });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  });
  afterAll(() => shop?.close());

  it("starts, and serves the catalog and the checkout", async () => {
    expect((await shop.request("/api/products/drug-tests?lang=EN")).status).toBe(200);
    expect((await shop.request("/api/products?lang=EN")).status).toBe(200);
    const order = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }]),
    });
    expect(order.status).toBe(201);
  });

  it("answers the requests with shared limits 503 with Retry-After, within 2 s", async () => {
    for (const [path, json] of LIMITED) {
      const { response, ms } = await timed(shop, path, json);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toMatch(/^\d+$/);
      expect(await response.json(), path).toMatchObject({ error: { code: "service_unavailable" } });
      expect(ms, path).toBeLessThan(2000);
    }
  });

  it("stays ready, saying it is degraded and naming Redis", async () => {
    const response = await shop.request("/api/health/ready");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "degraded",
      checks: { database: "ok", redis: "failed", storage: "ok" },
    });
  });
});

describe.skipIf(!process.env.REDIS_URL)("with Redis going away and coming back (REDIS_URL)", () => {
  let relay: TcpRelay;
  let shop: TestShop;
  const signIn = () => shop.request("/api/admin-login", { method: "POST", json: ADMIN });

  beforeAll(async () => {
    // Redis is away when the shop starts: nobody listens on the relay's port yet.
    relay = await startTcpRelay(process.env.REDIS_URL!, { listening: false });
    shop = await startTestShop({ REDIS_URL: relay.url });
  });
  afterAll(async () => {
    await shop?.close();
    await relay?.close();
  });

  it("picks Redis up when it comes, fails closed when it goes, and recovers again", async () => {
    expect((await signIn()).status).toBe(503);

    await relay.restore();
    await vi.waitFor(async () => expect((await signIn()).status).toBe(200), { timeout: 10_000, interval: 100 });
    expect(await (await shop.request("/api/health/ready")).json()).toMatchObject({
      status: "ok",
      checks: { redis: "ok" },
    });

    await relay.cut();
    const { response, ms } = await timed(shop, "/api/admin-login", ADMIN);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(ms).toBeLessThan(2000);

    await relay.restore();
    await vi.waitFor(async () => expect((await signIn()).status).toBe(200), { timeout: 10_000, interval: 100 });
  });

  it("fails closed within 2 s when Redis stops answering on an open connection", async () => {
    await vi.waitFor(async () => expect((await signIn()).status).toBe(200), { timeout: 10_000, interval: 100 });
    relay.freeze();
    try {
      for (const [path, json] of LIMITED) {
        const { response, ms } = await timed(shop, path, json);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after"), path).toMatch(/^\d+$/);
        expect(ms, path).toBeLessThan(2000);
      }
      // The catalog does not wait for Redis.
      expect((await shop.request("/api/products?lang=EN")).status).toBe(200);
    } finally {
      relay.thaw();
    }
    // The late answers arrive, and the connection serves on.
    await vi.waitFor(async () => expect((await signIn()).status).toBe(200), { timeout: 10_000, interval: 100 });
  });
});
