// Reading, saving and deleting blog posts, shared by the storefront's multipart calls and the
// console's REST calls.
import { LANGUAGES, type Language } from "@shop/shared";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";
import { moveVersionOn } from "../data/versions.ts";
import { recordAudit, type StaffActor } from "../audit/audit-log.ts";
import { changedFields } from "../audit/changed-fields.ts";
import { assertCategoriesExist } from "../catalog/category-refs.ts";
import { claimImages, postOwner, releaseImages, removeFiles } from "../catalog/images.ts";
import { plainText, sanitizeRichText } from "../catalog/sanitize.ts";
import { uniqueSlug } from "../catalog/slugs.ts";
import { blogPostInclude, type BlogPostRow } from "./views.ts";

export interface BlogPostDraft {
  author: string;
  categoryIds: number[];
  /** `seoTitle`/`seoDescription` left out keep the stored ones (a new post: none). */
  translations: Partial<
    Record<Language, { title: string; excerpt?: string; content: string; seoTitle?: string; seoDescription?: string }>
  >;
  /** The image by file key; null removes it; undefined keeps the current one. */
  imageKey?: string | null;
  slug?: string;
  /** The version the editor loaded; a save over a newer one is refused. Undefined skips the check. */
  version?: number;
}

export async function findBlogPost(
  deps: Pick<Deps, "prisma">,
  where: { id: number } | { slug: string },
): Promise<BlogPostRow> {
  const post = await deps.prisma.blogPost.findUnique({ where, include: blogPostInclude });
  if (!post) throw notFound("Blog post");
  return post;
}

const EXCERPT_LENGTH = 200;

/** The first sentences of the content, when no excerpt was written. */
function excerptOf(content: string): string {
  const text = plainText(content);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120))}…`;
}

function translationRows(draft: BlogPostDraft) {
  return LANGUAGES.flatMap((language) => {
    const t = draft.translations[language];
    if (!t) return [];
    const content = sanitizeRichText(t.content);
    return [
      {
        language,
        title: t.title.trim(),
        content,
        excerpt: t.excerpt?.trim() || excerptOf(content),
        seoTitle: t.seoTitle,
        seoDescription: t.seoDescription,
      },
    ];
  });
}

/** The post's image columns for `imageKey`, claimed for the post (in its transaction). */
async function imageData(tx: Prisma.TransactionClient, postId: number, imageKey: string | null | undefined) {
  if (imageKey === undefined) return {};
  if (imageKey === null) return { imageKey: null, imageWidths: [], imageWidth: null, imageHeight: null };
  const [image] = await claimImages(tx, [imageKey], postOwner(postId), () => "imageKey");
  return { imageKey: image.fileKey, imageWidths: image.widths, imageWidth: image.width, imageHeight: image.height };
}

/** `staff` is who made the change, for the audit log (written in the change's transaction). */
export async function createBlogPost(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  draft: BlogPostDraft,
  staff: StaffActor,
): Promise<BlogPostRow> {
  const title = draft.translations.en?.title ?? LANGUAGES.map((l) => draft.translations[l]?.title).find(Boolean);
  if (!title) throw badRequest("A post needs a title", "translations.en.title");
  await assertCategoriesExist(deps, draft.categoryIds);
  const taken = async (slug: string) => (await deps.prisma.blogPost.count({ where: { slug } })) > 0;
  if (draft.slug && (await taken(draft.slug))) throw badRequest(`The slug '${draft.slug}' is already used`, "slug");
  const slug = draft.slug ?? (await uniqueSlug(title, taken, "post"));
  const post = await deps.prisma.$transaction(async (tx) => {
    const created = await tx.blogPost.create({
      data: {
        slug,
        author: draft.author,
        categories: { connect: draft.categoryIds.map((id) => ({ id })) },
        translations: { create: translationRows(draft) },
      },
    });
    const post = await tx.blogPost.update({
      where: { id: created.id },
      data: await imageData(tx, created.id, draft.imageKey),
      include: blogPostInclude,
    });
    await recordAudit(tx, { ...staff, action: "post.created", recordId: post.id, changes: changedFields(null, post) });
    return post;
  });
  deps.catalogCache.invalidate();
  return post;
}

export async function updateBlogPost(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  where: { id: number } | { slug: string },
  draft: BlogPostDraft,
  staff: StaffActor,
): Promise<BlogPostRow> {
  const current = await deps.prisma.blogPost.findUnique({ where });
  if (!current) throw notFound("Blog post");
  await assertCategoriesExist(deps, draft.categoryIds);
  if (
    draft.slug &&
    draft.slug !== current.slug &&
    (await deps.prisma.blogPost.count({ where: { slug: draft.slug } }))
  ) {
    throw badRequest(`The slug '${draft.slug}' is already used`, "slug");
  }
  const owner = postOwner(current.id);
  const { post, removed } = await deps.prisma.$transaction(async (tx) => {
    await moveVersionOn(tx, "post", current.id, draft.version);
    const before = await tx.blogPost.findUniqueOrThrow({ where: { id: current.id }, include: blogPostInclude });
    const image = await imageData(tx, current.id, draft.imageKey);
    for (const row of translationRows(draft)) {
      await tx.blogPostTranslation.upsert({
        where: { postId_language: { postId: current.id, language: row.language } },
        create: { postId: current.id, ...row },
        update: {
          title: row.title,
          excerpt: row.excerpt,
          content: row.content,
          seoTitle: row.seoTitle,
          seoDescription: row.seoDescription,
        },
      });
    }
    const post = await tx.blogPost.update({
      where: { id: current.id },
      data: {
        slug: draft.slug ?? current.slug,
        author: draft.author,
        ...image,
        categories: { set: draft.categoryIds.map((id) => ({ id })) },
      },
      include: blogPostInclude,
    });
    const changes = changedFields(before, post);
    await recordAudit(tx, { ...staff, action: "post.updated", recordId: post.id, changes });
    // The image it no longer shows (replaced or removed) goes; its current one stays.
    return { post, removed: await releaseImages(tx, owner, post.imageKey ? [post.imageKey] : []) };
  });
  deps.catalogCache.invalidate();
  await removeFiles(deps, removed);
  return post;
}

export async function deleteBlogPost(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  where: { id: number } | { slug: string },
  staff: StaffActor,
): Promise<BlogPostRow> {
  const current = await findBlogPost(deps, where);
  const removed = await deps.prisma.$transaction(async (tx) => {
    await tx.blogPost.delete({ where: { id: current.id } });
    await recordAudit(tx, { ...staff, action: "post.deleted", recordId: current.id });
    return releaseImages(tx, postOwner(current.id));
  });
  deps.catalogCache.invalidate();
  await removeFiles(deps, removed);
  return current;
}
