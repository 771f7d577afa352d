// How product and category rows become the API's answers (packages/shared/src/api-types.ts), in one
// language; blog posts: ../blog/views.ts.
import type { Prisma } from "@shop/db";
import { toEuros, type CategoryRef, type Language, type Product, type ProductListItem } from "@shop/shared";
import { imageSource } from "../uploads/store.ts";
import { pickTranslation } from "./translations.ts";

export const categoryInclude = { translations: true } satisfies Prisma.CategoryInclude;

export const productInclude = {
  translations: true,
  images: { orderBy: { position: "asc" } },
  categories: { include: categoryInclude, orderBy: { position: "asc" } },
} satisfies Prisma.ProductInclude;

export type CategoryRow = Prisma.CategoryGetPayload<{ include: typeof categoryInclude }>;
export type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

export function toCategoryRef(category: CategoryRow, language: Language): CategoryRef {
  return { name: pickTranslation(category.translations, language)?.name ?? category.slug, slug: category.slug };
}

/** The main image: the one flagged main, else the first. */
export function mainImage<T extends { isMain: boolean }>(images: T[]): T | undefined {
  return images.find((image) => image.isMain) ?? images[0];
}

export function toProductListItem(product: ProductRow, language: Language): ProductListItem {
  const main = mainImage(product.images);
  const thumbnail = main ? imageSource(main) : null;
  return {
    name: pickTranslation(product.translations, language)?.name ?? product.slug,
    price: toEuros(product.priceCents),
    slug: product.slug,
    thumbnailUrl: thumbnail?.imageUrl ?? null,
    thumbnail,
    categories: product.categories.map((category) => toCategoryRef(category, language)),
    inStock: product.active && product.stock > 0,
  };
}

export function toProduct(product: ProductRow, language: Language): Product {
  const { thumbnail: _thumbnail, ...listItem } = toProductListItem(product, language);
  const main = mainImage(product.images);
  return {
    ...listItem,
    description: pickTranslation(product.translations, language)?.description ?? "",
    images: product.images.map((image) => ({ id: image.id, main: image === main, ...imageSource(image) })),
    stock: product.stock,
    active: product.active,
    version: product.version,
    updatedAt: product.updatedAt.toISOString(),
  };
}
