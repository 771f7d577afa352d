// What a product list may be asked for beyond its language and category: a search text and an
// order (GET /api/products?q=&sort=, docs/api-contract.md). The API validates both against these
// (api/src/catalog/validators.ts); the storefront builds its search field and sort control from them.
import type { Language } from "./languages.ts";

/** The orders a product list offers. Without one: newest first, or by relevance when searching. */
export const PRODUCT_SORTS = ["price-asc", "price-desc", "name", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

/** The longest search text the shop takes, in characters after trimming. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The products on sale in one language: optionally matching a text, of one category, in an order. */
export interface ProductQuery {
  language: Language;
  /** Trimmed, non-empty; absent: no search. */
  q?: string;
  sort?: ProductSort;
  category?: string;
}
