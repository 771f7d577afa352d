import { describe, expect, it } from "vitest";
import { layoutBars, niceCeiling } from "./chartScale.ts";

describe("niceCeiling", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(0.3)).toBe(0.5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(120)).toBe(200);
    expect(niceCeiling(500)).toBe(500);
    expect(niceCeiling(4321)).toBe(5000);
  });
});

describe("layoutBars", () => {
  it("fills the width with one slot per day and scales heights to the round maximum", () => {
    const { bars, max } = layoutBars([0, 50, 80], 300, 100);
    expect(max).toBe(100);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 80]);
    expect(bars.map((bar) => bar.y)).toEqual([100, 50, 20]);
    expect(bars[1].x).toBeCloseTo(102);
    expect(bars[1].width).toBeCloseTo(96);
  });

  it("draws an empty month as flat bars", () => {
    const { bars, max } = layoutBars([0, 0], 100, 50);
    expect(max).toBe(1);
    expect(bars.every((bar) => bar.height === 0)).toBe(true);
  });
});
