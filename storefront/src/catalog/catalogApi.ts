// Catalog reads. SWR keys are the API paths and carry the language, so every page refetches
// when the shopper switches language (docs/storefront.md §1). Each read is a typed call of the
// API client: its answer's type comes from the route.
import type { Language } from "@shop/shared";
import useSWR, { preload, type SWRConfiguration } from "swr";
import { api, type ApiError, apiLanguage, pathParam, readJson } from "../api/client.ts";
import type { CategoryRef, Product, ProductListItem } from "../api/types.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

/** Random picks should stay put while the shopper looks at them. */
const stable: SWRConfiguration = { revalidateIfStale: false, revalidateOnReconnect: false, dedupingInterval: 60_000 };

/** One read: its SWR key (the API path it calls) and the call. */
interface Read<T> {
  key: string;
  fetch: () => Promise<T>;
}

function productsRead(language: Language, category?: string): Read<ProductListItem[]> {
  const args = { query: { lang: apiLanguage(language), category: category || undefined } };
  return { key: api.products.$path(args), fetch: () => readJson(api.products.$get(args)) };
}

function productRead(language: Language, slug: string): Read<Product> {
  const args = { param: { slug: pathParam(slug) }, query: { lang: apiLanguage(language) } };
  return { key: api.products[":slug"].$path(args), fetch: () => readJson(api.products[":slug"].$get(args)) };
}

function categoriesRead(language: Language): Read<CategoryRef[]> {
  const args = { query: { lang: apiLanguage(language) } };
  return { key: api.categories.$path(args), fetch: () => readJson(api.categories.$get(args)) };
}

const preloadRead = <T>({ key, fetch }: Read<T>) => void preload(key, fetch).catch(() => undefined);

/**
 * Asks for the catalog data of the page a visit lands on at start-up, beside the translations and
 * the page's code; the page's own useSWR then takes the answer over instead of asking again.
 */
export function preloadCatalogData(
  language: Language,
  segment: string,
  slug: string | undefined,
  search: string,
): void {
  if (segment === "shop") {
    preloadRead(productsRead(language, new URLSearchParams(search).get("category") ?? undefined));
    preloadRead(categoriesRead(language));
  } else if (segment === "product" && slug && slug !== "new") {
    preloadRead(productRead(language, decodeURIComponent(slug)));
  }
}

export function useProducts(category?: string) {
  const { key, fetch } = productsRead(useLanguage(), category);
  return useSWR<ProductListItem[], ApiError>(key, fetch, { onError: logFailure("products") });
}

export function useProduct(slug: string | null) {
  const language = useLanguage();
  const read = slug ? productRead(language, slug) : null;
  return useSWR<Product, ApiError>(read?.key ?? null, read?.fetch ?? null, {
    onError: logFailure("product"),
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}

export function useCategories() {
  const { key, fetch } = categoriesRead(useLanguage());
  return useSWR<CategoryRef[], ApiError>(key, fetch, { onError: logFailure("categories") });
}

interface RandomOptions {
  limit: number;
  exclude?: string;
  /** Picks from one category (random-by-category). */
  category?: string;
  /** Tells two rows on one page apart, so each gets its own pick. */
  row?: string;
}

function randomProductsRead({ limit, exclude, category }: RandomOptions, language: Language): Read<ProductListItem[]> {
  const lang = apiLanguage(language);
  if (category) {
    const args = { query: { slug: category, lang, limit: String(limit) } };
    const call = api.products["random-by-category"];
    return { key: call.$path(args), fetch: () => readJson(call.$get(args)) };
  }
  const args = { query: { lang, limit: String(limit), exclude: exclude || undefined } };
  return { key: api.products.random.$path(args), fetch: () => readJson(api.products.random.$get(args)) };
}

export function useRandomProducts(options: RandomOptions) {
  const { key, fetch } = randomProductsRead(options, useLanguage());
  return useSWR<ProductListItem[], ApiError>(options.row ? [key, options.row] : key, fetch, {
    ...stable,
    onError: logFailure("random products"),
  });
}
