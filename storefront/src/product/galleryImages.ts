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
