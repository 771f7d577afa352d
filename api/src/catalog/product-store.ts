// Reading, saving and deleting products, shared by the storefront's multipart calls and the
// console's REST calls: one place decides slugs, sanitizing, image order and ownership, the main
// image, concurrent edits and cleanup (the console's list is admin/product-list.ts).
import { LANGUAGES, LOW_STOCK, type Language, type Translations } from "@shop/shared";
import { MAX_STOCK, NEW_PRODUCT_STOCK } from "@shop/shared/schemas";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { moveVersionOn } from "../data/versions.ts";
import { assertCategoriesExist } from "./category-refs.ts";
import { claimImages, productOwner, releaseImages, removeFiles } from "./images.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { uniqueSlug } from "./slugs.ts";
import { productInclude, type ProductRow } from "./views.ts";
import { recordAudit, type StaffActor } from "../audit/audit-log.ts";
import { changedFields } from "../audit/changed-fields.ts";
import { recordPriceChange, type PricedProduct } from "./price-history.ts";
import {
  assertReadyForSale,
  isReadyForSale,
  safetyAfter,
  safetyData,
  type ProductSafetyDraft,
} from "./product-safety.ts";

/** A sale price must be below the regular price; its end, if any, still to come. */
function assertSale(draft: ProductDraft, current: Pick<PricedProduct, "salePriceCents"> | null) {
  const sale = draft.salePriceCents === undefined ? (current?.salePriceCents ?? null) : draft.salePriceCents;
  if (sale !== null && sale >= draft.priceCents)
    throw badRequest("The sale price must be below the regular price", "salePrice");
  if (draft.salePriceCents != null && draft.saleEndsAt && draft.saleEndsAt <= new Date())
    throw badRequest("The sale's end must be in the future", "saleEndsAt");
}

/** The sale a save leaves: the draft's fields where given, else the current ones. */
function saleAfter(draft: ProductDraft, current: PricedProduct | null) {
  const salePriceCents = draft.salePriceCents === undefined ? (current?.salePriceCents ?? null) : draft.salePriceCents;
  const saleEndsAt =
    salePriceCents === null ? null : draft.saleEndsAt === undefined ? (current?.saleEndsAt ?? null) : draft.saleEndsAt;
  return { priceCents: draft.priceCents, salePriceCents, saleEndsAt };
}

/**
 * Clears the sales whose end has passed (the price history already holds their end), so the
 * catalog's cached answers show the regular price again. Run by the order sweep.
 */
export async function endFinishedSales(deps: Pick<Deps, "catalogCache" | "prisma">, now = new Date()): Promise<number> {
  const ended = await deps.prisma.product.updateManyAndReturn({
    where: { salePriceCents: { not: null }, saleEndsAt: { lte: now } },
    data: { salePriceCents: null, saleEndsAt: null, saleStartedAt: null },
    select: { slug: true },
  });
  if (ended.length > 0) deps.catalogCache.invalidate({ products: ended.map((product) => product.slug) });
  return ended.length;
}

export interface ProductDraft extends ProductSafetyDraft {
  priceCents: number;
  /** The sale price (null ends the sale); undefined keeps the sale as it is. */
  salePriceCents?: number | null;
  /** When the sale ends (null: when ended by hand); undefined keeps it. */
  saleEndsAt?: Date | null;
  /** New stock; undefined keeps the current stock (and a new product gets 10). */
  stock?: number;
  /**
   * The stock the editor showed. An update's `stock` is applied as a change from it (current +
   * stock - previousStock, never below 0), so units sold while the form was open stay sold; an
   * update with a stock and without it is refused (assertRevision).
   */
  previousStock?: number;
  /**
   * Undefined keeps the current value; a new product is then on sale when it names its
   * manufacturer (product-safety.ts), and off sale otherwise.
   */
  active?: boolean;
  /** Category ids; callers resolve slugs first. */
  categoryIds: number[];
  /**
   * Only the languages given are written; others stay as they are. `highlights` and
   * `safetyWarnings` left out keep the language's stored ones (a new product has none).
   */
  translations: Partial<
    Record<Language, { name: string; description: string; highlights?: string[]; safetyWarnings?: string }>
  >;
  /** The complete image list in display order: existing images and new ones, by file key. */
  images: { fileKey: string; isMain: boolean }[];
  /** Slug to give a new product (the console may choose one); derived from the name otherwise. */
  slug?: string;
  /** The version the editor loaded; a save over a newer one is refused. Required for an update. */
  version?: number;
  /** The IVD information (docs/behaviour.md §21); undefined keeps the stored one (a new product: none). */
  ivd?: IvdDraft;
  /** Undefined keeps the current value (a new product: false, none). */
  adultsOnly?: boolean;
  blockedCountries?: string[];
  /** The page head's texts per language; undefined keeps them. */
  seo?: Translations<{ seoTitle: string; seoDescription: string }>;
}

interface IvdDraft {
  selfTest: boolean;
  notifiedBody: string | null;
  intendedUse: Translations<string>;
  /** Uploaded PDFs (POST /api/admin/documents) by file key; null: none in that language. */
  instructionsKey: Translations<string | null>;
}

export async function findProduct(
  deps: Pick<Deps, "prisma">,
  where: { id: number } | { slug: string },
): Promise<ProductRow> {
  const product = await deps.prisma.product.findUnique({ where, include: productInclude });
  if (!product) throw notFound("Product");
  return product;
}

/** Products on sale that are running out, fewest units first (the console's dashboard). */
export function lowStockProducts(deps: Pick<Deps, "prisma">, take = 20) {
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

/** Images and documents share the uploads: neither list may name the other kind. */
function assertUploadKinds(draft: ProductDraft) {
  draft.images.forEach((image, index) => {
    if (image.fileKey.startsWith("d-"))
      throw badRequest(`${image.fileKey} is a document, not an image`, imageField(index));
  });
  for (const language of LANGUAGES) {
    const key = draft.ivd?.instructionsKey[language];
    if (key && !key.startsWith("d-"))
      throw badRequest(`${key} is not an uploaded PDF`, `ivd.instructionsKey.${language}`);
  }
}

/** The instructions' file keys the product keeps: the draft's, or (without IVD information) the stored ones. */
function documentKeys(draft: ProductDraft, stored: { instructionsKey: string | null }[]): string[] {
  const keys = draft.ivd
    ? LANGUAGES.map((language) => draft.ivd!.instructionsKey[language])
    : stored.map((t) => t.instructionsKey);
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Claims the draft's instructions for the product, naming the language of a refused one. */
async function claimDocuments(tx: Prisma.TransactionClient, draft: ProductDraft, owner: string) {
  if (!draft.ivd) return;
  const claimed = new Set<string>();
  for (const language of LANGUAGES) {
    const key = draft.ivd.instructionsKey[language];
    if (!key || claimed.has(key)) continue;
    await claimImages(tx, [key], owner, () => `ivd.instructionsKey.${language}`);
    claimed.add(key);
  }
}

/** The product's own columns of the IVD, age and country fields; undefined ones stay as they are. */
function restrictionData(draft: ProductDraft) {
  return {
    selfTest: draft.ivd?.selfTest,
    notifiedBody: draft.ivd ? draft.ivd.notifiedBody : undefined,
    adultsOnly: draft.adultsOnly,
    blockedCountries: draft.blockedCountries,
  };
}

/** `staff` is who made the change, for the audit log (written in the change's transaction). */
export async function createProduct(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  draft: ProductDraft,
  staff: StaffActor,
): Promise<ProductRow> {
  const names = draft.translations;
  const name = names.en?.name ?? LANGUAGES.map((l) => names[l]?.name).find(Boolean);
  if (!name) throw badRequest("A product needs a name", "translations.en.name");
  await assertCategoriesExist(deps, draft.categoryIds);
  assertSale(draft, null);
  assertUploadKinds(draft);
  const safety = safetyAfter(draft, null);
  const active = draft.active ?? isReadyForSale(safety);
  if (active) assertReadyForSale(safety);
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
        active,
        ...restrictionData(draft),
        ...safetyData(draft),
        categories: { connect: draft.categoryIds.map((id) => ({ id })) },
        translations: { create: translationRows(draft) },
      },
    });
    const sale = saleAfter(draft, null);
    const saleStartedAt = await recordPriceChange(tx, created.id, null, sale);
    await tx.product.update({ where: { id: created.id }, data: { ...sale, saleStartedAt } });
    await claimDocuments(tx, draft, productOwner(created.id));
    const images = await claimImages(
      tx,
      draft.images.map((image) => image.fileKey),
      productOwner(created.id),
      imageField,
    );
    await tx.productImage.createMany({
      data: imageRows(draft)(images).map((row) => ({ ...row, productId: created.id })),
    });
    const product = await tx.product.findUniqueOrThrow({ where: { id: created.id }, include: productInclude });
    const changes = changedFields(null, product);
    await recordAudit(tx, { ...staff, action: "product.created", recordId: product.id, changes });
    return product;
  });
  deps.catalogCache.invalidate({ products: [product.slug] });
  return product;
}

async function ensureFreeSlug(deps: Pick<Deps, "prisma">, slug: string): Promise<string> {
  if (await deps.prisma.product.count({ where: { slug } }))
    throw badRequest(`The slug '${slug}' is already used`, "slug");
  return slug;
}

function translationRows(draft: ProductDraft) {
  return LANGUAGES.flatMap((language) => {
    const translation = draft.translations[language];
    return translation
      ? [
          {
            language,
            name: translation.name.trim(),
            description: sanitizeRichText(translation.description),
            highlights: translation.highlights,
            safetyWarnings: translation.safetyWarnings?.trim(),
            intendedUse: draft.ivd?.intendedUse[language].trim(),
            instructionsKey: draft.ivd ? draft.ivd.instructionsKey[language] : undefined,
            seoTitle: draft.seo?.[language].seoTitle,
            seoDescription: draft.seo?.[language].seoDescription,
          },
        ]
      : [];
  });
}

/**
 * The one rule of every product update, whichever editor sends it (the console's JSON, the
 * storefront's multipart): it names the version it was made on, and a stock comes with the stock
 * it was read as. A bare stock figure sent back after sales would put the sold units on sale again.
 */
function assertRevision(draft: ProductDraft): asserts draft is ProductDraft & { version: number } {
  if (draft.version === undefined)
    throw badRequest("version is required (the version of the record you edited)", "version");
  if (draft.stock !== undefined && draft.previousStock === undefined)
    throw badRequest("previousStock is required with stock: the stock as you read it", "previousStock");
}

export async function updateProduct(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  where: { id: number } | { slug: string },
  draft: ProductDraft,
  staff: StaffActor,
): Promise<ProductRow> {
  assertRevision(draft);
  const current = await deps.prisma.product.findUnique({ where, select: { id: true, slug: true, archivedAt: true } });
  if (!current) throw notFound("Product");
  if (current.archivedAt) throw archivedConflict();
  await assertCategoriesExist(deps, draft.categoryIds);
  assertSale(
    draft,
    await deps.prisma.product.findUnique({ where: { id: current.id }, select: { salePriceCents: true } }),
  );
  if (draft.slug && draft.slug !== current.slug) await ensureFreeSlug(deps, draft.slug);
  assertUploadKinds(draft);
  const owner = productOwner(current.id);

  const { product, removed } = await deps.prisma.$transaction(async (tx) => {
    await moveVersionOn(tx, "product", current.id, draft.version);
    const before = await tx.product.findUniqueOrThrow({ where: { id: current.id }, include: productInclude });
    if (draft.active ?? before.active) assertReadyForSale(safetyAfter(draft, before));
    const stock = await stockToWrite(tx, current.id, draft);

    const fileKeys = draft.images.map((image) => image.fileKey);
    const images = await claimImages(tx, fileKeys, owner, imageField);
    await claimDocuments(tx, draft, owner);
    const removed = await releaseImages(tx, owner, [...fileKeys, ...documentKeys(draft, before.translations)]);
    await tx.productImage.deleteMany({ where: { productId: current.id } });
    await tx.productImage.createMany({
      data: imageRows(draft)(images).map((row) => ({ ...row, productId: current.id })),
    });
    for (const row of translationRows(draft)) {
      await tx.productTranslation.upsert({
        where: { productId_language: { productId: current.id, language: row.language } },
        create: { productId: current.id, ...row },
        update: {
          name: row.name,
          description: row.description,
          highlights: row.highlights,
          safetyWarnings: row.safetyWarnings,
          intendedUse: row.intendedUse,
          instructionsKey: row.instructionsKey,
          seoTitle: row.seoTitle,
          seoDescription: row.seoDescription,
        },
      });
    }
    const sale = saleAfter(draft, before);
    const saleStartedAt = await recordPriceChange(tx, current.id, before, sale);
    const product = await tx.product.update({
      where: { id: current.id },
      data: {
        slug: draft.slug ?? current.slug,
        ...sale,
        saleStartedAt,
        stock,
        active: draft.active,
        ...restrictionData(draft),
        ...safetyData(draft),
        categories: { set: draft.categoryIds.map((id) => ({ id })) },
      },
      include: productInclude,
    });
    const changes = changedFields(before, product);
    await recordAudit(tx, { ...staff, action: "product.updated", recordId: product.id, changes });
    return { product, removed };
  });
  deps.catalogCache.invalidate({ products: [current.slug, product.slug] });
  await removeFiles(deps, removed);
  return product;
}

/**
 * The stock a save writes: none (kept), or the current stock plus the change the editor made
 * (`stock` - `previousStock`, assertRevision). Read under the row lock moveVersionOn took, so no
 * sale changes the stock between this read and the write.
 */
async function stockToWrite(
  tx: Prisma.TransactionClient,
  id: number,
  draft: ProductDraft,
): Promise<number | undefined> {
  if (draft.stock === undefined) return undefined;
  const { stock } = await tx.product.findUniqueOrThrow({ where: { id }, select: { stock: true } });
  return Math.min(MAX_STOCK, Math.max(0, stock + draft.stock - (draft.previousStock ?? draft.stock)));
}

const archivedConflict = () =>
  conflict(
    "product_archived",
    "This product was archived (it had been ordered): its orders and invoices keep it as it was, so it cannot be changed",
  );

/**
 * The console's and the inline editor's delete. A product that has been ordered is archived
 * instead (docs/behaviour.md §3): it stays, with its orders, invoices and history pointing at it,
 * off sale for good and gone from the storefront; the answer is its row, archivedAt set. One never
 * ordered is deleted (the answer: its row as it was). The product's row
 * is locked first: an order taking it meanwhile (its line's reference locks the row too) is
 * either seen here, or waits and is refused as the product is no longer there or on sale.
 */
export async function deleteProduct(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  where: { id: number } | { slug: string },
  staff: StaffActor,
): Promise<ProductRow> {
  const current = await findProduct(deps, where);
  if (current.archivedAt) return current;
  const { product, removed } = await deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ${current.id} FOR UPDATE`;
    if (await tx.orderItem.count({ where: { productId: current.id } })) {
      const product = await tx.product.update({
        where: { id: current.id },
        data: { archivedAt: new Date(), active: false },
        include: productInclude,
      });
      await recordAudit(tx, {
        ...staff,
        action: "product.archived",
        recordId: current.id,
        changes: changedFields(current, product),
      });
      return { product, removed: [] };
    }
    await tx.product.delete({ where: { id: current.id } });
    await recordAudit(tx, { ...staff, action: "product.deleted", recordId: current.id });
    return { product: current, removed: await releaseImages(tx, productOwner(current.id)) };
  });
  deps.catalogCache.invalidate({ products: [current.slug] });
  await removeFiles(deps, removed);
  return product;
}
