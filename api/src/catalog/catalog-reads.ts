// The catalog as the storefront reads it, in one language: the public routes answer with these
// (products.routes.ts, categories.routes.ts), and the server renderer loads a page's data through
// them without HTTP (web/storefront-reads.ts), so both see exactly the same lists. The lists are
// slices of the catalog index (catalog-index.ts); a search asks the database (product-search.ts,
// whose productPage answers either).
import {
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  type CategoryListItem,
  type Language,
  type Product,
  type ProductGone,
  type ProductListItem,
  type ProductPage,
  type ProductQuery,
} from "@shop/shared";
import type { CountryCode } from "@shop/shared/eu";
import type { Deps } from "../context.ts";
import type { ListedProduct } from "./catalog-index.ts";
import { categoryInclude, productInclude, toCategoryListItem, toProduct } from "./views.ts";

/** The page `query` asks for (1 and PRODUCT_PAGE_SIZE by default, the size bounded). */
export function pageOf(query: Pick<ProductQuery, "page" | "pageSize">): { page: number; pageSize: number } {
  return {
    page: Math.max(1, query.page ?? 1),
    pageSize: Math.min(MAX_PRODUCT_PAGE_SIZE, Math.max(1, query.pageSize ?? PRODUCT_PAGE_SIZE)),
  };
}

/** One page of a list that is already in order. */
function pageFrom(list: readonly ListedProduct[], query: Pick<ProductQuery, "page" | "pageSize">): ProductPage {
  const { page, pageSize } = pageOf(query);
  const start = (page - 1) * pageSize;
  return { items: list.slice(start, start + pageSize).map((entry) => entry.item), total: list.length, page, pageSize };
}

/** A page of the products on sale, all or those of one category, newest first or in `sort` order (no search). */
export async function listPage(deps: Pick<Deps, "catalogIndex">, query: ProductQuery): Promise<ProductPage> {
  const { language, sort, category, country } = query;
  return pageFrom(await deps.catalogIndex.list(language, { sort, category, country }), query);
}

/**
 * One product on sale; gone when it was archived (sold, then deleted); null when unknown or not on
 * sale. With product ids turned on for analytics, it carries its keyed id (analytics-ids.ts).
 */
export async function productBySlug(
  deps: Pick<Deps, "prisma" | "uploads" | "analyticsProductId">,
  language: Language,
  slug: string,
): Promise<Product | ProductGone | null> {
  const product = await deps.prisma.product.findUnique({ where: { slug }, include: productInclude });
  if (product?.archivedAt) return { slug, gone: true };
  if (!product?.active) return null;
  const shown = toProduct(product, language, deps.uploads.linkBase);
  return deps.analyticsProductId ? { ...shown, analyticsId: deps.analyticsProductId(product.slug) } : shown;
}

/** The tag of answers that list the categories: no product change touches them (response-cache.ts). */
export const CATEGORY_LISTS = "categories";

export function categoryList(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  language: Language,
): Promise<CategoryListItem[]> {
  return deps.catalogCache.memo(
    `categories:${language}`,
    async () => {
      const categories = await deps.prisma.category.findMany({
        include: categoryInclude,
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
      return categories.map((category) => toCategoryListItem(category, language));
    },
    [CATEGORY_LISTS],
  );
}

/**
 * `count` items in random order, those `keep` accepts (all by default): a partial Fisher–Yates
 * over the positions, the swapped ones in a map, so a pick of 4 from 10,000 items draws a few
 * positions and copies nothing.
 */
export function sample<T>(items: readonly T[], count: number, keep: (item: T) => boolean = () => true): T[] {
  const swapped = new Map<number, number>();
  const at = (position: number) => swapped.get(position) ?? position;
  const picked: T[] = [];
  for (let i = 0; i < items.length && picked.length < count; i++) {
    const j = i + Math.floor(Math.random() * (items.length - i));
    const chosen = at(j);
    swapped.set(j, at(i));
    if (keep(items[chosen])) picked.push(items[chosen]);
  }
  return picked;
}

/**
 * A random pick of products in stock, optionally of one category, never `exclude`; with `country`,
 * only products delivered there: a row of suggestions never offers what cannot be sent.
 */
export async function randomProducts(
  deps: Pick<Deps, "catalogIndex">,
  query: { language: Language; limit: number; exclude?: string; category?: string; country?: CountryCode },
): Promise<ProductListItem[]> {
  const { language, limit, exclude, category, country } = query;
  const list = await deps.catalogIndex.list(language, { category });
  const offered = (item: ProductListItem) =>
    item.slug !== exclude && item.inStock && !(country && item.blockedCountries.includes(country));
  return sample(list, limit, (entry) => offered(entry.item)).map((entry) => entry.item);
}
