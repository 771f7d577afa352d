// /api/products (docs/api-contract.md). Reads are public and cached; writes need an ADMIN token.
import { Hono } from "hono";
import { toCents } from "@shop/shared";
import type { AppEnv, Deps } from "../context.ts";
import { can } from "../auth/guard.ts";
import { staffActor } from "../audit/audit-log.ts";
import { ApiError, badRequest, notFound } from "../errors.ts";
import { parseJsonPart, readMultipart, validCatalogQuery, validQuery } from "../http/validate.ts";
import { fileKeyFromUrl } from "../uploads/store.ts";
import { categoryIdsBySlug } from "./category-refs.ts";
import { createProduct, deleteProduct, findProduct, updateProduct, type ProductDraft } from "./product-store.ts";
import { MAX_FILES_PER_REQUEST, withUploadedImages } from "./uploaded-files.ts";
import { productBySlug, randomProducts } from "./catalog-reads.ts";
import { productPage } from "./product-search.ts";
import { PRODUCT_LISTS, productTag } from "./response-cache.ts";
import { toProduct } from "./views.ts";
import {
  languageQuery,
  productListQuery,
  productSaveSchema,
  productUpdateSaveSchema,
  randomProductsByCategoryQuery,
  randomProductsQuery,
} from "./validators.ts";

export const productRoutes = new Hono<AppEnv>()
  .get("/", validCatalogQuery(productListQuery), async (c) => {
    // c.get, not c.var: c.var copies every variable into a new object on each read.
    const deps = c.get("deps");
    const query = c.req.valid("query");
    const { lang: language, category, q, sort, page, pageSize, country } = query;
    const answer = async () => {
      const found = await productPage(deps, { language, category, q, sort, page, pageSize, country });
      return {
        body: found.items,
        headers: { "X-Total-Count": String(found.total), "Access-Control-Expose-Headers": "X-Total-Count" },
        tags: [PRODUCT_LISTS],
      };
    };
    // Searches are not kept: anyone can make up endless texts, and each would take a place in the
    // cache from the lists and products every visitor reads. The trigram indexes answer them.
    if (q) {
      const { body, headers } = await answer();
      return c.json(body, 200, { ...headers, "Cache-Control": "no-store" });
    }
    const key = `products?lang=${language}&category=${category ?? ""}&sort=${sort ?? ""}&page=${page}&size=${pageSize}&country=${country ?? ""}`;
    return deps.catalogCache.respond(c, key, answer);
  })
  .get("/random", validQuery(randomProductsQuery), async (c) => {
    const { lang, limit, exclude, country } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(await randomProducts(c.var.deps, { language: lang, limit, exclude, country }));
  })
  .get("/random-by-category", validQuery(randomProductsByCategoryQuery), async (c) => {
    const { slug, lang, limit, exclude, country } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(await randomProducts(c.var.deps, { language: lang, limit, exclude, category: slug, country }));
  })
  .get("/:slug", validCatalogQuery(languageQuery), async (c) => {
    const deps = c.get("deps");
    const { lang: language } = c.req.valid("query");
    const slug = c.req.param("slug");
    return deps.catalogCache.respond(c, `product:${slug}:${language}`, async () => {
      const product = await productBySlug(deps, language, slug);
      if (!product) throw notFound("Product");
      if ("gone" in product) throw new ApiError(410, "product_gone", "This product is no longer available");
      return { body: product, tags: [productTag(slug)] };
    });
  })
  .post("/", can("products.write"), validQuery(languageQuery), async (c) => {
    const deps = c.var.deps;
    const { draft, files } = await readProductRequest(c.var.deps, await readMultipart(c), [], productSaveSchema);
    const product = await withUploadedImages(deps, files, "files", "p", (stored) =>
      createProduct(deps, withNewImages(draft, stored), staffActor(c)),
    );
    return c.json(toProduct(product, c.req.valid("query").lang, deps.uploads.linkBase), 201);
  })
  .put("/:slug", can("products.write"), validQuery(languageQuery), async (c) => {
    const deps = c.var.deps;
    const slug = c.req.param("slug");
    const current = await findProduct(deps, { slug });
    const { draft, files } = await readProductRequest(
      deps,
      await readMultipart(c),
      current.images.map((image) => image.fileKey),
      productUpdateSaveSchema,
    );
    const product = await withUploadedImages(deps, files, "files", "p", (stored) =>
      updateProduct(deps, { id: current.id }, withNewImages(draft, stored), staffActor(c)),
    );
    return c.json(toProduct(product, c.req.valid("query").lang, deps.uploads.linkBase));
  })
  .delete("/:slug", can("products.write"), async (c) => {
    await deleteProduct(c.var.deps, { slug: c.req.param("slug") }, staffActor(c));
    return c.body(null, 204);
  });

interface ProductRequest {
  draft: ProductDraft & { mainImageIndex: number };
  files: File[];
}

/**
 * Reads the multipart product payload (docs/api-contract.md): the `product` JSON part and the `files`.
 * Stock and active left out keep their values (a new product: stock 10, and on sale when it names
 * its manufacturer, catalog/product-safety.ts; docs/storefront.md §7).
 * `ownImageKeys` are the images the product has: only those may be kept by URL. An update is read
 * with the console's rule (productUpdateSaveSchema: the version, and a stock only as a change from
 * `previousStock`), which updateProduct holds every save to.
 */
async function readProductRequest(
  deps: Deps,
  { parts, files }: Awaited<ReturnType<typeof readMultipart>>,
  ownImageKeys: string[],
  schema: typeof productSaveSchema | typeof productUpdateSaveSchema,
): Promise<ProductRequest> {
  const input = parseJsonPart(parts.product, "product", schema);
  const uploads = [...(files.files ?? []), ...(files.file ?? []), ...(files.images ?? [])];
  if (uploads.length > MAX_FILES_PER_REQUEST)
    throw badRequest(`At most ${MAX_FILES_PER_REQUEST} images at once`, "files");
  const kept = input.imageUrls.map((url, index) => {
    const key = fileKeyFromUrl(url, deps.uploads.linkBase);
    if (!key || !ownImageKeys.includes(key))
      throw badRequest("This image does not belong to the product", `product.imageUrls.${index}`);
    return key;
  });
  const categoryIds = await categoryIdsBySlug(deps, input.categories, "product.categories");
  return {
    draft: {
      priceCents: toCents(input.price),
      stock: input.stock,
      previousStock: input.previousStock,
      active: input.active,
      version: input.version,
      categoryIds,
      translations: {
        [input.translation.language]: { name: input.translation.name, description: input.translation.description },
      },
      images: kept.map((fileKey) => ({ fileKey, isMain: false })),
      mainImageIndex: input.mainImageIndex,
      manufacturerName: input.manufacturerName,
      manufacturerAddress: input.manufacturerAddress,
      manufacturerContact: input.manufacturerContact,
      euResponsiblePerson: input.euResponsiblePerson,
      modelIdentifier: input.modelIdentifier,
      gtin: input.gtin,
      sealedForHygiene: input.sealedForHygiene,
    },
    files: uploads,
  };
}

/** Appends the uploaded images after the kept ones and marks the chosen main image. */
function withNewImages(draft: ProductRequest["draft"], stored: { fileKey: string }[]): ProductDraft {
  const images = [...draft.images, ...stored.map((image) => ({ fileKey: image.fileKey, isMain: false }))];
  const main = draft.mainImageIndex < images.length ? draft.mainImageIndex : 0;
  return { ...draft, images: images.map((image, index) => ({ ...image, isMain: index === main })) };
}
