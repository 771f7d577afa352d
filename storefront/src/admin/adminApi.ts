// Catalog writes for the inline editor: multipart bodies with a JSON part and image files,
// authorised by the admin's Bearer token (docs/api-contract.md).
import type { BlogPost, Language, Product } from "@shop/shared";
import type { BlogSaveInput, ProductSaveInput } from "@shop/shared/schemas";
import { ApiError, apiLanguage, apiRequest } from "../api/client.ts";

/** A new product's stock: the inline editor has no stock field (the console does). */
export const NEW_PRODUCT_STOCK = 10;

/** The product as the editor opened it; null while creating one. */
export type OpenedProduct = Pick<Product, "version" | "stock" | "active"> | null;

/**
 * The save body from what the admin edited and what the editor opened. An edit sends back the
 * version it opened (a save over someone else's newer one is refused with 409) and, having no
 * stock field, the stock it showed as both stock and previousStock: a change of nothing, so
 * units sold while the editor was open stay sold.
 */
export function productSaveInput(
  edited: Omit<ProductSaveInput, "stock" | "active" | "version" | "previousStock">,
  opened: OpenedProduct,
): ProductSaveInput {
  if (!opened) return { ...edited, stock: NEW_PRODUCT_STOCK, active: true };
  return {
    ...edited,
    stock: opened.stock,
    previousStock: opened.stock,
    active: opened.active,
    version: opened.version,
  };
}

export function saveProduct(
  slug: string | null,
  product: ProductSaveInput,
  files: File[],
  token: string,
): Promise<Product> {
  const form = new FormData();
  form.append("product", JSON.stringify(product));
  for (const file of files) form.append("files", file);
  const query = `?lang=${apiLanguage(product.translation.language)}`;
  const path = `${slug ? `/products/${encodeURIComponent(slug)}` : "/products"}${query}`;
  return apiRequest<Product>(path, { method: slug ? "PUT" : "POST", form, token });
}

export function deleteProduct(slug: string, token: string): Promise<void> {
  return apiRequest<void>(`/products/${encodeURIComponent(slug)}`, { method: "DELETE", token });
}

function blogForm(blog: BlogSaveInput, file: File | null): FormData {
  const form = new FormData();
  form.append("blog", JSON.stringify(blog));
  if (file) form.append("file", file);
  return form;
}

export function createBlog(
  blog: BlogSaveInput,
  file: File | null,
  language: Language,
  token: string,
): Promise<BlogPost> {
  return apiRequest<BlogPost>(`/blogs?lang=${apiLanguage(language)}`, {
    method: "POST",
    form: blogForm(blog, file),
    token,
  });
}

export function updateBlog(
  slug: string | null | undefined,
  blog: BlogSaveInput,
  file: File | null,
  language: Language,
  token: string,
): Promise<BlogPost> {
  if (!slug) throw new Error("Slug is required for update");
  return apiRequest<BlogPost>(`/blogs/${encodeURIComponent(slug)}?lang=${apiLanguage(language)}`, {
    method: "PUT",
    form: blogForm(blog, file),
    token,
  });
}

export function deleteBlog(slug: string, token: string): Promise<void> {
  return apiRequest<void>(`/blogs/${encodeURIComponent(slug)}`, { method: "DELETE", token });
}

/** How the editor explains a refused save: a message key and, where it helps, the server's own words. */
export function saveFailure(cause: unknown): {
  key: "admin.sessionExpired" | "admin.staleRecord" | "admin.saveFailed";
  detail?: string;
} {
  if (!(cause instanceof ApiError)) return { key: "admin.saveFailed" };
  // The admin's changes stay on screen; they can log in again in a new tab.
  if (cause.status === 401) return { key: "admin.sessionExpired" };
  if (cause.status === 409 && cause.code === "stale_record") return { key: "admin.staleRecord", detail: cause.message };
  return { key: "admin.saveFailed", detail: cause.message };
}

/** The price field takes numbers only: a keystroke that would make it non-numeric is ignored. */
export function acceptPriceInput(previous: string, typed: string): string {
  return /^\d{0,6}([.,]\d{0,2})?$/.test(typed) ? typed : previous;
}

export function parsePrice(value: string): number {
  return Number(value.replace(",", "."));
}

/** Image uploads accept image files only. */
export function onlyImages(files: Iterable<File>): { images: File[]; rejected: number } {
  const all = [...files];
  const images = all.filter((file) => file.type.startsWith("image/"));
  return { images, rejected: all.length - images.length };
}
