// `npm start`: migrate, seed on first start, then serve the API, the storefront and the admin
// console from one process. Ctrl-C (SIGINT) or SIGTERM drains requests and closes the database.
import { createServer, type RequestListener, type ServerOptions } from "node:http";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { readEnv } from "./env.ts";
import { buildDeps, OUTBOX_KINDS } from "./deps.ts";
import { createApp } from "./app.ts";
import { seedDemoCatalog } from "./seed/demo-catalog.ts";
import { ensureAdminUser } from "./seed/admin-user.ts";
import { reconcileOpenPayments, runOrderSweep } from "./orders/index.ts";
import { runAuditSweep } from "./audit/audit-retention.ts";
import { runRetentionSweep } from "./privacy/retention.ts";
import { workerName } from "./outbox/outbox.ts";
import { setJobLease, takeJobLease } from "./platform/job-lease.ts";
import { createOutboxWorker } from "./outbox/worker.ts";
import { loadStorefrontRenderer } from "./web/load-renderer.ts";
import { withCachedReads } from "./http/cached-reads.ts";
import { createDrain, READINESS_PATH } from "./platform/drain.ts";

const env = readEnv();
const deps = await buildDeps(env);
const { logger } = deps;

// Supported: Node 22.12 and later (package.json "engines"; .nvmrc names 24 LTS, what CI runs).
const [nodeMajor, nodeMinor] = process.versions.node.split(".").map(Number);
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 12))
  logger.warn(
    { node: process.version },
    "this Node.js is older than the supported 22.12 (and past its end of life): use Node 24 LTS (.nvmrc)",
  );

const instance = workerName();

// The first start's work (the administrator, the demo catalog) is done by one instance: others
// started at the same moment on the same database skip it instead of racing it. A holder that
// dies leaves the lease to run out, and the next start looks again.
const FIRST_START_LEASE_MS = 10 * 60_000;
if (await takeJobLease(deps.prisma, "first-start", instance, new Date(), new Date(Date.now() + FIRST_START_LEASE_MS))) {
  try {
    const admin = await ensureAdminUser(deps);
    if (admin?.generatedPassword) {
      // Printed once, on the first start; only its hash is stored.
      console.log(
        `\n  Admin account created: ${admin.username} / ${admin.generatedPassword}\n  (set ADMIN_PASSWORD to choose it; this password is not shown again)\n`,
      );
    }
    if (env.SEED_DEMO) await seedDemoCatalog(deps);
  } finally {
    await setJobLease(deps.prisma, "first-start", instance, new Date());
  }
} else {
  logger.info("another instance is setting up the shop (administrator, demo catalog); this one goes on");
}

// Background work, on every instance: the outbox worker sends e-mails (at once after this
// process enqueues one, and every OUTBOX_POLL_SECONDS for the others' and retries); the sweep
// runs on whichever instance takes its lease, and so does the daily retention sweep.
const outboxWorker = createOutboxWorker(deps, OUTBOX_KINDS, { owner: instance });
outboxWorker.start(env.OUTBOX_POLL_SECONDS * 1000);

let sweeping: Promise<void> | undefined;
// Each part on its own: one that fails (the audit log's retention without its owner's
// connection, a provider away) is logged and leaves the others to run.
const part = async (name: string, run: () => Promise<void>) => {
  try {
    await run();
  } catch (error) {
    logger.warn({ err: error }, `${name} failed`);
  }
};
const sweep = () =>
  (sweeping ??= (async () => {
    try {
      await part("order sweep", async () => {
        const result = await runOrderSweep(deps, instance);
        if (result?.paid || result?.expired)
          logger.info({ paid: result.paid, expired: result.expired }, "reconciled unpaid orders");
        if (result?.frozenDocuments)
          logger.info(
            { frozen: result.frozenDocuments },
            "froze invoices and credit notes issued before documents were frozen",
          );
        if (result?.prunedImages)
          logger.info({ pruned: result.prunedImages }, "removed uploads that no product or post claimed");
      });
      // Daily, on one instance: its lease is held for a day, so most ticks skip it.
      await part("audit log retention", async () => {
        const audit = await runAuditSweep(deps, instance);
        if (audit?.prunedAuditEntries)
          logger.info({ pruned: audit.prunedAuditEntries }, "removed audit log entries past AUDIT_RETENTION_DAYS");
      });
      // Once a day across all instances (its own lease): personal data past its retention period.
      await part("retention sweep", async () => {
        const retention = await runRetentionSweep(deps, instance);
        if (retention) logger.info({ ...retention }, "retention sweep: removed personal data past its period");
      });
    } finally {
      sweeping = undefined;
    }
  })());
await sweep();
const sweeper = setInterval(() => void sweep(), env.ORDER_SWEEP_SECONDS * 1000);
sweeper.unref();
// Orders whose payment a crash or a restart left unconfirmed are asked about now, on every
// instance that starts, not when their payment window ends (orders/reconcile-orders.ts); in the
// background, so a slow provider does not hold the start.
const startReconciliation = reconcileOpenPayments(deps).then(
  (result) => {
    if (result.paid) logger.info(result, "paid orders whose confirmation was cut before this start");
  },
  (error: unknown) => logger.warn({ err: error }, "start-up reconciliation of open payments failed"),
);

const storefrontDir = fileURLToPath(new URL("../../storefront/dist", import.meta.url));
const renderer = await loadStorefrontRenderer(
  storefrontDir,
  fileURLToPath(new URL("../../storefront/dist-server", import.meta.url)),
);
if (!renderer) logger.warn("the storefront is not built (npm run build): its pages answer 503");
const app = createApp(deps, {
  storefrontDir,
  adminDir: fileURLToPath(new URL("../../admin/dist", import.meta.url)),
  renderer,
});

// The node server hands every request to the app, except the catalog's repeated cached reads,
// which its fast path answers first (http/cached-reads.ts). Readiness answers are noted for the
// drain on shutdown (platform/drain.ts).
const drain = createDrain();
/** Set when the listener closes: a request still arriving on an open connection is its last. */
let closing = false;
function withFastPath(options: ServerOptions, app: RequestListener) {
  const served = withCachedReads(deps, app);
  const server = createServer(options, (request, response) => {
    if (closing) response.setHeader("Connection", "close");
    if (request.url?.split("?")[0] === READINESS_PATH)
      response.once("finish", () =>
        drain.answered(`${request.socket.remoteAddress} ${request.headers["user-agent"]}`, response.statusCode),
      );
    served(request, response);
  });
  // An idle keep-alive connection stays open longer than the proxy in front keeps one for reuse
  // (Caddy, deploy/Caddyfile: two minutes): with Node's 5 s, the proxy, or any client, could send a
  // request on a connection the shop was closing that instant, and get a reset instead of an answer.
  server.keepAliveTimeout = 130_000;
  return server;
}
const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: withFastPath as typeof createServer },
  (info) => {
    const where = env.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${env.dataDir}`;
    const { testMode, card, paypal } = deps.payments.publicConfig();
    logger.info(
      {
        port: info.port,
        database: deps.db.kind,
        payments: { testMode, card: card?.gateway ?? "not offered", paypal: paypal?.gateway ?? "not offered" },
      },
      "shop ready",
    );
    // An operator who forgot the keys must not mistake the demo for a shop that takes money.
    if (testMode)
      logger.warn(
        "TEST MODE: no payment keys are configured; the built-in test provider takes every order and no real payment is taken",
      );
    const payments = testMode
      ? "TEST MODE: no real payments (set Stripe or PayPal keys to take them)"
      : `cards ${card ? "through Stripe" : "not offered"}, PayPal ${paypal ? "through PayPal" : "not offered"}`;
    console.log(
      `\n  Shop:  http://localhost:${info.port}/\n  Admin: http://localhost:${info.port}/admin\n  Data:  ${where}\n  Payments: ${payments}\n`,
    );
    // A parent that started this process with an IPC channel (a process manager waiting for it,
    // as PM2's wait_ready does; the tests' startShopProcess) learns that it serves, then lets go.
    if (process.send) process.send("ready", () => process.disconnect());
  },
);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.draining = true; // GET /api/health/ready answers 503: the load balancer stops sending here
  const told = drain.untilProbersTold();
  logger.info({ signal }, "shutting down");
  clearInterval(sweeper);
  // Requests are still served until every proxy has been told, then the listener closes.
  void told.then(() => {
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      // The e-mail being sent finishes (or its lease brings it back for another instance).
      void Promise.all([outboxWorker.stop(), sweeping, startReconciliation, deps.afterResponse.settled()])
        .then(() => deps.close())
        .finally(() => process.exit(0));
    });
    // Idle keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
