import type { AdminBlogPostRecord } from "@shop/shared";
import type { PendingImage } from "../api/imageUploads.ts";

type BlogPostFormValues = Partial<Omit<AdminBlogPostRecord, "imageKey">> & { imageKey?: string | PendingImage | null };

/** What PUT/POST /api/admin/blog-posts takes (adminBlogPostSchema). */
export function toBlogPostPayload({ slug, author, imageKey, categoryIds, translations }: BlogPostFormValues) {
  return { slug: slug || undefined, author, imageKey: imageKey ?? null, categoryIds: categoryIds ?? [], translations };
}
