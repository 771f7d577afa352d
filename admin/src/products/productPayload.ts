import type { AdminProductRecord } from "@shop/shared";
import { toImagePayload, type ProductImageValue } from "./productImages.ts";

type ProductFormValues = Partial<Omit<AdminProductRecord, "images">> & { images?: ProductImageValue[] };

/** What PUT/POST /api/admin/products takes (adminProductSchema): the form less the read-only fields. */
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
