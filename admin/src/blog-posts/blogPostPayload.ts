import type { AdminBlogPostRecord } from "@shop/shared";
import type { PendingImage } from "../api/imageUploads.ts";

type BlogPostFormValues = Partial<Omit<AdminBlogPostRecord, "imageKey">> & { imageKey?: string | PendingImage | null };

/** What POST /api/admin/blog-posts takes (adminBlogPostSchema). */
export function toBlogPostPayload({ slug, author, imageKey, categoryIds, translations }: BlogPostFormValues) {
  return { slug: slug || undefined, author, imageKey: imageKey ?? null, categoryIds: categoryIds ?? [], translations };
}

/** What PUT /api/admin/blog-posts/:id takes: also the version the form was loaded with (a stale save is refused). */
export function toBlogPostUpdate(
  values: BlogPostFormValues,
  { previousData }: { previousData?: Pick<AdminBlogPostRecord, "version"> } = {},
) {
  return { ...toBlogPostPayload(values), version: previousData?.version };
}
