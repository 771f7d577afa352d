// Catalog reads. SWR keys are the API paths and carry the language, so every page refetches
// when the shopper switches language (docs/storefront.md §1). Each read is a typed call of the
// API client in the browser and a call of the catalog service on the server (api/reads.ts).
import type { Language, ProductSort } from "@shop/shared";
import useSWR, { type SWRConfiguration } from "swr";
import { api, ApiError, apiLanguage, pathParam, readJson } from "../api/client.ts";
import { orNull, type Read } from "../api/reads.ts";
import type { ProductGone } from "@shop/shared";
import type { CategoryRef, Product, ProductListItem } from "../api/types.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

/** Random picks should stay put while the shopper looks at them. */
const stable: SWRConfiguration = { revalidateIfStale: false, revalidateOnReconnect: false, dedupingInterval: 60_000 };

/** The products on sale, all or of one category, newest first or in `sort` order. */
export function productsRead(language: Language, category?: string, sort?: ProductSort): Read<ProductListItem[]> {
  const args = { query: { lang: apiLanguage(language), category: category || undefined, sort } };
  return {
    key: api.products.$path(args),
    fetch: () => readJson(api.products.$get(args)),
    load: (source) =>
      sort
        ? source.searchProducts({ language, category: category || undefined, sort })
        : source.products({ language, category: category || undefined }),
  };
}

/** The products matching a search text (not empty), most relevant first or in `sort` order. */
export function productSearchRead(language: Language, q: string, sort?: ProductSort): Read<ProductListItem[]> {
  const args = { query: { lang: apiLanguage(language), q, sort } };
  return {
    key: api.products.$path(args),
    fetch: () => readJson(api.products.$get(args)),
    load: (source) => source.searchProducts({ language, q, sort }),
  };
}

/** null: no such product on sale (the API's 404); gone: sold once, no longer (its 410). */
export function productRead(language: Language, slug: string): Read<Product | ProductGone | null> {
  const args = { param: { slug: pathParam(slug) }, query: { lang: apiLanguage(language) } };
  return {
    key: api.products[":slug"].$path(args),
    fetch: () => orGone(slug, orNull(readJson(api.products[":slug"].$get(args)))),
    load: (source) => source.product({ language, slug }),
  };
}

export function categoriesRead(language: Language): Read<CategoryRef[]> {
  const args = { query: { lang: apiLanguage(language) } };
  return {
    key: api.categories.$path(args),
    fetch: () => readJson(api.categories.$get(args)),
    load: (source) => source.categories({ language }),
  };
}

export interface RandomOptions {
  limit: number;
  exclude?: string;
  /** Picks from one category (random-by-category). */
  category?: string;
  /** Tells two rows on one page apart, so each gets its own pick. */
  row?: string;
}

export function randomProductsRead(options: RandomOptions, language: Language): Read<ProductListItem[]> {
  const { limit, exclude, category, row } = options;
  const lang = apiLanguage(language);
  const load: Read<ProductListItem[]>["load"] = (source) =>
    source.randomProducts({ language, limit, exclude: exclude || undefined, category });
  // The row goes into the key only: two rows of one page are two picks of the same call.
  const rowKey = (path: string) => (row ? `${path}#${row}` : path);
  if (category) {
    const args = { query: { slug: category, lang, limit: String(limit), exclude: exclude || undefined } };
    const call = api.products["random-by-category"];
    return { key: rowKey(call.$path(args)), fetch: () => readJson(call.$get(args)), load };
  }
  const args = { query: { lang, limit: String(limit), exclude: exclude || undefined } };
  return { key: rowKey(api.products.random.$path(args)), fetch: () => readJson(api.products.random.$get(args)), load };
}

export function useProducts(category?: string, sort?: ProductSort) {
  const { key, fetch } = productsRead(useLanguage(), category, sort);
  return useSWR<ProductListItem[], ApiError>(key, fetch, { onError: logFailure("products") });
}

/** Nothing is fetched for an empty text. */
export function useProductSearch(q: string, sort?: ProductSort) {
  const language = useLanguage();
  const read = q ? productSearchRead(language, q, sort) : null;
  return useSWR<ProductListItem[], ApiError>(read?.key ?? null, read?.fetch ?? null, {
    onError: logFailure("search results"),
  });
}

/** The API's 410 for a product no longer sold is data too: the page says so, without retrying. */
async function orGone<T>(slug: string, call: Promise<T>): Promise<T | ProductGone> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return { slug, gone: true };
    throw error;
  }
}

/** `data` is null when there is no such product on sale, gone when it is sold no longer. */
export function useProduct(slug: string | null) {
  const language = useLanguage();
  const read = slug ? productRead(language, slug) : null;
  return useSWR<Product | ProductGone | null, ApiError>(read?.key ?? null, read?.fetch ?? null, {
    onError: logFailure("product"),
  });
}

export function useCategories() {
  const { key, fetch } = categoriesRead(useLanguage());
  return useSWR<CategoryRef[], ApiError>(key, fetch, { onError: logFailure("categories") });
}

export function useRandomProducts(options: RandomOptions) {
  const { key, fetch } = randomProductsRead(options, useLanguage());
  return useSWR<ProductListItem[], ApiError>(key, fetch, {
    ...stable,
    onError: logFailure("random products"),
  });
}
