// npm run bench:web — what a phone downloads, how Lighthouse rates it, and how fast the server
// renders pages, on the shop exactly as `npm start` serves it (built, seeded, fresh data folder).
// Numbers, checked against the targets:
// - storefront home route JS ≤ 120 KB gzip;
// - Lighthouse 12 mobile on /en, /en/shop, a product page and a blog post, each metric the median of 3 runs:
//   performance ≥ 98, LCP ≤ 1.8 s (simulated), TBT ≤ 50 ms, CLS ≤ 0.01, accessibility and SEO 100;
// - a cached server-rendered product page answers at least half the requests per second of the
//   same product's cached JSON, measured in the same run;
// - the admin console's initial JS ≤ 320 KB gzip and performance ≥ 85.
// BENCH_SHORT=1 (or --guard): the regression guard CI runs after the tests (.ci/run), in about a minute: three
// Lighthouse runs of the home page (no throughput, no console); it fails only when a
// figure is far off (GUARD below: TBT over 2.5 s, performance under 50, LCP over 2.5 s, JS over
// 150 KB), never on a figure merely short of its target. A full run exits non-zero when a target is missed.
// KB here is 1000 bytes. "gzip" is each JavaScript file the page requested, gzipped by this script
// at level 9 (what the build's precompressed .gz files hold); "wire" is what Chromium reported
// receiving for those files (encoded body bytes, with whatever encoding it negotiated).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromiumOptions,
  freePort,
  seededTemplate,
  startShop,
} from "@shop/browser-testing";

const KB = 1000;
const SHORT = process.env.BENCH_SHORT === "1" || process.argv.includes("--guard");
/**
 * The guard's lines (short mode): far enough from the targets that a slow or busy machine does not
 * cross them. TBT and the performance score depend most on the machine: on unchanged code, CI's
 * medians of /en were 52 and 128 ms one day, and 1,231 ms (performance 76) on another machine of
 * the same kind, where the long tasks were layout, module evaluation and Chromium's own work
 * (bench:main-thread shows that split). The lines catch a page that blocks twice as long as the
 * slowest of those; the JS bytes, which no machine changes, keep their line close to the target.
 */
const GUARD = { tbt: 2500, performance: 0.5, lcp: 2500, homeJs: 150 * KB };

interface Target {
  label: string;
  value: number;
  ok: (value: number) => boolean;
  goal: string;
  format: (value: number) => string;
}

const rows: { page: string; targets: Target[] }[] = [];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const score = (value: number) => String(Math.round(value * 100));
const ms = (value: number) => `${Math.round(value)} ms`;

// A fresh shop as a first start leaves it, from the build's seeded data folder.
const shop = await startShop({}, { from: await seededTemplate() });
let lighthouseChrome: ChildProcess | undefined;
const userDataDir = mkdtempSync(join(tmpdir(), "bench-chromium-"));
// The shop and the browser never outlive the benchmark, however it ends.
process.on("exit", () => lighthouseChrome?.kill("SIGKILL"));

/** Every .js file the page requests until the network is idle (lazy chunks included). */
async function javascriptOf(path: string) {
  const browser = await chromium.launch(chromiumOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const files: { url: string; gzip: number; wire: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith(".js")) return;
      pending.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          files.push({ url: url.pathname, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize });
        })(),
      );
    });
    await page.goto(shop.url + path, { waitUntil: "networkidle" });
    await Promise.all(pending);
    return files.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

async function startLighthouseChrome(): Promise<number> {
  const port = await freePort();
  lighthouseChrome = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return port;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("Chromium did not open its debugging port");
}

/** One Lighthouse run with its default (mobile: Moto G Power, simulated slow 4G) settings. */
async function lighthouseOf(port: number, path: string) {
  const result = await lighthouse(shop.url + path, {
    port,
    logLevel: "error",
    output: "json",
    formFactor: "mobile",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${path}: ${runtimeError.code} ${runtimeError.message}`);
  // BENCH_REPORT_DIR=/some/folder keeps each full report, to see why a score is what it is.
  const reportDir = process.env.BENCH_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${path.replace(/\W+/g, "_") || "root"}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const failing = Object.values(categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return {
    performance: categories.performance.score ?? 0,
    accessibility: categories.accessibility.score ?? 0,
    bestPractices: categories["best-practices"].score ?? 0,
    seo: categories.seo.score ?? 0,
    cls: Number(audits["cumulative-layout-shift"].numericValue ?? 0),
    lcp: Number(audits["largest-contentful-paint"].numericValue ?? 0),
    tbt: Number(audits["total-blocking-time"].numericValue ?? 0),
    failing,
  };
}

type LighthouseReport = Awaited<ReturnType<typeof lighthouseOf>>;
// The guard takes the median of 3 runs too: one run's TBT alone moved from 40 to 135 ms on a quiet machine.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse sometimes loses a run's trace (NO_NAVSTART, a protocol timeout on a busy machine):
 * that run is made again, up to twice, and the error is reported if it persists.
 */
async function retried<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const transient = /NO_NAVSTART|PROTOCOL_TIMEOUT|NO_FCP/.test(String(error));
      if (!transient || attempt >= attempts) throw error;
      console.warn(`  (${String(error).split("\n")[0]}: running Lighthouse again)`);
    }
  }
}

/**
 * Lighthouse's numbers move between runs on one machine (its simulation multiplies the main
 * thread's observed time by 4, noise included): each metric is the median of its runs, as
 * Lighthouse's own guidance on variability advises; the other categories are the median
 * performance run's.
 */
async function medianLighthouseOf(
  port: number,
  path: string,
): Promise<LighthouseReport & { scores: number[]; tbts: number[] }> {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) reports.push(await retried(() => lighthouseOf(port, path)));
  const median = (pick: (report: LighthouseReport) => number) => {
    const values = reports.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  const sorted = [...reports].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performance: median((report) => report.performance),
    lcp: median((report) => report.lcp),
    tbt: median((report) => report.tbt),
    cls: median((report) => report.cls),
    scores: reports.map((report) => report.performance),
    tbts: reports.map((report) => report.tbt),
  };
}

/** Requests per second of one URL, answered from the shop's caches (warmed first). */
async function requestsPerSecond(path: string): Promise<{ rps: number; p99: number; non2xx: number }> {
  const url = shop.url + path;
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers: { "Accept-Encoding": "gzip" } })).arrayBuffer();
  const result = await autocannon({
    url,
    connections: THROUGHPUT_CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
    headers: { "Accept-Encoding": "gzip" },
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const THROUGHPUT_CONNECTIONS = 20;
const PRODUCT = "drug-tests";
const BLOG_POST = "how-home-drug-tests-work";

try {
  const homeJs = await javascriptOf("/en");
  const adminJs = SHORT ? [] : await javascriptOf("/admin");
  const total = (files: { gzip: number }[]) => files.reduce((sum, file) => sum + file.gzip, 0);
  const wire = (files: { wire: number }[]) => files.reduce((sum, file) => sum + file.wire, 0);

  console.log(`\nJavaScript the home route /en loads until network idle (${homeJs.length} files):`);
  for (const file of homeJs)
    console.log(`  ${kb(file.gzip).padStart(9)} gzip  ${kb(file.wire).padStart(9)} wire  ${file.url}`);
  console.log(`  ${kb(total(homeJs)).padStart(9)} gzip  ${kb(wire(homeJs)).padStart(9)} wire  total`);
  if (!SHORT) {
    console.log(
      `\nJavaScript the console /admin loads until network idle (${adminJs.length} files): ${kb(total(adminJs))} gzip, ${kb(wire(adminJs))} wire`,
    );

    // Throughput first, before Chromium competes for the cores.
    const page = await requestsPerSecond(`/en/product/${PRODUCT}`);
    const json = await requestsPerSecond(`/api/products/${PRODUCT}?lang=EN`);
    console.log(
      `\nCached answers, ${THROUGHPUT_CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each, gzip:` +
        `\n  page /en/product/${PRODUCT}           ${Math.round(page.rps)} req/s  p99 ${page.p99} ms  non-2xx ${page.non2xx}` +
        `\n  JSON /api/products/${PRODUCT}?lang=EN  ${Math.round(json.rps)} req/s  p99 ${json.p99} ms  non-2xx ${json.non2xx}`,
    );
    rows.push({
      page: `/en/product/${PRODUCT}`,
      targets: [
        {
          label: "HTML req/s ÷ JSON req/s",
          value: page.non2xx === 0 ? page.rps / json.rps : 0,
          ok: (v) => v >= 0.5,
          goal: "≥ 0.50",
          format: (v) => v.toFixed(2),
        },
      ],
    });
  }

  const port = await startLighthouseChrome();
  const storefrontPages = SHORT ? ["/en"] : ["/en", "/en/shop", `/en/product/${PRODUCT}`, `/en/blog/${BLOG_POST}`];
  for (const path of storefrontPages) {
    const report = await medianLighthouseOf(port, path);
    const targets: Target[] = [
      {
        label: `performance (runs ${report.scores.map(score).join(", ")})`,
        value: report.performance,
        ok: (v) => v >= (SHORT ? GUARD.performance : 0.98),
        goal: SHORT ? `≥ ${score(GUARD.performance)} (guard)` : "≥ 98",
        format: score,
      },
      {
        label: "LCP (simulated)",
        value: report.lcp,
        ok: (v) => v <= (SHORT ? GUARD.lcp : 1200),
        goal: SHORT ? `≤ ${GUARD.lcp} ms (guard)` : "≤ 1200 ms",
        format: ms,
      },
      {
        label: `TBT (runs ${report.tbts.map((tbt) => Math.round(tbt)).join(", ")})`,
        value: report.tbt,
        ok: (v) => v <= (SHORT ? GUARD.tbt : 50),
        goal: SHORT ? `≤ ${GUARD.tbt} ms (guard)` : "≤ 50 ms",
        format: ms,
      },
      // Scores of a kind the guard does not watch (a missed one is its own tests' to find).
      ...(SHORT
        ? []
        : [
            {
              label: "CLS",
              value: report.cls,
              ok: (v: number) => v <= 0.01,
              goal: "≤ 0.01",
              format: (v: number) => v.toFixed(3),
            },
            {
              label: "accessibility",
              value: report.accessibility,
              ok: (v: number) => v >= 1,
              goal: "100",
              format: score,
            },
            { label: "SEO", value: report.seo, ok: (v: number) => v >= 1, goal: "100", format: score },
            {
              label: "best practices",
              value: report.bestPractices,
              ok: () => true,
              goal: "(reported)",
              format: score,
            },
          ]),
    ];
    if (path === "/en") {
      targets.unshift({
        label: "JS (gzip), incl. lazy",
        value: total(homeJs),
        ok: (v) => v <= (SHORT ? GUARD.homeJs : 120 * KB),
        goal: SHORT ? `≤ ${kb(GUARD.homeJs)} (guard)` : "≤ 120.0 KB",
        format: kb,
      });
    }
    const existing = rows.find((row) => row.page === path);
    if (existing) existing.targets.unshift(...targets);
    else rows.push({ page: path, targets });
    if (report.failing.length > 0)
      console.log(`\n${path}: audits below 100% outside performance: ${report.failing.join(", ")}`);
  }
  const console_ = SHORT ? undefined : await lighthouseOf(port, "/admin");
  if (console_)
    rows.push({
      page: "/admin",
      targets: [
        { label: "initial JS (gzip)", value: total(adminJs), ok: (v) => v <= 320 * KB, goal: "≤ 320.0 KB", format: kb },
        { label: "performance", value: console_.performance, ok: (v) => v >= 0.85, goal: "≥ 85", format: score },
        { label: "accessibility", value: console_.accessibility, ok: () => true, goal: "(reported)", format: score },
        { label: "CLS", value: console_.cls, ok: () => true, goal: "(reported)", format: (v) => v.toFixed(3) },
      ],
    });

  console.log(
    `\nLighthouse 12 (mobile preset, simulated throttling), ${SHORT ? "short run (the regression guard): " : ""}` +
      `median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? "s" : ""} per storefront page` +
      `${SHORT ? "" : " (one for the console)"}; KB = 1000 bytes\n`,
  );
  const header = ["page", "metric", "value", "target", "met"];
  const lines = rows.flatMap((row) =>
    row.targets.map((t) => [
      row.page,
      t.label,
      t.format(t.value),
      t.goal,
      t.goal.startsWith("(") ? "" : t.ok(t.value) ? "yes" : "NO",
    ]),
  );
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const print = (cells: string[]) => console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  print(header);
  print(widths.map((w) => "-".repeat(w)));
  for (const line of lines) print(line);
  const missed = rows.flatMap((row) =>
    row.targets.filter((t) => !t.goal.startsWith("(") && !t.ok(t.value)).map((t) => `${row.page} ${t.label}`),
  );
  const what = SHORT ? "guard line" : "target";
  console.log(
    missed.length === 0
      ? `\nEvery ${what} is met.`
      : `\n${SHORT ? "Guard lines" : "Targets"} missed: ${missed.join("; ")}`,
  );
  process.exitCode = missed.length ? 1 : 0;
} finally {
  lighthouseChrome?.kill("SIGKILL");
  await shop.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}
