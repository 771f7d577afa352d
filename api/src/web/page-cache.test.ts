import { describe, expect, it } from "vitest";
import { createResponseCache, PRODUCT_LISTS, productTag } from "../catalog/response-cache.ts";
import { cachedPage, createPageCache } from "./page-cache.ts";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const rendered =
  (text: string, status = 200, tags: string[] | null = null) =>
  () =>
    Promise.resolve({ status, html: `<p nonce="N">${text}</p>`, nonce: "N", tags });

/** A page cache kept by a real catalog cache's invalidations. */
function pageCacheOf(options: { maxBytes?: number; ttlMs?: number; now?: () => number } = {}) {
  const catalog = createResponseCache();
  const pages = createPageCache({
    generation: () => catalog.generation,
    staleSince: catalog.staleSince,
    maxBytes: options.maxBytes ?? 1e6,
    ttlMs: options.ttlMs ?? 1e6,
    now: options.now,
  });
  return { catalog, pages };
}

describe("the page cache", () => {
  it("keeps a page until a catalog write touches it or it is too old", async () => {
    const time = clock();
    const { catalog, pages: cache } = pageCacheOf({ ttlMs: 1000, now: time.now });
    let renders = 0;
    const render = () => {
      renders++;
      return rendered(`v${renders}`)();
    };
    expect((await cache.get("a", render)).parts).toEqual(['<p nonce="', `">v1</p>`]);
    await cache.get("a", render);
    expect(renders).toBe(1);
    catalog.invalidate(undefined, false);
    expect((await cache.get("a", render)).parts[1]).toBe('">v2</p>');
    time.advance(999);
    await cache.get("a", render);
    expect(renders).toBe(2);
    time.advance(1);
    await cache.get("a", render);
    expect(renders).toBe(3);
  });

  it("drops, on a product's change, the pages that show it or list products, and keeps the others", async () => {
    const { catalog, pages: cache } = pageCacheOf();
    const renders = new Map<string, number>();
    const page = (key: string, tags: string[]) => () => {
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return rendered(key, 200, tags)();
    };
    const pages = {
      shop: [PRODUCT_LISTS, "categories"],
      kit: [productTag("kit"), "categories"],
      other: [productTag("other"), "categories"],
      blog: ["blog", "categories"],
    };
    for (const [key, tags] of Object.entries(pages)) await cache.get(key, page(key, tags));
    catalog.invalidate({ products: ["kit"] }, false);
    for (const [key, tags] of Object.entries(pages)) await cache.get(key, page(key, tags));
    expect(Object.fromEntries(renders)).toEqual({ shop: 2, kit: 2, other: 1, blog: 1 });
    // Anything but products (a category's name is on every page): all of them.
    catalog.invalidate(undefined, false);
    for (const [key, tags] of Object.entries(pages)) await cache.get(key, page(key, tags));
    expect(Object.fromEntries(renders)).toEqual({ shop: 3, kit: 3, other: 2, blog: 2 });
  });

  it("does not keep a page whose render overlapped a write that touched it, nor a 404", async () => {
    const { catalog, pages: cache } = pageCacheOf();
    await cache.get("a", async () => {
      catalog.invalidate({ products: ["kit"] }, false);
      return rendered("stale", 200, [productTag("kit")])();
    });
    expect(cache.size).toBe(0);
    await cache.get("b", async () => {
      catalog.invalidate({ products: ["kit"] }, false);
      return rendered("another product's", 200, [productTag("other")])();
    });
    expect(cache.size).toBe(1);
    await cache.get("missing", rendered("not found", 404));
    expect(cache.size).toBe(1);
  });

  it("stays within its size, dropping the least recently used pages first", async () => {
    const big = (name: string) => rendered(`${name}${"x".repeat(400)}`);
    const { html, nonce } = await big("a")();
    const room = cachedPage(200, html, nonce).bytes * 2 + 10;
    const { pages: cache } = pageCacheOf({ maxBytes: room });
    await cache.get("a", big("a"));
    await cache.get("b", big("b"));
    await cache.get("a", big("a")); // a is now more recent than b
    await cache.get("c", big("c"));
    expect(cache.bytes).toBeLessThanOrEqual(room);
    expect(cache.size).toBe(2);
    let renders = 0;
    const counted = (name: string) => () => {
      renders++;
      return big(name)();
    };
    await cache.get("a", counted("a"));
    expect(renders).toBe(0);
    await cache.get("b", counted("b"));
    expect(renders).toBe(1);
  });
});
