// The API's texts, one file per language (en.ts, de.ts, bg.ts, listed in files.ts), as the
// storefront's (storefront/public/locales) and the console's (admin/src/i18n) are: the shopper's
// e-mails, the invoices and credit notes, the built-in legal texts. A text names its variable
// parts as {placeholders} (the shop's one syntax, packages/shared/src/placeholders.ts), which
// fill() puts in; a text that depends on a number has one key per plural category the language
// has (`validity_one`, `validity_other`), and plural() picks one.
import type { Language } from "@shop/shared";
import { PLACEHOLDER } from "@shop/shared/placeholders";
import type { Messages } from "./en.ts";
import { MESSAGE_FILES } from "./files.ts";

export type { Messages };

/** The texts of one language; a language without its file is a mistake in the code, so it throws. */
export function messages(language: Language): Messages {
  const texts = MESSAGE_FILES[language] as Messages | undefined;
  if (!texts) throw new Error(`api/src/messages/${language}.ts is missing`);
  return texts;
}

/** Puts the values into a text's {placeholders}; a placeholder without a value is a mistake in the code, so it throws. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in "${template}"`);
    return String(value);
  });
}

/**
 * The text of `key` for `count` in `language`: `key_one`, `key_other`… of `group` as
 * Intl.PluralRules decides, with {count} and `values` filled in.
 */
export function plural(
  language: Language,
  group: object,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const texts = group as Record<string, unknown>;
  const text = texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`];
  if (typeof text !== "string") throw new Error(`no plural forms for ${key}`);
  return fill(text, { count, ...values });
}
