// Request validation with the shared zod schemas; a failure becomes the API's 400 naming the field.
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { toLanguage, type Language } from "@shop/shared";
import type { ZodError, ZodType } from "zod";
import { badRequest, fromZodError } from "../errors.ts";

export const validJson = <T extends ZodType>(schema: T) =>
  zValidator("json", schema, (result) => {
    if (!result.success) throw fromZodError(result.error as unknown as ZodError);
  });

/** `?lang=` in any case; unknown or missing means en. */
export function requestLanguage(c: Context): Language {
  return toLanguage(c.req.query("lang"));
}

/** A bounded integer query parameter; absent → fallback, malformed → 400. */
export function intQuery(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}`, name);
  }
  return value;
}

/** Parses a JSON text part of a multipart body against a schema (field names are prefixed by the part). */
export function parseJsonPart<T extends ZodType>(raw: unknown, part: string, schema: T) {
  if (typeof raw !== "string") throw badRequest(`The multipart body needs a JSON part named '${part}'`, part);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`The '${part}' part is not valid JSON`, part);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error, part);
  return result.data as import("zod").infer<T>;
}

/** Reads a multipart body: text parts and files (repeated names collected into arrays). */
export async function readMultipart(
  c: Context,
): Promise<{ parts: Record<string, string>; files: Record<string, File[]> }> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw badRequest("Send the request as multipart/form-data");
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest("The multipart body could not be read");
  }
  const parts: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") parts[name] = item;
      else if (
        item.type === "application/json" &&
        !item.name?.match(/\.(png|jpe?g|webp|gif|avif)$/i) &&
        item.size < 1_000_000 &&
        name !== "files" &&
        name !== "file"
      ) {
        // Some clients send the JSON part as a Blob with a content type.
        parts[name] = await item.text();
      } else (files[name] ??= []).push(item);
    }
  }
  return { parts, files };
}
