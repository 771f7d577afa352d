// Request validation with zod schemas; a failure becomes the API's 400 naming the field. The
// schemas live beside their routes (each route group's validators.ts; a body a front end also
// validates comes from packages/shared/src/schemas.ts through it); query strings are built from the
// parameters below.
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { toLanguage } from "@shop/shared";
import { z, type ZodError, type ZodType } from "zod";
import { badRequest, fromZodError } from "../errors.ts";

const throwInvalid = (result: { success: true } | { success: false; error: unknown }) => {
  if (!result.success) throw fromZodError(result.error as ZodError);
};

export const validJson = <T extends ZodType>(schema: T) => zValidator("json", schema, throwInvalid);

/**
 * A JSON body whose every field is optional, for a POST that clients may send empty (with or
 * without `Content-Type: application/json`): an empty body is `{}`, anything else must be JSON.
 */
export async function optionalJsonBody<T extends ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest("The request body is not valid JSON");
    }
  }
  const result = schema.safeParse(body);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** A repeated parameter counts with its first value, as `c.req.query(name)` reads it. */
function firstValues(query: ValidationTargets["query"]): Record<string, string> {
  for (const name in query) {
    if (typeof query[name] === "string") continue;
    const first: Record<string, string> = {};
    for (const key in query) first[key] = typeof query[key] === "string" ? query[key] : query[key][0];
    return first;
  }
  return query as Record<string, string>;
}

/** Query strings whose validated value each validQuery keeps, and the longest it keeps. */
const KNOWN_QUERIES = 256;
const KNOWN_QUERY_MAX_LENGTH = 256;

/** Validates the query string; the route reads it with `c.req.valid("query")`. */
export const validQuery = <T extends ZodType>(schema: T) =>
  zValidator("query", schema, throwInvalid, {
    // zod-validator types this result by a condition on T it cannot resolve for a generic T.
    validationFunction: (querySchema, query) => querySchema.safeParse(firstValues(query)) as never,
  });

/**
 * validQuery for the public catalog reads, which come with a handful of query strings over and
 * over (`?lang=EN`): it remembers the value of the last KNOWN_QUERIES valid ones, frozen, by their
 * raw text, so a repeated one costs neither parsing the query nor zod (on a cached catalog read,
 * those were a tenth of the work). For flat schemas of plain values only (a remembered value is
 * shared by the requests that repeat it). Invalid ones are validated every time (their 400 names the field).
 */
export const validCatalogQuery = <T extends ZodType>(schema: T) => {
  const validate = validQuery(schema);
  const known = new Map<string, object>();
  const remembering: typeof validate = (c, next) => {
    const url = c.req.url;
    const at = url.indexOf("?");
    const raw = at < 0 ? "" : url.slice(at + 1);
    const value = known.get(raw);
    if (value) {
      c.req.addValidatedData("query", value);
      return next();
    }
    if (raw.length > KNOWN_QUERY_MAX_LENGTH) return validate(c, next);
    return validate(c, () => {
      if (known.size >= KNOWN_QUERIES) known.delete(known.keys().next().value as string);
      known.set(raw, Object.freeze(c.req.valid("query" as never) as object));
      return next();
    });
  };
  return remembering;
};

/** `?lang=` in any case; unknown or missing means en. */
export const languageParam = z
  .string()
  .optional()
  .transform((value) => toLanguage(value));

/** A text parameter where empty means absent (`?category=` filters nothing). */
export const optionalTextParam = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** A bounded whole number: empty → fallback; malformed or out of bounds → 400 naming the parameter. */
function boundedWholeNumber(min: number, max: number, fallback: number) {
  return z.string().transform((raw, ctx) => {
    if (raw === "") return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}`, input: raw });
    return z.NEVER;
  });
}

/** A bounded whole number; absent or empty → fallback, malformed or out of bounds → 400. */
export const wholeNumberParam = (min: number, max: number, fallback: number) =>
  boundedWholeNumber(min, max, fallback).default(fallback);

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
  return result.data;
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
