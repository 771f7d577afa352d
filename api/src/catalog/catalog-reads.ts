// The catalog as the storefront reads it, in one language: the public routes answer with these
// (products.routes.ts, categories.routes.ts), and the server renderer loads a page's data through
// them without HTTP (web/storefront-reads.ts), so both see exactly the same lists.
import type { CategoryListItem, Language, Product, ProductGone, ProductListItem } from "@shop/shared";
import type { Deps } from "../context.ts";
import { categoryInclude, productInclude, toCategoryListItem, toProduct, toProductListItem } from "./views.ts";

/** Every active product in one language, newest first; memoised until the next catalog write. */
export function activeProducts(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  language: Language,
): Promise<ProductListItem[]> {
  return deps.catalogCache.memo(`products:${language}`, async () => {
    const products = await deps.prisma.product.findMany({
      where: { active: true },
      include: productInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return products.map((product) => toProductListItem(product, language, deps.uploads.linkBase));
  });
}

/** The products on sale, all or those filed under one category. */
export async function productList(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  language: Language,
  category?: string,
): Promise<ProductListItem[]> {
  const all = await activeProducts(deps, language);
  return category ? all.filter((product) => product.categories.some((cat) => cat.slug === category)) : all;
}

/** One product on sale; gone when it was archived (sold, then deleted); null when unknown or not on sale. */
export async function productBySlug(
  deps: Pick<Deps, "prisma" | "uploads">,
  language: Language,
  slug: string,
): Promise<Product | ProductGone | null> {
  const product = await deps.prisma.product.findUnique({ where: { slug }, include: productInclude });
  if (product?.archivedAt) return { slug, gone: true };
  return product?.active ? toProduct(product, language, deps.uploads.linkBase) : null;
}

export function categoryList(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  language: Language,
): Promise<CategoryListItem[]> {
  return deps.catalogCache.memo(`categories:${language}`, async () => {
    const categories = await deps.prisma.category.findMany({
      include: categoryInclude,
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    return categories.map((category) => toCategoryListItem(category, language));
  });
}

/** `count` items in random order (Fisher–Yates on a copy). */
export function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** A random pick of products in stock, optionally of one category, never `exclude`. */
export async function randomProducts(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  query: { language: Language; limit: number; exclude?: string; category?: string },
): Promise<ProductListItem[]> {
  const { language, limit, exclude, category } = query;
  const candidates = (await activeProducts(deps, language)).filter(
    (product) =>
      product.slug !== exclude &&
      product.inStock &&
      (!category || product.categories.some((cat) => cat.slug === category)),
  );
  return sample(candidates, limit);
}
