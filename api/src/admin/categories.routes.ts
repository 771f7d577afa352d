// The console's categories: HTTP over catalog/category-store.ts, records from catalog/views.ts,
// the list from catalog-lists.ts.
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { staffActor } from "../audit/audit-log.ts";
import { validJson } from "../http/validate.ts";
import { toAdminCategory } from "../catalog/views.ts";
import { createCategory, deleteCategory, findCategory, updateCategory } from "../catalog/category-store.ts";
import { CATEGORY_SORT_FIELDS, listCategories } from "./catalog-lists.ts";
import { idParam, listFilterSchema, listResponse, validListQuery } from "./rest.ts";
import { adminCategorySchema, adminCategoryUpdateSchema } from "./validators.ts";

const categoryList = validListQuery({
  sortable: CATEGORY_SORT_FIELDS,
  defaultSort: ["position", "ASC"],
  filter: listFilterSchema,
});

export const adminCategoryRoutes = new Hono<AppEnv>()
  .get("/", can("categories.read"), categoryList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listCategories(c.var.deps, query);
    return listResponse(c, "categories", rows.map(toAdminCategory), total, query.start);
  })
  .get("/:id", can("categories.read"), async (c) => {
    return c.json(toAdminCategory(await findCategory(c.var.deps, idParam(c))));
  })
  .post("/", can("categories.write"), validJson(adminCategorySchema), async (c) => {
    return c.json(toAdminCategory(await createCategory(c.var.deps, c.req.valid("json"), staffActor(c))), 201);
  })
  .put("/:id", can("categories.write"), validJson(adminCategoryUpdateSchema), async (c) => {
    return c.json(toAdminCategory(await updateCategory(c.var.deps, idParam(c), c.req.valid("json"), staffActor(c))));
  })
  .delete("/:id", can("categories.write"), async (c) => {
    return c.json(toAdminCategory(await deleteCategory(c.var.deps, idParam(c), staffActor(c))));
  });
