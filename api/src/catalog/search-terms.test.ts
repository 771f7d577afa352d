// How a search text is read before the database is asked: folded as the database folds the
// products' texts (checked against the database's own function), cut into units, with the
// language's synonyms and filler words (search-vocabulary/).
import { SEED_CATEGORIES, SEED_PRODUCTS } from "@shop/demo-catalog";
import { LANGUAGES } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/harness.ts";
import { foldSearchText, searchUnits } from "./search-terms.ts";
import { SEARCH_VOCABULARY } from "./search-vocabulary/index.ts";

describe("reading a search", () => {
  it("reads a vocabulary phrase as one unit with its group's words and category", () => {
    const [unit, ...rest] = searchUnits("en", "Sexually Transmitted Diseases");
    expect(rest).toEqual([]);
    expect(unit).toMatchObject({ typed: ["sexually transmitted diseases"], categories: ["stistd-tests"] });
    expect(unit.related).toEqual(expect.arrayContaining(["std", "sti", "venereal"]));
    expect(unit.related).not.toContain("hiv");
  });

  it("finds a group from an ending or a small typo, never from three letters", () => {
    expect(searchUnits("de", "Geschlechtskrankheiten")[0].categories).toEqual(["stistd-tests"]);
    expect(searchUnits("bg", "наркотици")[0].categories).toEqual(["drug-tests"]);
    expect(searchUnits("en", "chlamidia")[0].categories).toEqual(["stistd-tests"]);
    expect(searchUnits("en", "ovulaton")[0].categories).toEqual(["ovulation-test"]);
    expect(searchUnits("en", "hiv")[0].categories).toEqual(["stistd-tests"]);
    expect(searchUnits("en", "hvi")[0]).toEqual({ typed: ["hvi"], related: [], categories: [], optional: false });
    // Latin abbreviations in Bulgarian and German too.
    expect(searchUnits("bg", "HIV")[0].categories).toEqual(["stistd-tests"]);
    expect(searchUnits("bg", "ХИВ")[0].related).toEqual(["hiv", "спин", "aids"]);
    expect(searchUnits("de", "std")[0].categories).toEqual(["stistd-tests"]);
  });

  it("lets filler words rank beside other words, and search alone", () => {
    expect(searchUnits("en", "std test").map((unit) => [unit.typed[0], unit.optional])).toEqual([
      ["std", false],
      ["test", true],
    ]);
    expect(searchUnits("bg", "тест за овулация").map((unit) => unit.optional)).toEqual([true, true, false]);
    expect(searchUnits("en", "test kit").map((unit) => unit.optional)).toEqual([false, false]);
    // A nonsense word is a unit of its own: it has to match.
    expect(searchUnits("en", "zebra test").map((unit) => unit.optional)).toEqual([false, true]);
  });

  it("reads German ae, oe, ue as umlauts beside the text as typed, and nothing from no letters", () => {
    expect(searchUnits("de", "MAENNER")[0].typed).toEqual(["maenner", "manner"]);
    expect(searchUnits("en", "maenner")[0].typed).toEqual(["maenner"]);
    expect(searchUnits("en", "-- !!")).toEqual([]);
  });

  it("names only categories of the catalog, in each language's file", () => {
    const slugs = new Set(SEED_CATEGORIES.map((category) => category.slug));
    for (const language of LANGUAGES) {
      const named = new Set(SEARCH_VOCABULARY[language].synonyms.flatMap((group) => group.category ?? []));
      // Every category of the catalog has words in every language.
      expect(
        [...named].filter((slug) => !slugs.has(slug)),
        language,
      ).toEqual([]);
      expect(named.size, language).toBe(slugs.size);
    }
  });
});

describe("folding as the database folds", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it("folds every vocabulary word and every catalog name as shop_search_text() does", async () => {
    const texts = [
      ...LANGUAGES.flatMap((language) => {
        const vocabulary = SEARCH_VOCABULARY[language];
        return [...vocabulary.filler, ...vocabulary.synonyms.flatMap((group) => group.synonyms.flat())];
      }),
      ...SEED_CATEGORIES.flatMap((category) => LANGUAGES.map((language) => category.name[language])),
      ...SEED_PRODUCTS.flatMap((product) => LANGUAGES.map((language) => product.name[language])),
      "Straße ÆRØ Łódź Đakovo Ёлка йод Ñandú naïve café Fruehschwangerschaft 10 mIU/ml",
    ];
    const rows = await shop.deps.prisma.$queryRaw<{ folded: string[] }[]>`
      SELECT array_agg(shop_search_text(text) ORDER BY position) AS folded
      FROM unnest(${texts}::text[]) WITH ORDINALITY AS given(text, position)`;
    expect(texts.map(foldSearchText)).toEqual(rows[0].folded);
  });
});
