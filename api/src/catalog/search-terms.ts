// What a search text asks for, before the database is asked (product-search.ts runs the query):
// the text folded as the database folds the products' texts, cut into the units that must each
// match (a word, or a phrase the vocabulary knows, such as "sexually transmitted"), each with the
// words and categories the language's vocabulary (search-vocabulary/) gives it.
import type { Language } from "@shop/shared";
import { SEARCH_VOCABULARY } from "./search-vocabulary/index.ts";

/** One part of a search that a product must match, unless it is filler beside other words. */
export interface SearchUnit {
  /** As typed, folded; German also with ae/oe/ue read as ä/ö/ü. */
  typed: string[];
  /** The words that mean the same (its synonyms), folded: found in names as whole words or word starts. */
  related: string[];
  /** The categories its synonyms belong to (slugs). */
  categories: string[];
  /** A filler word ("test", "für") in a search that has other words: it ranks, never narrows. */
  optional: boolean;
}

/** Letters that unaccent() spells with two letters or a different base letter, as the database does. */
const RESPELLED: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ё: "е",
  Ё: "Е",
};

/**
 * The text as the database's shop_search_text() folds it (prisma/migrations/…_product_search):
 * lower case, Latin letters without accents (ä → a, ß → ss; Cyrillic as written but ё → е), every run of
 * characters other than letters and digits one space. search-terms.test.ts checks both agree.
 */
export function foldSearchText(value: string): string {
  return value
    .replace(/[ßẞæÆœŒøØłŁđĐёЁ]/g, (letter) => RESPELLED[letter])
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** German shoppers without umlauts on their keyboard write ae, oe, ue: "maenner" is also "manner". */
function spellings(language: Language, folded: string): string[] {
  const respelled = language === "de" ? folded.replace(/([aou])e/g, "$1") : folded;
  return respelled === folded ? [folded] : [folded, respelled];
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, or more than `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], before[j - 2] + 1);
      }
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/**
 * Whether typed text stands for a vocabulary term: the term itself, the term with an ending of up
 * to three letters ("drugs", "Geschlechtskrankheiten", "наркотици"), or a small typo of it (one
 * edit from five letters, two from nine). Shorter terms only as written: "hvi" is not "hiv".
 */
function standsFor(typed: string, term: string): boolean {
  if (typed === term) return true;
  if (term.length < 5) return false;
  if (typed.startsWith(term) && typed.length - term.length <= 3) return true;
  const allowed = term.length >= 9 ? 2 : 1;
  return editDistance(typed, term, allowed) <= allowed;
}

/** Shorter words are matched only as written: four letters are too few to tell a typo from another word. */
const FUZZY_MIN_LENGTH = 5;

/**
 * What a typed word may be a typo of among the words of the names on sale (catalog-index.ts): a
 * word, or the start of one ("drogn" → "drogen" in "drogentest"), one edit away from five letters,
 * two from nine, as for the vocabulary's terms (standsFor). Words that hold the typed word match as
 * written already and are left out. Empty for a shorter word.
 */
export function nearWords(typed: string, words: Iterable<string>): string[] {
  if (typed.length < FUZZY_MIN_LENGTH) return [];
  const allowed = typed.length >= 9 ? 2 : 1;
  // The start of a word as long as the typed word first, then a letter shorter or longer, and so on.
  const lengths = [0, -1, 1, -2, 2].filter((step) => Math.abs(step) <= allowed).map((step) => typed.length + step);
  const near = new Set<string>();
  for (const word of words) {
    if (word.includes(typed)) continue;
    const start = lengths
      .filter((length) => length <= word.length && length >= FUZZY_MIN_LENGTH - 1)
      .map((length) => word.slice(0, length))
      .find((part) => editDistance(typed, part, allowed) <= allowed);
    if (start) near.add(start);
  }
  return [...near];
}

interface Vocabulary {
  filler: Set<string>;
  /** Each list of words that mean the same, folded, with the category it belongs to. */
  synonyms: { category?: string; words: string[] }[];
  /** The most words a term has: the longest phrase worth looking up. */
  longest: number;
}

const vocabularies = new Map<Language, Vocabulary>();

function vocabularyOf(language: Language): Vocabulary {
  let found = vocabularies.get(language);
  if (!found) {
    const source = SEARCH_VOCABULARY[language];
    const synonyms = source.synonyms.flatMap((group) =>
      group.synonyms.map((words) => ({
        category: group.category,
        words: [...new Set(words.map(foldSearchText).filter(Boolean))],
      })),
    );
    const longest = Math.max(1, ...synonyms.flatMap((set) => set.words.map((word) => word.split(" ").length)));
    found = { filler: new Set(source.filler.map(foldSearchText)), synonyms, longest };
    vocabularies.set(language, found);
  }
  return found;
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/**
 * The units of a search, in the order typed. Phrases the vocabulary knows are read as one unit,
 * the longest first ("sexually transmitted" is one, not "sexually" and "transmitted"). Empty when
 * the text has no letters or digits.
 */
export function searchUnits(language: Language, q: string): SearchUnit[] {
  const words = foldSearchText(q).split(" ").filter(Boolean);
  const vocabulary = vocabularyOf(language);
  const units: Omit<SearchUnit, "optional">[] = [];
  const filler: boolean[] = [];
  for (let start = 0; start < words.length;) {
    for (let length = Math.min(vocabulary.longest, words.length - start); length >= 1; length--) {
      const typed = spellings(language, words.slice(start, start + length).join(" "));
      const sets = vocabulary.synonyms.filter((set) =>
        set.words.some((word) => typed.some((form) => standsFor(form, word))),
      );
      if (sets.length === 0 && length > 1) continue;
      units.push({
        typed,
        related: unique(sets.flatMap((set) => set.words)).filter((word) => !typed.includes(word)),
        categories: unique(sets.flatMap((set) => (set.category ? [set.category] : []))),
      });
      filler.push(sets.length === 0 && vocabulary.filler.has(typed[0]));
      start += length;
      break;
    }
  }
  const onlyFiller = filler.every(Boolean);
  return units.map((unit, index) => ({ ...unit, optional: filler[index] && !onlyFiller }));
}
