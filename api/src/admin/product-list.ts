// The console's product list in SQL (docs/performance.md, "The console's lists"): the page's ids
// sorted, filtered and paged by the database (the English name joined from "ProductTranslation"),
// then only the list's columns of those products, counted up to countLimit.
import { Prisma } from "@shop/db";
import { LOW_STOCK, toEuros, type AdminProductListRow } from "@shop/shared";
import type { Deps } from "../context.ts";
import {
  containsPattern,
  idCondition,
  inIdOrder,
  pageOfIds,
  sqlWhere,
  type ListPage,
  type ListQuery,
} from "../data/list-query.ts";
import { allTranslations } from "../catalog/translations.ts";
import { mainImage } from "../catalog/views.ts";
import { imageSource } from "../uploads/store.ts";

/** The console's product filters (docs/api-contract.md); null ids name no row. */
export interface ProductListFilter {
  q?: string;
  id?: number[];
  categoryId?: number | null;
  /** Undefined or null: either. */
  active?: boolean | null;
  /** Only products with at most LOW_STOCK units. */
  lowStock?: boolean;
  /** Only archived products (deleted after they were ordered); otherwise only those not archived. */
  archived?: boolean;
}

/** Each sortable field's order: its column, then the id. The name is the English one, in any case. */
const PRODUCT_KEYS = {
  id: [Prisma.sql`p."id"`],
  slug: [Prisma.sql`p."slug"`],
  name: [Prisma.sql`lower(en."name")`, Prisma.sql`p."id"`],
  price: [Prisma.sql`p."priceCents"`, Prisma.sql`p."id"`],
  stock: [Prisma.sql`p."stock"`, Prisma.sql`p."id"`],
  active: [Prisma.sql`p."active"`, Prisma.sql`p."id"`],
  createdAt: [Prisma.sql`p."createdAt"`, Prisma.sql`p."id"`],
  updatedAt: [Prisma.sql`p."updatedAt"`, Prisma.sql`p."id"`],
} satisfies Record<string, Prisma.Sql[]>;

export const PRODUCT_SORT_FIELDS = Object.keys(PRODUCT_KEYS) as (keyof typeof PRODUCT_KEYS)[];

function productListWhere(filter: ProductListFilter): Prisma.Sql {
  const { q, id, categoryId, active, lowStock, archived } = filter;
  const conditions = idCondition(Prisma.sql`p."id"`, id);
  // Records named by id (a reference field, an order's line) are found whether archived or not.
  if (!(id !== undefined && archived === undefined))
    conditions.push(archived ? Prisma.sql`p."archivedAt" IS NOT NULL` : Prisma.sql`p."archivedAt" IS NULL`);
  if (active !== undefined && active !== null) conditions.push(Prisma.sql`p."active" = ${active}`);
  if (lowStock) conditions.push(Prisma.sql`p."stock" <= ${LOW_STOCK}`);
  if (categoryId === null) conditions.push(Prisma.sql`FALSE`);
  else if (categoryId !== undefined)
    conditions.push(Prisma.sql`p."id" IN (SELECT cp."B" FROM "_CategoryToProduct" cp WHERE cp."A" = ${categoryId})`);
  // The slug, or a name in any language as product search folds it (case, accents, punctuation:
  // catalog/product-search.ts), found through the trigram index of the folded names.
  if (q)
    conditions.push(Prisma.sql`(p."slug" ILIKE ${containsPattern(q)} OR p."id" IN (
      SELECT t."productId" FROM "ProductTranslation" t
      WHERE shop_search_text(${q}) <> '' AND t."searchName" LIKE '%' || shop_search_text(${q}) || '%'
    ))`);
  return sqlWhere(conditions);
}

const listColumns = {
  id: true,
  slug: true,
  priceCents: true,
  salePriceCents: true,
  stock: true,
  active: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
  translations: { select: { language: true, name: true } },
  images: {
    select: { fileKey: true, widths: true, width: true, height: true, isMain: true },
    orderBy: { position: "asc" },
  },
  categories: { select: { id: true }, orderBy: { position: "asc" } },
} satisfies Prisma.ProductSelect;

type ProductListSqlRow = Prisma.ProductGetPayload<{ select: typeof listColumns }>;

/** One page of the console's product list. `imageBase` is deps.uploads.linkBase. */
export async function listProducts(
  deps: Pick<Deps, "prisma" | "uploads">,
  query: ListQuery<ProductListFilter>,
): Promise<ListPage<AdminProductListRow>> {
  const { ids, total } = await pageOfIds(deps, query, {
    from:
      query.sortField === "name"
        ? Prisma.sql`"Product" p LEFT JOIN "ProductTranslation" en ON en."productId" = p."id" AND en."language" = 'en'`
        : Prisma.sql`"Product" p`,
    where: productListWhere(query.filter),
    keys: PRODUCT_KEYS[query.sortField as keyof typeof PRODUCT_KEYS],
  });
  const rows = ids.length
    ? await deps.prisma.product.findMany({ where: { id: { in: ids } }, select: listColumns })
    : [];
  return { rows: inIdOrder(ids, rows).map((row) => toListRow(row, deps.uploads.linkBase)), total };
}

function toListRow(product: ProductListSqlRow, imageBase: string): AdminProductListRow {
  const main = mainImage(product.images);
  return {
    id: product.id,
    slug: product.slug,
    price: toEuros(product.priceCents),
    salePrice: product.salePriceCents === null ? null : toEuros(product.salePriceCents),
    stock: product.stock,
    active: product.active,
    categoryIds: product.categories.map((category) => category.id),
    translations: allTranslations(product.translations, (t) => ({ name: t?.name ?? "" })),
    thumbnailUrl: main ? imageSource(main, imageBase).imageUrl : null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    archivedAt: product.archivedAt?.toISOString() ?? null,
  };
}
