// The data each page shows first, by page: the server loads it before rendering and hands it to
// SWR as fallback data (entry-server.tsx), so the first HTML holds the page's texts, prices and
// images and the browser does not fetch them again. The reads are the very ones the pages' hooks
// make (same keys), so what is listed here and what the page asks for cannot drift apart silently:
// a key listed here and never rendered would only cost a query; a read the page makes and this
// list lacks is fetched by the browser after hydration, which the server-rendering journey
// (storefront/e2e/server-rendering.e2e.ts) catches.
import type { Language, ProductPage, StorefrontReads } from "@shop/shared";
import type { Read } from "../api/reads.ts";
import { blogPostRead, blogPostsRead, randomPostsRead } from "../blog/blogApi.ts";
import {
  categoriesRead,
  productPageRead,
  productRead,
  randomProductsRead,
  type RandomOptions,
} from "../catalog/catalogApi.ts";
import { pageNumberOf, pastTheEnd, searchTextOf, sortOf } from "../catalog/listQuery.ts";
import { shopContactRead } from "../pages/shopApi.ts";
import { paymentConfigRead } from "../payment/paymentApi.ts";

export type PageId = "home" | "shop" | "search" | "category" | "product" | "blog" | "blogPost" | "contact";

/** The home page's two rows of random products. */
export const HOME_ROWS = {
  popular: { limit: 4, row: "popular" },
  discover: { limit: 4, row: "discover" },
} as const satisfies Record<string, RandomOptions>;

/** The row of other kits under a product. */
export const relatedProducts = (slug: string): RandomOptions => ({ limit: 4, exclude: slug, row: `related-${slug}` });

export interface PageRequest {
  language: Language;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

export interface PageData {
  /** SWR fallback: the data under the keys the page's hooks use. */
  fallback: Record<string, unknown>;
  /** The page's subject (a product, a post, a category) does not exist: the answer is a 404. */
  notFound: boolean;
  /** The page's product was sold and is no longer (archived): the answer is a 410. */
  gone: boolean;
}

/** What a page's own reads found: its subject, none (404) or one no longer sold (410). */
type Found = boolean | "gone" | void;

type Loaded = <T>(read: Read<T>) => Promise<T>;

/** Which reads a page makes; `load` runs one and files its answer under its key. */
const PAGES: Record<PageId, (request: PageRequest, load: Loaded) => Promise<Found>> = {
  async home({ language }, load) {
    await Promise.all([
      load(randomProductsRead(HOME_ROWS.popular, language)),
      load(randomProductsRead(HOME_ROWS.discover, language)),
    ]);
  },
  async shop({ language, search }, load) {
    const [products] = await Promise.all([
      load(
        productPageRead(language, {
          category: search.get("category") ?? undefined,
          sort: sortOf(search),
          page: pageNumberOf(search),
        }),
      ),
      load(categoriesRead(language)),
    ]);
    return pageExists(products);
  },
  async search({ language, search }, load) {
    const q = searchTextOf(search);
    if (q)
      return pageExists(await load(productPageRead(language, { q, sort: sortOf(search), page: pageNumberOf(search) })));
  },
  async category({ language, params, search }, load) {
    const slug = params.slug ?? "";
    const [categories, products] = await Promise.all([
      load(categoriesRead(language)),
      load(productPageRead(language, { category: slug, page: pageNumberOf(search) })),
      load(blogPostsRead(language, slug)),
    ]);
    return categories.some((category) => category.slug === slug) && pageExists(products);
  },
  async product({ language, params }, load) {
    const slug = params.slug ?? "";
    // The create form of the inline editor: what it shows depends on who is signed in (the browser).
    if (slug === "new") return true;
    const [product] = await Promise.all([
      load(productRead(language, slug)),
      load(randomProductsRead(relatedProducts(slug), language)),
    ]);
    if (product && "gone" in product) return "gone";
    return product !== null;
  },
  async blog({ language }, load) {
    await load(blogPostsRead(language));
  },
  async blogPost({ language, params }, load) {
    const slug = params.slug ?? "";
    if (slug === "new") return true;
    const [post] = await Promise.all([load(blogPostRead(language, slug)), load(randomPostsRead(language, slug))]);
    return post !== null;
  },
  async contact(_, load) {
    await load(shopContactRead());
  },
};

/** A page past a list's last one (`?page=9` of two pages) does not exist: a 404, as for a made-up path. */
const pageExists = (found: ProductPage) => !pastTheEnd(found);

/**
 * What every page shows around its own content: the footer names the shop's categories and shows
 * the logos of the ways to pay; the text pages name the customer-care address (shopContactRead).
 */
const layout = ({ language }: PageRequest, load: Loaded) =>
  Promise.all([load(categoriesRead(language)), load(paymentConfigRead()), load(shopContactRead())]);

/**
 * Loads a page's data on the server through `source` (the API's own services): the layout's and,
 * for a page with data of its own (`page`), the page's.
 */
export async function loadPageData(
  page: PageId | undefined,
  request: PageRequest,
  source: StorefrontReads,
): Promise<PageData> {
  const fallback: Record<string, unknown> = {};
  const load: Loaded = async (read) => {
    const data = await read.load(source);
    fallback[read.key] = data;
    return data;
  };
  const [found] = await Promise.all([page ? PAGES[page](request, load) : undefined, layout(request, load)]);
  return { fallback, notFound: found === false, gone: found === "gone" };
}
