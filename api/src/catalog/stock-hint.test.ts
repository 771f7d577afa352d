// What shoppers are told of a product's stock (docs/behaviour.md §3): in stock or sold out, and the
// units left only when few are (at most LOW_STOCK); never the exact figure, in no public answer and
// in no page's data. Staff read it in the console's record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOW_STOCK } from "@shop/shared";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { storefrontReads } from "../web/storefront-reads.ts";

let shop: TestShop;
let admin: string;

/** Figures that must not show: 4321 and 6 are above the low-stock threshold. */
const PRODUCTS = [
  { slug: "plenty-test", priceCents: 1990, stock: 4321 },
  { slug: "just-above-test", priceCents: 1990, stock: LOW_STOCK + 1 },
  { slug: "few-left-test", priceCents: 1990, stock: 3 },
  { slug: "sold-out-test", priceCents: 1990, stock: 0 },
];

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, PRODUCTS);
  admin = await shop.login();
});
afterAll(() => shop.close());

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** The exact figure as a JSON value. */
const STOCK_VALUE = /:4321[,}\]]/;

const json = async (path: string) => {
  const response = await shop.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown;
};

/** What a product answer may say of its stock: the hint alone. */
const HINTS: Record<string, { inStock: boolean; lowStock: number | null }> = {
  "plenty-test": { inStock: true, lowStock: null },
  "just-above-test": { inStock: true, lowStock: null },
  "few-left-test": { inStock: true, lowStock: 3 },
  "sold-out-test": { inStock: false, lowStock: null },
};

describe("the stock shoppers are told", () => {
  it("is the hint alone in the product answer: no exact stock above the threshold, the units left at or below it", async () => {
    for (const { slug } of PRODUCTS) {
      const product = (await json(`/api/products/${slug}?lang=EN`)) as Record<string, unknown>;
      expect(product).toMatchObject(HINTS[slug]);
      expect(keysOf(product)).not.toContain("stock");
      expect(keysOf(product)).not.toContain("previousStock");
    }
    // Under no other name either: no value of the answer is the figure.
    expect(JSON.stringify(await json("/api/products/plenty-test?lang=DE"))).not.toMatch(STOCK_VALUE);
  });

  it("is the hint alone in the lists, a search, the random picks and the data the server-rendered pages embed", async () => {
    const answers = [
      await json("/api/products?lang=EN"),
      await json("/api/products?lang=EN&q=test"),
      await json("/api/products?lang=BG&sort=price-asc&category=drug-tests"),
      await json("/api/products/random?lang=EN&limit=10"),
      await json("/api/products/random-by-category?slug=drug-tests&lang=EN&limit=10"),
    ];
    const reads = storefrontReads(shop.deps);
    const pageData = [
      await reads.products({ language: "en" }),
      await reads.products({ language: "de", q: "test" }),
      ...(await Promise.all(PRODUCTS.map(({ slug }) => reads.product({ language: "en", slug })))),
      await reads.randomProducts({ language: "en", limit: 10 }),
    ];
    for (const answer of [...answers, ...pageData]) {
      expect(keysOf(answer)).not.toContain("stock");
      expect(JSON.stringify(answer)).not.toMatch(STOCK_VALUE);
    }
    const listed = answers[0] as { slug: string; inStock: boolean; lowStock: number | null }[];
    for (const item of listed) expect({ inStock: item.inStock, lowStock: item.lowStock }).toEqual(HINTS[item.slug]);
  });

  it("stays exact for staff, in the console's record", async () => {
    const { id } = await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "plenty-test" } });
    const record = (await (await shop.request(`/api/admin/products/${id}`, { token: admin })).json()) as {
      stock: number;
      previousStock: number;
    };
    expect(record).toMatchObject({ stock: 4321, previousStock: 4321 });
  });
});
