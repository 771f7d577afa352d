import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { validQuery } from "../http/validate.ts";
import { languageQuery } from "./validators.ts";
import { categoryInclude, toCategoryRef } from "./views.ts";

export const categoryRoutes = new Hono<AppEnv>().get("/", validQuery(languageQuery), async (c) => {
  const deps = c.var.deps;
  const { lang: language } = c.req.valid("query");
  return deps.catalogCache.respond(c, `categories:${language}`, async () => {
    const categories = await deps.prisma.category.findMany({
      include: categoryInclude,
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    return { body: categories.map((category) => toCategoryRef(category, language)) };
  });
});
