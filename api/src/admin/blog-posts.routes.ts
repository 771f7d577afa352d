import { Hono } from "hono";
import { adminBlogPostSchema, adminBlogPostUpdateSchema } from "@shop/shared/schemas";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { blogPostInclude } from "../blog/views.ts";
import { createBlogPost, deleteBlogPost, updateBlogPost } from "../blog/blog-store.ts";
import { idFilter, idParam, listQuery, listResponse, pageInMemory, text, toId } from "./rest.ts";
import { toAdminBlogPost } from "./records.ts";

const SORTABLE = ["id", "slug", "title", "author", "createdAt", "updatedAt"] as const;

export const adminBlogPostRoutes = new Hono<AppEnv>()
  .get("/", requireRole("ADMIN", "SUPPORT"), async (c) => {
    const query = listQuery(c, SORTABLE, ["createdAt", "DESC"]);
    const ids = idFilter(query.filter);
    const q = text(query.filter, "q");
    const categoryId = toId(query.filter.categoryId) ?? undefined;
    const posts = await c.var.deps.prisma.blogPost.findMany({
      where: {
        id: ids ? { in: ids } : undefined,
        categories: categoryId ? { some: { id: categoryId } } : undefined,
        OR: q
          ? [
              { slug: { contains: q, mode: "insensitive" } },
              { translations: { some: { title: { contains: q, mode: "insensitive" } } } },
            ]
          : undefined,
      },
      include: blogPostInclude,
    });
    const records = posts.map(toAdminBlogPost);
    const page = pageInMemory(records, query, (r, field) =>
      field === "title" ? r.translations.en.title : r[field as keyof typeof r],
    );
    return listResponse(c, "blog-posts", page, records.length, query.start);
  })
  .get("/:id", requireRole("ADMIN", "SUPPORT"), async (c) => {
    const post = await c.var.deps.prisma.blogPost.findUnique({ where: { id: idParam(c) }, include: blogPostInclude });
    if (!post) throw notFound("Blog post");
    return c.json(toAdminBlogPost(post));
  })
  .post("/", requireRole("ADMIN"), validJson(adminBlogPostSchema), async (c) => {
    const post = await createBlogPost(c.var.deps, c.req.valid("json"));
    return c.json(toAdminBlogPost(post), 201);
  })
  .put("/:id", requireRole("ADMIN"), validJson(adminBlogPostUpdateSchema), async (c) => {
    const post = await updateBlogPost(c.var.deps, { id: idParam(c) }, c.req.valid("json"));
    return c.json(toAdminBlogPost(post));
  })
  .delete("/:id", requireRole("ADMIN"), async (c) => {
    return c.json(toAdminBlogPost(await deleteBlogPost(c.var.deps, { id: idParam(c) })));
  });
