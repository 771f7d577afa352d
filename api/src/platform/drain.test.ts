// A stopping instance's drain: it closes once every proxy that probes its readiness has been told
// "not ready" since the stop began, at once when nobody probes it, and after MAX_DRAIN_MS at most.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDrain, MAX_DRAIN_MS, MAX_PROBERS } from "./drain.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled after the timers ran for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe("the drain on shutdown", () => {
  it("closes at once when no proxy probes readiness", async () => {
    const drain = createDrain();
    expect(await settledAfter(drain.untilProbersTold(), 0)).toBe(true);
  });

  it("waits until each prober has been answered 503 since the stop began, then a moment", async () => {
    const drain = createDrain();
    drain.answered("10.0.0.1 Go-http-client/1.1", 200);
    drain.answered("10.0.0.2 kube-probe/1.30", 200);
    await vi.advanceTimersByTimeAsync(1000);
    const told = drain.untilProbersTold();
    // A probe answered 200 after the stop (it had started before) tells nothing.
    drain.answered("10.0.0.1 Go-http-client/1.1", 200);
    expect(await settledAfter(told, 500)).toBe(false);
    drain.answered("10.0.0.1 Go-http-client/1.1", 503);
    expect(await settledAfter(told, 500)).toBe(false);
    drain.answered("10.0.0.2 kube-probe/1.30", 503);
    expect(await settledAfter(told, 100)).toBe(false);
    expect(await settledAfter(told, 200)).toBe(true);
  });

  it("does not wait for a prober gone for a minute, nor longer than MAX_DRAIN_MS for one that stays away", async () => {
    const drain = createDrain();
    drain.answered("10.0.0.9 old-proxy", 200);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(await settledAfter(drain.untilProbersTold(), 0)).toBe(true);

    const other = createDrain();
    other.answered("10.0.0.1 Go-http-client/1.1", 200);
    const told = other.untilProbersTold();
    expect(await settledAfter(told, MAX_DRAIN_MS - 1)).toBe(false);
    expect(await settledAfter(told, 1000)).toBe(true);
  });

  it("remembers at most MAX_PROBERS probers, forgetting those it has not heard from for a minute", async () => {
    let clock = 0;
    const drain = createDrain(() => clock);
    drain.answered("proxy", 200);
    // Strangers with user agents of their own fill the memory; the next newcomer is not kept.
    for (let i = 1; i < MAX_PROBERS; i++) drain.answered(`stranger-${i}`, 200);
    drain.answered("one too many", 200);
    // A minute on, the old entries make room again: only those heard from lately are waited for.
    clock = 61_000;
    drain.answered("proxy", 200);
    drain.answered("newcomer", 200);
    const stopped = drain.untilProbersTold();
    drain.answered("proxy", 503);
    // The newcomer was kept (it holds the stop until told or MAX_DRAIN_MS), the strangers forgotten.
    expect(await settledAfter(stopped, 1_000)).toBe(false);
    drain.answered("newcomer", 503);
    expect(await settledAfter(stopped, 1_000)).toBe(true);
  });
});
