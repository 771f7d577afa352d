// What the console's list calls ask of a store, once rest.ts has read and validated them: a filter,
// one sort field and a range of rows (both ends included, as ra-data-simple-rest sends them). A
// store answers the page and the total.

export interface ListQuery<F = Record<string, unknown>> {
  sortField: string;
  sortOrder: "asc" | "desc";
  start: number;
  end: number;
  filter: F;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Prisma's skip and take for the query's range. */
export function rowRange(query: ListQuery<unknown>): { skip: number; take: number } {
  return { skip: query.start, take: query.end - query.start + 1 };
}

/**
 * The where clause of an id filter: none for undefined; for null (an id that names no row) or an
 * empty list, one that matches nothing.
 */
export function idIn(ids: number | number[] | null | undefined): { in: number[] } | undefined {
  if (ids === undefined) return undefined;
  return { in: ids === null ? [] : Array.isArray(ids) ? ids : [ids] };
}

/** Sorts and pages an in-memory list (the catalog is small enough to filter in memory). */
export function pageInMemory<T>(
  rows: T[],
  query: ListQuery<unknown>,
  value: (row: T, field: string) => unknown,
): ListPage<T> {
  const direction = query.sortOrder === "asc" ? 1 : -1;
  const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  const sorted = [...rows].sort((a, b) => {
    const x = value(a, query.sortField);
    const y = value(b, query.sortField);
    if (typeof x === "string" && typeof y === "string") return collator.compare(x, y) * direction;
    return ((x as number) > (y as number) ? 1 : (x as number) < (y as number) ? -1 : 0) * direction;
  });
  return { rows: sorted.slice(query.start, query.end + 1), total: rows.length };
}
