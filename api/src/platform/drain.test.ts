// A stopping instance's drain: it closes once every proxy that probes its readiness has been told
// "not ready" since the stop began, at once when nobody probes it, and after MAX_DRAIN_MS at most.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDrain, MAX_DRAIN_MS } from "./drain.ts";

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
});
