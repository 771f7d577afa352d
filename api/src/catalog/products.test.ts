import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductListItem } from "@shop/shared";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 5, category: "vitamin-d-test" },
    { slug: "retired-kit", priceCents: 990, stock: 5, active: false },
  ]);
});
afterAll(() => shop.close());

describe("GET /api/products", () => {
  it("lists active products in the requested language, in any case", async () => {
    const response = await shop.request("/api/products?lang=DE");
    expect(response.status).toBe(200);
    const products = (await response.json()) as ProductListItem[];
    expect(products.map((p) => p.slug)).toEqual(["drug-tests", "vitamin-d-test"]);
    expect(products[0]).toMatchObject({
      name: "drug-tests (de)",
      price: 24.9,
      categories: [{ slug: "drug-tests", name: "drug-tests de" }],
    });
    expect(products[0].thumbnailUrl).toMatch(/^\/uploads\/p-[a-z0-9]{12}-640\.webp$/);
    expect(products[0].thumbnail?.srcSet).toContain("320w");
  });

  it("falls back to English for a missing or unknown language", async () => {
    for (const query of ["", "?lang=fr", "?lang=<script>"]) {
      const products = (await (await shop.request(`/api/products${query}`)).json()) as ProductListItem[];
      expect(products[0].name).toBe("drug-tests (en)");
    }
  });

  it("filters by category and pages without changing the plain answer", async () => {
    const byCategory = (await (
      await shop.request("/api/products?lang=en&category=vitamin-d-test")
    ).json()) as ProductListItem[];
    expect(byCategory.map((p) => p.slug)).toEqual(["vitamin-d-test"]);
    const page = await shop.request("/api/products?lang=en&page=2&pageSize=1");
    expect(page.headers.get("x-total-count")).toBe("2");
    expect(((await page.json()) as ProductListItem[]).map((p) => p.slug)).toEqual(["vitamin-d-test"]);
    const bad = await shop.request("/api/products?page=0");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_request", field: "page" } });
  });

  it("answers 304 to a matching ETag and gzips when asked", async () => {
    const first = await shop.request("/api/products?lang=en");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await shop.request("/api/products?lang=en", { headers: { "if-none-match": etag! } });
    expect(second.status).toBe(304);
    const zipped = await shop.request("/api/products?lang=bg", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
  });

  it("forgets cached answers when the catalog changes", async () => {
    const before = await shop.request("/api/products?lang=en");
    const etag = before.headers.get("etag")!;
    await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { priceCents: 2100 } });
    shop.deps.catalogCache.invalidate();
    const after = await shop.request("/api/products?lang=en", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    const products = (await after.json()) as ProductListItem[];
    expect(products.find((p) => p.slug === "vitamin-d-test")?.price).toBe(21);
  });
});

describe("GET /api/products/{slug}", () => {
  it("answers the full product with images and the main flag", async () => {
    const response = await shop.request("/api/products/drug-tests?lang=bg");
    expect(response.status).toBe(200);
    const product = (await response.json()) as Product;
    expect(product).toMatchObject({
      slug: "drug-tests",
      name: "drug-tests (bg)",
      description: "<p>About drug-tests in bg</p>",
    });
    expect(product.images).toHaveLength(1);
    expect(product.images[0].main).toBe(true);
  });

  it("is 404 for unknown and inactive products", async () => {
    for (const slug of ["nope", "retired-kit"]) {
      const response = await shop.request(`/api/products/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Product not found" } });
    }
  });
});

describe("random products", () => {
  it("answers in-stock products, optionally by category", async () => {
    const random = (await (await shop.request("/api/products/random?lang=en&limit=10")).json()) as ProductListItem[];
    expect(random.map((p) => p.slug).sort()).toEqual(["drug-tests", "vitamin-d-test"]);
    const byCategory = (await (
      await shop.request("/api/products/random-by-category?slug=vitamin-d-test&lang=EN")
    ).json()) as ProductListItem[];
    expect(byCategory.map((p) => p.slug)).toEqual(["vitamin-d-test"]);
    expect((await shop.request("/api/products/random-by-category?lang=EN")).status).toBe(400);
  });
});

describe("GET /api/categories", () => {
  it("lists categories by position in the language", async () => {
    const categories = await (await shop.request("/api/categories?lang=de")).json();
    expect(categories).toEqual([
      // No page head of their own written: the pages use their defaults.
      { name: "drug-tests de", slug: "drug-tests", seo: { title: null, description: null } },
      { name: "vitamin-d-test de", slug: "vitamin-d-test", seo: { title: null, description: null } },
    ]);
  });
});
