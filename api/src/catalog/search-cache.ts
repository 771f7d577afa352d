// The latest searches' answers (product-search.ts), so that shoppers asking what others asked a
// moment ago, and the search page's server render followed by its browser's read, cost one query.
// A cache of its own, bounded: anyone can make up endless texts, and they must not push the lists
// and products every visitor reads out of the response cache (response-cache.ts). The least
// recently asked search goes first; every catalog write, this instance's or another's, empties it
// (deps.ts), since a write may change what any search finds or its order.
import type { ProductPage } from "@shop/shared";

/** Searches kept: a page's answer is a few dozen slugs and a count, a few kilobytes. */
const MAX_SEARCHES = 500;

export interface SearchCache {
  /** The answer kept under `key`, or computed, kept and answered (a failure is not kept). */
  get(key: string, compute: () => Promise<ProductPage>): Promise<ProductPage>;
  /** Forgets every answer (after a catalog write). */
  clear(): void;
  readonly size: number;
}

export function createSearchCache(limit = MAX_SEARCHES): SearchCache {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const answers = new Map<string, Promise<ProductPage>>();
  let generation = 0;
  return {
    get(key, compute) {
      const kept = answers.get(key);
      if (kept) {
        answers.delete(key);
        answers.set(key, kept);
        return kept;
      }
      const started = generation;
      const answer = compute();
      answers.set(key, answer);
      if (answers.size > limit) answers.delete(answers.keys().next().value!);
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
      // A write during the query may have changed its answer: the next asker computes it anew.
      void answer.then(
        () => {
          if (generation !== started && answers.get(key) === answer) answers.delete(key);
        },
        () => {},
      );
      return answer;
    },
    clear() {
      generation++;
      answers.clear();
    },
    get size() {
      return answers.size;
    },
  };
}
