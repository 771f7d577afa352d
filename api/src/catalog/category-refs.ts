// Resolving the categories a product or post is filed under, for every writer of the catalog.
import type { Deps } from "../context.ts";
import { badRequest } from "../errors.ts";

/** Category ids for slugs, in order; an unknown slug is a 400 naming its position. */
export async function categoryIdsBySlug(deps: Pick<Deps, "prisma">, slugs: string[], field: string): Promise<number[]> {
  const categories = await deps.prisma.category.findMany({
    where: { slug: { in: slugs } },
    select: { id: true, slug: true },
  });
  const ids = new Map(categories.map((category) => [category.slug, category.id]));
  return slugs.map((slug, index) => {
    const id = ids.get(slug);
    if (id === undefined) throw badRequest(`Unknown category '${slug}'`, `${field}.${index}`);
    return id;
  });
}

export async function assertCategoriesExist(deps: Pick<Deps, "prisma">, ids: number[]): Promise<void> {
  const found = await deps.prisma.category.count({ where: { id: { in: ids } } });
  if (found !== new Set(ids).size) throw badRequest("One of the categories does not exist", "categoryIds");
}
