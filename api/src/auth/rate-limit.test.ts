// The in-memory counters (one instance, no REDIS_URL) hold a bounded number of keys however many
// anyone makes up, and forget the oldest windows first.
import { describe, expect, it } from "vitest";
import { memoryAttemptCounter } from "./rate-limit.ts";

describe("memoryAttemptCounter", () => {
  it("keeps at most its number of keys, dropping ended windows, then the oldest", async () => {
    let now = 0;
    const counter = memoryAttemptCounter(60_000, () => now, 1000);
    for (let i = 0; i < 500; i++) await counter.attempt(`ended-${i}`);
    now = 61_000;
    for (let i = 0; i < 5000; i++) {
      await counter.attempt(`client-${i}`);
      now += 1;
    }
    // Ten times the bound made up: never more than the bound kept.
    const kept = await Promise.all(Array.from({ length: 5000 }, (_, i) => counter.count(`client-${i}`)));
    expect(kept.filter((count) => count > 0).length).toBeLessThanOrEqual(1000);
    // The newest are still counted, the oldest forgotten first.
    expect(await counter.count("client-4999")).toBe(1);
    expect(await counter.count("client-0")).toBe(0);
    expect(await counter.count("ended-0")).toBe(0);
  });
});
