import type { AdminBlogPostRecord } from "@shop/shared";
import type { PendingImage } from "../api/imageUploads.ts";

type BlogPostFormValues = Partial<Omit<AdminBlogPostRecord, "imageKey">> & { imageKey?: string | PendingImage | null };

/**
 * What POST /api/admin/blog-posts takes; the data provider sends it as adminBlogPostSchema reads it
 * (api/saveSchemas.ts). A blank slug is none, and no image is null.
 */
export function toBlogPostPayload(values: BlogPostFormValues) {
  return { ...values, slug: values.slug || undefined, imageKey: values.imageKey ?? null };
}

/** What PUT /api/admin/blog-posts/:id takes: also the version the form was loaded with (a stale save is refused). */
export function toBlogPostUpdate(
  values: BlogPostFormValues,
  { previousData }: { previousData?: Pick<AdminBlogPostRecord, "version"> } = {},
) {
  return { ...toBlogPostPayload(values), version: previousData?.version };
}
