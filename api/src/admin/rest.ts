// ra-data-simple-rest's conventions: GET /resource?sort=["title","ASC"]&range=[0,24]&filter={"q":"x"}
// answers an array and `Content-Range: resource 0-24/319`; ids of getMany come as filter {"id":[..]}.
// The three parameters are JSON texts; one zod schema per resource reads and validates them, its
// filter included (each resource's filter: validators.ts, built from the filters below), and a
// refusal is the API's 400 naming the parameter (or `filter.<name>`).
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { z } from "zod";
import { MAX_ID } from "@shop/shared/schemas";
import { MAX_LIST_PAGE } from "@shop/shared";
import { badRequest, fromZodError, type ApiError } from "../errors.ts";
import type { ListQuery } from "../data/list-query.ts";

type SortOrder = "ASC" | "DESC" | "asc" | "desc";

/** Issues whose message is the whole answer (not "<param> is not valid: ..."). */
const VERBATIM = { verbatim: true };

/** A query parameter holding JSON, read by `schema`; absent or empty, `fallback` is read instead. */
function jsonParam<T extends z.ZodType>(name: string, schema: T, fallback: z.input<T>) {
  return z
    .string()
    .optional()
    .transform((raw, context): unknown => {
      if (!raw) return fallback;
      try {
        return JSON.parse(raw);
      } catch {
        context.addIssue({ code: "custom", message: `${name} must be JSON`, params: VERBATIM });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

function sortSchema(sortable: readonly string[]) {
  return z.tuple([z.string().max(50), z.enum(["ASC", "DESC", "asc", "desc"])]).superRefine(([field], context) => {
    if (!sortable.includes(field))
      context.addIssue({ code: "custom", message: `Cannot sort by ${field}`, params: VERBATIM });
  });
}

/**
 * Both ends included. A range longer than MAX_LIST_PAGE is cut to that many rows from its start
 * rather than refused: react-admin reads the Content-Range it gets and pages on from there.
 */
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([a, b]) => b >= a, "invalid range")
  .transform(([start, end]): [number, number] => [start, Math.min(end, start + MAX_LIST_PAGE - 1)]);

export interface ListOptions<F extends z.ZodType> {
  /** The fields the store can sort by. */
  sortable: readonly string[];
  defaultSort?: [string, "ASC" | "DESC"];
  /** The resource's filter (an object schema); absent, `{}` is read through it. */
  filter: F;
}

function listQuerySchema<F extends z.ZodType>({ sortable, defaultSort = ["id", "DESC"], filter }: ListOptions<F>) {
  return z
    .object({
      sort: jsonParam("sort", sortSchema(sortable), defaultSort),
      range: jsonParam("range", rangeSchema, [0, 24]),
      filter: jsonParam("filter", filter, {} as z.input<F>),
    })
    .transform((query): ListQuery<z.output<F>> => {
      const [sortField, order] = query.sort;
      const [start, end] = query.range;
      // zod cannot name the key of a schema still generic here; it is the filter's output.
      const { filter } = query as unknown as { filter: z.output<F> };
      return { sortField, sortOrder: order.toLowerCase() as Lowercase<SortOrder>, start, end, filter };
    });
}

/** Today's answers: `sort must be JSON`, `range is not valid: ...`, `Cannot sort by x`, `filter.role ...`. */
function listQueryError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const [param, ...inner] = issue.path.map(String);
  if (issue.code === "custom" && (issue.params as typeof VERBATIM | undefined)?.verbatim) {
    return badRequest(issue.message, param);
  }
  // A field of the filter names itself (filter.categoryId); the parameters as a whole name the parameter.
  if (param === "filter" && inner.length > 0) return fromZodError(error);
  return badRequest(`${param} is not valid: ${issue.message}`, param);
}

/** The list query of a resource, validated: `c.req.valid("query")` is a ListQuery of its filter. */
export const validListQuery = <F extends z.ZodType>(options: ListOptions<F>) =>
  zValidator("query", listQuerySchema(options), (result) => {
    if (!result.success) throw listQueryError(result.error as unknown as z.ZodError);
  });

/**
 * The page and its Content-Range: `orders 0-24/319`, or `orders 0-24/*` when more rows match than
 * the list counts (ListPage's null total: more than LIST_COUNT_CAP, and at least one after the
 * page; RFC 9110's unknown complete length). The console reads `*` as a next page to go to.
 */
export function listResponse<T>(c: Context, resource: string, rows: T[], total: number | null, start: number) {
  const last = rows.length ? start + rows.length - 1 : start;
  c.header("Content-Range", `${resource} ${start}-${last}/${total ?? "*"}`);
  c.header("Access-Control-Expose-Headers", "Content-Range");
  return c.json(rows);
}

// Filters. ra-data-simple-rest sends ids as numbers; a URL typed by hand may send digits.

const ID_MESSAGE = "must be an id (a whole number)";

/**
 * One id in a filter. An id beyond PostgreSQL's integer range (or below 1) names no row: it is
 * null, which matches nothing, rather than a database error.
 */
export const filterIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, ID_MESSAGE),
    ],
    { message: ID_MESSAGE },
  )
  .transform((value, context) => {
    const id = Number(value);
    // Not z.number().int(): zod refuses whole numbers beyond 2^53 there, and those name no row either.
    if (!Number.isInteger(id)) {
      context.addIssue({ code: "custom", message: ID_MESSAGE });
      return z.NEVER;
    }
    return id >= 1 && id <= MAX_ID ? id : null;
  });

/**
 * A date filter. JavaScript accepts dates PostgreSQL cannot store (years beyond 9999 or before 1,
 * such as -271821-04-20): those are the client's mistake, a 400, not a database error. Empty
 * filters nothing.
 */
export const filterDateSchema = z
  .union([z.string(), z.number()], { message: "must be a date" })
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null || value === "") return undefined;
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: "custom", message: "must be a date" });
      return z.NEVER;
    }
    const year = parsed.getUTCFullYear();
    if (year < 1 || year > 9999) {
      context.addIssue({ code: "custom", message: "must be a date between the years 1 and 9999" });
      return z.NEVER;
    }
    return parsed;
  });

/** getMany's `id`: one id or a list; ids that name no row are left out. */
const filterIdsSchema = z
  .union([filterIdSchema, z.array(filterIdSchema).max(1000)])
  .transform((ids) => (Array.isArray(ids) ? ids : [ids]).filter((id) => id !== null));

/** The search box: trimmed, blank means no search. */
const searchSchema = z
  .string()
  .trim()
  .max(200)
  .transform((q) => q || undefined);

/** What every resource's filter takes: the search and getMany's ids. */
export const listFilterSchema = z.object({
  q: searchSchema.optional(),
  id: filterIdsSchema.optional(),
});

/** A database id, or null: ids beyond PostgreSQL's integer range name nothing. */
function toId(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

export function idParam(c: Context): number {
  const id = toId(c.req.param("id"));
  if (id === null) throw badRequest("id must be a positive whole number", "id");
  return id;
}
