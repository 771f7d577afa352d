// /api/blogs (docs/api-contract.md). Reads are public and cached; writes need an ADMIN token.
import { Hono } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { BLOG, postBySlug, postList, randomPosts } from "./blog-reads.ts";
import { can } from "../auth/guard.ts";
import { staffActor } from "../audit/audit-log.ts";
import { badRequest, notFound } from "../errors.ts";
import { limitUpload } from "../http/body-limit.ts";
import { parseJsonPart, readMultipart, validCatalogQuery, validQuery } from "../http/validate.ts";
import { createBlogPost, deleteBlogPost, updateBlogPost, type BlogPostDraft } from "./blog-store.ts";
import { categoryIdsBySlug } from "../catalog/category-refs.ts";
import { withUploadedImages } from "../catalog/uploaded-files.ts";
import { toBlogPost } from "./views.ts";
import { blogListQuery, blogSaveSchema, languageQuery, randomPostsQuery } from "./validators.ts";

export const blogRoutes = new Hono<AppEnv>()
  .get("/", validCatalogQuery(blogListQuery), async (c) => {
    const deps = c.var.deps;
    const { lang: language, category } = c.req.valid("query");
    return deps.catalogCache.respond(c, `blogs?lang=${language}&category=${category ?? ""}`, async () => {
      return { body: await postList(deps, language, category), tags: [BLOG] };
    });
  })
  .get("/random", validQuery(randomPostsQuery), async (c) => {
    const { lang, limit, exclude } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(await randomPosts(c.var.deps, { language: lang, limit, exclude }));
  })
  .get("/:slug", validCatalogQuery(languageQuery), async (c) => {
    const deps = c.var.deps;
    const { lang: language } = c.req.valid("query");
    const slug = c.req.param("slug");
    return deps.catalogCache.respond(c, `blog:${slug}:${language}`, async () => {
      const post = await postBySlug(deps, language, slug);
      if (!post) throw notFound("Blog post");
      return { body: post, tags: [BLOG] };
    });
  })
  .post("/", can("blog-posts.write"), limitUpload(1), validQuery(languageQuery), async (c) => {
    const deps = c.var.deps;
    const { draft, files } = await readBlogRequest(deps, await readMultipart(c));
    const post = await withUploadedImages(deps, files, "file", "b", ([image]) =>
      createBlogPost(deps, { ...draft, imageKey: image?.fileKey ?? null }, staffActor(c)),
    );
    return c.json(toBlogPost(post, c.req.valid("query").lang, deps.uploads.linkBase), 201);
  })
  .put("/:slug", can("blog-posts.write"), limitUpload(1), validQuery(languageQuery), async (c) => {
    const deps = c.var.deps;
    const { draft, files, removeImage } = await readBlogRequest(deps, await readMultipart(c));
    const post = await withUploadedImages(deps, files, "file", "b", ([image]) =>
      updateBlogPost(
        deps,
        { slug: c.req.param("slug") },
        { ...draft, imageKey: image ? image.fileKey : removeImage ? null : undefined },
        staffActor(c),
      ),
    );
    return c.json(toBlogPost(post, c.req.valid("query").lang, deps.uploads.linkBase));
  })
  .delete("/:slug", can("blog-posts.write"), async (c) => {
    await deleteBlogPost(c.var.deps, { slug: c.req.param("slug") }, staffActor(c));
    return c.body(null, 204);
  });

async function readBlogRequest(deps: Deps, { parts, files }: Awaited<ReturnType<typeof readMultipart>>) {
  const input = parseJsonPart(parts.blog, "blog", blogSaveSchema);
  const uploads = [...(files.file ?? []), ...(files.files ?? []), ...(files.image ?? [])];
  if (uploads.length > 1) throw badRequest("A post has one image", "file");
  const draft: BlogPostDraft = {
    version: input.version,
    author: input.author || "admin",
    categoryIds: await categoryIdsBySlug(deps, input.categorySlugs, "blog.categorySlugs"),
    translations: {
      [input.translation.language]: {
        title: input.translation.title,
        excerpt: input.translation.excerpt,
        content: input.translation.content,
      },
    },
  };
  return { draft, files: uploads, removeImage: input.removeImage };
}
