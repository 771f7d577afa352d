import type { AdminProductRecord } from "@shop/shared";
import { productRevision } from "@shop/admin-client/saves";
import { toImagePayload, type ProductImageValue } from "./productImages.ts";

type ProductFormValues = Partial<Omit<AdminProductRecord, "images">> & { images?: ProductImageValue[] };

/**
 * What POST /api/admin/products takes. The data provider sends the form's values as the API's own
 * schema reads them (adminProductSchema, api/saveSchemas.ts), once the new images are uploaded;
 * this adds what the schema cannot know: a blank slug is none, and the images are their file keys
 * in display order with one main.
 */
export function toProductPayload(values: ProductFormValues) {
  return { ...values, slug: values.slug || undefined, images: toImagePayload(values.images) };
}

/**
 * What PUT /api/admin/products/:id takes (adminProductUpdateSchema): also the product as the form
 * loaded it (productRevision: its version, and its stock as previousStock), never as edited.
 * `previousData` is the record as react-admin loaded it (Edit's transform).
 */
export function toProductUpdate(
  values: ProductFormValues,
  { previousData }: { previousData?: Pick<AdminProductRecord, "version" | "stock"> } = {},
) {
  const opened = previousData ? productRevision(previousData) : { version: undefined, previousStock: undefined };
  return { ...toProductPayload(values), ...opened };
}
