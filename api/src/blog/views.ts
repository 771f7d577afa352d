// How blog post rows become the API's answers (packages/shared/src/api-types.ts), in one language.
import type { Prisma } from "@shop/db";
import type { BlogPost, BlogPostListItem, Language } from "@shop/shared";
import { imageSource } from "../uploads/store.ts";
import { pickTranslation } from "../catalog/translations.ts";
import { readingTime } from "../catalog/sanitize.ts";
import { categoryInclude, toCategoryRef } from "../catalog/views.ts";

export const blogPostInclude = {
  translations: true,
  categories: { include: categoryInclude, orderBy: { position: "asc" } },
} satisfies Prisma.BlogPostInclude;

export type BlogPostRow = Prisma.BlogPostGetPayload<{ include: typeof blogPostInclude }>;

export function blogImage(post: Pick<BlogPostRow, "imageKey" | "imageWidths" | "imageWidth" | "imageHeight">) {
  return post.imageKey && post.imageWidth && post.imageHeight
    ? imageSource({
        fileKey: post.imageKey,
        widths: post.imageWidths,
        width: post.imageWidth,
        height: post.imageHeight,
      })
    : null;
}

export function toBlogPostListItem(post: BlogPostRow, language: Language): BlogPostListItem {
  const translation = pickTranslation(post.translations, language);
  const image = blogImage(post);
  return {
    title: translation?.title ?? post.slug,
    excerpt: translation?.excerpt ?? "",
    slug: post.slug,
    imageUrl: image?.imageUrl ?? null,
    image,
    categories: post.categories.map((category) => toCategoryRef(category, language)),
    readingTime: readingTime(translation?.content ?? ""),
    createdAt: post.createdAt.toISOString(),
  };
}

export function toBlogPost(post: BlogPostRow, language: Language): BlogPost {
  const { imageUrl, image, ...listItem } = toBlogPostListItem(post, language);
  return {
    ...listItem,
    author: post.author,
    content: pickTranslation(post.translations, language)?.content ?? "",
    image: imageUrl,
    imageSource: image,
    updatedAt: post.updatedAt.toISOString(),
    version: post.version,
  };
}
