// The products on sale as the storefront lists them: one list item per product and language, in
// every order the shop offers, kept in memory and patched product by product. Every list the shop
// shows (a page of the shop or a category, the picks of random rows, a search's results in an order)
// is a slice of it, so no read grows with the catalog and none waits for the database.
//
// It is loaded once, in batches, on the first read, and a catalog write then refreshes only the
// products it changed (CatalogChange, response-cache.ts): one query for those rows, each language's
// entry replaced and moved to its place in every order, in this instance and, through Redis, in the
// others (deps.ts). A write of anything else (a category's name shows in every item) reloads it all.
// Reads wait for a refresh in flight, so a reader after a write never sees the list before it.
//
// Memory: an item is a few hundred bytes; 10,000 products in three languages hold some 30 MB.
import type { Language, ProductListItem, ProductSort } from "@shop/shared";
import { LANGUAGES } from "@shop/shared";
import type { CountryCode } from "@shop/shared/eu";
import type { Prisma } from "@shop/db";
import type { PlatformServices } from "../platform/services.ts";
import type { UploadStore } from "../uploads/store.ts";
import type { CatalogChange } from "./response-cache.ts";
import { foldSearchText } from "./search-terms.ts";
import { pickTranslation } from "./translations.ts";
import { productInclude, toProductListItem } from "./views.ts";

/** Rows read per query while loading: bounds the memory a load takes at any time. */
const LOAD_BATCH = 500;
/**
 * The filed lists one language keeps (an array of references each, up to the catalog's size):
 * more than the shop's categories in every order for a few countries; past it the oldest goes.
 */
export const MAX_FILED_LISTS = 256;

export interface ListedProduct {
  id: number;
  createdAt: number;
  item: ProductListItem;
  /** The language of the translation the item shows: its own, else English, else any (translations.ts). */
  shows: string;
}

/**
 * What a search in one language needs to know of the products on sale (product-search.ts): the
 * products whose item shows another language's text, and every word of the names as searched.
 */
export interface SearchHints {
  /** The products on sale without a text in the language, by id, and the language each shows instead. */
  fallbacks: { ids: number[]; languages: string[] };
  /** The words of the names shown, folded as the database folds them (search-terms.ts). */
  nameWords: ReadonlySet<string>;
}

/** One language's lists; `newest` is every product on sale, newest first. */
interface LanguageLists {
  newest: ListedProduct[];
  bySlug: Map<string, ListedProduct>;
  /** The other orders, each sorted when first asked for, then patched with every change. */
  sorted: Map<ProductSort, ListedProduct[]>;
  /**
   * The products filed under a category and the lists ranked for a delivery country, per category,
   * order and country: cleared by every change, and at most MAX_FILED_LISTS (the category is the
   * request's text: a made-up one is an empty list, and anyone can make up endless ones).
   */
  filed: Map<string, readonly ListedProduct[]>;
  /** Worked out on the first search, cleared by every change. */
  hints: SearchHints | null;
}

export interface CatalogIndex {
  /**
   * Every product on sale in `language`, in `sort` order (newest first by default), of `category`
   * when given; with `country`, those delivered there first (deliveredFirst).
   */
  list(
    language: Language,
    options?: { sort?: ProductSort; category?: string; country?: CountryCode },
  ): Promise<readonly ListedProduct[]>;
  /** The list items of these slugs that are on sale, by slug. */
  bySlug(language: Language): Promise<ReadonlyMap<string, ListedProduct>>;
  /** What a search in `language` needs to know of the products on sale. */
  searchHints(language: Language): Promise<SearchHints>;
  /** Applies a catalog write: refreshes the products it names, or reloads everything. */
  apply(change: CatalogChange | undefined): void;
  /** Settles when every change applied so far is in the lists (tests, and the next read). */
  settled(): Promise<void>;
  /** The filed lists kept for `language` (MAX_FILED_LISTS at most). */
  filedLists(language: Language): Promise<number>;
}

const collators = new Map<Language, Intl.Collator>();

/** The language's alphabetical order: German ä beside a, Bulgarian by the Cyrillic alphabet, 2 before 12. */
function collator(language: Language): Intl.Collator {
  let found = collators.get(language);
  if (!found) collators.set(language, (found = new Intl.Collator(language, { numeric: true })));
  return found;
}

type Order = (a: ListedProduct, b: ListedProduct) => number;

const newestFirst: Order = (a, b) => b.createdAt - a.createdAt || b.id - a.id;

/**
 * What `sort` compares, alone: products it cannot tell apart tie (0). A search's results are sorted
 * by it stably, so ties keep their order of relevance (product-search.ts).
 */
export function sortKeyOrder(sort: ProductSort, language: Language): Order {
  switch (sort) {
    case "newest":
      return newestFirst;
    case "price-asc":
      return (a, b) => a.item.price - b.item.price;
    case "price-desc":
      return (a, b) => b.item.price - a.item.price;
    case "name": {
      const { compare } = collator(language);
      return (a, b) => compare(a.item.name, b.item.name);
    }
  }
}

/** A total order (ties broken newest first), so a patched list is the list sorted anew. */
function orderOf(sort: ProductSort, language: Language): Order {
  const key = sortKeyOrder(sort, language);
  return (a, b) => key(a, b) || newestFirst(a, b);
}

/** The index where `entry` belongs in `list`, sorted by `order` (binary search). */
function placeOf(list: readonly ListedProduct[], entry: ListedProduct, order: Order): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(list[middle], entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The list with the products delivered to `country` first and those blocked for it after them,
 * each part in the list's order: a shopper sees what can be sent to them before what cannot
 * (docs/behaviour.md §21). The list itself when nothing in it is blocked there.
 */
export function deliveredFirst<T extends { item: Pick<ProductListItem, "blockedCountries"> }>(
  list: readonly T[],
  country: CountryCode,
): readonly T[] {
  const blocked = list.filter((entry) => entry.item.blockedCountries.includes(country));
  if (blocked.length === 0) return list;
  return [...list.filter((entry) => !entry.item.blockedCountries.includes(country)), ...blocked];
}

function remove(list: ListedProduct[], entry: ListedProduct) {
  const at = list.indexOf(entry);
  if (at >= 0) list.splice(at, 1);
}

type Row = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

export function createCatalogIndex(deps: Pick<PlatformServices, "prisma"> & { uploads: UploadStore }): CatalogIndex {
  let lists: Promise<Map<Language, LanguageLists>> | null = null;
  /** The changes applied so far, one after the other: a read waits for the last. */
  let work: Promise<unknown> = Promise.resolve();

  const entriesOf = (row: Row) =>
    LANGUAGES.map(
      (language) =>
        [
          language,
          {
            id: row.id,
            createdAt: row.createdAt.getTime(),
            item: toProductListItem(row, language, deps.uploads.linkBase),
            shows: pickTranslation(row.translations, language)?.language ?? language,
          },
        ] as const,
    );

  async function load(): Promise<Map<Language, LanguageLists>> {
    const loaded = new Map<Language, LanguageLists>(
      LANGUAGES.map((language) => [
        language,
        { newest: [], bySlug: new Map(), sorted: new Map(), filed: new Map(), hints: null },
      ]),
    );
    let after = 0;
    for (;;) {
      const rows = await deps.prisma.product.findMany({
        where: { active: true, id: { gt: after } },
        include: productInclude,
        orderBy: { id: "asc" },
        take: LOAD_BATCH,
      });
      for (const row of rows) {
        for (const [language, entry] of entriesOf(row)) {
          const own = loaded.get(language)!;
          own.newest.push(entry);
          own.bySlug.set(entry.item.slug, entry);
        }
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1].id;
    }
    for (const own of loaded.values()) own.newest.sort(newestFirst);
    return loaded;
  }

  const current = () =>
    (lists ??= load().catch((error: unknown) => {
      lists = null;
      throw error;
    }));

  async function refresh(slugs: readonly string[]) {
    if (!lists) return;
    const loaded = await current();
    const rows = await deps.prisma.product.findMany({
      where: { slug: { in: [...slugs] }, active: true },
      include: productInclude,
    });
    const fresh = new Map(rows.map((row) => [row.slug, entriesOf(row)]));
    for (const [language, own] of loaded) {
      own.filed.clear();
      own.hints = null;
      // The products' former entries (a renamed product is under its old slug), then their new ones.
      const gone = new Set([...slugs, ...rows.map((row) => row.slug)]);
      const former = own.newest.filter((entry) => gone.has(entry.item.slug) || rows.some((row) => row.id === entry.id));
      for (const entry of former) {
        own.bySlug.delete(entry.item.slug);
        remove(own.newest, entry);
        for (const sorted of own.sorted.values()) remove(sorted, entry);
      }
      for (const entries of fresh.values()) {
        const entry = entries.find(([entryLanguage]) => entryLanguage === language)![1];
        own.bySlug.set(entry.item.slug, entry);
        own.newest.splice(placeOf(own.newest, entry, newestFirst), 0, entry);
        for (const [sort, sorted] of own.sorted)
          sorted.splice(placeOf(sorted, entry, orderOf(sort, language)), 0, entry);
      }
    }
  }

  const ready = async () => {
    await work.catch(() => {});
    return current();
  };

  return {
    async list(language, { sort = "newest", category, country } = {}) {
      const own = (await ready()).get(language)!;
      let ordered: readonly ListedProduct[] = own.newest;
      if (sort !== "newest") {
        let sorted = own.sorted.get(sort);
        if (!sorted) own.sorted.set(sort, (sorted = [...own.newest].sort(orderOf(sort, language))));
        ordered = sorted;
      }
      if (!category && !country) return ordered;
      const key = `${sort} ${category ?? ""} ${country ?? ""}`;
      let filed = own.filed.get(key);
      if (!filed) {
        filed = category
          ? ordered.filter((entry) => entry.item.categories.some((cat) => cat.slug === category))
          : ordered;
        if (country) filed = deliveredFirst(filed, country);
        if (own.filed.size >= MAX_FILED_LISTS) own.filed.delete(own.filed.keys().next().value!);
        own.filed.set(key, filed);
      }
      return filed;
    },
    async bySlug(language) {
      return (await ready()).get(language)!.bySlug;
    },
    async searchHints(language) {
      const own = (await ready()).get(language)!;
      if (!own.hints) {
        const others = own.newest.filter((entry) => entry.shows !== language);
        const nameWords = new Set<string>();
        for (const entry of own.newest)
          for (const word of foldSearchText(entry.item.name).split(" ")) nameWords.add(word);
        nameWords.delete("");
        own.hints = {
          fallbacks: { ids: others.map((entry) => entry.id), languages: others.map((entry) => entry.shows) },
          nameWords,
        };
      }
      return own.hints;
    },
    apply(change) {
      if (!change) {
        // Reloaded on the next read: a category's name or a language may have changed every item.
        lists = null;
        return;
      }
      // A failed refresh (the database away) leaves lists that may be stale: reload them next time.
      work = work
        .catch(() => {})
        .then(() => refresh(change.products))
        .catch(() => {
          lists = null;
        });
    },
    async settled() {
      await work.catch(() => {});
    },
    async filedLists(language) {
      return lists ? (await lists).get(language)!.filed.size : 0;
    },
  };
}
