/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above a value. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bars for values in a plot area of the given size, scaled to a round maximum. */
export function layoutBars(values: number[], width: number, height: number): { bars: Bar[]; max: number } {
  const max = niceCeiling(Math.max(0, ...values));
  const slot = values.length > 0 ? width / values.length : width;
  const gap = Math.min(4, slot * 0.2);
  const bars = values.map((value, index) => {
    const barHeight = (Math.max(0, value) / max) * height;
    return { x: index * slot + gap / 2, y: height - barHeight, width: slot - gap, height: barHeight };
  });
  return { bars, max };
}
