// What a product list may be asked for beyond its language and category: a search text and an
// order (GET /api/products?q=&sort=, docs/api-contract.md). The API validates both against these
// (api/src/catalog/validators.ts); the storefront builds its search field and sort control from them.
import type { ProductListItem } from "./api-types.ts";
import type { CountryCode } from "./eu.ts";
import type { Language } from "./languages.ts";

/** The orders a product list offers. Without one: newest first, or by relevance when searching. */
export const PRODUCT_SORTS = ["price-asc", "price-desc", "name", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

/** The longest search text the shop takes, in characters after trimming. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/**
 * Products a page of the shop, a category or a search shows (`?page=`), and the most one call of
 * GET /api/products answers (`pageSize`): no answer grows with the catalog.
 */
export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 100;
/** The last page a list can be asked for: far beyond any catalog's (a bound on the offset). */
export const MAX_PRODUCT_PAGE = 10_000;

/** The products on sale in one language: optionally matching a text, of one category, in an order; one page of them. */
export interface ProductQuery {
  language: Language;
  /** Trimmed, non-empty; absent: no search. */
  q?: string;
  sort?: ProductSort;
  category?: string;
  /** From 1; default 1. */
  page?: number;
  /** Default PRODUCT_PAGE_SIZE, at most MAX_PRODUCT_PAGE_SIZE. */
  pageSize?: number;
  /**
   * The shopper's delivery country, when known: the products delivered there come first, those
   * that are not after them, each in the list's order (docs/behaviour.md §21).
   */
  country?: CountryCode;
}

/** One page of a product list, and how many products the whole list holds (X-Total-Count). */
export interface ProductPage {
  items: ProductListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages a list of `total` products takes (at least one, which may be empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
