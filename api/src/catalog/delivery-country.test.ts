// A shopper's delivery country in the catalog's reads (docs/behaviour.md §21): with `country` the
// list, a category and a search put the kits that can be delivered there first, each list item
// says where it is not delivered, and the random rows never suggest a kit blocked for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody, ProductListItem } from "@shop/shared";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;

/** Newest first, as the shop lists them; the newest and the oldest are not delivered to Germany. */
const KITS = [
  { slug: "panel-blocked-new", priceCents: 1500, stock: 5 },
  { slug: "panel-open-a", priceCents: 2500, stock: 5 },
  { slug: "panel-open-b", priceCents: 1000, stock: 5 },
  { slug: "panel-blocked-old", priceCents: 500, stock: 5 },
];
const BLOCKED = ["panel-blocked-new", "panel-blocked-old"];

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, KITS);
  await shop.deps.prisma.product.updateMany({ where: { slug: { in: BLOCKED } }, data: { blockedCountries: ["DE"] } });
  shop.deps.catalogCache.invalidate();
});
afterAll(() => shop?.close());

async function slugsOf(path: string): Promise<string[]> {
  const response = await shop.request(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as ProductListItem[]).map((item) => item.slug);
}

describe("a list with the shopper's country", () => {
  it("puts the kits delivered there first, each part in the list's order, and counts them all", async () => {
    expect(await slugsOf("/api/products?lang=de")).toEqual(KITS.map((kit) => kit.slug));
    expect(await slugsOf("/api/products?lang=de&country=DE")).toEqual([
      "panel-open-a",
      "panel-open-b",
      "panel-blocked-new",
      "panel-blocked-old",
    ]);
    expect(await slugsOf("/api/products?lang=de&country=de&category=drug-tests&sort=price-asc")).toEqual([
      "panel-open-b",
      "panel-open-a",
      "panel-blocked-old",
      "panel-blocked-new",
    ]);
    // Austria takes them all: the list's own order.
    expect(await slugsOf("/api/products?lang=de&country=AT")).toEqual(KITS.map((kit) => kit.slug));
    const response = await shop.request("/api/products?lang=de&country=DE&pageSize=1&page=4");
    expect(response.headers.get("x-total-count")).toBe("4");
    expect(((await response.json()) as ProductListItem[]).map((item) => item.slug)).toEqual(["panel-blocked-old"]);
  });

  it("says on each item where it is not delivered", async () => {
    const items = (await (await shop.request("/api/products?lang=en")).json()) as ProductListItem[];
    expect(Object.fromEntries(items.map((item) => [item.slug, item.blockedCountries]))).toEqual({
      "panel-blocked-new": ["DE"],
      "panel-open-a": [],
      "panel-open-b": [],
      "panel-blocked-old": ["DE"],
    });
  });

  it("ranks a search's results the same way, by relevance or in an order", async () => {
    const found = await slugsOf("/api/products?lang=en&q=panel&country=DE");
    expect(found.slice(0, 2).sort()).toEqual(["panel-open-a", "panel-open-b"]);
    expect(found.slice(2).sort()).toEqual([...BLOCKED].sort());
    expect(await slugsOf("/api/products?lang=en&q=panel&country=DE&sort=price-desc")).toEqual([
      "panel-open-a",
      "panel-open-b",
      "panel-blocked-new",
      "panel-blocked-old",
    ]);
  });

  it("refuses a country the shop does not deliver to, naming the parameter", async () => {
    const response = await shop.request("/api/products?lang=en&country=CH");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.field).toBe("country");
  });
});

describe("the random rows with the shopper's country", () => {
  it("never suggest a kit that cannot be delivered there", async () => {
    for (let pick = 0; pick < 5; pick++) {
      expect((await slugsOf("/api/products/random?lang=de&limit=10&country=DE")).sort()).toEqual([
        "panel-open-a",
        "panel-open-b",
      ]);
      expect(
        await slugsOf(
          "/api/products/random-by-category?slug=drug-tests&lang=de&limit=10&country=DE&exclude=panel-open-a",
        ),
      ).toEqual(["panel-open-b"]);
    }
    expect((await slugsOf("/api/products/random?lang=de&limit=10")).length).toBe(4);
  });
});
