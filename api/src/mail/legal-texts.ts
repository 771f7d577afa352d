// The legal information every order e-mail closes with, per language: the right of withdrawal
// and any further notice the seller must give. Built-in texts (api/src/messages) suit the demo shop; a real shop's
// lawyer supplies its own in the JSON file LEGAL_TEXTS_FILE names (README, "Configuration"):
//   {"en": {"withdrawal": "…", "notice": "…"}, "de": {…}, "bg": {…}}
// A language or a field the file leaves out keeps the built-in text. Read once at start-up, and a
// file that cannot be read or does not fit stops the start with the reason.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { LANGUAGES, type Language } from "@shop/shared";
import { messages } from "../messages/index.ts";

export interface LegalTexts {
  /** The right of withdrawal, and its exception for sealed health products. */
  withdrawal: string;
  /** Anything else the seller must state (managing director, register court…); may be empty. */
  notice: string;
}

/** The built-in texts (api/src/messages, `legal`); no further notice. */
export const DEFAULT_LEGAL_TEXTS: Record<Language, LegalTexts> = Object.fromEntries(
  LANGUAGES.map((language) => [language, { withdrawal: messages(language).legal.withdrawal, notice: "" }]),
) as Record<Language, LegalTexts>;

const fileSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z
    .object({ withdrawal: z.string().trim().min(1).max(5000), notice: z.string().trim().max(5000) })
    .partial()
    .strict(),
);

/** The legal texts per language: the built-in ones, with what `file` (LEGAL_TEXTS_FILE) replaces. */
export function loadLegalTexts(file?: string): Record<Language, LegalTexts> {
  if (!file) return DEFAULT_LEGAL_TEXTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`LEGAL_TEXTS_FILE ${file} cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = fileSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `LEGAL_TEXTS_FILE ${file}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...DEFAULT_LEGAL_TEXTS[language], ...result.data[language] }]),
  ) as Record<Language, LegalTexts>;
}
