// Product search and sorting (GET /api/products?q=&sort=, docs/api-contract.md): the public list
// route answers with searchProducts, and the storefront's server renderer loads the search and shop
// pages through it without HTTP (StorefrontReads.searchProducts), so both see the same list.
//
// A search is cut into units (search-terms.ts: words, or phrases the language's vocabulary knows),
// and every unit must match, so each word narrows the list; filler words ("test", "für") only rank.
// A unit matches a product whose name, description text or highlights hold it, whose name comes close to it
// (a typo: "vitamn d"), whose text holds a word of its synonym group, or that is filed under a
// category the unit names or its synonyms stand for ("std" → STI/STD tests). Products that match a
// unit by name or category rank above those that only mention it: for "HIV" every STI test comes
// before any other kit.
//
// Matching happens in the database, on the folded texts it stores beside each translation (lower
// case, no accents, markup or punctuation: prisma/migrations/20261125030200_product_search), through
// pg_trgm's trigram indexes. Descriptions are not compared for near misses: measuring the
// similarity of a long text costs about a hundred times more than finding a word in it. The
// database answers the slugs in order of relevance; the list items themselves come from the
// memoised list of the language (catalog-reads.ts), which also says which products a category holds.
import { Prisma } from "@shop/db";
import type { Language, ProductListItem, ProductQuery, ProductSort } from "@shop/shared";
import type { Deps } from "../context.ts";
import { activeProducts, productList } from "./catalog-reads.ts";
import { foldSearchText, searchUnits, type SearchUnit } from "./search-terms.ts";

/**
 * How close (pg_trgm's word similarity, 0–1) a name must come to a search to match it despite a
 * typo: "vitamn d" to "Vitamin D Rapid Test" is 0.58, "тест за овулацея" to "Тест за овулация …"
 * 0.82, while names that only share a common word ("тест за …") stay below 0.5.
 */
const NAME_SIMILARITY = 0.5;
/** Shorter words match only as written: three letters are too few to tell a typo from another word. */
const FUZZY_MIN_LENGTH = 4;
/** Words this short match whole words only: "sti" is not the start of "Stimmung", "hiv" not inside a word. */
const WHOLE_WORD_MAX_LENGTH = 3;
/** Where a form that a name lacks stands in it, for ordering: after the end of any name. */
const NOT_IN_NAME = 100_000;

/** The products on sale in `language`, matching `q` (by relevance unless sorted), of `category`, in `sort` order. */
export async function searchProducts(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
  { language, q, sort, category }: ProductQuery,
): Promise<ProductListItem[]> {
  if (!q) return sortedProducts(deps, language, sort, category);
  const all = await activeProducts(deps, language);
  const slugs = await matchingSlugs(deps, language, q, all);
  const bySlug = new Map(all.map((product) => [product.slug, product]));
  // A product made inactive between the two reads is left out, like the list leaves it out.
  const found = slugs.flatMap((slug) => bySlug.get(slug) ?? []).filter(inCategory(category));
  return sort ? found.sort(comparator(sort, language, all)) : found;
}

/** The list without a search: newest first, or in `sort` order (memoised until the next catalog write). */
async function sortedProducts(
  deps: Pick<Deps, "catalogCache" | "prisma" | "uploads">,
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

/** The slugs of the active products matching `q` in `language`, most relevant first. */
async function matchingSlugs(
  deps: Pick<Deps, "prisma">,
  language: Language,
  q: string,
  all: ProductListItem[],
): Promise<string[]> {
  const units = searchUnits(language, q);
  if (units.length === 0) return [];
  const [, rows] = await deps.prisma.$transaction([
    similarityThreshold(deps),
    deps.prisma.$queryRaw<{ slug: string }[]>(productMatchQuery(language, units, filedUnder(units, all))),
  ]);
  return rows.map((row) => row.slug);
}

/** The similarity operator (<%) reads its threshold from a setting: set for one transaction only. */
export function similarityThreshold(deps: Pick<Deps, "prisma">) {
  return deps.prisma
    .$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY)}, true)`;
}

/** Whether a folded text holds a folded word: a short one as a whole word, a longer one anywhere. */
const holdsWord = (text: string, form: string) =>
  form.length <= WHOLE_WORD_MAX_LENGTH ? ` ${text} `.includes(` ${form} `) : text.includes(form);

/**
 * For each unit, the products on sale filed under a category it stands for: by its synonyms, or
 * by the category's name in the language holding it as typed ("Drogen" in "Drogentests").
 */
function filedUnder(units: SearchUnit[], all: ProductListItem[]): string[][] {
  const names = new Map(
    all.flatMap((product) => product.categories.map((cat) => [cat.slug, foldSearchText(cat.name)])),
  );
  return units.map((unit) => {
    const categories = new Set(unit.categories);
    if (!unit.optional) {
      for (const [slug, name] of names) if (unit.typed.some((form) => holdsWord(name, form))) categories.add(slug);
    }
    return all.filter((product) => product.categories.some((cat) => categories.has(cat.slug))).map((p) => p.slug);
  });
}

type Sql = Prisma.Sql;
const anyOf = (parts: Sql[]) => (parts.length ? Prisma.join(parts, " OR ", "(", ")") : Prisma.sql`false`);
/** A sum, or null for no terms (a constant would be read as a column's position in ORDER BY). */
const total = (terms: (Sql | null)[]) => {
  const parts = terms.filter((term) => term !== null);
  return parts.length ? Prisma.join(parts, " + ", "(", ")") : null;
};
const best = (parts: Sql[]) => (parts.length ? Prisma.join(parts, ", ", "GREATEST(", ")") : null);

/** The padded text, so a whole word is " word " wherever it stands. */
const padded = (column: Sql) => Prisma.sql`(' ' || ${column} || ' ')`;

/** `column` holds `form` as a whole word. The first LIKE is the one a trigram index answers. */
const wholeWord = (column: Sql, form: string) =>
  Prisma.sql`(${column} LIKE '%' || ${form} || '%' AND ${padded(column)} LIKE '% ' || ${form} || ' %')`;

/** A form as typed: a short one as a whole word, a longer one anywhere, inside a word too ("Fruchtbarkeit" in "Fruchtbarkeitstest"). */
const holds = (column: Sql, form: string) =>
  form.length <= WHOLE_WORD_MAX_LENGTH ? wholeWord(column, form) : Prisma.sql`${column} LIKE '%' || ${form} || '%'`;

/** A synonym: a short one as a whole word, a longer one at a word's start ("tripper" is no part of another word). */
const startsWord = (column: Sql, form: string) =>
  form.length <= WHOLE_WORD_MAX_LENGTH
    ? wholeWord(column, form)
    : Prisma.sql`(${column} LIKE ${form} || '%' OR ${column} LIKE '% ' || ${form} || '%')`;

const NAME = Prisma.sql`t."searchName"`;
const TEXT = Prisma.sql`t."searchDescription"`;
const CLAIMS = Prisma.sql`t."searchHighlights"`;

/**
 * How well the name (or else the description or highlights) shows `form`: 5 the whole name, 4 its
 * start, 3 a word's start, 2 inside a word, 1 the description or a highlight (these two for forms as
 * typed only: `inside`), 0 not at all.
 */
function level(form: string, inside: boolean): Sql {
  const short = form.length <= WHOLE_WORD_MAX_LENGTH;
  return Prisma.sql`CASE
    WHEN ${NAME} = ${form} THEN 5
    WHEN ${short ? Prisma.sql`${NAME} LIKE ${form} || ' %'` : Prisma.sql`${NAME} LIKE ${form} || '%'`} THEN 4
    WHEN ${short ? wholeWord(NAME, form) : Prisma.sql`${NAME} LIKE '% ' || ${form} || '%'`} THEN 3
    WHEN ${inside && !short ? Prisma.sql`${NAME} LIKE '%' || ${form} || '%'` : Prisma.sql`false`} THEN 2
    WHEN ${inside ? Prisma.sql`${holds(TEXT, form)} OR ${holds(CLAIMS, form)}` : Prisma.sql`false`} THEN 1
    ELSE 0 END`;
}

/**
 * The search as one statement, given its units and, per unit, the products filed under a category
 * it stands for. Every condition that finds candidates by text compares a stored folded text
 * ("searchName", "searchDescription", "searchHighlights") with a value computed from the parameters alone, so
 * PostgreSQL can answer it from the trigram indexes (product-search.test.ts checks the plan).
 * Exported for that test.
 */
export function productMatchQuery(language: Language, units: SearchUnit[], filed: string[][]): Sql {
  const parts = units.map((unit, index) => {
    const inName = anyOf([
      ...unit.typed.map((form) => holds(NAME, form)),
      ...unit.related.map((form) => startsWord(NAME, form)),
    ]);
    // Synonyms count in names only: a description that mentions "cycle" does not make a kit an ovulation test.
    const inText = anyOf([TEXT, CLAIMS].flatMap((column) => unit.typed.map((form) => holds(column, form))));
    const typed = unit.typed[0];
    const nearName = typed.length >= FUZZY_MIN_LENGTH ? Prisma.sql`${typed} <% ${NAME}` : Prisma.sql`false`;
    const inCategory = filed[index].length > 0 ? Prisma.sql`p.slug = ANY(${filed[index]})` : Prisma.sql`false`;
    return {
      unit,
      matches: Prisma.sql`(${inName} OR ${inText} OR ${nearName} OR ${inCategory})`,
      strong: Prisma.sql`(${inName} OR ${inCategory})::int`,
      typedLevel: best(unit.typed.map((form) => level(form, true))),
      relatedLevel: best(unit.related.map((form) => level(form, false))),
    };
  });
  const required = parts.filter((part) => !part.unit.optional);
  const phrase = units.map((unit) => unit.typed[0]).join(" ");
  return Prisma.sql`
    SELECT p.slug
    FROM "ProductTranslation" t JOIN "Product" p ON p.id = t."productId"
    WHERE p.active
      AND ${Prisma.join(
        required.map((part) => part.matches),
        " AND ",
      )}
      -- The translation the list shows (catalog/translations.ts): the language's, else English, else any.
      AND t.language = (
        SELECT x.language FROM "ProductTranslation" x WHERE x."productId" = t."productId"
        ORDER BY x.language = ${language}::text DESC, x.language = 'en' DESC, x.language
        LIMIT 1)
    ORDER BY ${Prisma.join(
      [
        // Units found in the name or the category: "HIV" lists every STI test before a kit that only mentions it.
        total(required.map((part) => part.strong)),
        // The whole search in the name: as the name, its start, a word's start, inside it.
        level(phrase, true),
        total(required.map((part) => part.typedLevel)),
        total(required.map((part) => part.relatedLevel)),
        Prisma.sql`word_similarity(${phrase}, ${NAME})`,
        // The name about the search rather than one that also names it: "HIV Self-Test" before
        // "STI Test 4-in-1 – HIV, …", "Самотест за ХИВ" before "Тест за ППИ … ХИВ" for "HIV".
        Prisma.sql`-${Prisma.join(
          [phrase, ...required.flatMap((part) => [...part.unit.typed, ...part.unit.related])].map(
            (form) => Prisma.sql`COALESCE(NULLIF(strpos(${NAME}, ${form}), 0), ${NOT_IN_NAME})`,
          ),
          ", ",
          "LEAST(",
          ")",
        )}`,
        Prisma.sql`similarity(${phrase}, ${NAME})`,
        total(parts.filter((part) => part.unit.optional).map((part) => part.typedLevel)),
        Prisma.sql`p."createdAt"`,
        Prisma.sql`p.id`,
      ].flatMap((key) => (key ? [Prisma.sql`${key} DESC`] : [])),
      ", ",
    )}`;
}
