// Observability on a real shop: request ids on every kind of answer, one log line per request
// (and the request's id on every line logged while it is handled, down in the services), the
// Prometheus metrics behind METRICS_TOKEN, and the readiness check with its dependencies failing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../test/harness.ts";
import { confirm, confirmCard, payInTestMode, placeOrder, postWebhook, usePaymentShop } from "../test/payment-shop.ts";
import { buildDeps, type BuiltDeps } from "./deps.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./platform/logger.ts";
import { testStorefrontRenderer } from "../test/page-renderer.ts";

const METRICS_TOKEN = "metrics-token-for-the-tests-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

interface ObservedShop extends TestShop {
  /** Every line the shop's logger wrote, parsed. */
  lines: LogLine[];
  /** The same shop serving the storefront's pages and files (a minimal built storefront). */
  web: ReturnType<typeof createApp>;
}

/** A test shop whose logger writes (at info) into `lines`, on the test shop's database. */
async function startObservedShop(overrides: Record<string, string> = {}): Promise<ObservedShop> {
  const base = await startTestShop({ METRICS_TOKEN, ...overrides });
  await seedFixtureCatalog(base, [{ slug: "drug-tests", priceCents: 2490, stock: 100 }]);
  const lines: LogLine[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const deps: BuiltDeps = await buildDeps(base.env, { db: base.deps.db, logger });
  const app = createApp(deps);
  const storefrontDir = mkdtempSync(join(base.dataDir, "storefront-"));
  writeFileSync(join(storefrontDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  mkdirSync(join(storefrontDir, "assets"));
  writeFileSync(join(storefrontDir, "assets", "app-1234.js"), "console.log('shop')");
  const web = createApp(deps, { storefrontDir, adminDir: storefrontDir, renderer: testStorefrontRenderer() });
  const closeBase = base.close.bind(base);
  return {
    ...base,
    deps,
    app,
    web,
    lines,
    request: (path, init = {}) => {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      if (token) headers.set("authorization", `Bearer ${token}`);
      const body = json !== undefined ? JSON.stringify(json) : rest.body;
      return Promise.resolve(app.request(path, { ...rest, headers, body }));
    },
    close: async () => {
      await deps.close();
      await closeBase();
    },
  };
}

/** The samples of a Prometheus text answer: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    result.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return result;
}

let shop: ObservedShop;
beforeAll(async () => {
  shop = await startObservedShop();
});
afterAll(() => shop?.close());

const scrape = async () => {
  const response = await shop.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return samples(await response.text());
};
const value = (metrics: Map<string, number>, series: string) => metrics.get(series) ?? 0;

describe("X-Request-Id", () => {
  it("keeps a well-formed id, replaces a malformed one, creates one when there is none", async () => {
    const kept = await shop.request("/api/health", { headers: { "x-request-id": "lb-7f3a:42.x_y-z" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a:42.x_y-z");

    for (const malformed of ["has space", "<script>", "a".repeat(129), "é", "a/b", "a\tb"]) {
      const replaced = await shop.request("/api/health", { headers: { "x-request-id": malformed } });
      expect(replaced.headers.get("x-request-id")).toMatch(UUID);
    }
    const first = await shop.request("/api/health");
    const second = await shop.request("/api/health");
    expect(first.headers.get("x-request-id")).toMatch(UUID);
    expect(second.headers.get("x-request-id")).toMatch(UUID);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("is on API answers, errors, 404s, pages and static files", async () => {
    const cases: [ReturnType<typeof createApp>, string, RequestInit?][] = [
      [shop.app, "/api/products?lang=en"],
      [shop.app, "/api/products/no-such-product?lang=en"],
      [shop.app, "/api/nowhere"],
      [shop.app, "/nowhere"],
      [shop.app, "/api/orders", { method: "POST", body: "{", headers: { "content-type": "application/json" } }],
      [shop.web, "/"],
      [shop.web, "/assets/app-1234.js"],
      [shop.web, "/uploads/p-missing-640.webp"],
    ];
    for (const [app, path, init] of cases) {
      const generated = await app.request(path, init);
      expect(generated.headers.get("x-request-id"), path).toMatch(UUID);
      const headers = new Headers(init?.headers);
      headers.set("x-request-id", "caller-id-1");
      const kept = await app.request(path, { ...init, headers });
      expect(kept.headers.get("x-request-id"), path).toBe("caller-id-1");
    }
  });

  it("is on the catalog cache's own answers, a 304 too", async () => {
    const first = await shop.request("/api/products?lang=en", { headers: { "x-request-id": "cache-1" } });
    expect(first.headers.get("x-request-id")).toBe("cache-1");
    const etag = first.headers.get("etag")!;
    const again = await shop.request("/api/products?lang=en", {
      headers: { "x-request-id": "cache-2", "if-none-match": etag, "accept-encoding": "gzip" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-request-id")).toBe("cache-2");
    const zipped = await shop.request("/api/products?lang=en", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("x-request-id")).toMatch(UUID);
  });

  it("travels over real HTTP, for static files and pages too", async () => {
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: shop.web.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    try {
      const { port } = server.address() as net.AddressInfo;
      for (const path of ["/api/health", "/assets/app-1234.js", "/", "/api/nowhere"]) {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { "X-Request-Id": "edge-1" } });
        await answer.arrayBuffer();
        expect(answer.headers.get("x-request-id"), path).toBe("edge-1");
        const fresh = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { "X-Request-Id": "bad id" } });
        await fresh.arrayBuffer();
        expect(fresh.headers.get("x-request-id"), path).toMatch(UUID);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("request log", () => {
  it("writes one line per request with the route pattern, status, duration and id, without the query", async () => {
    const from = shop.lines.length;
    const response = await shop.request("/api/products/drug-tests?lang=en&email=anna%40example.com", {
      headers: { "x-request-id": "log-line-1" },
    });
    expect(response.status).toBe(200);
    const written = shop.lines.slice(from).filter((line) => line.requestId === "log-line-1");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      route: "/api/products/:slug",
      path: "/api/products/drug-tests",
      status: 200,
    });
    expect(written[0].durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(shop.lines)).not.toContain("anna");
  });

  it("measures the whole answer in milliseconds, however long a dependency keeps it", async () => {
    // A dependency that holds the answer for at least 80 ms: the line says so in milliseconds (not
    // seconds, not microseconds), and the metrics count it in the matching histogram bucket.
    const HELD_MS = 80;
    const slow = createApp({
      ...shop.deps,
      payments: {
        ...shop.deps.payments,
        publicConfig: () => {
          const until = performance.now() + HELD_MS;
          while (performance.now() < until);
          return shop.deps.payments.publicConfig();
        },
      },
    });
    const from = shop.lines.length;
    const response = await slow.request("/api/payments/config", { headers: { "x-request-id": "log-slow" } });
    expect(response.status).toBe(200);
    const [line] = shop.lines.slice(from).filter((entry) => entry.requestId === "log-slow");
    const durationMs = line.durationMs as number;
    expect(durationMs).toBeGreaterThanOrEqual(HELD_MS);
    expect(durationMs).toBeLessThan(HELD_MS + 10_000);
    expect(durationMs).toBe(Math.round(durationMs * 10) / 10);
  });

  it("logs unmatched requests and server errors at their level, with the id handleError logs too", async () => {
    const from = shop.lines.length;
    await shop.request("/api/nowhere/at/all", { headers: { "x-request-id": "log-404" } });
    const [notFound] = shop.lines.slice(from).filter((line) => line.requestId === "log-404");
    expect(notFound).toMatchObject({ level: 30, route: "unmatched", status: 404, path: "/api/nowhere/at/all" });

    // A fault deep in a dependency: handleError logs it, and the request line is an error.
    const broken = createApp({
      ...shop.deps,
      payments: {
        ...shop.deps.payments,
        publicConfig: () => {
          throw new Error("payment configuration exploded");
        },
      },
    });
    const response = await broken.request("/api/payments/config", { headers: { "x-request-id": "log-500" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("log-500");
    const lines = shop.lines.filter((line) => line.requestId === "log-500");
    expect(lines.map((line) => line.msg)).toEqual(["unhandled error", "request"]);
    expect(lines[1]).toMatchObject({ level: 50, route: "/api/payments/config", status: 500 });
  });

  it("gives every line a service logs during a request that request's id, with requests running at once", async () => {
    const attempts = ["first", "second", "third"].map((name) =>
      shop.request("/api/admin-login", {
        method: "POST",
        json: { username: `user-${name}`, password: "wrong-password-1" },
        headers: { "x-request-id": `login-${name}` },
      }),
    );
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 401, 401]);
    for (const name of ["first", "second", "third"]) {
      const lines = shop.lines.filter((line) => line.requestId === `login-${name}`);
      expect(lines.map((line) => line.msg)).toEqual(["failed admin login", "request"]);
      // An unknown username is logged as its keyed hash, never as typed (a password typed there stays out of the log).
      expect(lines[0].actor).toMatch(/^unknown:/);
      expect(JSON.stringify(lines)).not.toContain(`user-${name}`);
      expect(lines[1]).toMatchObject({ route: "/api/admin-login", status: 401 });
    }
    // Outside a request there is no id.
    shop.deps.logger.info("between requests");
    expect(shop.lines.at(-1)).not.toHaveProperty("requestId");
  });
});

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const unset = createApp({ ...shop.deps, env: { ...shop.deps.env, METRICS_TOKEN: undefined } });
    const response = await unset.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("answers 401 without the right bearer token", async () => {
    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      `Basic ${METRICS_TOKEN}`,
      METRICS_TOKEN,
      "Bearer ",
    ]) {
      const response = await shop.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("serves the Prometheus text format, never stored", async () => {
    const response = await shop.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("counts requests by method, route pattern and status", async () => {
    const before = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/products/:slug",status="200"}';
    await shop.request("/api/products/drug-tests?lang=en");
    await shop.request("/api/products/drug-tests?lang=de");
    const after = await scrape();
    expect(value(after, series) - value(before, series)).toBe(2);
    const durations = 'http_request_duration_seconds_count{method="GET",route="/api/products/:slug",status="200"}';
    expect(value(after, durations) - value(before, durations)).toBe(2);
  });

  it("counts orders created and paid, and declined payments by provider", async () => {
    const before = await scrape();
    const paid = await placeOrder(shop, "CARD");
    expect((await payInTestMode(shop, paid)).status).toBe(200);
    expect((await confirm(shop, paid.orderNumber)).status).toBe(200);
    // Confirming again changes nothing: paid once, counted once.
    expect((await confirm(shop, paid.orderNumber)).status).toBe(200);

    const declined = await placeOrder(shop, "CARD");
    const attempt = await shop.request("/api/payments/test/confirm", {
      method: "POST",
      json: {
        paymentReference: declined.paymentReference,
        clientSecret: declined.clientSecret,
        method: "CARD",
        cardNumber: "4000 0000 0000 0002",
      },
    });
    expect(attempt.status).toBe(402);

    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta("shop_orders_created_total")).toBe(2);
    expect(delta("shop_orders_paid_total")).toBe(1);
    expect(delta('shop_payment_failures_total{provider="test"}')).toBe(1);
  });

  it("counts requests to unknown paths in one `unmatched` series, never by their path", async () => {
    const routes = (metrics: Map<string, number>) =>
      new Set(
        [...metrics.keys()]
          .filter((key) => key.startsWith("http_requests_total{"))
          .map((key) => /route="([^"]*)"/.exec(key)![1]),
      );
    const before = await scrape();
    const probes = Array.from({ length: 50 }, (_, i) => `probe${i}x${Math.random().toString(36).slice(2)}`);
    for (const [i, probe] of probes.entries()) {
      await shop.request(i % 2 ? `/api/${probe}` : `/wp-admin/${probe}.php`);
      // The storefront answers unknown pages itself (its 404 page): bounded all the same.
      if (i % 5 === 0) await shop.web.request(`/${probe}`);
    }
    const after = await scrape();
    const added = [...routes(after)].filter((route) => !routes(before).has(route));
    expect(added.filter((route) => route !== "unmatched")).toEqual([]);
    const series = 'http_requests_total{method="GET",route="unmatched",status="404"}';
    expect(value(after, series) - value(before, series)).toBeGreaterThanOrEqual(50);
    const text = [...after.keys()].join("\n");
    for (const probe of probes) expect(text).not.toContain(probe);
  });
});

describe("payment failures reported by a provider's webhook", () => {
  const payments = usePaymentShop();
  const failures = async (provider: string) =>
    (await payments.deps.metrics.paymentFailures.get()).values.find((v) => v.labels.provider === provider)?.value ?? 0;

  it("are counted by provider, once per delivery", async () => {
    const before = await failures("stripe");
    const order = await placeOrder(payments, "CARD");
    await confirmCard(payments.stripe, order.clientSecret, "4000000000000002");
    const delivery = payments.stripe.webhook(
      "payment_intent.payment_failed",
      payments.stripe.intents.get(order.paymentReference)!,
    );
    expect((await postWebhook(payments, "stripe", delivery)).status).toBe(200);
    expect((await postWebhook(payments, "stripe", delivery)).status).toBe(200); // the same delivery again
    expect((await failures("stripe")) - before).toBe(1);
    expect(await failures("test")).toBe(0);
  });
});

describe("GET /api/health/ready", () => {
  it("answers ok with each check when everything answers", async () => {
    const response = await shop.request("/api/health/ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ok",
      checks: { database: "ok", redis: "not configured", storage: "ok" },
    });
  });

  it("stays ready, degraded and naming storage, when images cannot be stored", async () => {
    const dir = join(shop.dataDir, "uploads");
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "a file where the uploads folder should be");
    try {
      const response = await shop.request("/api/health/ready");
      // The catalog and the checkout still work: a proxy must not take the instance out.
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        status: "degraded",
        checks: { database: "ok", redis: "not configured", storage: "failed" },
      });
      // Neither the folder nor the system's error reaches the caller.
      expect(text).not.toContain(dir);
      expect(text).not.toMatch(/EEXIST|ENOTDIR|at /);
      // Liveness asks only the database.
      expect((await shop.request("/api/health")).status).toBe(200);
    } finally {
      rmSync(dir, { force: true });
    }
    expect((await shop.request("/api/health/ready")).status).toBe(200);
  });

  it("answers 503 while the process drains on shutdown", async () => {
    shop.deps.draining = true;
    try {
      const response = await shop.request("/api/health/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "draining" });
    } finally {
      shop.deps.draining = false;
    }
  });
});

// A TCP relay in front of Redis that the test cuts: Redis goes away under a running shop.
function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
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
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!process.env.REDIS_URL)("readiness with Redis (REDIS_URL)", () => {
  it("pings Redis, and stays ready, degraded and naming redis, when it is gone", async () => {
    const redis = new URL(process.env.REDIS_URL!);
    const relay = startRelay({ host: redis.hostname, port: Number(redis.port || 6379) });
    const port = await relay.listen();
    const relayed = new URL(redis);
    relayed.host = `127.0.0.1:${port}`;
    const withRedis = await startTestShop({ REDIS_URL: relayed.toString() });
    try {
      const up = await withRedis.request("/api/health/ready");
      expect(await up.json()).toEqual({ status: "ok", checks: { database: "ok", redis: "ok", storage: "ok" } });

      await relay.cut();
      const down = await withRedis.request("/api/health/ready");
      expect(down.status).toBe(200);
      const body = await down.json();
      expect(body).toMatchObject({ status: "degraded", checks: { database: "ok", storage: "ok" } });
      expect(["failed", "timed out"]).toContain(body.checks.redis);
      expect(JSON.stringify(body)).not.toContain(String(port));
    } finally {
      await withRedis.close();
      await relay.cut().catch(() => {});
    }
  });
});
