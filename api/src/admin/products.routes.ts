import { Hono } from "hono";
import { LOW_STOCK, toCents } from "@shop/shared";
import { adminProductSchema, adminProductUpdateSchema } from "@shop/shared/schemas";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { productInclude } from "../catalog/views.ts";
import { createProduct, deleteProduct, updateProduct, type ProductDraft } from "../catalog/product-store.ts";
import { idFilter, idParam, listQuery, listResponse, pageInMemory, text, toId } from "./rest.ts";
import { toAdminProduct } from "./records.ts";
import type { z } from "zod";

const SORTABLE = ["id", "slug", "name", "price", "stock", "active", "createdAt", "updatedAt"] as const;

function draftOf(
  input: z.infer<typeof adminProductSchema> & { version?: number; previousStock?: number },
): ProductDraft {
  return {
    slug: input.slug,
    priceCents: toCents(input.price),
    stock: input.stock,
    previousStock: input.previousStock,
    version: input.version,
    active: input.active,
    categoryIds: input.categoryIds,
    translations: input.translations,
    images: input.images,
  };
}

export const adminProductRoutes = new Hono<AppEnv>()
  .get("/", requireRole("ADMIN", "SUPPORT"), async (c) => {
    const query = listQuery(c, SORTABLE);
    const ids = idFilter(query.filter);
    const q = text(query.filter, "q");
    const categoryId = toId(query.filter.categoryId) ?? undefined;
    const products = await c.var.deps.prisma.product.findMany({
      where: {
        id: ids ? { in: ids } : undefined,
        active: typeof query.filter.active === "boolean" ? query.filter.active : undefined,
        stock: query.filter.lowStock === true ? { lte: LOW_STOCK } : undefined,
        categories: categoryId ? { some: { id: categoryId } } : undefined,
        OR: q
          ? [
              { slug: { contains: q, mode: "insensitive" } },
              { translations: { some: { name: { contains: q, mode: "insensitive" } } } },
            ]
          : undefined,
      },
      include: productInclude,
    });
    const records = products.map(toAdminProduct);
    const page = pageInMemory(records, query, (r, field) =>
      field === "name" ? r.translations.en.name : r[field as keyof typeof r],
    );
    return listResponse(c, "products", page, records.length, query.start);
  })
  .get("/:id", requireRole("ADMIN", "SUPPORT"), async (c) => {
    const product = await c.var.deps.prisma.product.findUnique({ where: { id: idParam(c) }, include: productInclude });
    if (!product) throw notFound("Product");
    return c.json(toAdminProduct(product));
  })
  .post("/", requireRole("ADMIN"), validJson(adminProductSchema), async (c) => {
    const product = await createProduct(c.var.deps, draftOf(c.req.valid("json")));
    return c.json(toAdminProduct(product), 201);
  })
  .put("/:id", requireRole("ADMIN"), validJson(adminProductUpdateSchema), async (c) => {
    const product = await updateProduct(c.var.deps, { id: idParam(c) }, draftOf(c.req.valid("json")));
    return c.json(toAdminProduct(product));
  })
  .delete("/:id", requireRole("ADMIN"), async (c) => {
    return c.json(toAdminProduct(await deleteProduct(c.var.deps, { id: idParam(c) })));
  });
