// Gapless document numbers: INV-2026-000001, INV-2026-000002, … and CN-2026-000001 for credit
// notes, one sequence per kind and calendar year in the shop's time zone (SHOP_TIME_ZONE: a payment
// at 23:30 on New Year's Eve in Sofia is the new year's there). A number is taken inside the
// transaction that issues the document: the upsert locks the year's counter row until that
// transaction ends, so concurrent payments take consecutive numbers one after another, and a
// transaction that rolls back releases its number to the next one. No number is ever skipped or
// given twice. The order's copy of the number is written by the database from the issued
// document (prisma/migrations/20261201120000_database_guards).
import type { DocumentKind } from "@shop/shared";
import type { Tx } from "@shop/db";
import { yearIn } from "../platform/shop-calendar.ts";

const PREFIX: Record<DocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** The document's number for the year of `issuedAt` in `timeZone`. Call it only in the issuing transaction. */
export async function takeDocumentNumber(
  tx: Tx,
  kind: DocumentKind,
  issuedAt: Date,
  timeZone: string,
): Promise<string> {
  const year = yearIn(issuedAt, timeZone);
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentSequence" ("kind", "year", "last") VALUES (${kind}::"DocumentKind", ${year}, 1)
    ON CONFLICT ("kind", "year") DO UPDATE SET "last" = "DocumentSequence"."last" + 1
    RETURNING "last"`;
  return `${PREFIX[kind]}-${year}-${String(row.last).padStart(6, "0")}`;
}
