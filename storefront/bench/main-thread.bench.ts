// npm run bench:main-thread -w @shop/storefront [-- /en/product/drug-tests …] — what blocks a phone's
// main thread while a page loads and hydrates: the work behind Lighthouse's Total Blocking Time
// (bench:web), named. The shop as `npm start` serves it (built, seeded, fresh data folder), each
// page loaded BENCH_RUNS times (default 3) in a fresh phone-sized context with the CPU slowed 4× (as
// Lighthouse's mobile profile does), with a Chromium trace of the load and two seconds after.
// Printed per page, the median run of each figure:
// - the long tasks (over 50 ms) and their blocking time (each one's time over 50 ms, summed);
// - the main thread's busy time in those long tasks by kind of work: script (compile and run,
//   by file), style, layout, paint, HTML parsing, garbage collection and the rest.
// Absolute times move with the machine's load; the split between kinds is what to read.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumOptions, seededTemplate, startShop } from "@shop/browser-testing";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
const pages = process.argv.slice(2).filter((argument) => argument.startsWith("/"));
if (pages.length === 0) pages.push("/en", "/en/shop", "/en/product/drug-tests", "/en/blog/how-home-drug-tests-work");

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/** The kind of main-thread work an event is, or null for an event that only contains others. */
function kindOf(event: TraceEvent): string | null {
  switch (event.name) {
    case "v8.compile":
    case "v8.compileModule":
    case "v8.evaluateModule":
    case "EvaluateScript":
    case "FunctionCall":
    case "TimerFire":
    case "FireAnimationFrame":
    case "RunMicrotasks":
    case "EventDispatch":
      return "script";
    case "UpdateLayoutTree":
    case "ParseAuthorStyleSheet":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "Commit":
    case "PaintImage":
    case "Decode Image":
      return "paint";
    case "ParseHTML":
      return "parse HTML";
    case "MinorGC":
    case "MajorGC":
    case "V8.GC_SCAVENGER":
      return "garbage collection";
    default:
      return null;
  }
}

interface RunResult {
  longTasks: number;
  blockingMs: number;
  byKind: Map<string, number>;
  byScript: Map<string, number>;
}

/**
 * The main thread's long tasks and what filled them: each event counted once, by its outermost
 * event of a known kind inside the task (a layout forced by a script counts as script).
 */
function readTrace(file: string, origin: string): RunResult {
  const raw = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const mainThread = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  if (!mainThread) throw new Error("the trace has no renderer main thread");
  const timed = events
    .filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === "X" && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = timed.filter((event) => event.name === "RunTask" && event.dur! > LONG_TASK_MS * 1000);
  const byKind = new Map<string, number>();
  const byScript = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us / 1000);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    let counted = 0;
    let coveredUntil = task.ts;
    for (const event of timed) {
      if (event.ts < task.ts || event.ts + event.dur! > end || event.ts < coveredUntil) continue;
      const kind = kindOf(event);
      if (!kind) continue;
      add(byKind, kind, event.dur!);
      counted += event.dur!;
      coveredUntil = event.ts + event.dur!;
      if (kind === "script") {
        const url = event.args?.data?.url ?? "";
        add(byScript, url ? url.replace(origin, "") : `(${event.name}, no file)`, event.dur!);
      }
    }
    add(byKind, "other (the browser's own)", task.dur! - counted);
  }
  return {
    longTasks: tasks.length,
    blockingMs: tasks.reduce((sum, task) => sum + task.dur! / 1000 - LONG_TASK_MS, 0),
    byKind,
    byScript,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

// A fresh shop as a first start leaves it, from the build's seeded data folder.
const shop = await startShop({}, { from: await seededTemplate() });
const browser = await chromium.launch(chromiumOptions());
const work = mkdtempSync(join(tmpdir(), "bench-main-thread-"));
try {
  console.log(
    `Main thread during load and hydration: ${RUNS} runs per page, CPU slowed ${CPU_SLOWDOWN}×, 412×823 phone; medians; long tasks over ${LONG_TASK_MS} ms`,
  );
  for (const path of pages) {
    const runs: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // The origin first (a small file), so the page itself loads in a renderer already throttled.
      await page.goto(`${shop.url}/robots.txt`);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      const file = join(work, `trace-${run}.json`);
      await browser.startTracing(page, {
        path: file,
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute"],
      });
      await page.goto(`${shop.url}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(2000);
      await browser.stopTracing();
      await context.close();
      runs.push(readTrace(file, shop.url));
    }
    const kinds = new Set(runs.flatMap((run) => [...run.byKind.keys()]));
    const scripts = new Set(runs.flatMap((run) => [...run.byScript.keys()]));
    const of = (pick: (run: RunResult) => number) => median(runs.map(pick));
    console.log(
      `\n${path}: ${of((run) => run.longTasks)} long tasks, blocking ${Math.round(of((run) => run.blockingMs))} ms (runs ${runs.map((run) => Math.round(run.blockingMs)).join(", ")})`,
    );
    const rows = [...kinds]
      .map((kind) => [kind, of((run) => run.byKind.get(kind) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [kind, value] of rows) console.log(`  ${ms(value)}  ${kind}`);
    const scriptRows = [...scripts]
      .map((script) => [script, of((run) => run.byScript.get(script) ?? 0)] as const)
      .filter(([, value]) => value >= 5)
      .sort((a, b) => b[1] - a[1]);
    if (scriptRows.length) console.log("  script by file:");
    for (const [script, value] of scriptRows) console.log(`    ${ms(value)}  ${script}`);
  }
} finally {
  await browser.close();
  await shop.stop();
  rmSync(work, { recursive: true, force: true });
}
