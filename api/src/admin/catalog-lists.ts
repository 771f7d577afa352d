// The console's category and blog post lists in SQL, as every list (docs/performance.md, "The
// console's lists"): the page's ids sorted, filtered and paged by the database, the English name or
// title joined for its sort, then the page's records. Both stay whole records: they are few and
// short, and categories are what the console's reference fields read (getMany).
import { Prisma } from "@shop/db";
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
import { categoryWithCountInclude, type CategoryWithCountRow } from "../catalog/views.ts";
import { blogPostInclude, type BlogPostRow } from "../blog/views.ts";

/** The console's category filters; null ids name no row. */
export interface CategoryListFilter {
  q?: string;
  id?: number[];
}

const CATEGORY_KEYS = {
  id: [],
  slug: [Prisma.sql`c."slug"`],
  name: [Prisma.sql`lower(en."name")`],
  position: [Prisma.sql`c."position"`],
  productCount: [Prisma.sql`(SELECT count(*) FROM "_CategoryToProduct" cp WHERE cp."A" = c."id")`],
} satisfies Record<string, Prisma.Sql[]>;

export const CATEGORY_SORT_FIELDS = Object.keys(CATEGORY_KEYS) as (keyof typeof CATEGORY_KEYS)[];

export async function listCategories(
  deps: Pick<Deps, "prisma">,
  query: ListQuery<CategoryListFilter>,
): Promise<ListPage<CategoryWithCountRow>> {
  const { q, id } = query.filter;
  const conditions = idCondition(Prisma.sql`c."id"`, id);
  if (q)
    conditions.push(Prisma.sql`(c."slug" ILIKE ${containsPattern(q)} OR c."id" IN (
      SELECT t."categoryId" FROM "CategoryTranslation" t WHERE t."name" ILIKE ${containsPattern(q)}))`);
  const { ids, total } = await pageOfIds(deps, query, {
    from: Prisma.sql`"Category" c LEFT JOIN "CategoryTranslation" en ON en."categoryId" = c."id" AND en."language" = 'en'`,
    where: sqlWhere(conditions),
    keys: [...CATEGORY_KEYS[query.sortField as keyof typeof CATEGORY_KEYS], Prisma.sql`c."id"`],
  });
  const rows = ids.length
    ? await deps.prisma.category.findMany({ where: { id: { in: ids } }, include: categoryWithCountInclude })
    : [];
  return { rows: inIdOrder(ids, rows), total };
}

/** The console's blog post filters (docs/api-contract.md); null ids name no row. */
export interface BlogPostListFilter {
  q?: string;
  id?: number[];
  categoryId?: number | null;
}

const BLOG_POST_KEYS = {
  id: [],
  slug: [Prisma.sql`b."slug"`],
  title: [Prisma.sql`lower(en."title")`],
  author: [Prisma.sql`b."author"`],
  createdAt: [Prisma.sql`b."createdAt"`],
  updatedAt: [Prisma.sql`b."updatedAt"`],
} satisfies Record<string, Prisma.Sql[]>;

export const BLOG_POST_SORT_FIELDS = Object.keys(BLOG_POST_KEYS) as (keyof typeof BLOG_POST_KEYS)[];

export async function listBlogPosts(
  deps: Pick<Deps, "prisma">,
  query: ListQuery<BlogPostListFilter>,
): Promise<ListPage<BlogPostRow>> {
  const { q, id, categoryId } = query.filter;
  const conditions = idCondition(Prisma.sql`b."id"`, id);
  if (categoryId === null) conditions.push(Prisma.sql`FALSE`);
  else if (categoryId !== undefined)
    conditions.push(Prisma.sql`b."id" IN (SELECT bc."A" FROM "_BlogPostToCategory" bc WHERE bc."B" = ${categoryId})`);
  if (q)
    conditions.push(Prisma.sql`(b."slug" ILIKE ${containsPattern(q)} OR b."id" IN (
      SELECT t."postId" FROM "BlogPostTranslation" t WHERE t."title" ILIKE ${containsPattern(q)}))`);
  const { ids, total } = await pageOfIds(deps, query, {
    from: Prisma.sql`"BlogPost" b LEFT JOIN "BlogPostTranslation" en ON en."postId" = b."id" AND en."language" = 'en'`,
    where: sqlWhere(conditions),
    keys: [...BLOG_POST_KEYS[query.sortField as keyof typeof BLOG_POST_KEYS], Prisma.sql`b."id"`],
  });
  const rows = ids.length
    ? await deps.prisma.blogPost.findMany({ where: { id: { in: ids } }, include: blogPostInclude })
    : [];
  return { rows: inIdOrder(ids, rows), total };
}
