// Reading, saving and deleting products, shared by the storefront's multipart calls and the
// console's REST calls: one place decides slugs, sanitizing, image order and ownership, the main
// image, concurrent edits and cleanup, and what the console's lists find.
import { LANGUAGES, LOW_STOCK, type Language } from "@shop/shared";
import { MAX_STOCK, NEW_PRODUCT_STOCK } from "@shop/shared/schemas";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";
import { moveVersionOn } from "../admin/versions.ts";
import { idIn, pageInMemory, type ListPage, type ListQuery } from "../admin/list-query.ts";
import { assertCategoriesExist } from "./category-refs.ts";
import { claimImages, productOwner, releaseImages, removeFiles } from "./images.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { uniqueSlug } from "./slugs.ts";
import { productInclude, type ProductRow } from "./views.ts";

export interface ProductDraft {
  priceCents: number;
  /** New stock; undefined keeps the current stock (and a new product gets 10). */
  stock?: number;
  /**
   * The stock the editor showed. When given, `stock` is applied as a change from it (current +
   * stock - previousStock, never below 0), so units sold while the form was open stay sold.
   */
  previousStock?: number;
  /** Undefined keeps the current value (a new product is active). */
  active?: boolean;
  /** Category ids; callers resolve slugs first. */
  categoryIds: number[];
  /** Only the languages given are written; others stay as they are. */
  translations: Partial<Record<Language, { name: string; description: string }>>;
  /** The complete image list in display order: existing images and new ones, by file key. */
  images: { fileKey: string; isMain: boolean }[];
  /** Slug to give a new product (the console may choose one); derived from the name otherwise. */
  slug?: string;
  /** The version the editor loaded; a save over a newer one is refused. Undefined skips the check. */
  version?: number;
}

/** The console's product filters (docs/api-contract.md); null ids name no row. */
export interface ProductFilter {
  q?: string;
  id?: number[];
  categoryId?: number | null;
  /** Undefined or null: either. */
  active?: boolean | null;
  /** Only products with at most LOW_STOCK units. */
  lowStock?: boolean;
}

export const PRODUCT_SORT_FIELDS = [
  "id",
  "slug",
  "name",
  "price",
  "stock",
  "active",
  "createdAt",
  "updatedAt",
] as const;

/** One page of the console's product list; the catalog is small, so it is sorted in memory. */
export async function listProducts(deps: Deps, query: ListQuery<ProductFilter>): Promise<ListPage<ProductRow>> {
  const { q, id, categoryId, active, lowStock } = query.filter;
  const products = await deps.prisma.product.findMany({
    where: {
      id: idIn(id),
      active: active ?? undefined,
      stock: lowStock ? { lte: LOW_STOCK } : undefined,
      categories: categoryId === undefined ? undefined : { some: { id: idIn(categoryId) } },
      OR: q
        ? [
            { slug: { contains: q, mode: "insensitive" } },
            { translations: { some: { name: { contains: q, mode: "insensitive" } } } },
          ]
        : undefined,
    },
    include: productInclude,
    orderBy: { id: "asc" },
  });
  return pageInMemory(products, query, (product, field) => {
    if (field === "name") return product.translations.find((t) => t.language === "en")?.name ?? "";
    if (field === "price") return product.priceCents;
    return product[field as keyof ProductRow];
  });
}

export async function findProduct(deps: Deps, where: { id: number } | { slug: string }): Promise<ProductRow> {
  const product = await deps.prisma.product.findUnique({ where, include: productInclude });
  if (!product) throw notFound("Product");
  return product;
}

/** Products on sale that are running out, fewest units first (the console's dashboard). */
export function lowStockProducts(deps: Deps, take = 20) {
  return deps.prisma.product.findMany({
    where: { stock: { lte: LOW_STOCK }, active: true },
    include: { translations: true },
    orderBy: { stock: "asc" },
    take,
  });
}

function imageRows(draft: ProductDraft) {
  // At least one image is main: the flagged one (the first flagged), else the first.
  const mainIndex = Math.max(
    0,
    draft.images.findIndex((image) => image.isMain),
  );
  return (images: { fileKey: string; widths: number[]; width: number; height: number }[]) =>
    images.map((image, position) => ({
      fileKey: image.fileKey,
      widths: image.widths,
      width: image.width,
      height: image.height,
      position,
      isMain: position === mainIndex,
    }));
}

const imageField = (index: number) => `images.${index}.fileKey`;

export async function createProduct(deps: Deps, draft: ProductDraft): Promise<ProductRow> {
  const names = draft.translations;
  const name = names.en?.name ?? LANGUAGES.map((l) => names[l]?.name).find(Boolean);
  if (!name) throw badRequest("A product needs a name", "translations.en.name");
  await assertCategoriesExist(deps, draft.categoryIds);
  const slug = draft.slug
    ? await ensureFreeSlug(deps, draft.slug)
    : await uniqueSlug(
        name,
        async (candidate) => (await deps.prisma.product.count({ where: { slug: candidate } })) > 0,
        "product",
      );
  const product = await deps.prisma.$transaction(async (tx) => {
    const created = await tx.product.create({
      data: {
        slug,
        priceCents: draft.priceCents,
        stock: draft.stock ?? NEW_PRODUCT_STOCK,
        active: draft.active ?? true,
        categories: { connect: draft.categoryIds.map((id) => ({ id })) },
        translations: { create: translationRows(draft) },
      },
    });
    const images = await claimImages(
      tx,
      draft.images.map((image) => image.fileKey),
      productOwner(created.id),
      imageField,
    );
    await tx.productImage.createMany({
      data: imageRows(draft)(images).map((row) => ({ ...row, productId: created.id })),
    });
    return tx.product.findUniqueOrThrow({ where: { id: created.id }, include: productInclude });
  });
  deps.catalogCache.invalidate();
  return product;
}

async function ensureFreeSlug(deps: Deps, slug: string): Promise<string> {
  if (await deps.prisma.product.count({ where: { slug } }))
    throw badRequest(`The slug '${slug}' is already used`, "slug");
  return slug;
}

function translationRows(draft: ProductDraft) {
  return LANGUAGES.flatMap((language) => {
    const translation = draft.translations[language];
    return translation
      ? [{ language, name: translation.name.trim(), description: sanitizeRichText(translation.description) }]
      : [];
  });
}

export async function updateProduct(
  deps: Deps,
  where: { id: number } | { slug: string },
  draft: ProductDraft,
): Promise<ProductRow> {
  const current = await deps.prisma.product.findUnique({ where, select: { id: true, slug: true } });
  if (!current) throw notFound("Product");
  await assertCategoriesExist(deps, draft.categoryIds);
  if (draft.slug && draft.slug !== current.slug) await ensureFreeSlug(deps, draft.slug);
  const owner = productOwner(current.id);

  const { product, removed } = await deps.prisma.$transaction(async (tx) => {
    await moveVersionOn(tx, "product", current.id, draft.version);
    const stock = await stockToWrite(tx, current.id, draft);

    const fileKeys = draft.images.map((image) => image.fileKey);
    const images = await claimImages(tx, fileKeys, owner, imageField);
    const removed = await releaseImages(tx, owner, fileKeys);
    await tx.productImage.deleteMany({ where: { productId: current.id } });
    await tx.productImage.createMany({
      data: imageRows(draft)(images).map((row) => ({ ...row, productId: current.id })),
    });
    for (const row of translationRows(draft)) {
      await tx.productTranslation.upsert({
        where: { productId_language: { productId: current.id, language: row.language } },
        create: { productId: current.id, ...row },
        update: { name: row.name, description: row.description },
      });
    }
    const product = await tx.product.update({
      where: { id: current.id },
      data: {
        slug: draft.slug ?? current.slug,
        priceCents: draft.priceCents,
        stock,
        active: draft.active,
        categories: { set: draft.categoryIds.map((id) => ({ id })) },
      },
      include: productInclude,
    });
    return { product, removed };
  });
  deps.catalogCache.invalidate();
  await removeFiles(deps, removed);
  return product;
}

/**
 * The stock a save writes: none (kept), the one given, or, with `previousStock`, the current
 * stock plus the change the editor made. Read under the row lock moveVersionOn took, so no sale
 * changes the stock between this read and the write.
 */
async function stockToWrite(
  tx: Prisma.TransactionClient,
  id: number,
  draft: ProductDraft,
): Promise<number | undefined> {
  if (draft.stock === undefined || draft.previousStock === undefined) return draft.stock;
  const { stock } = await tx.product.findUniqueOrThrow({ where: { id }, select: { stock: true } });
  return Math.min(MAX_STOCK, Math.max(0, stock + draft.stock - draft.previousStock));
}

export async function deleteProduct(deps: Deps, where: { id: number } | { slug: string }): Promise<ProductRow> {
  const current = await findProduct(deps, where);
  // Order items keep their copied name and price; their link to the product is cleared.
  const removed = await deps.prisma.$transaction(async (tx) => {
    await tx.product.delete({ where: { id: current.id } });
    return releaseImages(tx, productOwner(current.id));
  });
  deps.catalogCache.invalidate();
  await removeFiles(deps, removed);
  return current;
}
