// The query strings of the public catalog reads: defaults, the language in any case, and the
// 400 that names a malformed parameter (the same error shape as a malformed body).
// Runs on PostgreSQL too (api/vitest.config.ts): the paged catalog's SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(
    shop,
    Array.from({ length: 30 }, (_, i) => ({
      slug: `kit-${String(i).padStart(2, "0")}`,
      priceCents: 1000 + i,
      stock: 5,
      category: i % 2 ? "vitamin-d-test" : "drug-tests",
    })),
  );
});
afterAll(() => shop.close());

const get = async (path: string) => {
  const response = await shop.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};
const names = (body: unknown) => (body as { name: string }[]).map((item) => item.name);

describe("query strings of the catalog reads", () => {
  it("reads the language in any case, the first of a repeated one, and falls back to English", async () => {
    const german = names((await get("/api/products?lang=de")).body);
    expect(german[0]).toMatch(/\(de\)$/);
    expect(names((await get("/api/products?lang=DE")).body)).toEqual(german);
    expect(names((await get("/api/products?lang=de&lang=bg")).body)).toEqual(german);
    expect(names((await get("/api/products?lang=xx")).body)[0]).toMatch(/\(en\)$/);
    expect(names((await get("/api/categories?lang=Bg")).body)[0]).toMatch(/ bg$/);
  });

  it("answers one page, 24 products unless asked otherwise, with the whole list's count", async () => {
    const first = await get("/api/products?lang=en");
    expect((first.body as unknown[]).length).toBe(24);
    expect(first.headers.get("x-total-count")).toBe("30");
    const defaults = await get("/api/products?lang=en&page=");
    expect(defaults.body).toEqual(first.body);
    expect(defaults.headers.get("x-total-count")).toBe("30");
    const second = await get("/api/products?lang=en&pageSize=24&page=2");
    expect((second.body as unknown[]).length).toBe(6);
    const small = await get("/api/products?pageSize=5");
    expect((small.body as unknown[]).length).toBe(5);
    expect((await get("/api/products?lang=en&category=vitamin-d-test")).body).toHaveLength(15);
    expect((await get("/api/products?lang=en&category=&pageSize=100")).body).toHaveLength(30);
  });

  it("answers a malformed number with a 400 naming the parameter and its bounds", async () => {
    const cases: [string, string, string][] = [
      ["/api/products?page=0", "page", "page must be a whole number from 1 to 10000"],
      ["/api/products?page=1.5", "page", "page must be a whole number from 1 to 10000"],
      ["/api/products?pageSize=abc", "pageSize", "pageSize must be a whole number from 1 to 100"],
      ["/api/products?page=2&pageSize=101", "pageSize", "pageSize must be a whole number from 1 to 100"],
      ["/api/products/random?limit=25", "limit", "limit must be a whole number from 1 to 24"],
      [
        "/api/products/random-by-category?slug=vitamin-d-test&limit=0",
        "limit",
        "limit must be a whole number from 1 to 24",
      ],
      ["/api/blogs/random?limit=x", "limit", "limit must be a whole number from 1 to 24"],
    ];
    for (const [path, field, message] of cases) {
      const { status, body } = await get(path);
      expect({ path, status, body }).toEqual({
        path,
        status: 400,
        body: { error: { code: "invalid_request", message, field } },
      });
    }
  });

  it("needs the category of random-by-category, before checking the limit", async () => {
    const expected = {
      status: 400,
      body: { error: { code: "invalid_request", message: "slug (a category slug) is required", field: "slug" } },
    };
    for (const path of [
      "/api/products/random-by-category?lang=EN",
      "/api/products/random-by-category?slug=",
      "/api/products/random-by-category?limit=99",
    ]) {
      const { status, body } = await get(path);
      expect({ status, body }).toEqual(expected);
    }
  });

  it("keeps the default and asked-for sizes of the random picks", async () => {
    expect((await get("/api/products/random")).body).toHaveLength(4);
    expect((await get("/api/products/random?limit=&exclude=kit-00")).body).toHaveLength(4);
    expect((await get("/api/products/random?limit=24")).body).toHaveLength(24);
    const odd = await get("/api/products/random-by-category?slug=vitamin-d-test&limit=24&exclude=kit-01");
    expect(odd.body).toHaveLength(14);
    expect((await get("/api/blogs/random")).status).toBe(200);
  });
});
