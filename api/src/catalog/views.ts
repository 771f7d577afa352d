// How product and category rows become the API's answers (packages/shared/src/api-types.ts): the
// public views in one language and the console's records with every translation, built from the
// same pieces where they show the same thing. Blog posts: ../blog/views.ts.
import type { Prisma } from "@shop/db";
import {
  lowStockOf,
  toEuros,
  type AdminCategoryRecord,
  type AdminProductIvd,
  type AdminProductRecord,
  type CategoryListItem,
  type CategoryRef,
  type ImageSource,
  type Language,
  type Product,
  type ProductIvd,
  type ProductListItem,
  type ProductSafety,
  type PageSeo,
} from "@shop/shared";
import { warningLines } from "@shop/shared/product-safety";
import { documentUrl, imageSource } from "../uploads/store.ts";
import { allTranslations, pickTranslation } from "./translations.ts";
import { chargedPriceCents, shownReduction } from "./price-history.ts";

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
  priceHistory: { orderBy: { at: "asc" } },
} satisfies Prisma.ProductInclude;

export type CategoryRow = Prisma.CategoryGetPayload<{ include: typeof categoryInclude }>;
export type CategoryWithCountRow = Prisma.CategoryGetPayload<{ include: typeof categoryWithCountInclude }>;
export type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

export function toCategoryRef(category: CategoryRow, language: Language): CategoryRef {
  return { name: pickTranslation(category.translations, language)?.name ?? category.slug, slug: category.slug };
}

/** A page head's texts of one translation: null where none was written (the page's defaults). */
export function pageSeo(translation: { seoTitle: string; seoDescription: string } | undefined): PageSeo {
  return { title: translation?.seoTitle || null, description: translation?.seoDescription || null };
}

export function toCategoryListItem(category: CategoryRow, language: Language): CategoryListItem {
  return {
    ...toCategoryRef(category, language),
    seo: pageSeo(category.translations.find((t) => t.language === language)),
  };
}

export function toAdminCategory(category: CategoryWithCountRow): AdminCategoryRecord {
  return {
    id: category.id,
    slug: category.slug,
    position: category.position,
    translations: allTranslations(category.translations, (t) => ({
      name: t?.name ?? "",
      seoTitle: t?.seoTitle ?? "",
      seoDescription: t?.seoDescription ?? "",
    })),
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

/**
 * What a product's page and its console record both show, as they show it. Not the stock: a
 * shopper is told only what the list says (`inStock`, and `lowStock` when few are left), so the
 * exact figure stays with staff (the console's record).
 */
function productState(product: ProductRow) {
  return {
    slug: product.slug,
    active: product.active,
    /** Changes with every edit; editors send it back with a save (409 when it has moved on). */
    version: product.version,
    updatedAt: product.updatedAt.toISOString(),
  };
}

/**
 * The price a shopper sees: what is charged now and, while a sale runs, the regular price and the
 * lowest price of the 30 days before the sale began (docs/behaviour.md §20).
 */
function shopperPrice(product: ProductRow, now = new Date()) {
  const reduction = shownReduction(product, now);
  return {
    price: toEuros(chargedPriceCents(product, now)),
    ...(reduction
      ? {
          regularPrice: toEuros(reduction.regularCents),
          lowestPrice30Days: toEuros(reduction.lowestCents),
          ...(product.saleEndsAt ? { saleEndsAt: product.saleEndsAt.toISOString() } : {}),
        }
      : {}),
  };
}

export function toProductListItem(product: ProductRow, language: Language, imageBase: string): ProductListItem {
  const thumbnail = productThumbnail(product, imageBase);
  return {
    name: pickTranslation(product.translations, language)?.name ?? product.slug,
    ...shopperPrice(product),
    slug: product.slug,
    thumbnailUrl: thumbnail?.imageUrl ?? null,
    thumbnail,
    categories: product.categories.map((category) => toCategoryRef(category, language)),
    inStock: product.active && product.stock > 0,
    lowStock: lowStockOf(product.stock, product.active),
    blockedCountries: product.blockedCountries,
  };
}

/** The CE marking as printed: "CE" and the notified body's number when one was involved. */
export function ceMarkOf(notifiedBody: string | null): string {
  return notifiedBody ? `CE ${notifiedBody}` : "CE";
}

/**
 * A product's IVD information in one language (docs/behaviour.md §21); null without a
 * manufacturer. The intended use and the instructions fall back to English, like the name.
 */
function productIvd(product: ProductRow, language: Language, imageBase: string): ProductIvd | null {
  if (!product.manufacturerName) return null;
  const own = product.translations.find((t) => t.language === language);
  const english = product.translations.find((t) => t.language === "en");
  const instructionsKey = own?.instructionsKey ?? english?.instructionsKey ?? null;
  return {
    selfTest: product.selfTest,
    ceMark: ceMarkOf(product.notifiedBody),
    notifiedBody: product.notifiedBody,
    manufacturer: [product.manufacturerName, product.manufacturerAddress].filter(Boolean).join(", "),
    intendedUse: own?.intendedUse || english?.intendedUse || "",
    instructionsUrl: instructionsKey ? documentUrl(instructionsKey, imageBase) : null,
  };
}

/**
 * A product's safety information in one language (docs/behaviour.md §21); null without a
 * manufacturer. The warnings fall back to English, like the name.
 */
function productSafety(product: ProductRow, language: Language): ProductSafety | null {
  if (!product.manufacturerName) return null;
  const own = product.translations.find((t) => t.language === language);
  const english = product.translations.find((t) => t.language === "en");
  return {
    manufacturer: {
      name: product.manufacturerName,
      address: product.manufacturerAddress,
      contact: product.manufacturerContact,
    },
    euResponsiblePerson: product.euResponsiblePerson,
    model: product.modelIdentifier || null,
    gtin: product.gtin,
    warnings: warningLines(own?.safetyWarnings || english?.safetyWarnings || ""),
  };
}

function adminIvd(product: ProductRow, imageBase: string): AdminProductIvd {
  const instructionsKey = allTranslations(product.translations, (t) => t?.instructionsKey ?? null);
  return {
    selfTest: product.selfTest,
    ceMark: ceMarkOf(product.notifiedBody),
    notifiedBody: product.notifiedBody,
    intendedUse: allTranslations(product.translations, (t) => t?.intendedUse ?? ""),
    instructionsKey,
    instructionsUrl: allTranslations(product.translations, (t) =>
      t?.instructionsKey ? documentUrl(t.instructionsKey, imageBase) : null,
    ),
  };
}

export function toProduct(product: ProductRow, language: Language, imageBase: string): Product {
  const { thumbnail: _thumbnail, ...listItem } = toProductListItem(product, language, imageBase);
  const translation = pickTranslation(product.translations, language);
  return {
    ...listItem,
    ...productState(product),
    ivd: productIvd(product, language, imageBase),
    safety: productSafety(product, language),
    sealedForHygiene: product.sealedForHygiene,
    adultsOnly: product.adultsOnly,
    seo: pageSeo(product.translations.find((t) => t.language === language)),
    description: translation?.description ?? "",
    highlights: translation?.highlights ?? [],
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
    stock: product.stock,
    price: toEuros(product.priceCents),
    salePrice: product.salePriceCents === null ? null : toEuros(product.salePriceCents),
    saleEndsAt: product.saleEndsAt?.toISOString() ?? null,
    categoryIds: product.categories.map((category) => category.id),
    translations: allTranslations(product.translations, (t) => ({
      name: t?.name ?? "",
      description: t?.description ?? "",
      highlights: t?.highlights ?? [],
      safetyWarnings: t?.safetyWarnings ?? "",
    })),
    images: productImages(product, imageBase),
    ivd: adminIvd(product, imageBase),
    manufacturerName: product.manufacturerName,
    manufacturerAddress: product.manufacturerAddress,
    manufacturerContact: product.manufacturerContact,
    euResponsiblePerson: product.euResponsiblePerson,
    modelIdentifier: product.modelIdentifier,
    gtin: product.gtin,
    sealedForHygiene: product.sealedForHygiene,
    adultsOnly: product.adultsOnly,
    blockedCountries: product.blockedCountries,
    seo: allTranslations(product.translations, (t) => ({
      seoTitle: t?.seoTitle ?? "",
      seoDescription: t?.seoDescription ?? "",
    })),
    thumbnailUrl: productThumbnail(product, imageBase)?.imageUrl ?? null,
    createdAt: product.createdAt.toISOString(),
    previousStock: product.stock,
    archivedAt: product.archivedAt?.toISOString() ?? null,
  };
}
