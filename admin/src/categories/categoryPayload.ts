import type { AdminCategoryRecord } from "@shop/shared";

/**
 * What POST /api/admin/categories takes; the data provider sends it as adminCategorySchema reads it
 * (api/saveSchemas.ts). A blank slug is none.
 */
export function toCategoryPayload(values: Partial<AdminCategoryRecord>) {
  return { ...values, slug: values.slug || undefined };
}

/** What PUT /api/admin/categories/:id takes: also the version the form was loaded with (a stale save is refused). */
export function toCategoryUpdate(
  values: Partial<AdminCategoryRecord>,
  { previousData }: { previousData?: Pick<AdminCategoryRecord, "version"> } = {},
) {
  return { ...toCategoryPayload(values), version: previousData?.version };
}
