// The shape of a language's search vocabulary (en.ts, de.ts, bg.ts beside this file): what the
// product search (../product-search.ts) knows about the words shoppers type beyond the catalog's
// own texts. Plain data, so the vocabulary can change without touching the search.

/** The words people type for what one category of the catalog sells (or for one thing, without a category). */
interface SynonymGroup {
  /**
   * The slug of the category whose products answer any of these words, ranked below the products
   * that name the word. None: the words only stand for each other in the products' names.
   */
  category?: string;
  /**
   * Lists of words that mean the same ("STI", "STD", "sexually transmitted"; "HIV", "AIDS"):
   * a search for one also finds the names that say another. Written as people type them, in any
   * case and with accents; several words are a phrase. A typed word that starts with a word of
   * five or more letters (a plural, a case ending) or is one small typo away from it counts too.
   */
  synonyms: string[][];
}

export interface SearchVocabulary {
  /**
   * Words that describe nearly every kit ("test", "kit", "for"): beside other words they only
   * rank, they never narrow a search; alone they search as any word does.
   */
  filler: string[];
  synonyms: SynonymGroup[];
}
