import type { ProductImage } from "../api/types.ts";

/** Index of the image to show first: the one flagged main, else the first (docs/storefront.md §6). */
export function mainImageIndex(images: readonly Pick<ProductImage, "main">[]): number {
  const index = images.findIndex((image) => image.main);
  return index === -1 ? 0 : index;
}

/** Steps through the gallery, wrapping around at both ends. */
export function stepImage(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return 0;
  return (index + step + count) % count;
}

/** How far a finger (or a pointer) must travel sideways for a swipe, in CSS pixels. */
const SWIPE_MIN_PX = 40;

/**
 * The step a swipe makes: to the next image when it goes left, to the previous one when it goes
 * right, none when it is short or more up-and-down than sideways (the page scrolls then).
 */
export function swipeStep(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
