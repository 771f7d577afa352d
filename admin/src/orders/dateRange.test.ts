import { describe, expect, it } from "vitest";
import { endOfDayIso, startOfDayIso } from "./dateRange.ts";

describe("order date range", () => {
  it("covers the whole chosen day in local time", () => {
    const start = new Date(startOfDayIso("2025-03-31")!);
    const end = new Date(endOfDayIso("2025-03-31")!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2025, 2, 31, 0, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      31, 23, 59, 59, 999,
    ]);
  });

  it("clears the filter for an empty or broken value", () => {
    expect(startOfDayIso("")).toBeNull();
    expect(endOfDayIso("yesterday")).toBeNull();
  });
});
