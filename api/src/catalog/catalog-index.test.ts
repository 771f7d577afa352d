// The catalog index keeps one filed list per category, order and country asked for: the category
// is the request's own text, so made-up ones must not grow it without end.
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { MAX_FILED_LISTS } from "./catalog-index.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
});
afterAll(() => shop?.close());

it("keeps at most MAX_FILED_LISTS filed lists per language, however many categories are made up", async () => {
  const { catalogIndex } = shop.deps;
  for (let i = 0; i < MAX_FILED_LISTS + 100; i++) {
    const found = await catalogIndex.list("en", { category: `made-up-${i}` });
    expect(found).toEqual([]);
  }
  expect(await catalogIndex.filedLists("en")).toBe(MAX_FILED_LISTS);
  // A real category is still filed, and answered, after the made-up ones.
  expect((await catalogIndex.list("en", { category: "drug-tests" })).map((entry) => entry.item.slug)).toEqual([
    "drug-tests",
  ]);
  expect(await catalogIndex.filedLists("en")).toBe(MAX_FILED_LISTS);
});
