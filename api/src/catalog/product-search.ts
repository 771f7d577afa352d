// Product search and sorting (GET /api/products?q=&sort=, docs/api-contract.md): the public list
// route answers with searchProducts, and the storefront's server renderer loads the search and shop
// pages through it without HTTP (StorefrontReads.searchProducts), so both see the same list.
//
// A search is cut into units (search-terms.ts: words, or phrases the language's vocabulary knows),
// and every unit must match, so each word narrows the list; filler words ("test", "für") only rank.
// A unit matches a product whose name, description text or highlights hold it, whose name comes
// close to it (a typo: "vitamn d" holds "vitamin" and "d"), whose name holds a word of its synonym
// group, or that is filed under a category the unit names or its synonyms stand for ("std" →
// STI/STD tests). Products that match a unit by name or category rank above those that only
// mention it: for "HIV" every STI test comes before any other kit.
//
// Matching happens in the database, on the folded texts it stores beside each translation (lower
// case, no accents, markup or punctuation: prisma/migrations/20261125030200_product_search), through
// pg_trgm's trigram indexes, one part of the statement per unit; categories are joined by slug. A
// typo is matched as the words of the names on sale it may stand for (search-terms.ts nearWords,
// from the catalog index's words), so finding it costs a LIKE like any other word: measuring a
// trigram similarity costs some fifty times more, and is left to ranking the few near matches.
// Descriptions are not compared for near misses. The database answers a page of slugs in order
// of relevance and the count of all matches (docs/performance.md, "Search at 10,000 products");
// the list items themselves come from the catalog index (catalog-index.ts).
import { Prisma } from "@shop/db";
import type { Language, ProductPage, ProductQuery } from "@shop/shared";
import type { Deps } from "../context.ts";
import type { CountryCode } from "@shop/shared/eu";
import { deliveredFirst, sortKeyOrder, type SearchHints } from "./catalog-index.ts";
import { categoryList, listPage, pageOf } from "./catalog-reads.ts";
import { foldSearchText, nearWords, searchUnits, type SearchUnit } from "./search-terms.ts";

/** Words this short match whole words only: "sti" is not the start of "Stimmung", "hiv" not inside a word. */
const WHOLE_WORD_MAX_LENGTH = 3;
/** Where a form that a name lacks stands in it, for ordering: after the end of any name. */
const NOT_IN_NAME = 100_000;

/**
 * A page of the products on sale: all or those of one category, newest first or in `sort` order,
 * or those matching a search text (most relevant first unless sorted).
 */
export function productPage(
  deps: Pick<Deps, "catalogCache" | "catalogIndex" | "prisma" | "searchCache">,
  query: ProductQuery,
): Promise<ProductPage> {
  return query.q ? searchProducts(deps, query) : listPage(deps, query);
}

/**
 * One page of the products on sale in `language` matching `q` (non-empty), of `category`, most
 * relevant first, or in `sort` order. By relevance, the database answers the page's slugs and the
 * count of all matches in one statement; in another order, the slugs of all matches by relevance,
 * whose items (from the catalog index, catalog-index.ts) are then sorted.
 */
export function searchProducts(
  deps: Pick<Deps, "catalogCache" | "catalogIndex" | "prisma" | "searchCache">,
  query: ProductQuery,
): Promise<ProductPage> {
  const { language, q = "", sort, category, country } = query;
  const { page, pageSize } = pageOf(query);
  // Texts that fold alike ("Vitamin D", "vitamin-d") are the same search.
  const key = [language, foldSearchText(q), category ?? "", sort ?? "", page, pageSize, country ?? ""].join("\n");
  return deps.searchCache.get(key, () => findProducts(deps, query));
}

async function findProducts(
  deps: Pick<Deps, "catalogCache" | "catalogIndex" | "prisma">,
  query: ProductQuery,
): Promise<ProductPage> {
  const { language, q = "", sort, category, country } = query;
  const { page, pageSize } = pageOf(query);
  const units = searchUnits(language, q);
  if (units.length === 0) return { items: [], total: 0, page, pageSize };
  const filed = filedUnder(units, await categoryList(deps, language));
  const bySlug = await deps.catalogIndex.bySlug(language);
  const hints = await deps.catalogIndex.searchHints(language);
  if (!sort) {
    const range = { limit: pageSize, offset: (page - 1) * pageSize };
    const [, rows] = await deps.prisma.$transaction([
      searchSettings(deps),
      deps.prisma.$queryRaw<{ slug: string; total: bigint }[]>(
        productMatchQuery(language, units, filed, { category, range, hints, country }),
      ),
    ]);
    // A product made inactive between the two reads is left out, like the list leaves it out.
    const items = rows.flatMap((row) => bySlug.get(row.slug)?.item ?? []);
    return {
      items,
      total: rows.length
        ? Number(rows[0].total)
        : await countMatches(deps, { language, units, filed, category, hints }),
      page,
      pageSize,
    };
  }
  const [, rows] = await deps.prisma.$transaction([
    searchSettings(deps),
    deps.prisma.$queryRaw<{ slug: string }[]>(productMatchQuery(language, units, filed, { category, hints })),
  ]);
  // Array#sort is stable: products the order cannot tell apart keep their order of relevance.
  const sorted = rows.flatMap((row) => bySlug.get(row.slug) ?? []).sort(sortKeyOrder(sort, language));
  const ordered = country ? deliveredFirst(sorted, country) : sorted;
  const start = (page - 1) * pageSize;
  return {
    items: ordered.slice(start, start + pageSize).map((entry) => entry.item),
    total: ordered.length,
    page,
    pageSize,
  };
}

/** How many products match, for a page past the last (its rows carry no count). */
async function countMatches(
  deps: Pick<Deps, "prisma">,
  search: { language: Language; units: SearchUnit[]; filed: string[][]; category?: string; hints: SearchHints },
): Promise<number> {
  const { language, units, filed, ...options } = search;
  const [, rows] = await deps.prisma.$transaction([
    searchSettings(deps),
    deps.prisma.$queryRaw<{ slug: string; total: bigint }[]>(
      productMatchQuery(language, units, filed, { ...options, range: { limit: 1, offset: 0 } }),
    ),
  ]);
  return rows.length ? Number(rows[0].total) : 0;
}

/**
 * The search's settings, for its transaction only. No just-in-time compilation: it costs a search
 * at 10,000 products more (some 60 ms) than it saves in a statement this short. No sequential scan
 * where an index answers: the planner costs a LIKE on a long description like a comparison of two
 * numbers, so it would rather read every translation than OR the trigram indexes, some five times
 * slower at 10,000 products (docs/performance.md, "Search at 10,000 products").
 */
export function searchSettings(deps: Pick<Deps, "prisma">) {
  return deps.prisma.$queryRaw`SELECT set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true)`;
}

/** Whether a folded text holds a folded word: a short one as a whole word, a longer one anywhere. */
const holdsWord = (text: string, form: string) =>
  form.length <= WHOLE_WORD_MAX_LENGTH ? ` ${text} `.includes(` ${form} `) : text.includes(form);

/**
 * For each unit, the slugs of the categories it stands for: by its synonyms, or by the category's
 * name in the language holding it as typed ("Drogen" in "Drogentests"). The query joins the
 * products filed under them (productMatchQuery).
 */
function filedUnder(units: SearchUnit[], categories: { slug: string; name: string }[]): string[][] {
  const names = categories.map((category) => [category.slug, foldSearchText(category.name)] as const);
  return units.map((unit) => {
    const slugs = new Set(unit.categories);
    if (!unit.optional) {
      for (const [slug, name] of names) if (unit.typed.some((form) => holdsWord(name, form))) slugs.add(slug);
    }
    return [...slugs];
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

/**
 * `column` holds `form` as a whole word: all of it, its first or last word, or one between. Each
 * pattern names the word with the space beside it, from which a trigram index takes the word's own
 * trigrams (a two-letter word has some): one LIKE '%d3%' would give it none, and the index would
 * answer every row.
 */
const wholeWord = (column: Sql, form: string) =>
  Prisma.sql`(${column} = ${form} OR ${column} LIKE ${form} || ' %' OR ${column} LIKE '% ' || ${form} || ' %' OR ${column} LIKE '% ' || ${form})`;

/** A form as typed: a short one as a whole word, a longer one anywhere, inside a word too ("Fruchtbarkeit" in "Fruchtbarkeitstest"). */
const holds = (column: Sql, form: string) =>
  form.length <= WHOLE_WORD_MAX_LENGTH ? wholeWord(column, form) : Prisma.sql`${column} LIKE '%' || ${form} || '%'`;

/** A synonym: a short one as a whole word, a longer one at a word's start ("tripper" is no part of another word). */
const startsWord = (column: Sql, form: string) =>
  form.length <= WHOLE_WORD_MAX_LENGTH
    ? wholeWord(column, form)
    : Prisma.sql`(${column} LIKE ${form} || '%' OR ${column} LIKE '% ' || ${form} || '%')`;

/** The product is filed under one of these categories (by slug): a join, not a list of products. */
const filedIn = (slugs: string[]) => Prisma.sql`EXISTS (
  SELECT 1 FROM "_CategoryToProduct" cp JOIN "Category" c ON c.id = cp."A"
  WHERE cp."B" = p.id AND c.slug = ANY(${slugs}))`;

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

/** What the query needs to know beside the search: the language's fallbacks and the names' words (catalog-index.ts). */
type QueryHints = SearchHints;

/**
 * The translation a product's item shows (catalog/translations.ts): the language's own, or for the
 * products without one (the catalog index knows them: usually none), the one each shows instead.
 */
function shown(language: Language, { fallbacks }: QueryHints): Sql {
  if (fallbacks.ids.length === 0) return Prisma.sql`t.language = ${language}`;
  return Prisma.sql`(t.language = ${language} OR EXISTS (
    SELECT 1 FROM unnest(${fallbacks.ids}::int[], ${fallbacks.languages}::text[]) AS f(id, language)
    WHERE f.id = t."productId" AND f.language = t.language))`;
}

/**
 * A near match of the name: every word of the unit as typed, in any order, a longer word also as
 * the name's word it may be a typo of ("vitamn" → "vitamin"). False for a single word with no such
 * word: it matches as typed or not at all.
 */
function nearName(typed: string, hints: QueryHints): Sql {
  const words = typed.split(" ");
  const near = words.map((word) => nearWords(word, hints.nameWords));
  if (words.length === 1 && near[0].length === 0) return Prisma.sql`false`;
  return Prisma.join(
    words.map((word, index) => anyOf([holds(NAME, word), ...near[index].map((form) => holds(NAME, form))])),
    " AND ",
    "(",
    ")",
  );
}

/**
 * The search as one statement, given its units and, per unit, the categories it stands for. For
 * each unit a part of the query finds the products it matches: by text, through the trigram
 * indexes (every condition compares a stored folded text, "searchName", "searchDescription" or
 * "searchHighlights", with a value from the parameters alone, so a bitmap index scan answers it:
 * product-search.test.ts checks the plan), or filed under one of its categories, a join. The
 * products every unit matches are then ranked; only their texts are read. Exported for that test.
 */
export function productMatchQuery(
  language: Language,
  units: SearchUnit[],
  filed: string[][],
  {
    category,
    range,
    hints,
    country,
  }: { category?: string; range?: { limit: number; offset: number }; hints: QueryHints; country?: CountryCode },
): Sql {
  const parts = units.map((unit, index) => {
    const inName = anyOf([
      ...unit.typed.map((form) => holds(NAME, form)),
      ...unit.related.map((form) => startsWord(NAME, form)),
    ]);
    // Synonyms count in names only: a description that mentions "cycle" does not make a kit an ovulation test.
    const inText = anyOf([TEXT, CLAIMS].flatMap((column) => unit.typed.map((form) => holds(column, form))));
    // Every language's texts, then those the items show: asked at once, the planner would read
    // the language's every text through the primary key rather than OR the trigram indexes.
    const text = Prisma.raw(`text${index}`);
    const inTexts = Prisma.sql`${text} AS MATERIALIZED (
      SELECT t."productId", t.language, (${inName})::int AS strong FROM "ProductTranslation" t
      WHERE ${inName} OR ${inText} OR ${nearName(unit.typed[0], hints)})`;
    const byText = Prisma.sql`SELECT t."productId" AS id, t.strong FROM ${text} t WHERE ${shown(language, hints)}`;
    // Filed under a category the unit stands for: found in the name or not, a strong match.
    const byCategory = filed[index].length
      ? Prisma.sql`UNION ALL SELECT cp."B", 1 FROM "_CategoryToProduct" cp JOIN "Category" c ON c.id = cp."A"
          WHERE c.slug = ANY(${filed[index]})`
      : Prisma.empty;
    return {
      unit,
      inTexts,
      matches: Prisma.sql`SELECT id, max(strong) AS strong FROM (${byText} ${byCategory}) m GROUP BY id`,
      typedLevel: best(unit.typed.map((form) => level(form, true))),
      relatedLevel: best(unit.related.map((form) => level(form, false))),
    };
  });
  const required = parts.filter((part) => !part.unit.optional);
  const phrase = units.map((unit) => unit.typed[0]).join(" ");
  return Prisma.sql`
    WITH ${Prisma.join(
      required.map((part) => part.inTexts),
      ", ",
    )}, found AS (
      SELECT id, sum(strong) AS strong FROM (${Prisma.join(
        required.map((part) => part.matches),
        " UNION ALL ",
      )}) units
      GROUP BY id HAVING count(*) = ${required.length})
    SELECT p.slug${range ? Prisma.sql`, count(*) OVER () AS total` : Prisma.empty}
    FROM found JOIN "Product" p ON p.id = found.id
      JOIN "ProductTranslation" t ON t."productId" = p.id AND ${shown(language, hints)}
    WHERE p.active
      ${category ? Prisma.sql`AND ${filedIn([category])}` : Prisma.empty}
    ORDER BY ${Prisma.join(
      [
        // What can be delivered to the shopper's country before what cannot (docs/behaviour.md §21).
        country ? Prisma.sql`NOT (${country} = ANY(p."blockedCountries"))` : null,
        // Units found in the name or the category: "HIV" lists every STI test before a kit that only mentions it.
        Prisma.sql`found.strong`,
        // The whole search in the name: as the name, its start, a word's start, inside it.
        level(phrase, true),
        total(required.map((part) => part.typedLevel)),
        total(required.map((part) => part.relatedLevel)),
        // How close a near match comes (a name holding the search is as close as can be): measured
        // for the names without it only, as it costs some fifty times what a comparison does.
        Prisma.sql`CASE WHEN ${NAME} LIKE '%' || ${phrase} || '%' THEN 1 ELSE word_similarity(${phrase}, ${NAME}) END`,
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
        // Then the shorter name: less that is not the search.
        Prisma.sql`-length(${NAME})`,
        total(parts.filter((part) => part.unit.optional).map((part) => part.typedLevel)),
        Prisma.sql`p."createdAt"`,
        Prisma.sql`p.id`,
      ].flatMap((key) => (key ? [Prisma.sql`${key} DESC`] : [])),
      ", ",
    )}
    ${range ? Prisma.sql`LIMIT ${range.limit} OFFSET ${range.offset}` : Prisma.empty}`;
}
