// Gapless document numbers: INV-2026-000001, INV-2026-000002, … and CN-2026-000001 for credit
// notes, one sequence per kind and calendar year (UTC). A number is taken inside the transaction
// that issues the document: the upsert locks the year's counter row until that transaction ends,
// so concurrent payments take consecutive numbers one after another, and a transaction that rolls
// back releases its number to the next one. No number is ever skipped or given twice.
import type { Tx } from "@shop/db";

export type DocumentKind = "invoice" | "credit_note";

const PREFIX: Record<DocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** The document's number for the year of `issuedAt`. Call it only in the issuing transaction. */
export async function takeDocumentNumber(tx: Tx, kind: DocumentKind, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentSequence" ("kind", "year", "last") VALUES (${kind}, ${year}, 1)
    ON CONFLICT ("kind", "year") DO UPDATE SET "last" = "DocumentSequence"."last" + 1
    RETURNING "last"`;
  return `${PREFIX[kind]}-${year}-${String(row.last).padStart(6, "0")}`;
}
