// The checks every set of texts passes in its tests, in each of the shop's languages (the
// storefront's translation files, the API's messages, the console's): the texts as key paths, the
// plural forms each language needs, and a translation copied from English.
import { PLACEHOLDER } from "./placeholders.ts";

/** Every text of a tree of messages by its dotted key path (`orderStatus.steps.paid`, `items.0`). */
export function messageLeaves(tree: unknown, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof tree === "string") result.set(prefix, tree);
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree))
      for (const [path, text] of messageLeaves(value, prefix ? `${prefix}.${key}` : key)) result.set(path, text);
  return result;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * What the plural forms of `texts` lack or have too many of for `language` (`key_<category>`, by
 * Intl.PluralRules, as i18next and the API's plural() pick them), and how many plural keys it has:
 * a check that finds none has checked nothing.
 */
export function pluralProblems(texts: Map<string, string>, language: string): { problems: string[]; count: number } {
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const forms = new Map<string, Set<string>>();
  for (const key of texts.keys()) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]));
  }
  const problems = [...forms].flatMap(([base, found]) => [
    ...needed.filter((category) => !found.has(category)).map((category) => `${base}_${category} missing`),
    ...[...found]
      .filter((category) => !needed.includes(category as Intl.LDMLPluralRule))
      .map((category) => `${base}_${category} unused`),
  ]);
  return { problems, count: forms.size };
}

/** Two lower-case words: running text, as opposed to names such as "PayPal" or "TestKit Europe GmbH". */
const SENTENCE = /\b[a-z]{3,}\b.*\b[a-z]{3,}\b/;

/**
 * The keys whose translated text is the English sentence as it is: copied, not translated. A text
 * of placeholders only ("{actor} · {date}") has no words to translate.
 */
export function copiedFromEnglish(english: Map<string, string>, translated: Map<string, string>): string[] {
  return [...translated]
    .filter(([key, text]) => {
      const words = text.replace(PLACEHOLDER, "");
      return english.get(key) === text && /\s/.test(words.trim()) && SENTENCE.test(words);
    })
    .map(([key]) => key);
}
