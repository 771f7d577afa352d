// Catalog reads. SWR keys are the API paths and carry the language, so every page refetches
// when the shopper switches language (docs/storefront.md §1).
import type { CategoryRef, Product, ProductListItem } from "@shop/shared";
import type { Language } from "@shop/shared";
import useSWR, { preload, type SWRConfiguration } from "swr";
import { ApiError, apiLanguage, fetchJson } from "../api/client.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

/** Random picks should stay put while the shopper looks at them. */
const stable: SWRConfiguration = { revalidateIfStale: false, revalidateOnReconnect: false, dedupingInterval: 60_000 };

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
}

const productsKey = (language: Language, category?: string) =>
  `/products?${query({ lang: apiLanguage(language), category })}`;
const productKey = (language: Language, slug: string) =>
  `/products/${encodeURIComponent(slug)}?${query({ lang: apiLanguage(language) })}`;
const categoriesKey = (language: Language) => `/categories?${query({ lang: apiLanguage(language) })}`;

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
    void preload(productsKey(language, new URLSearchParams(search).get("category") ?? undefined), fetchJson).catch(
      () => undefined,
    );
    void preload(categoriesKey(language), fetchJson).catch(() => undefined);
  } else if (segment === "product" && slug && slug !== "new") {
    void preload(productKey(language, decodeURIComponent(slug)), fetchJson).catch(() => undefined);
  }
}

export function useProducts(category?: string) {
  return useSWR<ProductListItem[]>(productsKey(useLanguage(), category), { onError: logFailure("products") });
}

export function useProduct(slug: string | null) {
  const language = useLanguage();
  return useSWR<Product, ApiError>(slug ? productKey(language, slug) : null, {
    onError: logFailure("product"),
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}

export function useCategories() {
  return useSWR<CategoryRef[]>(categoriesKey(useLanguage()), { onError: logFailure("categories") });
}

interface RandomOptions {
  limit: number;
  exclude?: string;
  /** Picks from one category (random-by-category). */
  category?: string;
  /** Tells two rows on one page apart, so each gets its own pick. */
  row?: string;
}

export function useRandomProducts({ limit, exclude, category, row }: RandomOptions) {
  const lang = apiLanguage(useLanguage());
  const path = category
    ? `/products/random-by-category?${query({ slug: category, lang, limit })}`
    : `/products/random?${query({ lang, limit, exclude })}`;
  return useSWR<ProductListItem[]>(row ? [path, row] : path, fetchKeyPath, {
    ...stable,
    onError: logFailure("random products"),
  });
}

/** Fetches the path of a key that may carry a row tag after it. */
export function fetchKeyPath<T>(key: string | readonly [string, ...string[]]): Promise<T> {
  return fetchJson<T>(typeof key === "string" ? key : key[0]);
}
