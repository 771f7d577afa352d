// Optimistic concurrency for the records staff edit: every save names the version it was made on,
// and a save over a version that has moved on is refused instead of silently undoing the other
// change. The console shows the message and reloads the record.
import type { Prisma } from "@shop/db";
import { ApiError, notFound } from "../errors.ts";

const RECORDS = {
  product: { table: "Product", noun: "product", name: "Product" },
  category: { table: "Category", noun: "category", name: "Category" },
  post: { table: "BlogPost", noun: "blog post", name: "Blog post" },
  user: { table: "AdminUser", noun: "user", name: "User" },
} as const;

type Kind = keyof typeof RECORDS;

export function staleRecord(kind: Kind): ApiError {
  return new ApiError(
    409,
    "stale_record",
    `This ${RECORDS[kind].noun} was changed by someone else after you opened it; reload it and make your change again`,
    "version",
  );
}

/**
 * First step of a save's transaction: takes the record's row lock and moves its version on, so
 * nothing else changes the record until the save commits. Throws 409 stale_record when the
 * editor's version (`expected`) is outdated, 404 when the record is gone; an undefined
 * `expected` (the API's first clients send none) skips the comparison.
 */
export async function moveVersionOn(
  tx: Prisma.TransactionClient,
  kind: Kind,
  id: number,
  expected: number | undefined,
): Promise<void> {
  const { table, name } = RECORDS[kind];
  // The table name comes from the fixed list above, never from the request.
  const moved = await tx.$executeRawUnsafe(
    `UPDATE "${table}" SET "version" = "version" + 1 WHERE "id" = $1 AND ($2::integer IS NULL OR "version" = $2::integer)`,
    id,
    expected ?? null,
  );
  if (moved === 1) return;
  const exists = await tx.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "${table}" WHERE "id" = $1`, id);
  throw exists.length ? staleRecord(kind) : notFound(name);
}
