// sample (catalog-reads.ts): random picks without repeats, of the items a predicate keeps, every
// item as likely as any other, and no more than there are.
import { describe, expect, it } from "vitest";
import { sample } from "./catalog-reads.ts";

const numbers = Array.from({ length: 50 }, (_, i) => i);

describe("a random pick", () => {
  it("picks `count` different items, only those kept, fewer when fewer are there", () => {
    for (let round = 0; round < 200; round++) {
      const picked = sample(numbers, 4);
      expect(picked).toHaveLength(4);
      expect(new Set(picked).size).toBe(4);
      const even = sample(numbers, 5, (n) => n % 2 === 0);
      expect(even).toHaveLength(5);
      expect(even.every((n) => n % 2 === 0)).toBe(true);
    }
    expect(sample(numbers, 10, (n) => n < 3).sort()).toEqual([0, 1, 2]);
    expect(sample([], 4)).toEqual([]);
  });

  it("gives every item its chance", () => {
    const counts = new Map<number, number>();
    for (let round = 0; round < 5_000; round++)
      for (const n of sample(numbers, 4)) counts.set(n, (counts.get(n) ?? 0) + 1);
    // 5,000 picks of 4 from 50: 400 each on average; far from it only by a broken shuffle.
    expect(counts.size).toBe(50);
    for (const count of counts.values()) expect(count).toBeGreaterThan(250);
    for (const count of counts.values()) expect(count).toBeLessThan(560);
  });
});
