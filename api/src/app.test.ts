// One JSON error shape for every 4xx and 5xx, and no 500 for bad input.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@shop/db";
import { createPostgresDatabase, seedFixtureCatalog, startTestShop, usesPostgres, type TestResponse, type TestShop } from "../test/harness.ts";
import { readEnv } from "./env.ts";
import { buildDeps } from "./deps.ts";
import { createApp } from "./app.ts";
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
    const malformed = await shop.request("/api/orders", { method: "POST", body: '{"items": [', headers: { "content-type": "application/json" } });
    await expectErrorShape(malformed, 400);
    const wrongTypes = await shop.request("/api/orders", { method: "POST", json: { customerEmail: 5, items: "many" } });
    const body = await expectErrorShape(wrongTypes, 400, "invalid_request");
    expect(body.error.field).toBeTruthy();
    await expectErrorShape(await shop.request("/api/orders", { method: "POST", body: "x=1", headers: { "content-type": "text/plain" } }), 400);
    await expectErrorShape(await shop.request("/api/admin-login", { method: "POST", json: null }), 400);
  });

  it("answers oversized bodies with 413", async () => {
    const huge = JSON.stringify({ customerEmail: "a@b.c", padding: "x".repeat(400 * 1024) });
    await expectErrorShape(await shop.request("/api/orders", { method: "POST", body: huge, headers: { "content-type": "application/json" } }), 413, "payload_too_large");
  });

  it("answers health with 200 when the database is up", async () => {
    const response = await shop.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

// A TCP relay in front of PostgreSQL that the test can cut and restore, to take the database
// away from a running API and give it back.
function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
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
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server!.close(() => resolve());
      }),
  };
}

describe.runIf(usesPostgres)("an unreachable database", () => {
  it("gives 503 and the API recovers without a restart", async () => {
    const database = await createPostgresDatabase();
    const url = new URL(database.url);
    const relay = startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await relay.listen();
    const relayed = new URL(database.url);
    relayed.port = String(port);
    const env = readEnv({ NODE_ENV: "test", DATA_DIR: shop.dataDir, LOG_LEVEL: "silent", DATABASE_URL: relayed.toString(), JWT_SECRET: "x".repeat(40) });
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 3 });
    const deps = await buildDeps(env, { db, logger: createLogger("silent") });
    const app = createApp(deps);
    try {
      expect((await app.request("/api/health")).status).toBe(200);
      expect((await app.request("/api/categories")).status).toBe(200);

      await relay.cut();
      await expectErrorShape(await app.request("/api/health"), 503);
      await expectErrorShape(await app.request("/api/products/some-kit"), 503, "service_unavailable");

      await relay.listen(port);
      expect((await app.request("/api/health")).status).toBe(200);
      expect((await app.request("/api/products/some-kit")).status).toBe(404);
    } finally {
      await deps.close();
      await db.close();
      await relay.cut().catch(() => {});
      await database.drop();
    }
  });
});

describe("text the database cannot store", () => {
  it("answers a NUL character anywhere with 400, not 500", async () => {
    await expectErrorShape(await shop.request("/api/admin-login", { method: "POST", json: { username: "\u0000", password: "x" } }), 400, "invalid_request");
    await expectErrorShape(await shop.request("/api/products/%00"), 400, "invalid_request");
    await expectErrorShape(await shop.request("/api/newsletter", { method: "POST", json: { email: "a\u0000@b.de" } }), 400);
  });
});
