import { describe, expect, it } from "vitest";
import { mainImageIndex, stepImage, swipeStep } from "./galleryImages.ts";

describe("gallery", () => {
  it("starts at the main image, else the first", () => {
    expect(mainImageIndex([{ main: false }, { main: true }])).toBe(1);
    expect(mainImageIndex([{ main: false }, { main: false }])).toBe(0);
    expect(mainImageIndex([])).toBe(0);
  });

  it("wraps around both ways", () => {
    expect(stepImage(2, 1, 3)).toBe(0);
    expect(stepImage(0, -1, 3)).toBe(2);
    expect(stepImage(0, 1, 0)).toBe(0);
  });

  it("turns a sideways swipe into a step, and leaves short or vertical moves to the page", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(90, -5)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
  });
});
