// One JSON error shape for every 4xx and 5xx, and no 500 for bad input.
import { mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@shop/db";
import {
  createPostgresDatabase,
  orderPayload,
  seedFixtureCatalog,
  startTestShop,
  usesPostgres,
  type TestResponse,
  type TestShop,
} from "../test/harness.ts";
import { readEnv } from "./env.ts";
import { buildDeps } from "./deps.ts";
import { createApp } from "./app.ts";
import { testStorefrontRenderer } from "../test/page-renderer.ts";
import { createLogger } from "./platform/logger.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
});
afterAll(() => shop.close());

const expectErrorShape = async (response: Response | TestResponse, status: number, code?: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error.code).toBe("string");
  expect(typeof body.error.message).toBe("string");
  if (code) expect(body.error.code).toBe(code);
  return body;
};

describe("errors", () => {
  it("answers unknown API routes with a 404 JSON error", async () => {
    await expectErrorShape(await shop.request("/api/nope"), 404, "not_found");
    await expectErrorShape(await shop.request("/api/products/x/y/z"), 404, "not_found");
  });

  it("answers malformed JSON and wrong types with 400, never 500", async () => {
    const malformed = await shop.request("/api/orders", {
      method: "POST",
      body: '{"items": [',
      headers: { "content-type": "application/json" },
    });
    await expectErrorShape(malformed, 400);
    const wrongTypes = await shop.request("/api/orders", { method: "POST", json: { customerEmail: 5, items: "many" } });
    const body = await expectErrorShape(wrongTypes, 400, "invalid_request");
    expect(body.error.field).toBeTruthy();
    await expectErrorShape(
      await shop.request("/api/orders", { method: "POST", body: "x=1", headers: { "content-type": "text/plain" } }),
      400,
    );
    await expectErrorShape(await shop.request("/api/admin-login", { method: "POST", json: null }), 400);
  });

  it("answers oversized bodies with 413", async () => {
    const huge = JSON.stringify({ customerEmail: "a@b.c", padding: "x".repeat(400 * 1024) });
    await expectErrorShape(
      await shop.request("/api/orders", {
        method: "POST",
        body: huge,
        headers: { "content-type": "application/json" },
      }),
      413,
      "payload_too_large",
    );
  });

  it("answers health with 200 when the database is up", async () => {
    const response = await shop.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

// A TCP relay in front of PostgreSQL that the test can cut and restore, to take the database
// away from a running API and give it back, or freeze, to make it stop answering while its
// connections stay open (a hung server, a network that drops packets).
function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let frozen = false;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.on("data", (data) => frozen || upstream.write(data));
        upstream.on("data", (data) => frozen || client.write(data));
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
    });
  return {
    listen,
    freeze: () => {
      frozen = true;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server!.close(() => resolve());
      }),
  };
}

/** A shop whose PostgreSQL is reached through a relay the test controls, with short timeouts. */
async function shopBehindRelay() {
  const database = await createPostgresDatabase();
  const url = new URL(database.url);
  const relay = startRelay({ host: url.hostname, port: Number(url.port || 5432) });
  const port = await relay.listen();
  const relayed = new URL(database.url);
  relayed.port = String(port);
  const env = readEnv({
    NODE_ENV: "test",
    DATA_DIR: shop.dataDir,
    LOG_LEVEL: "silent",
    DATABASE_URL: relayed.toString(),
    JWT_SECRET: "x".repeat(40),
    DATABASE_CONNECT_TIMEOUT_MS: "1000",
    DATABASE_STATEMENT_TIMEOUT_MS: "1000",
  });
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: 3,
    connectTimeoutMs: 1000,
    statementTimeoutMs: 1000,
  });
  const deps = await buildDeps(env, { db, logger: createLogger("silent") });
  const storefrontDir = mkdtempSync(join(shop.dataDir, "storefront-"));
  writeFileSync(join(storefrontDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  const app = createApp(deps, { storefrontDir, adminDir: storefrontDir, renderer: testStorefrontRenderer() });
  const token = await deps.tokens.sign({ username: "admin", role: "ADMIN", userId: 1, version: 1 });
  await db.prisma.adminUser.create({
    data: { username: "admin", usernameKey: "admin", passwordHash: "x", role: "ADMIN" },
  });
  return {
    app,
    relay,
    port,
    token,
    close: async () => {
      await deps.close();
      await db.close();
      await relay.cut().catch(() => {});
      await database.drop();
    },
  };
}

/** One request of each kind the shop answers, each needing the database. */
function everyKindOfRoute(token: string): [string, RequestInit?][] {
  const json = (body: unknown): RequestInit => ({
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  const auth = { headers: { authorization: `Bearer ${token}` } };
  return [
    ["/api/health"],
    ["/api/products?lang=en"],
    ["/api/products/some-kit"],
    ["/api/products/random"],
    ["/api/blogs"],
    ["/api/blogs/some-post"],
    ["/api/categories"],
    ["/api/cart/quote", json({ items: [{ slug: "drug-tests", quantity: 1 }] })],
    ["/api/orders", json(orderPayload([{ slug: "drug-tests", quantity: 1 }]))],
    ["/api/orders/confirm/TK-AAAA-CCCC", { method: "POST" }],
    ["/api/admin-login", json({ username: "admin", password: "whatever-it-is" })],
    ["/api/newsletter", json({ email: "a@example.com" })],
    ["/api/admin/orders", auth],
    ["/api/admin/products", auth],
    ["/api/admin/dashboard", auth],
    ["/sitemap.xml"],
    ["/en/product/drug-tests"],
  ];
}

describe.runIf(usesPostgres)("an unreachable database", () => {
  it("gives 503 (never 500) on every kind of route, and the API recovers without a restart", async () => {
    const target = await shopBehindRelay();
    const { app, relay } = target;
    try {
      // Nothing is read before the cut: a cached catalog answer would (rightly) still be served.
      expect((await app.request("/api/health")).status).toBe(200);

      await relay.cut();
      for (const [path, init] of everyKindOfRoute(target.token)) {
        const response = await app.request(path, init);
        expect([path, response.status]).toEqual([path, 503]);
        if (path.startsWith("/en/")) {
          // A page: the storefront's own shell, which renders in the browser and offers a retry.
          expect(response.headers.get("content-type")).toContain("text/html");
          expect(response.headers.get("retry-after")).toBe("5");
          continue;
        }
        await expectErrorShape(response, 503, path === "/api/health" ? undefined : "service_unavailable");
      }

      await relay.listen(target.port);
      expect((await app.request("/api/health")).status).toBe(200);
      expect((await app.request("/api/products/some-kit")).status).toBe(404);
    } finally {
      await target.close();
    }
  });

  it("turns a database that stops answering into 503 within the timeouts, not a hung request", async () => {
    const target = await shopBehindRelay();
    const { app, relay } = target;
    try {
      expect((await app.request("/api/categories")).status).toBe(200);
      relay.freeze();
      for (const [path, init] of everyKindOfRoute(target.token).slice(1, 6)) {
        const started = Date.now();
        const response = await app.request(path, init);
        expect([path, response.status]).toEqual([path, 503]);
        // The statement timeout (1 s) plus the client's grace (2 s), with room for a machine busy
        // with other work; a hung request would run into the test's timeout.
        expect(Date.now() - started).toBeLessThan(15_000);
      }
    } finally {
      await target.close();
    }
  }, 60_000);
});

describe("extreme values in the console's filters", () => {
  it("answers dates PostgreSQL cannot store with 400", async () => {
    const token = await shop.login();
    for (const date of ["-271821-04-20", "+275760-09-13", "10000-01-01"]) {
      const filter = encodeURIComponent(JSON.stringify({ createdAt_gte: date }));
      const response = await shop.request(`/api/admin/orders?filter=${filter}`, { token });
      await expectErrorShape(response, 400, "invalid_request");
    }
    const ok = await shop.request(
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ createdAt_gte: "2026-01-01" }))}`,
      { token },
    );
    expect(ok.status).toBe(200);
  });
});

describe("text the database cannot store", () => {
  it("answers a NUL character anywhere with 400, not 500", async () => {
    await expectErrorShape(
      await shop.request("/api/admin-login", { method: "POST", json: { username: "\u0000", password: "x" } }),
      400,
      "invalid_request",
    );
    await expectErrorShape(await shop.request("/api/products/%00"), 400, "invalid_request");
    await expectErrorShape(
      await shop.request("/api/newsletter", { method: "POST", json: { email: "a\u0000@b.de" } }),
      400,
    );
  });
});
