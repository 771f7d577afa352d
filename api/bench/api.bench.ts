// npm run bench:api — throughput and latency of the shop's cached catalog reads, as `npm start`
// serves them, against a bare Hono route, measured in one run on this machine (compare the
// ratios, not the absolute numbers).
//
// The shop: the production build (api/dist/server.js) in its own process, started as `npm start`
// starts it (NODE_ENV=production, the default LOG_LEVEL info: one request log line per request
// with its request id, written to a file as a log shipper would read it; the Prometheus metrics on,
// METRICS_TOKEN set), on a fresh embedded database (PGlite) with the demo catalog.
// The baseline (bench/bare-server.ts): bare Hono routes on @hono/node-server in a process of its
// own, answering exactly the bytes the shop's route answered (fetched from the shop first), gzipped
// as the shop stores them: the same compression set-up (a stored gzip per answer, nothing
// compressed per request), so the ratio is only what the shop's middleware, router, validation,
// cache, request id, log and metrics cost. Target: each catalog route at 0.6 of its bare route or
// better, one request at a time per connection and pipelined, the median of BENCH_RUNS runs.
//
// BENCH_SHORT=1 (or --guard): the regression guard CI runs after the tests (.ci/run), well under a
// minute: one short run of the product list; it fails only when a ratio is far off (below GUARD_RATIO).
// BENCH_CPU_PROFILE=<folder>: the shop runs under `node --cpu-prof` and writes its profile there.
// With DATABASE_URL set, it also measures orders on PostgreSQL with one and with two instances of
// the production build (one database, and one Redis when REDIS_URL is set).
import { spawn } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { MAX_STOCK } from "@shop/shared/schemas";
import { orderPayload } from "../test/order-payload.ts";
import { shopCommand, startShopProcess, type ShopProcess } from "@shop/browser-testing/shop-process";
import { createPostgresDatabase } from "../test/harness.ts";

const SHORT = process.env.BENCH_SHORT === "1" || process.argv.includes("--guard");
const DURATION = Number(process.env.BENCH_SECONDS ?? (SHORT ? 3 : 8));
const WARM_UP = SHORT ? 1 : 2;
const RUNS = SHORT ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.6;
/**
 * The guard's line: far below the target, so only a real regression (not a busy machine) trips it.
 * A CI run sharing its two cores with other work measured 0.30 one at a time; half of that is a
 * regression, not noise.
 */
const GUARD_RATIO = 0.15;
const PIPELINING = 10;
const ORDER_CONNECTIONS = 10;
const BENCH_ADMIN_PASSWORD = "bench-admin-passphrase-7";
const METRICS_TOKEN = "bench-metrics-token-0123456789";

const work = mkdtempSync(join(tmpdir(), "shop-bench-"));
const logFile = join(work, "shop.log");
const profileDir = process.env.BENCH_CPU_PROFILE;
const shop = await startShopProcess(
  "shop",
  {
    DATA_DIR: join(work, "data"),
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    METRICS_TOKEN,
    // autocannon is many shoppers behind one address: the per-client order limit would refuse all but 10.
    ORDER_LIMIT_PER_HOUR: "100000",
  },
  {
    outputFile: logFile,
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    // The first start migrates the database and stores the demo catalog's images.
    readyTimeoutMs: 180_000,
  },
);

/** The raw bytes of a GET (no decompression): what the shop sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const PRODUCT = "drug-tests";
const routes = [
  { name: "GET /api/products?lang=EN", path: "/api/products?lang=EN", bare: "/bare/products" },
  { name: `GET /api/products/${PRODUCT}?lang=DE`, path: `/api/products/${PRODUCT}?lang=DE`, bare: "/bare/product" },
].filter((_, index) => !SHORT || index === 0);
const stored = [];
for (const route of routes) {
  const json = await rawGet(shop.url + route.path, {});
  const gzip = await rawGet(shop.url + route.path, { "accept-encoding": "gzip" });
  if (json.status !== 200 || gzip.status !== 200) throw new Error(`${route.path} answered ${json.status}`);
  stored.push({ path: route.bare, json: json.body.toString(), gzip: gzip.body.toString("base64") });
}
writeFileSync(join(work, "bodies.json"), JSON.stringify(stored));

const bareProcess = spawn(
  process.execPath,
  ["--import", "tsx", fileURLToPath(new URL("./bare-server.ts", import.meta.url)), join(work, "bodies.json")],
  { stdio: ["ignore", "pipe", "inherit"] },
);
// Neither server outlives the benchmark, however it ends.
process.on("exit", () => bareProcess.kill());
const barePort = await new Promise<number>((resolve, reject) => {
  createInterface({ input: bareProcess.stdout }).once("line", (line) =>
    resolve((JSON.parse(line) as { port: number }).port),
  );
  bareProcess.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
});

// Like a browser: every request accepts gzip (the catalog answers are stored compressed).
const headers = { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" };

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** This run's req/s over its bare route's, when it has one. */
  ratio?: number;
  /** Every run's ratio, when measured more than once. */
  ratios?: number[];
}

async function load(
  url: string,
  pipelining: number,
  connections = CONNECTIONS,
  method: "GET" | "POST" = "GET",
  body?: string,
) {
  const options = { url, method, body, headers, pipelining };
  // A short warm-up lets V8 optimise both servers before the measured run.
  await autocannon({ ...options, connections: 10, duration: WARM_UP });
  const result = await autocannon({ ...options, connections, duration: DURATION });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Each route and its bare route, one after the other, RUNS times (the ratio of each run compares
 * two measurements taken a few seconds apart); the rows are the median run's figures per column.
 */
async function measure(pipelining: number): Promise<Result[]> {
  const runs: Result[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const results: Result[] = [];
    for (const route of routes) {
      const bare = await load(`http://127.0.0.1:${barePort}${route.bare}`, pipelining);
      const real = await load(shop.url + route.path, pipelining);
      results.push({ name: `bare ${route.bare}`, ...bare });
      results.push({ name: route.name, ...real, ratio: real.rps / bare.rps });
    }
    runs.push(results);
  }
  return runs[0].map((first, row) => {
    const column = (pick: (result: Result) => number) => median(runs.map((results) => pick(results[row])));
    const ratios = first.ratio === undefined ? undefined : runs.map((results) => results[row].ratio ?? 0);
    return {
      name: first.name,
      rps: column((r) => r.rps),
      p50: column((r) => r.p50),
      p99: column((r) => r.p99),
      errors: runs.reduce((sum, results) => sum + results[row].errors, 0),
      ratio: ratios && median(ratios),
      ratios: ratios && ratios.length > 1 ? ratios : undefined,
    };
  });
}

/** The table; the ratio column compares a row with its bare route (or with the first row: `versus`). */
function print(title: string, results: Result[], versus?: string) {
  console.log(`\n${title}`);
  console.log(
    [
      "route".padEnd(40),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      (versus ?? "vs bare").padStart(8),
      "errors".padStart(7),
      versus === undefined ? "  ratio of each run" : "",
    ].join(" "),
  );
  for (const r of results) {
    const ratio = versus ? r.rps / results[0].rps : r.ratio;
    console.log(
      [
        r.name.padEnd(40),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        (ratio === undefined ? "" : ratio.toFixed(2)).padStart(8),
        String(r.errors).padStart(7),
        r.ratios ? `  ${r.ratios.map((x) => x.toFixed(2)).join(", ")}` : "",
      ].join(" "),
    );
  }
}

/** One product through the console's API, with as much stock as it allows: orders never run out in a run. */
async function createBenchProduct(instance: ShopProcess): Promise<{ slug: string; price: number }> {
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
  shopCommand(); // a missing build fails here, before a database is created
  const database = await createPostgresDatabase();
  const dataDirs: string[] = [];
  const instances: ShopProcess[] = [];
  const start = async (name: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${name}-`));
    dataDirs.push(dataDir);
    const instance = await startShopProcess(name, {
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
    const run = async (targets: ShopProcess[], duration: number) => {
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

let sequential: Result[];
let pipelined: Result[];
let orders: Result[] = [];
let logLines: number;
try {
  // The load generator shares this machine's cores with the servers: one request at a time per
  // connection, autocannon itself runs short of CPU first; pipelining 10 requests per connection
  // keeps it light enough to load the server. The target applies to both.
  sequential = await measure(1);
  pipelined = await measure(PIPELINING);
  if (!SHORT) {
    // Writes on the embedded database, once (not pipelined, not compared with a bare route).
    const product = await createBenchProduct(shop);
    const body = JSON.stringify(
      orderPayload([{ slug: product.slug, quantity: 1, price: product.price }], { customerEmail: "bench@example.com" }),
    );
    // Every order is a write transaction on the single embedded connection: 10 shoppers paying
    // at the same instant is already a busy shop.
    orders = [
      { name: "POST /api/orders (10 connections)", ...(await load(`${shop.url}/api/orders`, 1, 10, "POST", body)) },
    ];
  }
  // The request log was on all along: one line per answer (read line by line: a full run writes
  // more than a string can hold).
  logLines = 0;
  for await (const line of createInterface({ input: createReadStream(logFile), crlfDelay: Infinity }))
    if (line.includes('"msg":"request"')) logLines++;
} finally {
  await shop.stop();
  bareProcess.kill();
}
rmSync(work, { recursive: true, force: true });
const ordersOnPostgres = !SHORT && process.env.DATABASE_URL ? await measureOrdersOnPostgres() : undefined;

console.log(
  `\nAPI benchmark${SHORT ? " (short: the regression guard)" : ""}: the production build vs bare Hono routes in ` +
    `their own processes, ${DURATION}s per route and run after a ${WARM_UP}s warm-up, ${RUNS} run${RUNS > 1 ? "s" : ""} ` +
    `(figures are medians), ${CONNECTIONS} connections, embedded database (PGlite), Node ${process.version}; ` +
    `the shop wrote ${logLines} request log lines`,
);
print("One request at a time per connection", sequential);
print(`Pipelined, ${PIPELINING} requests per connection`, pipelined);
if (orders.length) print("Orders on the embedded database, production build", orders, "");
if (ordersOnPostgres)
  print(
    `Orders on PostgreSQL, ${ORDER_CONNECTIONS} connections in all, production build` +
      `${process.env.REDIS_URL ? ", shared Redis" : ""} (two instances: p50/p99 of the slower one)`,
    ordersOnPostgres,
    "vs one",
  );
const line = SHORT ? GUARD_RATIO : TARGET_RATIO;
const failing = [
  ...sequential.map((r) => ({ ...r, mode: "one at a time" })),
  ...pipelined.map((r) => ({ ...r, mode: "pipelined" })),
].filter((r) => r.ratio !== undefined && (r.ratio < line || r.errors > 0));
console.log(
  failing.length
    ? `\nBelow ${line} of the bare route${SHORT ? " (the guard's line; the target is " + TARGET_RATIO + ")" : " (the target)"}, or with errors: ` +
        failing.map((r) => `${r.name} (${r.mode}: ${r.ratio?.toFixed(2)}, ${r.errors} errors)`).join("; ")
    : `\nEvery catalog route is at ${line} of its bare route or better, in both modes${SHORT ? " (the guard's line)" : ""}.`,
);
process.exitCode = failing.length ? 1 : 0;
