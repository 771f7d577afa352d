import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { requestLanguage } from "../http/validate.ts";
import { categoryInclude, toCategoryRef } from "./views.ts";

export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const deps = c.var.deps;
  const language = requestLanguage(c);
  return deps.catalogCache.respond(c, `categories:${language}`, async () => {
    const categories = await deps.prisma.category.findMany({
      include: categoryInclude,
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    return { body: categories.map((category) => toCategoryRef(category, language)) };
  });
});
