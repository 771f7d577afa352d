// Catalog writes for the inline editor: multipart bodies with a JSON part and image files,
// authorised by the admin's Bearer token (docs/api-contract.md). The JSON parts are built with the
// API's own schemas (productSaveSchema, blogSaveSchema), as the console builds its saves.
import { LOCALES, type BlogPost, type Language, type Product } from "@shop/shared";
import {
  blogSaveSchema,
  NEW_PRODUCT_STOCK,
  productSaveSchema,
  productUpdateSaveSchema,
  type BlogSaveInput,
  type ProductSaveInput,
} from "@shop/shared/schemas";
import { saveBody, SaveRefused, saveFailureOf, type OpenedProduct } from "@shop/admin-client/saves";
import { ApiError, apiLanguage, apiRequest } from "../api/client.ts";

/** What the inline editor keeps of the product it opened: it has no stock field, so not the stock. */
export type OpenedInline = Pick<OpenedProduct, "version" | "active">;

/**
 * The save body from what the admin edited and what the editor opened. An edit sends back the
 * version it opened (a save over someone else's newer one is refused with 409 stale_record) and,
 * having no stock field, no stock: the API keeps the stock as the sales since left it (a stock
 * would need the previousStock it was read as, productUpdateSaveSchema). A new product is sent
 * without `active`: the API puts it on sale only once it names its manufacturer, which only the
 * console records, so it starts off sale.
 */
export function productSaveInput(
  edited: Omit<ProductSaveInput, "stock" | "active" | "version" | "previousStock">,
  opened: OpenedInline | null,
): ProductSaveInput {
  if (!opened) return { ...edited, stock: NEW_PRODUCT_STOCK };
  return { ...edited, active: opened.active, version: opened.version };
}

export function saveProduct(
  slug: string | null,
  product: ProductSaveInput,
  files: File[],
  token: string,
): Promise<Product> {
  // An update is held to the API's rule for updates here already (the version is required).
  const body = saveBody(slug ? productUpdateSaveSchema : productSaveSchema, product);
  const form = new FormData();
  form.append("product", JSON.stringify(body));
  for (const file of files) form.append("files", file);
  const query = `?lang=${apiLanguage(body.translation.language)}`;
  const path = `${slug ? `/products/${encodeURIComponent(slug)}` : "/products"}${query}`;
  return apiRequest<Product>(path, { method: slug ? "PUT" : "POST", form, token });
}

export function deleteProduct(slug: string, token: string): Promise<void> {
  return apiRequest<void>(`/products/${encodeURIComponent(slug)}`, { method: "DELETE", token });
}

function blogForm(blog: BlogSaveInput, file: File | null): FormData {
  const form = new FormData();
  form.append("blog", JSON.stringify(saveBody(blogSaveSchema, blog)));
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

/**
 * How the editor explains a refused save: a message key and, where it helps, the server's own words
 * (or the schema's, for a save refused before it was sent).
 */
export function saveFailure(cause: unknown): {
  key: "admin.sessionExpired" | "admin.staleRecord" | "admin.saveFailed";
  detail?: string;
} {
  if (cause instanceof SaveRefused) return { key: "admin.saveFailed", detail: cause.message };
  if (!(cause instanceof ApiError)) return { key: "admin.saveFailed" };
  switch (saveFailureOf(cause.status, cause.code)) {
    // The admin's changes stay on screen; they can log in again in a new tab.
    case "session_expired":
      return { key: "admin.sessionExpired" };
    case "stale_record":
      return { key: "admin.staleRecord", detail: cause.message };
    default:
      return { key: "admin.saveFailed", detail: cause.message };
  }
}

/** The price field takes numbers only: a keystroke that would make it non-numeric is ignored. */
export function acceptPriceInput(previous: string, typed: string): string {
  return /^\d{0,6}([.,]\d{0,2})?$/.test(typed) ? typed : previous;
}

/**
 * A price (euros) as the editor's field shows it: two decimals with the language's decimal sign,
 * no grouping (22,90 in German and Bulgarian, 22.90 in English), which parseEuros (@shop/shared) reads back.
 */
export function priceInputValue(euros: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(euros);
}

/** Image uploads accept image files only. */
export function onlyImages(files: Iterable<File>): { images: File[]; rejected: number } {
  const all = [...files];
  const images = all.filter((file) => file.type.startsWith("image/"));
  return { images, rejected: all.length - images.length };
}
