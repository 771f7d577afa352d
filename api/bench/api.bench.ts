// npm run bench:api — throughput and latency of the catalog and order routes against a bare
// Hono JSON route, all measured in one run on this machine (compare the ratios, not the
// absolute numbers). Target: every catalog route at 0.6 of the bare route or better. With
// DATABASE_URL set, it also measures orders on PostgreSQL with one and with two instances of the
// production build (one database, and one Redis when REDIS_URL is set).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { MAX_STOCK } from "@shop/shared/schemas";
import { orderPayload } from "../test/order-payload.ts";
import { apiCommand, startApiInstance, type ApiInstance } from "../test/api-process.ts";
import { createPostgresDatabase } from "../test/harness.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.6;
const PIPELINING = 10;
const ORDER_CONNECTIONS = 10;
const BENCH_ADMIN_PASSWORD = "bench-admin-passphrase-7";

const server = spawn(
  process.execPath,
  ["--import", "tsx", fileURLToPath(new URL("./bench-server.ts", import.meta.url))],
  {
    stdio: ["ignore", "pipe", "inherit"],
  },
);
// The server never outlives the benchmark, however it ends.
process.on("exit", () => server.kill());
interface BenchServerInfo {
  bare: number;
  api: number;
  slug: string;
  price: number;
}
const info = await new Promise<BenchServerInfo>((resolve, reject) => {
  createInterface({ input: server.stdout }).once("line", (line) => resolve(JSON.parse(line) as BenchServerInfo));
  server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
});

interface Case {
  name: string;
  url: string;
  method?: "GET" | "POST";
  body?: string;
  catalog?: boolean;
  /** Concurrent connections, when not the default. */
  connections?: number;
}

const cases: Case[] = [
  { name: "bare Hono JSON route", url: `http://127.0.0.1:${info.bare}/bare` },
  { name: "GET /api/products?lang=EN", url: `http://127.0.0.1:${info.api}/api/products?lang=EN`, catalog: true },
  {
    name: `GET /api/products/${info.slug}?lang=DE`,
    url: `http://127.0.0.1:${info.api}/api/products/${info.slug}?lang=DE`,
    catalog: true,
  },
  {
    name: "POST /api/orders (10 connections)",
    // Every order is a write transaction on the single embedded connection: 10 shoppers paying
    // at the same instant is already a busy shop.
    connections: 10,
    url: `http://127.0.0.1:${info.api}/api/orders`,
    method: "POST",
    body: JSON.stringify(
      orderPayload([{ slug: info.slug, quantity: 1, price: info.price }], { customerEmail: "bench@example.com" }),
    ),
  },
];

// Like a browser: every request accepts gzip (the catalog answers are stored compressed).
const headers = { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" };

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  catalog?: boolean;
}

async function measure(pipelining: number, only: (bench: Case) => boolean = () => true): Promise<Result[]> {
  const results: Result[] = [];
  for (const bench of cases.filter(only)) {
    const options = { url: bench.url, method: bench.method ?? "GET", body: bench.body, headers, pipelining };
    // A short warm-up fills caches and lets V8 optimise before the measured run.
    await autocannon({ ...options, connections: 10, duration: 2 });
    const result = await autocannon({ ...options, connections: bench.connections ?? CONNECTIONS, duration: DURATION });
    results.push({
      name: bench.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      catalog: bench.catalog,
    });
  }
  return results;
}

/** The table; the ratio column compares every row with the first (the bare route, or one instance). */
function print(title: string, results: Result[], ratio = "vs bare") {
  const bare = results[0].rps;
  console.log(`\n${title}`);
  console.log(
    [
      "route".padEnd(40),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      ratio.padStart(8),
      "errors".padStart(7),
    ].join(" "),
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(40),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        (r.rps / bare).toFixed(2).padStart(8),
        String(r.errors).padStart(7),
      ].join(" "),
    );
  }
}

// The load generator shares this machine's two cores with the server. One request at a time per
// connection, autocannon itself runs out of CPU first (the server sits partly idle), so the ratio
// then says more about parsing larger responses than about the server. Pipelining 10 requests per
// connection keeps the generator light enough to load the server: that run is the one the target
// applies to; both are printed.
const sequential = await measure(1);
// Writes are not pipelined: orders are measured once, above.
const pipelined = await measure(PIPELINING, (bench) => bench.method !== "POST");
server.kill();

/** One product through the console's API, with as much stock as it allows: orders never run out in a run. */
async function createBenchProduct(instance: ApiInstance): Promise<{ slug: string; price: number }> {
  const post = (path: string, json: unknown, token?: string) =>
    fetch(`${instance.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(json),
    });
  const login = await post("/api/admin-login", { username: "admin", password: BENCH_ADMIN_PASSWORD });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const text = { name: "Bench kit", description: "" };
  const product = { slug: "bench-kit", price: 24.9, stock: MAX_STOCK, active: true };
  const created = await post(
    "/api/admin/products",
    { ...product, translations: { en: text, de: text, bg: text } },
    token,
  );
  if (created.status !== 201) throw new Error(`bench product not created: ${created.status} ${await created.text()}`);
  return product;
}

/**
 * POST /api/orders on PostgreSQL, ORDER_CONNECTIONS shoppers in all, against one instance and then
 * spread evenly over two (one autocannon run per instance, at the same time): req/s is their sum,
 * p50 and p99 the slower instance's.
 */
async function measureOrdersOnPostgres(): Promise<Result[]> {
  apiCommand(); // a missing build fails here, before a database is created
  const database = await createPostgresDatabase();
  const dataDirs: string[] = [];
  const instances: ApiInstance[] = [];
  const start = async (name: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${name}-`));
    dataDirs.push(dataDir);
    const instance = await startApiInstance(name, {
      DATABASE_URL: database.url,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      DATA_DIR: dataDir,
      JWT_SECRET: "bench-secret-long-enough-for-hs256-signing",
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // autocannon is many shoppers behind one address (see bench-server.ts).
      ORDER_LIMIT_PER_HOUR: "100000",
    });
    instances.push(instance);
    return instance;
  };
  try {
    const one = await start("1");
    const product = await createBenchProduct(one);
    const body = JSON.stringify(
      orderPayload([{ slug: product.slug, quantity: 1, price: product.price }], { customerEmail: "bench@example.com" }),
    );
    const run = async (targets: ApiInstance[], duration: number) => {
      const runs = await Promise.all(
        targets.map((instance) =>
          autocannon({
            url: `${instance.url}/api/orders`,
            method: "POST",
            body,
            headers,
            connections: ORDER_CONNECTIONS / targets.length,
            duration,
          }),
        ),
      );
      return {
        rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
        p50: Math.max(...runs.map((r) => r.latency.p50)),
        p99: Math.max(...runs.map((r) => r.latency.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      };
    };
    const results: Result[] = [];
    for (const targets of [[one], [one, await start("2")]]) {
      await run(targets, 2); // warm-up
      const name = `POST /api/orders, ${targets.length} instance${targets.length > 1 ? "s" : ""}`;
      results.push({ name, ...(await run(targets, DURATION)) });
    }
    return results;
  } finally {
    for (const instance of instances) await instance.stop();
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
const ordersOnPostgres = process.env.DATABASE_URL ? await measureOrdersOnPostgres() : undefined;

console.log(
  `\nAPI benchmark: ${DURATION}s per route, ${CONNECTIONS} connections, embedded database (PGlite), Node ${process.version}`,
);
print("One request at a time per connection", sequential);
print(`Pipelined, ${PIPELINING} requests per connection (the target applies here)`, pipelined);
if (ordersOnPostgres)
  print(
    `Orders on PostgreSQL, ${ORDER_CONNECTIONS} connections in all, production build` +
      `${process.env.REDIS_URL ? ", shared Redis" : ""} (two instances: p50/p99 of the slower one)`,
    ordersOnPostgres,
    "vs one",
  );
const bare = pipelined[0].rps;
const failing = pipelined.filter((r) => r.catalog && r.rps / bare < TARGET_RATIO);
console.log(
  failing.length
    ? `\nBelow target (${TARGET_RATIO} of bare): ${failing.map((r) => r.name).join(", ")}`
    : `\nEvery catalog route is at ${TARGET_RATIO} of the bare route or better.`,
);
process.exitCode = failing.length ? 1 : 0;
