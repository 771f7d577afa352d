import type { AdminCategoryRecord } from "@shop/shared";

/** What PUT/POST /api/admin/categories takes (adminCategorySchema). */
export function toCategoryPayload({ slug, position, translations }: Partial<AdminCategoryRecord>) {
  return { slug: slug || undefined, position, translations };
}
