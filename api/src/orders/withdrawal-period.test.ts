// The withdrawal period's end: the end of a calendar day in the shop's time zone, across its clock changes.
import { describe, expect, it } from "vitest";
import { endOfDayAfter } from "../platform/shop-calendar.ts";
import { judgeWithdrawal, withdrawalPeriodEnd } from "./withdrawal-period.ts";

const env = { WITHDRAWAL_TRANSIT_DAYS: 3, SHOP_TIME_ZONE: "Europe/Berlin" };
const at = (iso: string) => new Date(iso);

describe("the withdrawal period", () => {
  it("ends at midnight in the shop's time zone, the day counted from the day after the event", () => {
    // 23:30 in Berlin on 28 March 2026 (CET); the clocks go forward that night.
    expect(endOfDayAfter(at("2026-03-28T22:30:00Z"), 0, "Europe/Berlin")).toEqual(at("2026-03-28T23:00:00Z"));
    expect(endOfDayAfter(at("2026-03-28T22:30:00Z"), 1, "Europe/Berlin")).toEqual(at("2026-03-29T22:00:00Z"));
    // 00:30 on 1 July in Berlin is still 30 June in UTC: the day is Berlin's.
    expect(endOfDayAfter(at("2026-06-30T22:30:00Z"), 14, "Europe/Berlin")).toEqual(at("2026-07-15T22:00:00Z"));
    // Across the clocks going back (25 October 2026).
    expect(endOfDayAfter(at("2026-10-20T10:00:00Z"), 14, "Europe/Berlin")).toEqual(at("2026-11-03T23:00:00Z"));
    expect(endOfDayAfter(at("2026-06-30T22:30:00Z"), 14, "Europe/Sofia")).toEqual(at("2026-07-15T21:00:00Z"));
  });

  it("counts from delivery, else from shipping plus the transit days, and has not begun before shipping", () => {
    const shipped = { status: "SHIPPED" as const, shippedAt: at("2026-07-01T08:00:00Z") };
    expect(withdrawalPeriodEnd(env, shipped, [])).toEqual(at("2026-07-18T22:00:00Z"));
    const delivered = [{ type: "status_delivered", createdAt: at("2026-07-02T12:00:00Z") }];
    expect(withdrawalPeriodEnd(env, { ...shipped, status: "DELIVERED" }, delivered)).toEqual(
      at("2026-07-16T22:00:00Z"),
    );
    expect(withdrawalPeriodEnd(env, { status: "PAID", shippedAt: null }, [])).toBeNull();

    expect(judgeWithdrawal(env, shipped, [], at("2026-07-18T21:59:59Z"))).toEqual({
      open: true,
      until: at("2026-07-18T22:00:00Z"),
    });
    expect(judgeWithdrawal(env, shipped, [], at("2026-07-18T22:00:00Z"))).toMatchObject({
      open: false,
      code: "withdrawal_period_over",
    });
  });
});
