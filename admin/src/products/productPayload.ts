import type { AdminProductRecord } from "@shop/shared";
import { toImagePayload, type ProductImageValue } from "./productImages.ts";

type ProductFormValues = Partial<Omit<AdminProductRecord, "images">> & { images?: ProductImageValue[] };

/** What POST /api/admin/products takes (adminProductSchema): the form less the read-only fields. */
export function toProductPayload({ slug, price, stock, active, categoryIds, translations, images }: ProductFormValues) {
  return {
    slug: slug || undefined,
    price,
    stock,
    active,
    categoryIds: categoryIds ?? [],
    translations,
    images: toImagePayload(images),
  };
}

/**
 * What PUT /api/admin/products/:id takes (adminProductUpdateSchema): also the version the form
 * was loaded with, so a save over someone else's newer one is refused, and the stock the form
 * showed, so the API applies only the change the admin made and units sold meanwhile stay sold.
 * `previousData` is the record as react-admin loaded it (Edit's transform).
 */
export function toProductUpdate(
  values: ProductFormValues,
  { previousData }: { previousData?: Pick<AdminProductRecord, "version" | "stock"> } = {},
) {
  return { ...toProductPayload(values), version: previousData?.version, previousStock: previousData?.stock };
}
