// What the storefront's inline editors and the console send when they save a catalog record or an
// account, and how they read a refusal. Both build their bodies with the API's own schemas
// (@shop/shared/schemas): a body the API would refuse is refused here already, in the same words.
// Nothing here loads zod; the schemas come with the editors that use them (admin-save-schemas.ts).
import type { z } from "zod";
import type { AdminProductRecord } from "@shop/shared";

/** A save that its schema refuses: the message and field the API's 400 would carry. */
export class SaveRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "SaveRefused";
  }
}

/** The body of a save: `value` as `schema` reads it (defaults, trimming, unknown fields left out), or SaveRefused. */
export function saveBody<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join(".");
  throw new SaveRefused(field ? `${field} ${issue.message}` : issue.message, field || undefined);
}

/** The console's resources (`/api/admin/{resource}`) whose creates and updates have a save schema (admin-save-schemas.ts). */
export const ADMIN_SAVE_RESOURCES = ["products", "categories", "blog-posts", "users", "discount-codes"] as const;
export type AdminSaveResource = (typeof ADMIN_SAVE_RESOURCES)[number];

export function isAdminSaveResource(resource: string): resource is AdminSaveResource {
  return (ADMIN_SAVE_RESOURCES as readonly string[]).includes(resource);
}

/** A product as an editor opened it: the storefront's `Product` and the console's record both have these. */
export type OpenedProduct = Pick<AdminProductRecord, "version" | "stock" | "active">;

/**
 * What every product save says about the product as the editor opened it: the version (a save
 * over a newer one is refused, 409 stale_record) and the stock it showed, so the API applies only
 * the change the editor made and units sold meanwhile stay sold.
 */
export function productRevision(opened: Pick<OpenedProduct, "version" | "stock">) {
  return { version: opened.version, previousStock: opened.stock };
}

/** The API's code for a save over a record that someone else saved after the editor loaded it. */
export const STALE_RECORD = "stale_record";

/**
 * How a refused save reads, from the API's status and code: the session has ended (401; the
 * editor keeps the changes and the admin signs in again), someone else saved the record first
 * (409 stale_record), or anything else (shown with the API's message).
 */
export function saveFailureOf(status: number, code?: string): "session_expired" | "stale_record" | "refused" {
  if (status === 401) return "session_expired";
  if (status === 409 && code === STALE_RECORD) return "stale_record";
  return "refused";
}
