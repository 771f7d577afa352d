// The rows of "Language" (prisma/schema.prisma): one per language the shop has offered. The API's
// start-up adds the codes of packages/shared/src/languages.ts after the migrations (api/src/deps.ts),
// so a language added there is accepted by every language column's foreign key without a migration.
// A language taken off the list keeps its row: the orders and texts written in it stay valid.
import type { SqlScriptRunner } from "./database.ts";

/** A language code as the list writes them (ISO 639-1/-2, lower case). */
const CODE = /^[a-z]{2,3}$/;

/** Adds a row for each code the table lacks; answers the codes it added. */
export async function syncLanguages(sql: SqlScriptRunner, codes: readonly string[]): Promise<string[]> {
  const wrong = codes.filter((code) => !CODE.test(code));
  if (wrong.length) throw new Error(`Language codes must be two or three lower-case letters: ${wrong.join(", ")}`);
  // One statement, so instances starting together add each row once.
  const added = await sql.query<{ code: string }>(
    `INSERT INTO "Language" ("code") SELECT unnest($1::text[]) ON CONFLICT ("code") DO NOTHING RETURNING "code"`,
    [[...codes]],
  );
  return added.map((row) => row.code);
}
