import type { AdminCategoryRecord } from "@shop/shared";

/** What POST /api/admin/categories takes (adminCategorySchema). */
export function toCategoryPayload({ slug, position, translations }: Partial<AdminCategoryRecord>) {
  return { slug: slug || undefined, position, translations };
}

/** What PUT /api/admin/categories/:id takes: also the version the form was loaded with (a stale save is refused). */
export function toCategoryUpdate(
  values: Partial<AdminCategoryRecord>,
  { previousData }: { previousData?: Pick<AdminCategoryRecord, "version"> } = {},
) {
  return { ...toCategoryPayload(values), version: previousData?.version };
}
