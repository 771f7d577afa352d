// A catalog write whose broadcast is lost (a Redis blip) is found by the catalog's version: the
// other instance drops its caches within a few seconds, and one that heard every message drops
// nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { startTcpRelay, type TcpRelay } from "../../test/tcp-relay.ts";
import { buildDeps, type BuiltDeps } from "../deps.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../platform/logger.ts";
import { createCatalogSync } from "./catalog-sync.ts";
import type { CatalogChange } from "./response-cache.ts";

describe("the catalog's version", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop?.close());

  /** An instance's sync, and the drops it made (invalidations of everything, never broadcast). */
  function instance() {
    const drops: [CatalogChange | undefined, boolean | undefined][] = [];
    const sync = createCatalogSync({
      prisma: shop.deps.prisma,
      logger: createLogger("silent"),
      catalogCache: { invalidate: (change, broadcast) => void drops.push([change, broadcast]) },
    });
    return { sync, drops };
  }

  it("drops nothing for writes heard of, everything for one not heard of by the next comparison", async () => {
    const reader = instance();
    const writer = instance();
    await reader.sync.check();
    await writer.sync.check();

    reader.sync.heard(await writer.sync.wrote());
    await reader.sync.check();
    expect(reader.drops).toEqual([]);

    // Not heard of yet: its message may be on its way, and arrives before the next comparison.
    const late = await writer.sync.wrote();
    await reader.sync.check();
    reader.sync.heard(late);
    await reader.sync.check();
    expect(reader.drops).toEqual([]);

    // Never heard of: lost.
    await writer.sync.wrote();
    await reader.sync.check();
    expect(reader.drops).toEqual([]);
    await reader.sync.check();
    expect(reader.drops).toEqual([[undefined, false]]);

    // Caught up: nothing more to drop; the writer never drops for its own writes.
    await reader.sync.check();
    await writer.sync.check();
    await writer.sync.check();
    expect(reader.drops).toHaveLength(1);
    expect(writer.drops).toEqual([]);
  });

  it("drops at once for a version not heard of after the subscription was cut", async () => {
    const reader = instance();
    const writer = instance();
    await reader.sync.check();
    await writer.sync.check();
    await writer.sync.wrote();
    await reader.sync.check(true);
    expect(reader.drops).toEqual([[undefined, false]]);
  });
});

describe.skipIf(!process.env.REDIS_URL)("two instances through a Redis that blips (REDIS_URL)", () => {
  let relay: TcpRelay;
  let first: TestShop;
  let second: BuiltDeps;
  let secondApp: ReturnType<typeof createApp>;

  beforeAll(async () => {
    relay = await startTcpRelay(process.env.REDIS_URL!);
    first = await startTestShop({ REDIS_URL: relay.url });
    await seedFixtureCatalog(first, [
      { slug: "drug-tests", priceCents: 2490, stock: 10 },
      { slug: "vitamin-d", priceCents: 1990, stock: 10 },
    ]);
    // The second instance: its own caches and Redis connections, the same database.
    second = await buildDeps(first.env, { db: first.deps.db, logger: createLogger("silent") });
    secondApp = createApp(second);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await relay?.close();
  });

  const priceOnSecond = async () =>
    ((await (await secondApp.request("/api/products/drug-tests?lang=EN")).json()) as { price: number }).price;
  const listedOnSecond = async () =>
    ((await (await secondApp.request("/api/products?lang=EN")).json()) as { slug: string }[]).map((p) => p.slug);

  it("serves the other instance's writes made during the blip within a few seconds of it", async () => {
    // Cached on the second instance.
    expect(await priceOnSecond()).toBe(24.9);
    expect(await listedOnSecond()).toContain("vitamin-d");

    await relay.cut();
    // Written on the first instance while Redis is away: its broadcast is lost.
    await first.deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { priceCents: 1790 } });
    first.deps.catalogCache.invalidate({ products: ["drug-tests"] });
    await first.deps.prisma.product.update({ where: { slug: "vitamin-d" }, data: { active: false } });
    first.deps.catalogCache.invalidate({ products: ["vitamin-d"] });
    await relay.restore();

    await vi.waitFor(async () => expect(await priceOnSecond()).toBe(17.9), { timeout: 8000, interval: 100 });
    await vi.waitFor(async () => expect(await listedOnSecond()).not.toContain("vitamin-d"), {
      timeout: 8000,
      interval: 100,
    });
  });
});
