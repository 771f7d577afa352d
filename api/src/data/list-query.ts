// What the console's list calls ask of a store, once rest.ts has read and validated them: a filter,
// one sort field and a range of rows (both ends included, as ra-data-simple-rest sends them). A
// store answers the page and the total. Lists are sorted, filtered and paged in SQL, each sort on an
// index, and counted only up to a bound (docs/performance.md, "The console's lists").
import { Prisma } from "@shop/db";
import { LIST_COUNT_CAP } from "@shop/shared";
import type { PlatformServices } from "../platform/services.ts";

export interface ListQuery<F = Record<string, unknown>> {
  sortField: string;
  sortOrder: "asc" | "desc";
  start: number;
  end: number;
  filter: F;
}

export interface ListPage<T> {
  rows: T[];
  /** How many rows match; null when more than the count's limit do (countLimit). */
  total: number | null;
}

/** Prisma's skip and take for the query's range. */
export function rowRange(query: ListQuery<unknown>): { skip: number; take: number } {
  return { skip: query.start, take: query.end - query.start + 1 };
}

/**
 * How many matching rows a list counts at most: one more than LIST_COUNT_CAP, or than the rows up
 * to the page's end when the page lies beyond it. Reaching it means more than LIST_COUNT_CAP rows
 * match and at least one follows the page, so a count never reads more than the page needs.
 */
export function countLimit(query: ListQuery<unknown>): number {
  return Math.max(LIST_COUNT_CAP, query.end + 1) + 1;
}

/**
 * A deep page (past LIST_COUNT_CAP) that reaches the list's end, as the same rows read from the
 * other end: the order reversed and a small offset, instead of an offset walk over every row before
 * it (the console's last page of 300,000 orders). `counted` is the count taken up to
 * countLimit(query), which a deep page's takes to its end anyway. null: read it forward, a page
 * nearer the start or one with rows after it, whose count did not reach the end.
 */
export function fromTheEnd<F>(query: ListQuery<F>, counted: number): ListQuery<F> | null {
  if (totalOf(counted, query) === null || query.start >= counted) return null;
  const end = Math.min(query.end, counted - 1);
  if (counted - 1 - end >= query.start) return null;
  return {
    ...query,
    sortOrder: query.sortOrder === "asc" ? "desc" : "asc",
    start: counted - 1 - end,
    end: counted - 1 - query.start,
  };
}

/** Whether a page lies past LIST_COUNT_CAP, where its count comes first (fromTheEnd). */
export const isDeepPage = (query: ListQuery<unknown>) => query.start > LIST_COUNT_CAP;

/** The total of a count taken up to countLimit(query): null when it reached the limit. */
export function totalOf(counted: number, query: ListQuery<unknown>): number | null {
  return counted >= countLimit(query) ? null : counted;
}

/**
 * The where clause of an id filter: none for undefined; for null (an id that names no row) or an
 * empty list, one that matches nothing.
 */
export function idIn(ids: number | number[] | null | undefined): { in: number[] } | undefined {
  if (ids === undefined) return undefined;
  return { in: ids === null ? [] : Array.isArray(ids) ? ids : [ids] };
}

/** `rows` in the order of `ids` (a page read by its ids comes back in any order). */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `text` as a LIKE pattern that matches it anywhere; its wildcards and backslashes match themselves. */
export const containsPattern = (text: string) => `%${likeEscaped(text)}%`;

/** `text` as a LIKE pattern of itself alone (ILIKE then compares in any case). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The conditions joined with AND; none matches every row. */
export const sqlWhere = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;

/** An id filter's condition on `column` (idIn's rule: an empty list matches nothing). */
export const idCondition = (column: Prisma.Sql, ids: number[] | undefined): Prisma.Sql[] =>
  ids === undefined ? [] : [ids.length ? Prisma.sql`${column} IN (${Prisma.join(ids)})` : Prisma.sql`FALSE`];

/** ORDER BY's list: every key in the query's direction. */
export function sqlOrder(keys: Prisma.Sql[], query: ListQuery<unknown>): Prisma.Sql {
  const direction = query.sortOrder === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  return Prisma.join(
    keys.map((key) => Prisma.sql`${key} ${direction}`),
    ", ",
  );
}

export interface PageSql {
  /** FROM and the joins the sort needs. */
  from: Prisma.Sql;
  where: Prisma.Sql;
  /** The sort's columns, the last one the id that breaks their ties. */
  keys: Prisma.Sql[];
}

/**
 * The page's ids in the list's order, and the matches counted up to countLimit; the page's rows
 * are read next by their ids, so that an offset skips ids only. A deep page is counted first and,
 * where it reaches the end, read from there (fromTheEnd).
 */
export async function pageOfIds(
  { prisma }: Pick<PlatformServices, "prisma">,
  query: ListQuery<unknown>,
  { from, where, keys }: PageSql,
): Promise<{ ids: number[]; total: number | null }> {
  const page = async (range: ListQuery<unknown>) =>
    (
      await prisma.$queryRaw<{ id: number }[]>`SELECT ${keys[keys.length - 1]} AS "id" FROM ${from} WHERE ${where}
        ORDER BY ${sqlOrder(keys, range)} LIMIT ${range.end - range.start + 1} OFFSET ${range.start}`
    ).map((row) => row.id);
  const count = async () =>
    (
      await prisma.$queryRaw<[{ counted: number }]>`
        SELECT count(*)::int AS "counted" FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${countLimit(query)}) matched`
    )[0].counted;
  if (isDeepPage(query)) {
    const counted = await count();
    const reversed = fromTheEnd(query, counted);
    const ids = reversed ? (await page(reversed)).reverse() : await page(query);
    return { ids, total: totalOf(counted, query) };
  }
  const [ids, counted] = await Promise.all([page(query), count()]);
  return { ids, total: totalOf(counted, query) };
}
