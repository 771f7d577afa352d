// The latest searches' answers (search-cache.ts): kept until a catalog write, the least recently
// asked dropped first past the limit, a failure or an answer a write overtook never kept.
import type { ProductPage } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { createSearchCache } from "./search-cache.ts";

const page = (total: number): ProductPage => ({ items: [], total, page: 1, pageSize: 24 });

describe("the search cache", () => {
  it("answers a search asked again from memory, until it is cleared", async () => {
    const cache = createSearchCache(10);
    let computed = 0;
    const compute = async () => page(++computed);
    expect((await cache.get("en\nvitamin", compute)).total).toBe(1);
    expect((await cache.get("en\nvitamin", compute)).total).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.get("en\nvitamin", compute)).total).toBe(2);
  });

  it("drops the least recently asked search past its limit", async () => {
    const cache = createSearchCache(2);
    let computed = 0;
    const compute = async () => page(++computed);
    await cache.get("a", compute); // 1
    await cache.get("b", compute); // 2
    await cache.get("a", compute); // a asked again: b is now the oldest
    await cache.get("c", compute); // 3, b dropped
    expect(cache.size).toBe(2);
    expect((await cache.get("a", compute)).total).toBe(1);
    expect((await cache.get("b", compute)).total).toBe(4);
  });

  it("keeps neither a failure nor an answer computed across a write", async () => {
    const cache = createSearchCache(10);
    await expect(cache.get("a", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect((await cache.get("a", async () => page(7))).total).toBe(7);

    let finish: (value: ProductPage) => void = () => {};
    const slow = cache.get("b", () => new Promise<ProductPage>((resolve) => (finish = resolve)));
    cache.clear(); // a write while the query runs
    const racing = cache.get("b", async () => page(9));
    finish(page(8));
    expect((await slow).total).toBe(8);
    expect((await racing).total).toBe(9);
    expect((await cache.get("b", async () => page(10))).total).toBe(9);
  });
});
