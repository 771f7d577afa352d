// How blog post rows become the API's answers (packages/shared/src/api-types.ts): the public views in
// one language and the console's record with every translation, from the same pieces where they
// show the same thing.
import type { Prisma } from "@shop/db";
import type { AdminBlogPostRecord, BlogPost, BlogPostListItem, Language } from "@shop/shared";
import { imageSource } from "../uploads/store.ts";
import { allTranslations, pickTranslation } from "../catalog/translations.ts";
import { readingTime } from "../catalog/sanitize.ts";
import { categoryInclude, pageSeo, toCategoryRef } from "../catalog/views.ts";

export const blogPostInclude = {
  translations: true,
  categories: { include: categoryInclude, orderBy: { position: "asc" } },
} satisfies Prisma.BlogPostInclude;

export type BlogPostRow = Prisma.BlogPostGetPayload<{ include: typeof blogPostInclude }>;

/** The post's image sources; `imageBase` is deps.uploads.linkBase, here and below. */
function blogImage(
  post: Pick<BlogPostRow, "imageKey" | "imageWidths" | "imageWidth" | "imageHeight">,
  imageBase: string,
) {
  return post.imageKey && post.imageWidth && post.imageHeight
    ? imageSource(
        { fileKey: post.imageKey, widths: post.imageWidths, width: post.imageWidth, height: post.imageHeight },
        imageBase,
      )
    : null;
}

export function toBlogPostListItem(post: BlogPostRow, language: Language, imageBase: string): BlogPostListItem {
  const translation = pickTranslation(post.translations, language);
  const image = blogImage(post, imageBase);
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

/** What a post's page and its console record both show, as they show it. */
function blogPostState(post: BlogPostRow) {
  return {
    slug: post.slug,
    author: post.author,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    /** Changes with every edit; editors send it back with a save (409 when it has moved on). */
    version: post.version,
  };
}

export function toBlogPost(post: BlogPostRow, language: Language, imageBase: string): BlogPost {
  const { imageUrl, image, ...listItem } = toBlogPostListItem(post, language, imageBase);
  return {
    ...listItem,
    ...blogPostState(post),
    content: pickTranslation(post.translations, language)?.content ?? "",
    image: imageUrl,
    imageSource: image,
    seo: pageSeo(post.translations.find((t) => t.language === language)),
  };
}

export function toAdminBlogPost(post: BlogPostRow, imageBase: string): AdminBlogPostRecord {
  return {
    id: post.id,
    ...blogPostState(post),
    imageKey: post.imageKey,
    imageUrl: blogImage(post, imageBase)?.imageUrl ?? null,
    categoryIds: post.categories.map((category) => category.id),
    translations: allTranslations(post.translations, (t) => ({
      title: t?.title ?? "",
      excerpt: t?.excerpt ?? "",
      content: t?.content ?? "",
      seoTitle: t?.seoTitle ?? "",
      seoDescription: t?.seoDescription ?? "",
    })),
  };
}
