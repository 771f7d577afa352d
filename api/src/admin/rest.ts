// ra-data-simple-rest's conventions: GET /resource?sort=["title","ASC"]&range=[0,24]&filter={"q":"x"}
// answers an array and `Content-Range: resource 0-24/319`; ids of getMany come as filter {"id":[..]}.
import type { Context } from "hono";
import { z } from "zod";
import { MAX_ID } from "@shop/shared/schemas";
import { badRequest } from "../errors.ts";

export interface ListQuery {
  sortField: string;
  sortOrder: "asc" | "desc";
  start: number;
  end: number;
  filter: Record<string, unknown>;
}

const sortSchema = z.tuple([z.string().max(50), z.enum(["ASC", "DESC", "asc", "desc"])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([a, b]) => b >= a && b - a < 1000, "invalid range");
const filterSchema = z.record(z.string(), z.unknown());

function parseParam<T>(c: Context, name: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = c.req.query(name);
  if (!raw) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be JSON`, name);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${name} is not valid: ${parsed.error.issues[0].message}`, name);
  return parsed.data;
}

export function listQuery(
  c: Context,
  sortable: readonly string[],
  defaultSort: [string, "ASC" | "DESC"] = ["id", "DESC"],
): ListQuery {
  const [sortField, order] = parseParam(c, "sort", sortSchema, defaultSort);
  if (!sortable.includes(sortField)) throw badRequest(`Cannot sort by ${sortField}`, "sort");
  const [start, end] = parseParam(c, "range", rangeSchema, [0, 24]);
  const filter = parseParam(c, "filter", filterSchema, {});
  return { sortField, sortOrder: order.toLowerCase() as "asc" | "desc", start, end, filter };
}

export function listResponse<T>(c: Context, resource: string, rows: T[], total: number, start: number) {
  const last = rows.length ? start + rows.length - 1 : start;
  c.header("Content-Range", `${resource} ${start}-${last}/${total}`);
  c.header("Access-Control-Expose-Headers", "Content-Range");
  return c.json(rows);
}

/** Sorts and pages an in-memory list (the catalog is small enough to filter in memory). */
export function pageInMemory<T>(rows: T[], query: ListQuery, value: (row: T, field: string) => unknown): T[] {
  const direction = query.sortOrder === "asc" ? 1 : -1;
  const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  const sorted = [...rows].sort((a, b) => {
    const x = value(a, query.sortField);
    const y = value(b, query.sortField);
    if (typeof x === "string" && typeof y === "string") return collator.compare(x, y) * direction;
    return ((x as number) > (y as number) ? 1 : (x as number) < (y as number) ? -1 : 0) * direction;
  });
  return sorted.slice(query.start, query.end + 1);
}

/** The `id` filter of getMany: a list of ids, or undefined. */
export function idFilter(filter: Record<string, unknown>): number[] | undefined {
  const ids = filter.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  return list.map(toId).filter((id) => id !== null);
}

export function text(filter: Record<string, unknown>, name: string): string | undefined {
  const value = filter[name];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** A database id, or null: ids beyond PostgreSQL's integer range name nothing. */
export function toId(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

export function idParam(c: Context): number {
  const id = toId(c.req.param("id"));
  if (id === null) throw badRequest("id must be a positive whole number", "id");
  return id;
}
