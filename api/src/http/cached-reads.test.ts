// The server's fast path for cached reads (cached-reads.ts), over real HTTP: a target the catalog
// cache or the page cache learnt is answered before the app, with the bytes and headers the app
// answered (a page with a nonce of its own), a request id, a log line and the metrics; everything
// else reaches the app.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { buildDeps, type BuiltDeps } from "../deps.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../platform/logger.ts";
import { testStorefrontRenderer, type TestRenderer } from "../../test/page-renderer.ts";
import { withCachedReads } from "./cached-reads.ts";

interface LogLine {
  msg: string;
  requestId?: string;
  route?: string;
  path?: string;
  status?: number;
  [field: string]: unknown;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = "metrics-token-for-the-fast-path-0123";

let base: TestShop;
let deps: BuiltDeps;
let server: Server;
let origin: string;
const lines: LogLine[] = [];
/** Requests the app (not the fast path) handled. */
const reachedApp: string[] = [];
let renderer: TestRenderer;

beforeAll(async () => {
  base = await startTestShop({ METRICS_TOKEN });
  await seedFixtureCatalog(base, [
    { slug: "drug-tests", priceCents: 2490, stock: 100 },
    { slug: "vitamin-d", priceCents: 1990, stock: 5, category: "vitamin-d-test" },
  ]);
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  deps = await buildDeps(base.env, { db: base.deps.db, logger });
  const storefrontDir = mkdtempSync(join(base.dataDir, "storefront-"));
  writeFileSync(join(storefrontDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  mkdirSync(join(storefrontDir, "assets"));
  renderer = testStorefrontRenderer();
  const app = createApp(deps, { storefrontDir, adminDir: storefrontDir, renderer });
  const appListener = getRequestListener(app.fetch);
  server = createServer(
    withCachedReads(deps, (request, response) => {
      reachedApp.push(`${request.method} ${request.url}`);
      void appListener(request, response);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await deps?.close();
  await base?.close();
});
beforeEach(() => {
  lines.length = 0;
  reachedApp.length = 0;
});

/** One request over HTTP; the body as sent (never decompressed). */
function send(method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${origin}${target}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
const get = (target: string, headers?: Record<string, string>) => send("GET", target, headers);

/** The headers that must be the same whoever answered: all but the per-answer ones. */
function lasting(headers: IncomingHttpHeaders) {
  const { date: _date, "x-request-id": _id, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
}

describe("a catalog read the cache knows", () => {
  it("is answered before the app, with the app's status, headers and bytes, in each encoding", async () => {
    for (const target of ["/api/products?lang=EN", "/api/products/drug-tests?lang=DE", "/api/categories?lang=BG"]) {
      for (const encoding of [{}, { "accept-encoding": "gzip, deflate, br" }] as Record<string, string>[]) {
        // Forgotten first, so that the app answers this encoding once.
        deps.catalogCache.invalidate();
        reachedApp.length = 0;
        const fromApp = await get(target, encoding);
        expect(fromApp.status, target).toBe(200);
        expect(reachedApp, target).toEqual([`GET ${target}`]);
        const fromFastPath = await get(target, encoding);
        expect(reachedApp, `${target} again`).toHaveLength(1);
        expect(fromFastPath.status).toBe(200);
        expect(fromFastPath.body.equals(fromApp.body), target).toBe(true);
        expect(lasting(fromFastPath.headers)).toEqual(lasting(fromApp.headers));
      }
    }
    await get("/api/products?lang=EN");
    reachedApp.length = 0;
    const zipped = await get("/api/products?lang=EN", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toHaveLength(2);
    expect(reachedApp).toEqual([]);
  });

  it("answers 304 to its ETag, and the full answer to another", async () => {
    const first = await get("/api/products/vitamin-d?lang=EN");
    const etag = first.headers.etag!;
    reachedApp.length = 0;
    const notModified = await get("/api/products/vitamin-d?lang=EN", { "if-none-match": `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe(etag);
    const changed = await get("/api/products/vitamin-d?lang=EN", { "if-none-match": '"other"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(first.body)).toBe(true);
    expect(reachedApp).toEqual([]);
  });

  it("gives each answer a request id, keeps a well-formed caller's, and writes the log line with it", async () => {
    await get("/api/products?lang=EN");
    lines.length = 0;
    const generated = await get("/api/products?lang=EN");
    const kept = await get("/api/products?lang=EN", { "x-request-id": "lb-7f3a:42" });
    const replaced = await get("/api/products?lang=EN", { "x-request-id": "<script>" });
    expect(reachedApp).toEqual([]);
    expect(generated.headers["x-request-id"]).toMatch(UUID);
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a:42");
    expect(replaced.headers["x-request-id"]).toMatch(UUID);
    const requestLines = lines.filter((line) => line.msg === "request");
    expect(requestLines.map((line) => [line.requestId, line.route, line.path, line.status, line.method])).toEqual([
      [generated.headers["x-request-id"], "/api/products", "/api/products", 200, "GET"],
      ["lb-7f3a:42", "/api/products", "/api/products", 200, "GET"],
      [replaced.headers["x-request-id"], "/api/products", "/api/products", 200, "GET"],
    ]);
    expect(requestLines.every((line) => typeof line.durationMs === "number")).toBe(true);
  });

  it("is counted in the metrics under its route pattern", async () => {
    await get("/api/products/drug-tests?lang=EN");
    const series = 'http_requests_total{method="GET",route="/api/products/:slug",status="200"}';
    const count = async () => {
      const metrics = await get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
      const line = metrics.body
        .toString()
        .split("\n")
        .find((text) => text.startsWith(`${series} `));
      return Number(line?.slice(series.length + 1) ?? 0);
    };
    const before = await count();
    reachedApp.length = 0;
    await get("/api/products/drug-tests?lang=EN");
    await get("/api/products/drug-tests?lang=EN");
    expect(reachedApp).toEqual([]);
    expect(await count()).toBe(before + 2);
  });
});

describe("a storefront page the page cache keeps", () => {
  /** The headers that must be the same whoever answered; the policy names each answer's own nonce. */
  const pageHeaders = (headers: IncomingHttpHeaders) => {
    const { "content-security-policy": policy, "content-length": _length, ...rest } = lasting(headers);
    return { ...rest, policy: String(policy).replace(/'nonce-[^']+'/g, "'nonce-N'") };
  };
  const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1];
  const html = (answer: Answer) =>
    (answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body).toString();

  it("is answered before the app with a fresh nonce, the app's headers and the same page", async () => {
    for (const encoding of [{}, { "accept-encoding": "gzip" }] as Record<string, string>[]) {
      deps.catalogCache.invalidate();
      reachedApp.length = 0;
      const fromApp = await get("/en/product/drug-tests", encoding);
      const rendered = renderer.renders.length;
      const fromFastPath = await get("/en/product/drug-tests", encoding);
      expect(reachedApp).toEqual(["GET /en/product/drug-tests"]);
      expect(renderer.renders).toHaveLength(rendered);
      expect(fromFastPath.status).toBe(200);
      expect(pageHeaders(fromFastPath.headers)).toEqual(pageHeaders(fromApp.headers));
      expect(fromFastPath.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(Number(fromFastPath.headers["content-length"])).toBe(fromFastPath.body.length);
      const [appNonce, fastNonce] = [nonceOf(fromApp), nonceOf(fromFastPath)];
      expect(fastNonce).not.toBe(appNonce);
      expect(html(fromFastPath)).toContain(`nonce="${fastNonce}"`);
      expect(html(fromFastPath).replaceAll(fastNonce, "N")).toBe(html(fromApp).replaceAll(appNonce, "N"));
      expect(html(fromFastPath)).toContain("<h1>drug-tests (en)</h1>");
    }
    const line = lines.filter((entry) => entry.msg === "request").at(-1)!;
    expect(line).toMatchObject({ path: "/en/product/drug-tests", status: 200 });
    expect(line.requestId).toMatch(UUID);
  });

  it("is not answered so when it depends on the visitor, does not exist, or after a catalog write", async () => {
    await get("/en/product/drug-tests");
    reachedApp.length = 0;
    // Without a language in the path, the answer depends on the visitor's cookie and languages.
    await get("/shop", { "accept-language": "de" });
    await get("/shop", { "accept-language": "de" });
    await get("/en/product/no-such-product");
    await get("/en/product/no-such-product");
    await get("/en/shop?utm_source=mail");
    await get("/en/shop?utm_source=mail");
    expect(reachedApp).toEqual([
      "GET /shop",
      "GET /shop",
      "GET /en/product/no-such-product",
      "GET /en/product/no-such-product",
      "GET /en/shop?utm_source=mail",
      "GET /en/shop?utm_source=mail",
    ]);
    await deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { priceCents: 3190 } });
    deps.catalogCache.invalidate();
    reachedApp.length = 0;
    expect(html(await get("/en/product/drug-tests"))).toContain("31.90");
    expect(reachedApp).toEqual(["GET /en/product/drug-tests"]);
  });
});

describe("what reaches the app", () => {
  it("a target seen for the first time, though its answer is cached under another spelling", async () => {
    await get("/api/products?lang=EN");
    reachedApp.length = 0;
    await get("/api/products?lang=EN&unused=1");
    await get("/api/products?lang=EN&unused=1");
    expect(reachedApp).toEqual(["GET /api/products?lang=EN&unused=1"]);
  });

  it("invalid queries, searches and unknown products, every time", async () => {
    const targets = [
      "/api/products?lang=EN&page=two",
      "/api/products?lang=EN&q=drug",
      "/api/products/no-such-product?lang=EN",
      "/api/products?lang=EN&sort=sideways",
    ];
    const statuses = [];
    for (const target of [...targets, ...targets]) statuses.push((await get(target)).status);
    expect(reachedApp).toEqual([...targets, ...targets].map((target) => `GET ${target}`));
    expect(statuses).toEqual([400, 200, 404, 400, 400, 200, 404, 400]);
  });

  it("other methods on a known target, and other paths", async () => {
    await get("/api/products?lang=EN");
    reachedApp.length = 0;
    expect((await send("HEAD", "/api/products?lang=EN")).status).toBe(200);
    expect((await send("POST", "/api/products?lang=EN")).status).toBe(401);
    expect((await get("/api/health")).status).toBe(200);
    expect(reachedApp).toEqual(["HEAD /api/products?lang=EN", "POST /api/products?lang=EN", "GET /api/health"]);
  });

  it("every target after a catalog write, which the next answer shows", async () => {
    const before = await get("/api/products/drug-tests?lang=EN");
    await get("/api/categories?lang=EN");
    await deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { priceCents: 2990 } });
    deps.catalogCache.invalidate();
    reachedApp.length = 0;
    const after = await get("/api/products/drug-tests?lang=EN");
    await get("/api/categories?lang=EN");
    expect(reachedApp).toEqual(["GET /api/products/drug-tests?lang=EN", "GET /api/categories?lang=EN"]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString())).toMatchObject({ price: 29.9 });
    await get("/api/products/drug-tests?lang=EN");
    expect(reachedApp).toHaveLength(2);
  });
});
