// The shop's terms and conditions and its withdrawal information with the model withdrawal form,
// per language, exactly as the storefront's pages /{lang}/terms-and-conditions and
// /{lang}/withdrawal show them: read from the storefront's translation files
// (pages.termsAndConditions, pages.withdrawal), the one place these texts are written, so the PDF
// the order confirmation carries (legal-pdf.ts; §312f BGB) says what the pages say. A text's
// {email} is the shop's customer-care address, as the pages fill it in (MAIL_FROM). Read once at
// start-up; a file that is missing or does not fit stops the start with the reason.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { LANGUAGES, type Language } from "@shop/shared";
import { fill } from "../messages/index.ts";

const text = z.string().min(1);

const section = z.object({
  title: text,
  paragraphs: z.array(text).optional(),
  items: z.array(text).optional(),
  /** A link to another page of the shop, by its path after the language ("/withdraw"). */
  link: z.object({ text, path: z.string().startsWith("/") }).optional(),
});

const page = z.object({ title: text, intro: text, sections: z.array(section).min(1), updated: text });

const withdrawalPage = page.extend({
  form: z.object({ title: text, note: text, to: text, lines: z.array(text).min(1), footnote: text }),
});

const translationFile = z.object({
  pages: z.object({ termsAndConditions: page, withdrawal: withdrawalPage }),
});

export type LegalPage = z.infer<typeof page>;

export interface LegalPages {
  terms: LegalPage;
  /** The instructions on withdrawal, and the model withdrawal form. */
  withdrawal: z.infer<typeof withdrawalPage>;
}

/** Every text of a page with its placeholders filled in (an unknown one is a mistake, so it throws). */
function filled<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, values)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, values)])) as T;
  return value;
}

/** The legal pages of each language; a language without a translation file has none, which `of` says. */
export interface LegalPageSet {
  of(language: Language): LegalPages;
}

/**
 * The legal pages per language, from the first of `localesDirs` that exists (each holding
 * `<lang>/translation.json`), with `values` ({email}) filled in. A file that does not read as the
 * two pages stops the start; a language with no file yet (one being added) fails only when an
 * e-mail asks for its pages, so the e-mail waits in the outbox and says why.
 */
export function loadLegalPages(localesDirs: readonly string[], values: { email: string }): LegalPageSet {
  const dir = localesDirs.find((candidate) => existsSync(candidate));
  if (!dir) throw new Error(`The storefront's translation files are missing (looked in ${localesDirs.join(", ")})`);
  const fileOf = (language: Language) => join(dir, language, "translation.json");
  const loaded = new Map<Language, LegalPages>();
  for (const language of LANGUAGES) {
    const file = fileOf(language);
    if (!existsSync(file)) continue;
    try {
      const { pages } = translationFile.parse(JSON.parse(readFileSync(file, "utf8")));
      loaded.set(language, filled({ terms: pages.termsAndConditions, withdrawal: pages.withdrawal }, values));
    } catch (error) {
      throw new Error(`${file}: its terms and withdrawal pages cannot be read: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return {
    of(language) {
      const pages = loaded.get(language);
      if (!pages) throw new Error(`No terms and withdrawal pages in ${language}: ${fileOf(language)} is missing`);
      return pages;
    },
  };
}
