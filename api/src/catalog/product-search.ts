// Product search and sorting (GET /api/products?q=&sort=, docs/api-contract.md): the public list
// route answers with searchProducts, and the storefront's server renderer loads the search and shop
// pages through it without HTTP (StorefrontReads.searchProducts), so both see the same list.
//
// Matching happens in the database, on the folded texts it stores beside each translation (lower
// case, no accents, markup or punctuation: prisma/migrations/20261125030200_product_search), through
// pg_trgm's trigram indexes: the search is found inside the name or the description's text, or,
// when it is long enough to guess from, the name comes close to it (word similarity: "vitamn d"
// finds "Vitamin D"). Descriptions are not compared for near misses: measuring the similarity of a
// long text costs about a hundred times more than finding a word in it, for every candidate row.
// The database answers the slugs in order of relevance; the list items themselves come from the
// memoised list of the language (catalog-reads.ts).
import { Prisma } from "@shop/db";
import type { Language, ProductListItem, ProductQuery, ProductSort } from "@shop/shared";
import type { Deps } from "../context.ts";
import { activeProducts, productList } from "./catalog-reads.ts";

/**
 * How close (pg_trgm's word similarity, 0–1) a name must come to a search to match it despite a
 * typo: "vitamn d" to "Vitamin D Rapid Test" is 0.58, "тест за овулацея" to "Тест за овулация …"
 * 0.82, while names that only share a common word ("тест за …") stay below 0.5.
 */
const NAME_SIMILARITY = 0.5;
/** Shorter searches match only as written: three letters are too few to tell a typo from another word. */
const FUZZY_MIN_LENGTH = 4;

/** The products on sale in `language`, matching `q` (by relevance unless sorted), of `category`, in `sort` order. */
export async function searchProducts(
  deps: Deps,
  { language, q, sort, category }: ProductQuery,
): Promise<ProductListItem[]> {
  if (!q) return sortedProducts(deps, language, sort, category);
  const [slugs, all] = await Promise.all([matchingSlugs(deps, language, q), activeProducts(deps, language)]);
  const bySlug = new Map(all.map((product) => [product.slug, product]));
  // A product made inactive between the two reads is left out, like the list leaves it out.
  const found = slugs.flatMap((slug) => bySlug.get(slug) ?? []).filter(inCategory(category));
  return sort ? found.sort(comparator(sort, language, all)) : found;
}

/** The list without a search: newest first, or in `sort` order (memoised until the next catalog write). */
async function sortedProducts(
  deps: Deps,
  language: Language,
  sort: ProductSort | undefined,
  category: string | undefined,
): Promise<ProductListItem[]> {
  if (!sort || sort === "newest") return productList(deps, language, category);
  const sorted = await deps.catalogCache.memo(`products:${language}:${sort}`, async () => {
    const all = await activeProducts(deps, language);
    return [...all].sort(comparator(sort, language, all));
  });
  return sorted.filter(inCategory(category));
}

const inCategory = (category: string | undefined) => (product: ProductListItem) =>
  !category || product.categories.some((cat) => cat.slug === category);

const collators = new Map<Language, Intl.Collator>();

/** The language's alphabetical order: German ä beside a, Bulgarian by the Cyrillic alphabet, 2 before 12. */
function collator(language: Language): Intl.Collator {
  let found = collators.get(language);
  if (!found) collators.set(language, (found = new Intl.Collator(language, { numeric: true })));
  return found;
}

/**
 * Orders by `sort`; Array#sort is stable, so products that tie keep the order they came in
 * (newest first, or by relevance). `newestFirst` is every product on sale, newest first.
 */
function comparator(
  sort: ProductSort,
  language: Language,
  newestFirst: ProductListItem[],
): (a: ProductListItem, b: ProductListItem) => number {
  switch (sort) {
    case "price-asc":
      return (a, b) => a.price - b.price;
    case "price-desc":
      return (a, b) => b.price - a.price;
    case "name": {
      const { compare } = collator(language);
      return (a, b) => compare(a.name, b.name);
    }
    case "newest": {
      const position = new Map(newestFirst.map((product, index) => [product.slug, index]));
      return (a, b) => (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0);
    }
  }
}

/** The slugs of the active products whose shown name or description matches `q`, most relevant first. */
async function matchingSlugs(deps: Deps, language: Language, q: string): Promise<string[]> {
  const [, rows] = await deps.prisma.$transaction([
    similarityThreshold(deps),
    deps.prisma.$queryRaw<{ slug: string }[]>(productMatchQuery(language, q)),
  ]);
  return rows.map((row) => row.slug);
}

/** The similarity operator (<%) reads its threshold from a setting: set for one transaction only. */
export function similarityThreshold(deps: Deps) {
  return deps.prisma
    .$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY)}, true)`;
}

/**
 * The search as one statement. Every condition that finds candidates compares a stored folded text
 * ("searchName", "searchDescription") with a value computed from the parameters alone, so
 * PostgreSQL answers it from the trigram indexes (product-search.test.ts checks the plan).
 * Exported for that test.
 */
export function productMatchQuery(language: Language, q: string): Prisma.Sql {
  const phrase = Prisma.sql`shop_search_text(${q})`;
  // German shoppers without umlauts on their keyboard write ae, oe, ue: "Maenner" finds "Männer"
  // (stored folded as "manner"). Tried beside the search as typed, never instead of it.
  const respelled = language === "de" && /[aou]e/i.test(q);
  const forms = respelled
    ? [phrase, Prisma.sql`regexp_replace(shop_search_text(${q}), '([aou])e', '\\1', 'g')`]
    : [phrase];
  const name = Prisma.sql`t."searchName"`;
  const text = Prisma.sql`t."searchDescription"`;
  const any = (test: (form: Prisma.Sql) => Prisma.Sql) => Prisma.join(forms.map(test), " OR ", "(", ")");
  const contains = (column: Prisma.Sql) => any((form) => Prisma.sql`${column} LIKE '%' || ${form} || '%'`);
  const nearName = Prisma.sql`(length(${phrase}) >= ${FUZZY_MIN_LENGTH} AND ${phrase} <% ${name})`;
  return Prisma.sql`
    SELECT p.slug
    FROM "ProductTranslation" t JOIN "Product" p ON p.id = t."productId"
    WHERE p.active
      AND ${phrase} <> ''
      AND (${contains(name)} OR ${contains(text)} OR ${nearName})
      -- The translation the list shows (catalog/translations.ts): the language's, else English, else any.
      AND t.language = (
        SELECT x.language FROM "ProductTranslation" x WHERE x."productId" = t."productId"
        ORDER BY x.language = ${language}::"Language" DESC, x.language = 'en' DESC, x.language
        LIMIT 1)
    ORDER BY
      CASE
        WHEN ${any((form) => Prisma.sql`${name} = ${form}`)} THEN 5
        WHEN ${any((form) => Prisma.sql`${name} LIKE ${form} || '%'`)} THEN 4
        WHEN ${any((form) => Prisma.sql`${name} LIKE '% ' || ${form} || '%'`)} THEN 3
        WHEN ${contains(name)} THEN 2
        WHEN ${contains(text)} THEN 1
        ELSE 0
      END DESC,
      word_similarity(${phrase}, ${name}) DESC,
      p."createdAt" DESC,
      p.id DESC`;
}
