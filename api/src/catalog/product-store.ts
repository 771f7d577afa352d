// Saving and deleting products, shared by the storefront's multipart calls and the console's
// REST calls: one place decides slugs, sanitizing, image order, the main image and cleanup.
import type { Language } from "@shop/shared";
import { LANGUAGES } from "@shop/shared";
import type { Deps } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";
import type { StoredImage } from "../uploads/store.ts";
import { assertCategoriesExist } from "./category-refs.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { uniqueSlug } from "./slugs.ts";
import { productInclude, type ProductRow } from "./views.ts";

export interface ProductDraft {
  priceCents: number;
  stock: number;
  active: boolean;
  /** Category ids; callers resolve slugs first. */
  categoryIds: number[];
  /** Only the languages given are written; others stay as they are. */
  translations: Partial<Record<Language, { name: string; description: string }>>;
  /** The complete image list in display order: existing images and new ones, by file key. */
  images: { fileKey: string; isMain: boolean }[];
  /** Slug to give a new product (the console may choose one); derived from the name otherwise. */
  slug?: string;
}

async function resolveImages(deps: Deps, draft: ProductDraft, existing: ProductRow["images"]): Promise<StoredImage[]> {
  const known = new Map(existing.map((image) => [image.fileKey, image]));
  const resolved: StoredImage[] = [];
  for (const [index, { fileKey }] of draft.images.entries()) {
    const stored = known.get(fileKey) ?? (await deps.uploads.describe(fileKey));
    if (!stored) throw badRequest(`Image ${fileKey} does not exist; upload it first`, `images.${index}.fileKey`);
    resolved.push(stored);
  }
  return resolved;
}

function imageRows(draft: ProductDraft, images: StoredImage[]) {
  // At least one image is main: the flagged one (the first flagged), else the first.
  const mainIndex = Math.max(0, draft.images.findIndex((image) => image.isMain));
  return images.map((image, position) => ({
    fileKey: image.fileKey,
    widths: image.widths,
    width: image.width,
    height: image.height,
    position,
    isMain: position === mainIndex,
  }));
}

export async function createProduct(deps: Deps, draft: ProductDraft): Promise<ProductRow> {
  const names = draft.translations;
  const name = names.en?.name ?? LANGUAGES.map((l) => names[l]?.name).find(Boolean);
  if (!name) throw badRequest("A product needs a name", "translations.en.name");
  await assertCategoriesExist(deps, draft.categoryIds);
  const images = imageRows(draft, await resolveImages(deps, draft, []));
  const slug = draft.slug
    ? await ensureFreeSlug(deps, draft.slug)
    : await uniqueSlug(name, async (candidate) => (await deps.prisma.product.count({ where: { slug: candidate } })) > 0, "product");
  const product = await deps.prisma.product.create({
    data: {
      slug,
      priceCents: draft.priceCents,
      stock: draft.stock,
      active: draft.active,
      categories: { connect: draft.categoryIds.map((id) => ({ id })) },
      translations: { create: translationRows(draft) },
      images: { create: images },
    },
    include: productInclude,
  });
  deps.catalogCache.invalidate();
  return product;
}

async function ensureFreeSlug(deps: Deps, slug: string): Promise<string> {
  if (await deps.prisma.product.count({ where: { slug } })) throw badRequest(`The slug '${slug}' is already used`, "slug");
  return slug;
}

function translationRows(draft: ProductDraft) {
  return LANGUAGES.flatMap((language) => {
    const translation = draft.translations[language];
    return translation ? [{ language, name: translation.name.trim(), description: sanitizeRichText(translation.description) }] : [];
  });
}

export async function updateProduct(deps: Deps, where: { id: number } | { slug: string }, draft: ProductDraft): Promise<ProductRow> {
  const current = await deps.prisma.product.findUnique({ where, include: productInclude });
  if (!current) throw notFound("Product");
  await assertCategoriesExist(deps, draft.categoryIds);
  const images = imageRows(draft, await resolveImages(deps, draft, current.images));
  const keep = new Set(images.map((image) => image.fileKey));
  const removed = current.images.filter((image) => !keep.has(image.fileKey));
  if (draft.slug && draft.slug !== current.slug) await ensureFreeSlug(deps, draft.slug);

  const product = await deps.prisma.$transaction(async (tx) => {
    await tx.productImage.deleteMany({ where: { productId: current.id } });
    for (const row of translationRows(draft)) {
      await tx.productTranslation.upsert({
        where: { productId_language: { productId: current.id, language: row.language } },
        create: { productId: current.id, ...row },
        update: { name: row.name, description: row.description },
      });
    }
    return tx.product.update({
      where: { id: current.id },
      data: {
        slug: draft.slug ?? current.slug,
        priceCents: draft.priceCents,
        stock: draft.stock,
        active: draft.active,
        categories: { set: draft.categoryIds.map((id) => ({ id })) },
        images: { create: images },
      },
      include: productInclude,
    });
  });
  deps.catalogCache.invalidate();
  await Promise.all(removed.map((image) => deps.uploads.remove(image)));
  return product;
}

export async function deleteProduct(deps: Deps, where: { id: number } | { slug: string }): Promise<ProductRow> {
  const current = await deps.prisma.product.findUnique({ where, include: productInclude });
  if (!current) throw notFound("Product");
  // Order items keep their copied name and price; their link to the product is cleared.
  await deps.prisma.product.delete({ where: { id: current.id } });
  deps.catalogCache.invalidate();
  await Promise.all(current.images.map((image) => deps.uploads.remove(image)));
  return current;
}
