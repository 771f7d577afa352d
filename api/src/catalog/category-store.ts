// Reading, saving and deleting categories for the console. Products and posts name their
// categories through category-refs.ts.
import { LANGUAGES, type Translations } from "@shop/shared";
import type { Deps } from "../context.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { moveVersionOn } from "../data/versions.ts";
import { recordAudit, type StaffActor } from "../audit/audit-log.ts";
import { changedFields } from "../audit/changed-fields.ts";
import { uniqueSlug } from "./slugs.ts";
import { categoryWithCountInclude, type CategoryWithCountRow } from "./views.ts";

export interface CategoryDraft {
  /** Derived from the English name for a new category when absent; kept on an update. */
  slug?: string;
  position: number;
  /** `seoTitle`/`seoDescription` left out keep the stored ones (a new category: none). */
  translations: Translations<{ name: string; seoTitle?: string; seoDescription?: string }>;
  /** The version the editor loaded; a save over a newer one is refused. Undefined skips the check. */
  version?: number;
}

export async function findCategory(deps: Pick<Deps, "prisma">, id: number): Promise<CategoryWithCountRow> {
  const category = await deps.prisma.category.findUnique({ where: { id }, include: categoryWithCountInclude });
  if (!category) throw notFound("Category");
  return category;
}

async function slugTaken(deps: Pick<Deps, "prisma">, slug: string): Promise<boolean> {
  return (await deps.prisma.category.count({ where: { slug } })) > 0;
}

const slugInUse = (slug: string) => badRequest(`The slug '${slug}' is already used`, "slug");

/** `staff` is who made the change, for the audit log (written in the change's transaction). */
export async function createCategory(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  draft: CategoryDraft,
  staff: StaffActor,
): Promise<CategoryWithCountRow> {
  if (draft.slug && (await slugTaken(deps, draft.slug))) throw slugInUse(draft.slug);
  const slug =
    draft.slug ?? (await uniqueSlug(draft.translations.en.name, (slug) => slugTaken(deps, slug), "category"));
  const category = await deps.prisma.$transaction(async (tx) => {
    const created = await tx.category.create({
      data: {
        slug,
        position: draft.position,
        translations: { create: LANGUAGES.map((language) => ({ language, ...draft.translations[language] })) },
      },
      include: categoryWithCountInclude,
    });
    const changes = changedFields(null, created);
    await recordAudit(tx, { ...staff, action: "category.created", recordId: created.id, changes });
    return created;
  });
  deps.catalogCache.invalidate();
  return category;
}

export async function updateCategory(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  id: number,
  draft: CategoryDraft,
  staff: StaffActor,
): Promise<CategoryWithCountRow> {
  const current = await deps.prisma.category.findUnique({ where: { id } });
  if (!current) throw notFound("Category");
  if (draft.slug && draft.slug !== current.slug && (await slugTaken(deps, draft.slug))) throw slugInUse(draft.slug);
  const category = await deps.prisma.$transaction(async (tx) => {
    await moveVersionOn(tx, "category", id, draft.version);
    const before = await tx.category.findUniqueOrThrow({ where: { id }, include: categoryWithCountInclude });
    for (const language of LANGUAGES) {
      await tx.categoryTranslation.upsert({
        where: { categoryId_language: { categoryId: id, language } },
        create: { categoryId: id, language, ...draft.translations[language] },
        update: draft.translations[language],
      });
    }
    const category = await tx.category.update({
      where: { id },
      data: { slug: draft.slug ?? current.slug, position: draft.position },
      include: categoryWithCountInclude,
    });
    const changes = changedFields(before, category);
    await recordAudit(tx, { ...staff, action: "category.updated", recordId: id, changes });
    return category;
  });
  deps.catalogCache.invalidate();
  return category;
}

/** Deletes a category no product is filed under (409 category_in_use otherwise). */
export async function deleteCategory(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  id: number,
  staff: StaffActor,
): Promise<CategoryWithCountRow> {
  const category = await findCategory(deps, id);
  if (category._count.products > 0) {
    throw conflict(
      "category_in_use",
      `${category._count.products} products are still in this category; move them first`,
    );
  }
  await deps.prisma.$transaction(async (tx) => {
    await tx.category.delete({ where: { id: category.id } });
    await recordAudit(tx, { ...staff, action: "category.deleted", recordId: category.id });
  });
  deps.catalogCache.invalidate();
  return category;
}
