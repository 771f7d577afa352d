// The console's products: HTTP over catalog/product-store.ts, records from catalog/views.ts; the
// list's rows from product-list.ts.
import { Hono } from "hono";
import type { z } from "zod";
import { toCents } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { staffActor } from "../audit/audit-log.ts";
import { validJson } from "../http/validate.ts";
import { toAdminProduct } from "../catalog/views.ts";
import {
  createProduct,
  deleteProduct,
  findProduct,
  updateProduct,
  type ProductDraft,
} from "../catalog/product-store.ts";
import { listProducts, PRODUCT_SORT_FIELDS } from "./product-list.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import { adminProductSchema, adminProductUpdateSchema, productListFilter } from "./validators.ts";

const productList = validListQuery({
  sortable: PRODUCT_SORT_FIELDS,
  filter: productListFilter,
});

function draftOf(
  input: z.output<typeof adminProductSchema> & { version?: number; previousStock?: number },
): ProductDraft {
  const { price, salePrice, ...draft } = input;
  return {
    ...draft,
    priceCents: toCents(price),
    salePriceCents: salePrice === undefined || salePrice === null ? salePrice : toCents(salePrice),
  };
}

export const adminProductRoutes = new Hono<AppEnv>()
  .get("/", can("products.read"), productList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listProducts(c.var.deps, query);
    return listResponse(c, "products", rows, total, query.start);
  })
  .get("/:id", can("products.read"), async (c) => {
    return c.json(toAdminProduct(await findProduct(c.var.deps, { id: idParam(c) }), c.var.deps.uploads.linkBase));
  })
  .post("/", can("products.write"), validJson(adminProductSchema), async (c) => {
    const product = await createProduct(c.var.deps, draftOf(c.req.valid("json")), staffActor(c));
    return c.json(toAdminProduct(product, c.var.deps.uploads.linkBase), 201);
  })
  .put("/:id", can("products.write"), validJson(adminProductUpdateSchema), async (c) => {
    const product = await updateProduct(c.var.deps, { id: idParam(c) }, draftOf(c.req.valid("json")), staffActor(c));
    return c.json(toAdminProduct(product, c.var.deps.uploads.linkBase));
  })
  // A product that has been ordered is archived instead: the answer is its record, archivedAt set.
  .delete("/:id", can("products.write"), async (c) => {
    const product = await deleteProduct(c.var.deps, { id: idParam(c) }, staffActor(c));
    return c.json(toAdminProduct(product, c.var.deps.uploads.linkBase));
  });
