// The blog as the storefront reads it, in one language: the public routes answer with these
// (blogs.routes.ts) and the server renderer loads a page's data through them
// (web/storefront-reads.ts).
import type { BlogPost, BlogPostListItem, Language } from "@shop/shared";
import type { Deps } from "../context.ts";
import { sample } from "../catalog/catalog-reads.ts";
import { blogPostInclude, toBlogPost, toBlogPostListItem } from "./views.ts";

/** The tag of the blog's answers: a product's change keeps them (catalog/response-cache.ts). */
export const BLOG = "blog";

/** Every post in one language, newest first; memoised until the next write of anything but products. */
function allPosts(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  language: Language,
): Promise<BlogPostListItem[]> {
  return deps.catalogCache.memo(
    `blogs:${language}`,
    async () => {
      const posts = await deps.prisma.blogPost.findMany({
        include: blogPostInclude,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      return posts.map((post) => toBlogPostListItem(post, language, deps.uploads.linkBase));
    },
    [BLOG],
  );
}

/** The posts, all or those filed under one category. */
export async function postList(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  language: Language,
  category?: string,
): Promise<BlogPostListItem[]> {
  const posts = await allPosts(deps, language);
  return category ? posts.filter((post) => post.categories.some((cat) => cat.slug === category)) : posts;
}

/** One post, or null. */
export async function postBySlug(
  deps: Pick<Deps, "prisma" | "uploads">,
  language: Language,
  slug: string,
): Promise<BlogPost | null> {
  const post = await deps.prisma.blogPost.findUnique({ where: { slug }, include: blogPostInclude });
  return post ? toBlogPost(post, language, deps.uploads.linkBase) : null;
}

export async function randomPosts(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  query: { language: Language; limit: number; exclude?: string },
): Promise<BlogPostListItem[]> {
  const posts = (await allPosts(deps, query.language)).filter((post) => post.slug !== query.exclude);
  return sample(posts, query.limit);
}
