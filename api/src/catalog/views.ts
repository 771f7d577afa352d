// How product and category rows become the API's answers (packages/shared/src/api-types.ts): the
// public views in one language and the console's records with every translation, built from the
// same pieces where they show the same thing. Blog posts: ../blog/views.ts.
import type { Prisma } from "@shop/db";
import {
  lowStockOf,
  toEuros,
  type AdminCategoryRecord,
  type AdminProductRecord,
  type CategoryRef,
  type ImageSource,
  type Language,
  type Product,
  type ProductListItem,
} from "@shop/shared";
import { imageSource } from "../uploads/store.ts";
import { allTranslations, pickTranslation } from "./translations.ts";

export const categoryInclude = { translations: true } satisfies Prisma.CategoryInclude;

/** A category with the number of products filed under it (the console's record). */
export const categoryWithCountInclude = {
  translations: true,
  _count: { select: { products: true } },
} satisfies Prisma.CategoryInclude;

export const productInclude = {
  translations: true,
  images: { orderBy: { position: "asc" } },
  categories: { include: categoryInclude, orderBy: { position: "asc" } },
} satisfies Prisma.ProductInclude;

export type CategoryRow = Prisma.CategoryGetPayload<{ include: typeof categoryInclude }>;
export type CategoryWithCountRow = Prisma.CategoryGetPayload<{ include: typeof categoryWithCountInclude }>;
export type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

export function toCategoryRef(category: CategoryRow, language: Language): CategoryRef {
  return { name: pickTranslation(category.translations, language)?.name ?? category.slug, slug: category.slug };
}

export function toAdminCategory(category: CategoryWithCountRow): AdminCategoryRecord {
  return {
    id: category.id,
    slug: category.slug,
    position: category.position,
    translations: allTranslations(category.translations, (t) => ({ name: t?.name ?? "" })),
    productCount: category._count.products,
    version: category.version,
  };
}

/** The main image: the one flagged main, else the first. */
export function mainImage<T extends { isMain: boolean }>(images: T[]): T | undefined {
  return images.find((image) => image.isMain) ?? images[0];
}

/** The main image's sources: the product's thumbnail. `imageBase` is deps.uploads.linkBase, here and below. */
function productThumbnail(product: ProductRow, imageBase: string): ImageSource | null {
  const main = mainImage(product.images);
  return main ? imageSource(main, imageBase) : null;
}

/** Every image in display order, the main one marked. */
function productImages(product: ProductRow, imageBase: string) {
  const main = mainImage(product.images);
  return product.images.map((image) => ({
    id: image.id,
    fileKey: image.fileKey,
    isMain: image === main,
    ...imageSource(image, imageBase),
  }));
}

/** What a product's page and its console record both show, as they show it. */
function productState(product: ProductRow) {
  return {
    slug: product.slug,
    price: toEuros(product.priceCents),
    stock: product.stock,
    active: product.active,
    /** Changes with every edit; editors send it back with a save (409 when it has moved on). */
    version: product.version,
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toProductListItem(product: ProductRow, language: Language, imageBase: string): ProductListItem {
  const thumbnail = productThumbnail(product, imageBase);
  return {
    name: pickTranslation(product.translations, language)?.name ?? product.slug,
    price: toEuros(product.priceCents),
    slug: product.slug,
    thumbnailUrl: thumbnail?.imageUrl ?? null,
    thumbnail,
    categories: product.categories.map((category) => toCategoryRef(category, language)),
    inStock: product.active && product.stock > 0,
    lowStock: lowStockOf(product.stock, product.active),
  };
}

export function toProduct(product: ProductRow, language: Language, imageBase: string): Product {
  const { thumbnail: _thumbnail, ...listItem } = toProductListItem(product, language, imageBase);
  return {
    ...listItem,
    ...productState(product),
    description: pickTranslation(product.translations, language)?.description ?? "",
    images: productImages(product, imageBase).map(({ fileKey: _fileKey, isMain, ...image }) => ({
      ...image,
      main: isMain,
    })),
  };
}

export function toAdminProduct(product: ProductRow, imageBase: string): AdminProductRecord {
  return {
    id: product.id,
    ...productState(product),
    categoryIds: product.categories.map((category) => category.id),
    translations: allTranslations(product.translations, (t) => ({
      name: t?.name ?? "",
      description: t?.description ?? "",
    })),
    images: productImages(product, imageBase),
    thumbnailUrl: productThumbnail(product, imageBase)?.imageUrl ?? null,
    createdAt: product.createdAt.toISOString(),
  };
}
