import { Hono } from "hono";
import { LANGUAGES } from "@shop/shared";
import { adminCategorySchema, adminCategoryUpdateSchema } from "@shop/shared/schemas";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { uniqueSlug } from "../catalog/slugs.ts";
import { moveVersionOn } from "./versions.ts";
import { idFilter, idParam, listQuery, listResponse, pageInMemory, text } from "./rest.ts";
import { adminCategoryInclude, toAdminCategory } from "./records.ts";

const SORTABLE = ["id", "slug", "name", "position", "productCount"] as const;

export const adminCategoryRoutes = new Hono<AppEnv>()
  .get("/", requireRole("ADMIN", "SUPPORT"), async (c) => {
    const query = listQuery(c, SORTABLE, ["position", "ASC"]);
    const ids = idFilter(query.filter);
    const q = text(query.filter, "q");
    const categories = await c.var.deps.prisma.category.findMany({
      where: {
        id: ids ? { in: ids } : undefined,
        OR: q
          ? [
              { slug: { contains: q, mode: "insensitive" } },
              { translations: { some: { name: { contains: q, mode: "insensitive" } } } },
            ]
          : undefined,
      },
      include: adminCategoryInclude,
    });
    const records = categories.map(toAdminCategory);
    const page = pageInMemory(records, query, (r, field) =>
      field === "name" ? r.translations.en.name : r[field as keyof typeof r],
    );
    return listResponse(c, "categories", page, records.length, query.start);
  })
  .get("/:id", requireRole("ADMIN", "SUPPORT"), async (c) => {
    const category = await c.var.deps.prisma.category.findUnique({
      where: { id: idParam(c) },
      include: adminCategoryInclude,
    });
    if (!category) throw notFound("Category");
    return c.json(toAdminCategory(category));
  })
  .post("/", requireRole("ADMIN"), validJson(adminCategorySchema), async (c) => {
    const { prisma, catalogCache } = c.var.deps;
    const input = c.req.valid("json");
    const taken = async (slug: string) => (await prisma.category.count({ where: { slug } })) > 0;
    if (input.slug && (await taken(input.slug))) throw badRequest(`The slug '${input.slug}' is already used`, "slug");
    const category = await prisma.category.create({
      data: {
        slug: input.slug ?? (await uniqueSlug(input.translations.en.name, taken, "category")),
        position: input.position,
        translations: { create: LANGUAGES.map((language) => ({ language, name: input.translations[language].name })) },
      },
      include: adminCategoryInclude,
    });
    catalogCache.invalidate();
    return c.json(toAdminCategory(category), 201);
  })
  .put("/:id", requireRole("ADMIN"), validJson(adminCategoryUpdateSchema), async (c) => {
    const { prisma, catalogCache } = c.var.deps;
    const id = idParam(c);
    const input = c.req.valid("json");
    const current = await prisma.category.findUnique({ where: { id } });
    if (!current) throw notFound("Category");
    if (input.slug && input.slug !== current.slug && (await prisma.category.count({ where: { slug: input.slug } }))) {
      throw badRequest(`The slug '${input.slug}' is already used`, "slug");
    }
    const category = await prisma.$transaction(async (tx) => {
      await moveVersionOn(tx, "category", id, input.version);
      for (const language of LANGUAGES) {
        await tx.categoryTranslation.upsert({
          where: { categoryId_language: { categoryId: id, language } },
          create: { categoryId: id, language, name: input.translations[language].name },
          update: { name: input.translations[language].name },
        });
      }
      return tx.category.update({
        where: { id },
        data: { slug: input.slug ?? current.slug, position: input.position },
        include: adminCategoryInclude,
      });
    });
    catalogCache.invalidate();
    return c.json(toAdminCategory(category));
  })
  .delete("/:id", requireRole("ADMIN"), async (c) => {
    const { prisma, catalogCache } = c.var.deps;
    const category = await prisma.category.findUnique({ where: { id: idParam(c) }, include: adminCategoryInclude });
    if (!category) throw notFound("Category");
    if (category._count.products > 0) {
      throw conflict(
        "category_in_use",
        `${category._count.products} products are still in this category; move them first`,
      );
    }
    await prisma.category.delete({ where: { id: category.id } });
    catalogCache.invalidate();
    return c.json(toAdminCategory(category));
  });
