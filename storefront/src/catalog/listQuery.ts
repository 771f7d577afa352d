// The query string of the shop and the search page (docs/storefront.md §13): `category`, `q`,
// `sort` and `page` live in the URL, so a list can be shared and the server renders it as the browser will.
import {
  isProductSort,
  localePath,
  MAX_PRODUCT_PAGE,
  pageCount,
  SEARCH_TEXT_MAX_LENGTH,
  type Language,
  type ProductPage,
  type ProductSort,
} from "@shop/shared";

/** The search text of a URL, trimmed and no longer than the API takes; "" when there is none. */
export function searchTextOf(params: URLSearchParams): string {
  return (
    (params.get("q") ?? "")
      .trim()
      .slice(0, SEARCH_TEXT_MAX_LENGTH)
      // A cut through a character outside the BMP leaves half of it, which no URL can carry.
      .replace(/[\uD800-\uDBFF]$/, "")
      .trim()
  );
}

/** The order a URL asks for. An unknown one is the list's own order rather than an error page. */
export function sortOf(params: URLSearchParams): ProductSort | undefined {
  const value = params.get("sort");
  return isProductSort(value) ? value : undefined;
}

/** The page of a list a URL asks for (`?page=2`); anything but a page number is the first page. */
export function pageNumberOf(params: URLSearchParams): number {
  const value = params.get("page") ?? "";
  if (!/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PRODUCT_PAGE ? page : 1;
}

/** The pages a shopper can go to from `page`: the first, the last, and the two beside it; null for a gap. */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? [null, n] : [n]));
}

/** The named parameters of a query string that it has, in that order (a page's canonical link: PageMeta). */
export function listQueryOf(params: URLSearchParams, names: string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = name === "page" ? pageNumberOf(params) : params.get(name);
    if (value && value !== 1) kept.set(name, String(value));
  }
  return kept;
}

/**
 * The same query string with one parameter set, or left out when empty: the others stay, so a
 * category keeps its order and an order its category.
 */
export function withParam(params: URLSearchParams, name: string, value: string | null | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * The query string as the address has it now, for a change made in an event handler. The router
 * changes the address at once but renders the new page in a transition, so on a slow phone the
 * rendered page's parameters may still be those before the last change: a sort chosen right after
 * "All" would bring the category back.
 */
export function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The search page for a text: `/{lang}/search?q=…`, the address the search form also submits to. */
export function searchPath(language: Language, text: string): string {
  return `${localePath(language, "/search")}?${new URLSearchParams({ q: text.trim() })}`;
}

/** Whether `page` is past a list's last page (`?page=9` of two): the server answers it 404 (app/pageData.ts). */
export const pastTheEnd = (found: ProductPage) => found.page > pageCount(found.total, found.pageSize);
