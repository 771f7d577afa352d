import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { validCatalogQuery } from "../http/validate.ts";
import { CATEGORY_LISTS, categoryList } from "./catalog-reads.ts";
import { languageQuery } from "./validators.ts";

export const categoryRoutes = new Hono<AppEnv>().get("/", validCatalogQuery(languageQuery), async (c) => {
  const deps = c.var.deps;
  const { lang: language } = c.req.valid("query");
  return deps.catalogCache.respond(c, `categories:${language}`, async () => ({
    body: await categoryList(deps, language),
    tags: [CATEGORY_LISTS],
  }));
});
