// The console's blog posts: HTTP over blog/blog-store.ts, records from blog/views.ts, the list
// from catalog-lists.ts.
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { staffActor } from "../audit/audit-log.ts";
import { validJson } from "../http/validate.ts";
import { toAdminBlogPost } from "../blog/views.ts";
import { createBlogPost, deleteBlogPost, findBlogPost, updateBlogPost } from "../blog/blog-store.ts";
import { BLOG_POST_SORT_FIELDS, listBlogPosts } from "./catalog-lists.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import { adminBlogPostSchema, adminBlogPostUpdateSchema, blogPostListFilter } from "./validators.ts";

const postList = validListQuery({
  sortable: BLOG_POST_SORT_FIELDS,
  defaultSort: ["createdAt", "DESC"],
  filter: blogPostListFilter,
});

export const adminBlogPostRoutes = new Hono<AppEnv>()
  .get("/", can("blog-posts.read"), postList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listBlogPosts(c.var.deps, query);
    return listResponse(
      c,
      "blog-posts",
      rows.map((row) => toAdminBlogPost(row, c.var.deps.uploads.linkBase)),
      total,
      query.start,
    );
  })
  .get("/:id", can("blog-posts.read"), async (c) => {
    return c.json(toAdminBlogPost(await findBlogPost(c.var.deps, { id: idParam(c) }), c.var.deps.uploads.linkBase));
  })
  .post("/", can("blog-posts.write"), validJson(adminBlogPostSchema), async (c) => {
    const post = await createBlogPost(c.var.deps, c.req.valid("json"), staffActor(c));
    return c.json(toAdminBlogPost(post, c.var.deps.uploads.linkBase), 201);
  })
  .put("/:id", can("blog-posts.write"), validJson(adminBlogPostUpdateSchema), async (c) => {
    const post = await updateBlogPost(c.var.deps, { id: idParam(c) }, c.req.valid("json"), staffActor(c));
    return c.json(toAdminBlogPost(post, c.var.deps.uploads.linkBase));
  })
  .delete("/:id", can("blog-posts.write"), async (c) => {
    return c.json(
      toAdminBlogPost(await deleteBlogPost(c.var.deps, { id: idParam(c) }, staffActor(c)), c.var.deps.uploads.linkBase),
    );
  });
