// What the catalog cache hands the server's fast path (http/cached-reads.ts): the targets its
// routes answered from it, never a console route's, and nothing after an invalidation.
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createResponseCache } from "./response-cache.ts";

function appWith(cache: ReturnType<typeof createResponseCache>) {
  let computed = 0;
  const answer = () => {
    computed++;
    return Promise.resolve({ body: { name: "drug-tests", computed } });
  };
  const app = new Hono()
    .get("/api/products/:slug", (c) => cache.respond(c, `product:${c.req.param("slug")}`, answer))
    .get("/api/admin/products/:slug", (c) => cache.respond(c, `admin:${c.req.param("slug")}`, answer));
  return { app, computed: () => computed };
}

describe("the targets the fast path may answer", () => {
  it("are those a public route answered from the cache, with the route's pattern and the same body", async () => {
    const cache = createResponseCache();
    const { app, computed } = appWith(cache);
    expect(cache.read("/api/products/x?lang=EN", {})).toBeUndefined();
    const first = await app.request("/api/products/x?lang=EN");
    const read = cache.read("/api/products/x?lang=EN", {});
    expect(read).toMatchObject({ route: "/api/products/:slug", status: 200 });
    expect(new TextDecoder().decode(read!.body as Uint8Array)).toBe(await first.text());
    expect(read!.headers.ETag).toBe(first.headers.get("etag"));
    expect(cache.read("/api/products/x?lang=EN", { "if-none-match": first.headers.get("etag")! })).toMatchObject({
      status: 304,
      body: null,
    });
    expect(cache.read("/api/products/x?lang=DE", {})).toBeUndefined();
    expect(computed()).toBe(1);
  });

  it("never include a console route, even one answered from the cache", async () => {
    const cache = createResponseCache();
    const { app } = appWith(cache);
    await app.request("/api/admin/products/x");
    await app.request("/api/admin/products/x");
    expect(cache.size).toBe(1);
    expect(cache.read("/api/admin/products/x", {})).toBeUndefined();
  });

  it("are forgotten with the entries", async () => {
    const cache = createResponseCache();
    const { app } = appWith(cache);
    await app.request("/api/products/x?lang=EN");
    cache.invalidate(undefined, false);
    expect(cache.read("/api/products/x?lang=EN", {})).toBeUndefined();
  });
});

describe("the memory it holds", () => {
  it("stays within its bytes, the least recently used answers leaving first", async () => {
    const maxBytes = 200_000;
    const cache = createResponseCache({ maxBytes });
    // Pages of 100 kits as anyone can ask for them, in endless combinations: some 30 KB each
    // (texts that do not compress, as the kits' names, descriptions and image links hardly repeat).
    const page = (n: number) => ({
      body: Array.from({ length: 100 }, (_, i) => ({ slug: `kit-${n}-${i}`, name: randomBytes(64).toString("hex") })),
    });
    const app = new Hono().get("/api/products", (c) =>
      cache.respond(c, `products?page=${c.req.query("page")}`, () =>
        Promise.resolve(page(Number(c.req.query("page")))),
      ),
    );
    await app.request("/api/products?page=0");
    for (let n = 1; n <= 100; n++) {
      await app.request(`/api/products?page=${n}`);
      // The first page is read again and again: it stays.
      expect(cache.read("/api/products?page=0", {})).toBeDefined();
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.size).toBeLessThan(20);
    expect(cache.read("/api/products?page=1", {})).toBeUndefined();
    expect(cache.read("/api/products?page=100", {})).toBeDefined();
    cache.invalidate(undefined, false);
    expect(cache.bytes).toBe(0);
  });
});
