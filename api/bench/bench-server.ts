// The server side of `npm run bench:api`: the real API on a fresh embedded database with the
// demo catalog, plus a bare Hono JSON route on its own port for comparison. Prints the ports.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { readEnv } from "../src/env.ts";
import { buildDeps } from "../src/deps.ts";
import { createApp } from "../src/app.ts";
import { seedDemoCatalog } from "../src/seed/demo-catalog.ts";

// autocannon is many shoppers behind one address: the per-client order limit would refuse all but 10.
const env = readEnv({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), "shop-bench-")),
  LOG_LEVEL: "warn",
  DATABASE_URL: "",
  ORDER_LIMIT_PER_HOUR: "100000",
});
const deps = await buildDeps(env);
await seedDemoCatalog(deps);
// Orders must not run out of stock during the run.
await deps.prisma.product.updateMany({ data: { stock: 1_000_000_000 } });
deps.catalogCache.invalidate();

const bare = new Hono().get("/bare", (c) => c.json({ status: "ok" }));
const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
const ports = { bare: await listen(bare.fetch), api: await listen(createApp(deps).fetch) };
const product = await deps.prisma.product.findFirstOrThrow({ where: { slug: "drug-tests" } });
process.stdout.write(`${JSON.stringify({ ...ports, slug: product.slug, price: product.priceCents / 100 })}\n`);
process.on("SIGINT", () => process.exit(0));
