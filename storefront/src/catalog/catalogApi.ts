// Catalog reads. SWR keys are the API paths and carry the language, so every page refetches
// when the shopper switches language (docs/storefront.md §1). Each read is a typed call of the
// API client in the browser and a call of the catalog service on the server (api/reads.ts).
import { languageCountry, PRODUCT_PAGE_SIZE, type Language, type ProductPage, type ProductSort } from "@shop/shared";
import type { CountryCode } from "@shop/shared/eu";
import useSWR, { type SWRConfiguration } from "swr";
import { api, ApiError, apiLanguage, pathParam, readJson } from "../api/client.ts";
import { orNull, type Read } from "../api/reads.ts";
import { useDeliveryCountry } from "../checkout/deliveryCountry.ts";
import type { ProductGone } from "@shop/shared";
import type { CategoryRef, Product, ProductListItem } from "../api/types.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

const logFailure = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);

/** Random picks should stay put while the shopper looks at them. */
const stable: SWRConfiguration = { revalidateIfStale: false, revalidateOnReconnect: false, dedupingInterval: 60_000 };

/** What a product list asks for besides its language: a category, a search text, an order, a page (from 1). */
export interface ListQuery {
  category?: string;
  q?: string;
  sort?: ProductSort;
  page?: number;
}

/**
 * One page of the products on sale (PRODUCT_PAGE_SIZE of them): all or of one category, newest
 * first or in `sort` order, or matching a search text (most relevant first unless sorted); with the
 * whole list's count, which the API sends in X-Total-Count. With the shopper's delivery country,
 * what can go there comes first; the server renders with the language's country, as the browser
 * does until it has read a remembered one (checkout/deliveryCountry.ts).
 */
export function productPageRead(
  language: Language,
  list: ListQuery,
  country: CountryCode | null = languageCountry(language),
): Read<ProductPage> {
  const page = list.page && list.page > 1 ? list.page : 1;
  const query = {
    lang: apiLanguage(language),
    category: list.category || undefined,
    q: list.q || undefined,
    sort: list.sort,
    page: page > 1 ? String(page) : undefined,
    pageSize: String(PRODUCT_PAGE_SIZE),
    country: country ?? undefined,
  };
  return {
    key: api.products.$path({ query }),
    fetch: async () => {
      const response = await api.products.$get({ query });
      const items = await readJson(Promise.resolve(response));
      const total = Number(response.headers.get("x-total-count") ?? items.length);
      return { items, total, page, pageSize: PRODUCT_PAGE_SIZE };
    },
    load: (source) =>
      source.products({
        language,
        category: query.category,
        q: query.q,
        sort: list.sort,
        page,
        pageSize: PRODUCT_PAGE_SIZE,
        country: country ?? undefined,
      }),
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

/** A random row: never a kit that cannot go to the delivery country (the language's on the server, as above). */
export function randomProductsRead(
  options: RandomOptions,
  language: Language,
  country: CountryCode | null = languageCountry(language),
): Read<ProductListItem[]> {
  const { limit, exclude, category, row } = options;
  const lang = apiLanguage(language);
  const to = country ?? undefined;
  const load: Read<ProductListItem[]>["load"] = (source) =>
    source.randomProducts({ language, limit, exclude: exclude || undefined, category, country: to });
  // The row goes into the key only: two rows of one page are two picks of the same call.
  const rowKey = (path: string) => (row ? `${path}#${row}` : path);
  if (category) {
    const args = { query: { slug: category, lang, limit: String(limit), exclude: exclude || undefined, country: to } };
    const call = api.products["random-by-category"];
    return { key: rowKey(call.$path(args)), fetch: () => readJson(call.$get(args)), load };
  }
  const args = { query: { lang, limit: String(limit), exclude: exclude || undefined, country: to } };
  return { key: rowKey(api.products.random.$path(args)), fetch: () => readJson(api.products.random.$get(args)), load };
}

/** A page of a product list; nothing is fetched for a search with an empty text (`q: ""`). */
export function useProductPage(list: ListQuery | null) {
  const language = useLanguage();
  const country = useDeliveryCountry();
  const read = list ? productPageRead(language, list, country) : null;
  return useSWR<ProductPage, ApiError>(read?.key ?? null, read?.fetch ?? null, { onError: logFailure("products") });
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
  const { key, fetch } = randomProductsRead(options, useLanguage(), useDeliveryCountry());
  return useSWR<ProductListItem[], ApiError>(key, fetch, {
    ...stable,
    onError: logFailure("random products"),
  });
}
