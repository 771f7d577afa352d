// The full run of npm run bench:scale (scale.bench.ts): a database per size, the production build
// started on each as `npm start` starts it, issue 30's figures measured the same way on each, and
// one table (docs/performance.md, "The shop at scale"). Figures are ratios within one run on this
// machine: compare the columns, not the numbers from another day.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { shopCommand, startShopProcess, type ShopProcess } from "@shop/browser-testing/shop-process";
import { growDatabase, SHOP_SIZES, type SizeName } from "./grow.ts";

/** Requests per latency row, one after the other (the p95 of 20 is the second slowest). */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const SHOPPERS = 8;
const STAFF = 4;
const MIXED_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_PASSWORD = "bench-admin-passphrase-7";

type Size = "S" | SizeName;
type Unit = "bytes" | "ms" | "count" | "req/s" | "MB";
interface Figure {
  label: string;
  value: number;
  unit: Unit;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** A GET as a browser sends it (gzip accepted unless asked otherwise), its bytes as they came. */
function get(
  url: string,
  headers: Record<string, string> = { "accept-encoding": "gzip, br" },
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const method = body === undefined ? "GET" : "POST";
    const sent = body === undefined ? headers : { ...headers, "content-type": "application/json" };
    httpRequest(url, { method, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end(body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Sizes, plain and compressed, and the latency of SAMPLES requests one after the other. */
async function measureGet(figures: Figure[], label: string, url: string, headers: Record<string, string> = {}) {
  const plain = await get(url, { ...headers });
  // A route that fails at this size is a finding, not the end of the run: its status is the row.
  if (plain.status !== 200) {
    figures.push({ label: `${label}: failed, HTTP status`, value: plain.status, unit: "count" });
    return null;
  }
  const gzip = await get(url, { ...headers, "accept-encoding": "gzip" });
  figures.push({ label: `${label}: bytes`, value: plain.body.length, unit: "bytes" });
  figures.push({
    label: `${label}: bytes sent gzip-accepted${gzip.headers["content-encoding"] ? "" : " (not compressed)"}`,
    value: gzip.body.length,
    unit: "bytes",
  });
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await get(url, { ...headers, "accept-encoding": "gzip" })).ms);
  figures.push({ label: `${label}: p50`, value: percentile(times, 50), unit: "ms" });
  figures.push({ label: `${label}: p95`, value: percentile(times, 95), unit: "ms" });
  return plain;
}

/** `connections` clients at once, `amount` requests in all, over the paths in turn. */
async function load(
  base: string,
  paths: string[],
  connections: number,
  options: { amount?: number; duration?: number; headers?: Record<string, string>; body?: string },
) {
  const { headers, body, ...run } = options;
  const result = await autocannon({
    url: base,
    connections,
    ...run,
    headers: { "accept-encoding": "gzip, br", ...headers },
    // A body makes the requests POSTs of JSON (the console's customer look-up takes the address in its body).
    requests: paths.map((path) =>
      body === undefined
        ? { method: "GET" as const, path }
        : { method: "POST" as const, path, body, headers: { "content-type": "application/json" } },
    ),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

/** The shop process's resident memory now and its peak so far (MB), as the kernel counts them. */
function memory(shop: ShopProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${shop.child.pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

/** URLs a sitemap (or each child of a sitemap index) lists, gzipped children read as such. */
async function sitemapFigures(figures: Figure[], base: string) {
  const index = await get(`${base}/sitemap.xml`, {});
  if (index.status !== 200) {
    figures.push({ label: "/sitemap.xml: failed, HTTP status", value: index.status, unit: "count" });
    return;
  }
  const text = (body: Buffer) => (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString();
  const xml = text(index.body);
  const urlsIn = (document: string) => (document.match(/<url>/g) ?? []).length;
  figures.push({ label: "/sitemap.xml: bytes", value: index.body.length, unit: "bytes" });
  if (!xml.includes("<sitemapindex")) {
    figures.push({ label: "/sitemap.xml: URLs", value: urlsIn(xml), unit: "count" });
    return;
  }
  const children = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const counts: number[] = [];
  for (const child of children) {
    const answer = await get(new URL(new URL(child).pathname, base).toString(), {});
    if (answer.status !== 200) throw new Error(`${child} answered ${answer.status}`);
    counts.push(urlsIn(text(answer.body)));
  }
  figures.push({ label: "/sitemap.xml: child sitemaps", value: children.length, unit: "count" });
  figures.push({
    label: "/sitemap.xml: URLs in all children",
    value: counts.reduce((a, b) => a + b, 0),
    unit: "count",
  });
  figures.push({ label: "/sitemap.xml: most URLs in one child", value: Math.max(0, ...counts), unit: "count" });
}

/** Every figure of one size, on a shop started on `databaseUrl`. */
async function measureShop(databaseUrl: string, dataDir: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const shop = await startShopProcess(
    "scale",
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      JWT_SECRET: "bench-secret-long-enough-for-hs256-signing",
      LOG_LEVEL: "warn",
      ORDER_LIMIT_PER_HOUR: "100000",
    },
    { publicUrl: true, readyTimeoutMs: 300_000 },
  );
  const base = shop.url;
  try {
    const idle = memory(shop);
    await measureGet(figures, "GET /api/products?lang=EN", `${base}/api/products?lang=EN`);
    const paged = await measureGet(
      figures,
      "GET /api/products?lang=EN&page=1&pageSize=24",
      `${base}/api/products?lang=EN&page=1&pageSize=24`,
    );
    const total = paged?.headers["x-total-count"];
    if (total !== undefined)
      figures.push({ label: "GET /api/products?…&pageSize=24: X-Total-Count", value: Number(total), unit: "count" });
    await measureGet(figures, "/en/shop", `${base}/en/shop`);
    await measureGet(figures, "/en/shop?category=drug-tests", `${base}/en/shop?category=drug-tests`);
    await measureGet(figures, "/en/search?q=vitamin", `${base}/en/search?q=vitamin`);
    for (const q of ["vitamin", "test"]) {
      const found = await measureGet(
        figures,
        `GET /api/products?lang=EN&q=${q}`,
        `${base}/api/products?lang=EN&q=${q}`,
      );
      if (found)
        figures.push({
          label: `GET /api/products?lang=EN&q=${q}: products answered`,
          value: (JSON.parse(found.body.toString()) as unknown[]).length,
          unit: "count",
        });
    }

    // Shoppers: the pages and API reads of a visit, over many products.
    // Many products' pages, drawn from the database (the API's list may answer a page of them only).
    const shelf = new pg.Client({ connectionString: databaseUrl });
    await shelf.connect();
    const sample = (
      await shelf.query<{ slug: string }>(
        `SELECT slug FROM "Product" WHERE active ORDER BY hashint8extended(id, 1) LIMIT 24`,
      )
    ).rows.map((row) => row.slug);
    await shelf.end();
    const visit = sample.flatMap((slug, i) => [
      ["/en", "/en/shop", `/en/product/${slug}`, "/en/shop?category=drug-tests", "/en/search?q=vitamin"][i % 5],
      `/en/product/${slug}`,
      i % 2 ? "/api/products?lang=EN&page=1&pageSize=24" : `/api/products/${slug}?lang=EN`,
    ]);
    await load(base, visit, SHOPPERS, { duration: 2 }); // warm-up
    const mixed = await load(base, visit, SHOPPERS, { duration: MIXED_SECONDS });
    figures.push({ label: `${SHOPPERS} shoppers, mixed reads: req/s`, value: mixed.rps, unit: "req/s" });
    figures.push({ label: `${SHOPPERS} shoppers, mixed reads: p50`, value: mixed.p50, unit: "ms" });
    figures.push({ label: `${SHOPPERS} shoppers, mixed reads: p97.5`, value: mixed.p95, unit: "ms" });
    figures.push({ label: `${SHOPPERS} shoppers, mixed reads: errors`, value: mixed.errors, unit: "count" });

    // The console: signed in as the administrator the first start made.
    const login = await fetch(`${base}/api/admin-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const staff = { authorization: `Bearer ${token}`, "accept-encoding": "gzip" };

    // A price change, then the next readers of what shows the product.
    const [{ id }] = (await (await fetch(`${base}/api/admin/products?range=[0,0]`, { headers: staff })).json()) as {
      id: number;
    }[];
    const changedSlug = (
      (await (await fetch(`${base}/api/admin/products/${id}`, { headers: staff })).json()) as { slug: string }
    ).slug;
    for (const path of ["/en/shop", `/en/product/${changedSlug}`, "/api/products?lang=EN"]) {
      const record = (await (await fetch(`${base}/api/admin/products/${id}`, { headers: staff })).json()) as {
        price: number;
        stock: number;
        images: { fileKey: string; isMain: boolean }[];
      };
      await get(base + path); // in the cache before the change
      const saved = await fetch(`${base}/api/admin/products/${id}`, {
        method: "PUT",
        headers: { ...staff, "content-type": "application/json" },
        body: JSON.stringify({
          ...record,
          previousStock: record.stock,
          images: record.images.map(({ fileKey, isMain }) => ({ fileKey, isMain })),
          price: Math.round(record.price * 100 + 10) / 100,
        }),
      });
      if (saved.status !== 200) throw new Error(`price change answered ${saved.status}: ${await saved.text()}`);
      const readers = await Promise.all(Array.from({ length: SHOPPERS }, () => get(base + path)));
      const times = readers.map((reader) => reader.ms);
      figures.push({
        label: `after a price change, next ${SHOPPERS} readers of ${path.replace(changedSlug, ":slug")}: p50`,
        value: percentile(times, 50),
        unit: "ms",
      });
      figures.push({
        label: `after a price change, next ${SHOPPERS} readers of ${path.replace(changedSlug, ":slug")}: max`,
        value: Math.max(...times),
        unit: "ms",
      });
    }

    await sitemapFigures(figures, base);

    const listQuery = (sort: string, range: [number, number], filter = {}) =>
      `sort=${encodeURIComponent(sort)}&range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ number: string; email: string; orders: string }>(
      `SELECT (SELECT number FROM "Order" ORDER BY id DESC LIMIT 1) AS number,
         (SELECT email FROM "Order" GROUP BY email ORDER BY count(*) DESC, email LIMIT 1) AS email,
         (SELECT count(*) FROM "Order") AS orders`,
    );
    await db.end();
    const orders = Number(rows[0].orders);
    const consoleRows: [string, string, body?: string][] = [
      ["console products list", `/api/admin/products?${listQuery('["id","ASC"]', [0, 24])}`],
      ["console products list, sorted by price", `/api/admin/products?${listQuery('["price","DESC"]', [0, 24])}`],
      ["console orders list", `/api/admin/orders?${listQuery('["id","DESC"]', [0, 24])}`],
      ["console order search q=Schmidt", `/api/admin/orders?${listQuery('["id","DESC"]', [0, 24], { q: "Schmidt" })}`],
      ...(rows[0].number
        ? ([
            [
              `console order search, part of a number`,
              `/api/admin/orders?${listQuery('["id","DESC"]', [0, 24], { q: rows[0].number.slice(3, 7) })}`,
            ],
          ] as [string, string][])
        : []),
      ["console orders sorted by total", `/api/admin/orders?${listQuery('["total","DESC"]', [0, 24])}`],
      [
        "console orders, last page",
        `/api/admin/orders?${listQuery('["id","DESC"]', [Math.max(0, orders - 25), Math.max(0, orders - 1)])}`,
      ],
      ...(rows[0].email
        ? ([
            [
              "console customer page (most orders)",
              "/api/admin/customers/lookup",
              JSON.stringify({ email: rows[0].email }),
            ],
          ] as [string, string, string][])
        : []),
      ["console dashboard", "/api/admin/dashboard"],
    ];
    for (const [label, path, body] of consoleRows) {
      const first = await get(base + path, staff, body);
      if (first.status !== 200) {
        figures.push({ label: `${label}: failed, HTTP status`, value: first.status, unit: "count" });
        continue;
      }
      const staffLoad = await load(base, [path], STAFF, { amount: STAFF * 10, headers: staff, body });
      figures.push({ label: `${label}, ${STAFF} staff at once: p50`, value: staffLoad.p50, unit: "ms" });
      figures.push({ label: `${label}, ${STAFF} staff at once: p97.5`, value: staffLoad.p95, unit: "ms" });
    }

    const end = memory(shop);
    figures.push({ label: "shop process RSS, idle after start", value: idle.rss, unit: "MB" });
    figures.push({ label: "shop process RSS, peak over the run", value: end.peak, unit: "MB" });
    return figures;
  } finally {
    await shop.stop();
  }
}

/** A database on the server of DATABASE_URL (the local PostgreSQL by default), dropped afterwards. */
async function createDatabase(name: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function formatted(figure: Figure | undefined): string {
  if (!figure) return "";
  const { value, unit } = figure;
  if (unit === "bytes")
    return value >= 1_048_576
      ? `${(value / 1_048_576).toFixed(1)} MB`
      : value >= 1024
        ? `${(value / 1024).toFixed(1)} KB`
        : `${value} B`;
  if (unit === "ms") return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  if (unit === "MB") return `${value.toFixed(0)} MB`;
  if (unit === "req/s") return `${value.toFixed(1)}`;
  return value.toLocaleString("en");
}

function printTable(results: Map<Size, Figure[]>) {
  const sizes = [...results.keys()];
  // The largest size's rows first, in the order measured: a smaller one may lack some (S has no orders to search).
  const labels = [
    ...new Set([...results.values()].reverse().flatMap((figures) => figures.map((figure) => figure.label))),
  ];
  const largest = sizes.at(-1)!;
  const ratioOf = sizes.includes("S") && largest !== "S" ? largest : undefined;
  const width = Math.max(...labels.map((label) => label.length));
  console.log(
    `\nThe shop at scale (npm run bench:scale): production build on PostgreSQL, Node ${process.version}, ` +
      `${SAMPLES} requests per latency, ${MIXED_SECONDS} s of mixed reads`,
  );
  console.log(
    [
      "".padEnd(width),
      ...sizes.map((size) => size.padStart(12)),
      ...(ratioOf ? [`${ratioOf} ÷ S`.padStart(9)] : []),
    ].join("  "),
  );
  for (const label of labels) {
    const cells = sizes.map((size) => results.get(size)!.find((figure) => figure.label === label));
    const s = cells[0];
    const l = cells.at(-1);
    const ratio = ratioOf && s && l && s.value > 0 && s.unit !== "count" ? (l.value / s.value).toFixed(1) : "";
    console.log(
      [
        label.padEnd(width),
        ...cells.map((cell) => formatted(cell).padStart(12)),
        ...(ratioOf ? [ratio.padStart(9)] : []),
      ].join("  "),
    );
  }
}

/**
 * The full run. With BENCH_REUSE_L=<database> (or _M), that size's database is a copy of the
 * named one, already grown (CREATE DATABASE … TEMPLATE), instead of one seeded and grown anew.
 */
export async function runScaleBenchmark(sizes: Size[]): Promise<void> {
  shopCommand(); // a missing build fails here, before any database is made
  const results = new Map<Size, Figure[]>();
  for (const size of sizes) {
    const reuse = process.env[`BENCH_REUSE_${size}`];
    const database = await createDatabase(`shop_bench_scale_${size.toLowerCase()}_${process.pid}`, reuse);
    const dataDir = mkdtempSync(join(tmpdir(), `shop-scale-${size}-`));
    try {
      if (!reuse) {
        // The first start migrates the database and seeds the demo catalog, as an operator's would.
        console.log(`${size}: first start (migrate and seed)…`);
        const first = await startShopProcess(
          "first-start",
          {
            DATABASE_URL: database.url,
            DATA_DIR: dataDir,
            ADMIN_PASSWORD,
            JWT_SECRET: "bench-secret-long-enough-for-hs256-signing",
            LOG_LEVEL: "warn",
          },
          { readyTimeoutMs: 300_000 },
        );
        await first.stop();
        if (size !== "S") await growDatabase(database.url, SHOP_SIZES[size], { dataDir });
      }
      console.log(`${size}: measuring…`);
      results.set(size, await measureShop(database.url, dataDir));
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printTable(results);
}
