// Product search and sorting (GET /api/products?q=&sort=) on the demo catalog's real texts in
// en/de/bg, plus a few made-up kits whose names test the ranking: accents, case, typos, Cyrillic,
// German spellings, descriptions, relevance, inactive products, every sort, and the 400s.
// Runs on PostgreSQL too (api/vitest.config.ts): the search's SQL, trigram and unaccent.
import { gunzipSync } from "node:zlib";
import { Prisma } from "@shop/db";
import { SEED_CATEGORIES, SEED_PRODUCTS } from "@shop/demo-catalog";
import { LANGUAGES, MAX_PRODUCT_PAGE_SIZE, type ProductListItem } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/harness.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { productMatchQuery, searchProducts, searchSettings } from "./product-search.ts";
import { searchUnits } from "./search-terms.ts";

let shop: TestShop;

/** Made-up kits around one made-up word, created oldest first: the least relevant is the newest. */
const RANKED = [
  { slug: "lumora", name: "Lumora", description: "<p>A kit.</p>" },
  { slug: "lumora-rapid", name: "Lumora Rapid Test", description: "<p>A kit.</p>" },
  { slug: "saliva-lumora", name: "Saliva Test Lumora Edition", description: "<p>A kit.</p>" },
  { slug: "prolumoran", name: "Prolumoran Kit", description: "<p>A kit.</p>" },
  { slug: "hormone-panel", name: "Hormone Panel", description: "<p>Measures <strong>lumora</strong> levels.</p>" },
  { slug: "lumorra-check", name: "Lumorra Check", description: "<p>A kit.</p>" },
];

beforeAll(async () => {
  shop = await startTestShop();
  const { prisma } = shop.deps;
  const categoryIds = new Map<string, number>();
  for (const category of SEED_CATEGORIES) {
    const row = await prisma.category.create({
      data: {
        slug: category.slug,
        position: category.position,
        translations: { create: LANGUAGES.map((language) => ({ language, name: category.name[language] })) },
      },
    });
    categoryIds.set(category.slug, row.id);
  }
  const start = Date.now() - 1_000_000;
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    await prisma.product.create({
      data: {
        slug: product.slug,
        priceCents: product.priceCents,
        stock: product.stock,
        createdAt: new Date(start + index * 1000),
        categories: { connect: product.categorySlugs.map((slug) => ({ id: categoryIds.get(slug)! })) },
        translations: {
          create: LANGUAGES.map((language) => ({
            language,
            name: product.name[language],
            description: sanitizeRichText(product.description[language]),
          })),
        },
      },
    });
  }
  for (const [index, kit] of RANKED.entries()) {
    await prisma.product.create({
      data: {
        slug: kit.slug,
        priceCents: 1000 + index,
        createdAt: new Date(start + 100_000 + index * 1000),
        // English only: the other languages show the English name (catalog/translations.ts) and search it.
        translations: { create: [{ language: "en", name: kit.name, description: kit.description }] },
      },
    });
  }
  // A category no vocabulary knows, holding a kit whose texts never name it; and a claim made only
  // in a product's highlights.
  const gut = await prisma.category.create({
    data: {
      slug: "gut-health",
      position: 9,
      translations: {
        create: [
          { language: "en", name: "Gut health" },
          { language: "de", name: "Darmgesundheit" },
          { language: "bg", name: "Здраве на червата" },
        ],
      },
    },
  });
  await prisma.product.create({
    data: {
      slug: "stool-panel",
      priceCents: 4900,
      createdAt: new Date(start + 50_000),
      categories: { connect: [{ id: gut.id }] },
      translations: {
        create: LANGUAGES.map((language) => ({
          language,
          name: "Kelvor Panel",
          description: "<p>A kit.</p>",
          highlights: ["Result after 3 days", "Quindrel sensitivity 98%"],
        })),
      },
    },
  });
  await prisma.product.create({
    data: {
      slug: "retired-lumora",
      priceCents: 500,
      active: false,
      translations: {
        create: LANGUAGES.map((language) => ({
          language,
          name: `Lumora Ovulation Test ${language}`,
          description: "<p>Vitamin D</p>",
        })),
      },
    },
  });
  shop.deps.catalogCache.invalidate();
});
afterAll(() => shop.close());

/** A whole list (the demo catalog and this file's kits are fewer than a page of the most the API gives). */
const list = async (query: string) => {
  const response = await shop.request(`/api/products?${query}&pageSize=${MAX_PRODUCT_PAGE_SIZE}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as ProductListItem[];
};
const slugs = async (query: string) => (await list(query)).map((product) => product.slug);
const search = (lang: string, q: string) => slugs(`lang=${lang}&q=${encodeURIComponent(q)}`);
/** The STI/STD tests of the demo catalog. */
const STI = SEED_PRODUCTS.filter((product) => product.categorySlugs.includes("stistd-tests"))
  .map((product) => product.slug)
  .sort();

describe("searching product names and descriptions", () => {
  it("ignores case and accents, in the names and the descriptions", async () => {
    expect((await search("en", "VITAMIN d")).slice(0, 2)).toEqual(["vitamin-d-b12-lab-test", "vitamin-d-test"]);
    for (const q of ["Frühschwangerschaftstest", "FRUHSCHWANGERSCHAFTSTEST", "fruehschwangerschaftstest"]) {
      expect((await search("de", q))[0], q).toBe("early-pregnancy-test");
    }
    // "Männer" is in the names of two kits; "für" only in descriptions of others.
    for (const q of ["Männer", "manner", "MAENNER"]) {
      expect((await search("de", q)).slice(0, 2).sort(), q).toEqual([
        "chlamydia-rapid-test",
        "male-fertility-sperm-test",
      ]);
    }
  });

  it("finds German words from their stem, with a hyphen or an s, and ß as ss", async () => {
    for (const q of ["Fruchtbarkeit", "fruchtbarkeits", "Fruchtbarkeitstest"]) {
      expect((await search("de", q)).slice(0, 2).sort(), q).toEqual(["fertility-tests", "male-fertility-sperm-test"]);
    }
    for (const q of ["Vitamin-D", "vitamin d", "vitamin-d-"]) {
      expect((await search("de", q)).slice(0, 2).sort(), q).toEqual(["vitamin-d-b12-lab-test", "vitamin-d-test"]);
    }
    // "Gebrauchsanweisung auf Deutsch" is in every German description; "Straße" nowhere, "strasse" neither.
    expect(await search("de", "Gebrauchsanweisung")).toHaveLength(SEED_PRODUCTS.length);
    expect(await search("de", "Straße")).toEqual(await search("de", "strasse"));
  });

  it("tolerates small typos", async () => {
    expect((await search("en", "vitamn d")).slice(0, 2).sort()).toEqual(["vitamin-d-b12-lab-test", "vitamin-d-test"]);
    expect((await search("de", "vitamn d")).slice(0, 2).sort()).toEqual(["vitamin-d-b12-lab-test", "vitamin-d-test"]);
    expect((await search("en", "ovulaton")).slice(0, 3).sort()).toEqual([
      "digital-ovulation-test",
      "ovulation-strips-20-pack",
      "ovulation-test",
    ]);
    // A typo of a word the vocabulary knows finds its category too, the kit named by it first.
    const chlamydia = await search("en", "chlamidia");
    expect(chlamydia[0]).toBe("chlamydia-rapid-test");
    expect(chlamydia.sort()).toEqual(STI);
    expect((await search("de", "Geschlechtskrankheitn")).slice(0, STI.length).sort()).toEqual(STI);
    // Three letters are matched as written only: "hiv" is the STI tests, "hvi" nothing.
    expect((await search("en", "hiv")).slice(0, 2)).toEqual(["hiv-self-test", "stistd-tests"]);
    expect(await search("en", "hvi")).toEqual([]);
  });

  it("searches Bulgarian in Cyrillic, in any case and with a typo", async () => {
    const ovulation = await search("bg", "тест за овулация");
    // The two names holding the words as typed, then the strips ("Тест ленти за овулация") as a near match.
    expect(ovulation.slice(0, 2).sort()).toEqual(["digital-ovulation-test", "ovulation-test"]);
    expect(ovulation).toContain("ovulation-strips-20-pack");
    expect(await search("bg", "ТЕСТ ЗА ОВУЛАЦИЯ")).toEqual(ovulation);
    expect((await search("bg", "тест за овулацея")).slice(0, 2).sort()).toEqual([
      "digital-ovulation-test",
      "ovulation-test",
    ]);
    // The three named for ovulation, then the pregnancy test filed under ovulation tests too.
    const typo = await search("bg", "овулацея");
    expect(typo.slice(0, 3).sort()).toEqual(["digital-ovulation-test", "ovulation-strips-20-pack", "ovulation-test"]);
    expect(typo.slice(3)).toEqual(["early-pregnancy-test"]);
    // The same words in English find nothing in Bulgarian texts, and the other way round.
    expect(await search("bg", "ovulation")).not.toContain("ovulation-test");
    expect(await search("en", "овулация")).toEqual([]);
  });

  it("matches the text of a description, not its markup, below the names that match", async () => {
    // "Cannabis" is in one name and in the description of the 6-substance test; the other drug tests follow.
    const cannabis = await search("en", "cannabis");
    expect(cannabis.slice(0, 2)).toEqual(["thc-cannabis-test", "drug-tests"]);
    expect(cannabis.slice(2).sort()).toEqual(["12-panel-drug-test-cup", "saliva-drug-test"]);
    // Tag names and entities are not text: "strong" and "amp" appear only as markup.
    expect(await search("en", "strong")).toEqual([]);
    expect(await search("en", "lumora").then((found) => found.includes("hormone-panel"))).toBe(true);
  });

  it("ranks the whole name, then its start, a word's start, a part of a word, the description, a near miss", async () => {
    expect(await search("en", "lumora")).toEqual([
      "lumora",
      "lumora-rapid",
      "saliva-lumora",
      "prolumoran",
      "hormone-panel",
      "lumorra-check",
    ]);
    // A product without a German text is searched in the English one it shows.
    expect((await search("de", "lumora"))[0]).toBe("lumora");
  });

  it("leaves inactive products out, and finds nothing for text without letters or digits", async () => {
    expect(await search("en", "lumora")).not.toContain("retired-lumora");
    expect(await search("en", "Lumora Ovulation Test en")).not.toContain("retired-lumora");
    expect(await search("en", "vitamin d")).not.toContain("retired-lumora");
    expect(await search("en", "-- !!")).toEqual([]);
  });

  it("is the same list through the service function the server renderer calls", async () => {
    const direct = (await searchProducts(shop.deps, { language: "bg", q: "тест за овулацея" })).items;
    expect(direct).toEqual(await list(`lang=bg&q=${encodeURIComponent("тест за овулацея")}`));
    expect(direct[0]).toMatchObject({
      name: expect.stringMatching(/овулация/),
      categories: expect.arrayContaining([{ slug: "ovulation-test", name: "Тестове за овулация" }]),
    });
  });
});

describe("finding what people type", () => {
  // Every product of the STI/STD category comes before any other product.
  it.each([
    ["en", "std"],
    ["en", "std test"],
    ["en", "STI"],
    ["en", "HIV"],
    ["en", "sexually transmitted diseases"],
    ["de", "STI"],
    ["de", "std"],
    ["de", "Geschlechtskrankheiten"],
    ["de", "HIV"],
    ["bg", "ХИВ"],
    ["bg", "HIV"],
    ["bg", "ППИ"],
    ["bg", "полово предавани болести"],
  ])("lists the STI/STD tests first for %s “%s”", async (language, q) => {
    const found = await search(language, q);
    expect(found.slice(0, STI.length).sort()).toEqual(STI);
    // Nothing else comes with them: no other kit names these words.
    expect(found).toHaveLength(STI.length);
  });

  it("puts the kit named by the word first among its category", async () => {
    expect((await search("en", "HIV"))[0]).toBe("hiv-self-test");
    expect((await search("bg", "ХИВ"))[0]).toBe("hiv-self-test");
    expect((await search("bg", "HIV"))[0]).toBe("hiv-self-test");
    expect((await search("de", "Chlamydien"))[0]).toBe("chlamydia-rapid-test");
    expect((await search("de", "Tripper")).sort()).toEqual(STI);
  });

  it("finds each category by what people call it, in each language", async () => {
    const category = (slug: string) =>
      SEED_PRODUCTS.filter((product) => product.categorySlugs.includes(slug))
        .map((product) => product.slug)
        .sort();
    const cases: [string, string, string][] = [
      ["en", "drugs", "drug-tests"],
      ["de", "Droge", "drug-tests"],
      ["de", "Drogentest", "drug-tests"],
      ["bg", "наркотик", "drug-tests"],
      ["bg", "THC", "drug-tests"],
      ["en", "fertility", "fertility-tests"],
      ["de", "Kinderwunsch", "fertility-tests"],
      ["bg", "плодовитост", "fertility-tests"],
      ["en", "ovulation", "ovulation-test"],
      ["de", "Eisprung", "ovulation-test"],
      ["bg", "овулация", "ovulation-test"],
      ["en", "vitamin d", "vitamin-d-test"],
      ["de", "Vitamin D", "vitamin-d-test"],
      ["bg", "витамин D", "vitamin-d-test"],
    ];
    for (const [language, q, slug] of cases) {
      const expected = category(slug);
      expect((await search(language, q)).slice(0, expected.length).sort(), `${language} ${q}`).toEqual(expected);
    }
    // Pregnancy is no category: the pregnancy test and the strips with pregnancy tests, named so.
    for (const [language, q] of [
      ["en", "pregnancy"],
      ["en", "pregnant"],
      ["de", "Schwangerschaft"],
      ["de", "schwanger"],
      ["bg", "бременност"],
    ]) {
      expect((await search(language, q)).slice(0, 2).sort(), `${language} ${q}`).toEqual([
        "early-pregnancy-test",
        "ovulation-strips-20-pack",
      ]);
    }
  });

  it("searches category names and highlights as the products' own terms", async () => {
    expect(await search("de", "Darmgesundheit")).toEqual(["stool-panel"]);
    expect(await search("bg", "червата")).toEqual(["stool-panel"]);
    expect(await search("en", "gut")).toEqual(["stool-panel"]);
    expect(await search("en", "quindrel")).toEqual(["stool-panel"]);
    expect(await search("de", "Quindrel Panel")).toEqual(["stool-panel"]);
  });

  it("narrows with every word: a word that matches nothing leaves nothing", async () => {
    for (const [language, q] of [
      ["en", "zebra"],
      ["en", "zebra test"],
      ["en", "std zebra"],
      ["en", "vitamin xyzzy"],
      ["de", "Drogentest Quatschwort"],
      ["bg", "ХИВ зебра"],
    ]) {
      expect(await search(language, q), `${language} ${q}`).toEqual([]);
    }
    // "test" is in every name: beside another word it ranks, it does not add every kit.
    expect(await search("en", "test")).toHaveLength(SEED_PRODUCTS.length + 2);
    expect((await search("en", "cannabis test")).sort()).toEqual((await search("en", "cannabis")).sort());
  });
});

describe("sorting", () => {
  const prices = (items: ProductListItem[]) => items.map((item) => item.price);
  const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);

  it("keeps today's order (newest first) without a sort, and with sort=newest", async () => {
    const plain = await slugs("lang=en");
    expect(plain[0]).toBe("lumorra-check");
    expect(plain.at(-1)).toBe(SEED_PRODUCTS[0].slug);
    expect(await slugs("lang=en&sort=newest")).toEqual(plain);
    expect(await slugs("lang=en&sort=")).toEqual(plain);
  });

  it("sorts by price both ways, ties newest first", async () => {
    const cheapest = await list("lang=en&sort=price-asc");
    expect(cheapest).toHaveLength(SEED_PRODUCTS.length + RANKED.length + 1);
    expect(ascending(prices(cheapest))).toBe(true);
    expect(cheapest[0]).toMatchObject({ slug: "thc-cannabis-test", price: 9.9 });
    // Two kits at €14.90: the iron test, seeded later, is the newer one.
    const fourteenNinety = cheapest.filter((item) => item.price === 14.9).map((item) => item.slug);
    expect(fourteenNinety).toEqual(["iron-ferritin-test", "ovulation-strips-20-pack"]);
    const dearest = await list("lang=en&sort=price-desc");
    expect(prices(dearest)).toEqual(prices(cheapest).reverse());
    expect(dearest[0]).toMatchObject({ slug: "sti-5-panel-lab-test", price: 99 });
  });

  it("sorts by the language's name in its own alphabet", async () => {
    const english = (await list("lang=en&sort=name")).map((item) => item.name);
    // Numbers as numbers: 5 before 12.
    expect(english.indexOf("5-in-1 STI Lab Test (PCR)")).toBeLessThan(
      english.indexOf("12-Panel Drug Test Cup (Urine)"),
    );
    expect(english[english.length - 1]).toBe("Vitamin D Rapid Test (25-OH-D)");
    const german = (await list("lang=de&sort=name")).map((item) => item.name);
    // Not code-point order: "Speichel" before "STI", "Frühschwangerschaftstest" between "Fruchtbarkeit…" and "HIV".
    expect(german.indexOf("Speichel-Drogentest – 6 Substanzen")).toBeLessThan(
      german.indexOf("STI-Labortest 5-in-1 (PCR)"),
    );
    expect(german.filter((name) => name.startsWith("Fr"))).toEqual([
      "Fruchtbarkeitstest für Männer – Spermienkonzentration",
      "Fruchtbarkeitstest für Paare – Spermien + FSH",
      "Frühschwangerschaftstest, 2 Stück (10 mIU/ml)",
    ]);
    const bulgarian = (await list("lang=bg&sort=name")).map((item) => item.name).filter((name) => /^[А-я]/.test(name));
    expect(bulgarian.slice(0, 3)).toEqual([
      "Бърз самотест за сифилис",
      "Бърз тест за витамин D (25-OH-D)",
      "Бърз тест за ППИ 4 в 1 – ХИВ, сифилис, хепатит B и C",
    ]);
    expect(bulgarian.at(-1)).toBe("Тест-чашка за 12 вида наркотици (урина)");
  });

  it("sorts within a category, and the results of a search", async () => {
    const vitamins = await list("lang=en&category=vitamin-d-test&sort=price-desc");
    expect(vitamins.map((item) => item.slug)).toEqual([
      "vitamin-d-b12-lab-test",
      "vitamin-d-test",
      "iron-ferritin-test",
    ]);
    const ovulation = await list("lang=de&category=ovulation-test&sort=price-asc");
    expect(ascending(prices(ovulation))).toBe(true);
    expect(ovulation.every((item) => item.categories.some((cat) => cat.slug === "ovulation-test"))).toBe(true);
    expect(ovulation).toHaveLength(4);

    // The ovulation tests and the pregnancy test filed under them, cheapest first.
    const found = await list(`lang=bg&q=${encodeURIComponent("овулация")}&sort=price-asc`);
    expect(ascending(prices(found))).toBe(true);
    expect(found.map((item) => item.slug).sort()).toEqual([
      "digital-ovulation-test",
      "early-pregnancy-test",
      "ovulation-strips-20-pack",
      "ovulation-test",
    ]);
    const inCategory = await slugs(`lang=en&q=test&category=fertility-tests&sort=price-desc`);
    // Two kits at €39.90: the one whose name holds "test" earlier is the better match.
    expect(inCategory).toEqual([
      "amh-ovarian-reserve-test",
      "fertility-tests",
      "digital-ovulation-test",
      "male-fertility-sperm-test",
      "early-pregnancy-test",
    ]);
    expect(await slugs(`lang=en&q=lumora&sort=newest`)).toEqual([...RANKED].reverse().map((kit) => kit.slug));
  });

  it("pages a sorted search with its total", async () => {
    const response = await shop.request("/api/products?lang=en&q=test&sort=price-asc&page=2&pageSize=5");
    expect(response.headers.get("x-total-count")).toBe(String(SEED_PRODUCTS.length + 2));
    const page = (await response.json()) as ProductListItem[];
    expect(page).toHaveLength(5);
    expect(page[0].price).toBeGreaterThanOrEqual(14.9);
  });

  it("answers compressed to a client that takes gzip (a search is not kept, so it is compressed as it goes)", async () => {
    const plain = await shop.request("/api/products?lang=en&q=test");
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    const zipped = await shop.request("/api/products?lang=en&q=test", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(text) / 2);
    expect(gunzipSync(body).toString()).toBe(text);
  });
});

describe("query string of a search", () => {
  it("answers an unknown sort or an overlong search with a 400 naming the parameter", async () => {
    const cases: [string, string, string][] = [
      ["sort=cheapest", "sort", "sort must be one of price-asc, price-desc, name, newest"],
      ["sort=PRICE-ASC&q=test", "sort", "sort must be one of price-asc, price-desc, name, newest"],
      [`q=${"a".repeat(101)}`, "q", "q must be at most 100 characters"],
    ];
    for (const [query, field, message] of cases) {
      const response = await shop.request(`/api/products?lang=en&${query}`);
      expect({ query, status: response.status, body: await response.json() }).toEqual({
        query,
        status: 400,
        body: { error: { code: "invalid_request", message, field } },
      });
    }
  });

  it("trims the search: spaces alone are no search, 100 letters inside spaces are", async () => {
    expect(await slugs("lang=en&q=%20%20%20")).toEqual(await slugs("lang=en"));
    expect(await slugs(`lang=en&q=${encodeURIComponent(`  ${"a".repeat(100)}  `)}`)).toEqual([]);
    expect(await search("en", "  lumora  ")).toEqual(await search("en", "lumora"));
    // Control characters count as spaces; NUL would otherwise be refused by PostgreSQL.
    expect(await slugs("lang=en&q=lumora%00rapid")).toContain("lumora-rapid");
  });

  it("keeps searches out of the catalog cache, in their own until a write, and keeps the sorted lists", async () => {
    shop.deps.catalogCache.invalidate();
    const sorted = await shop.request("/api/products?lang=en&sort=price-asc");
    expect(sorted.headers.get("etag")).toBeTruthy();
    const cached = shop.deps.catalogCache.size;
    for (let i = 0; i < 30; i++) {
      const response = await shop.request(`/api/products?lang=en&q=kit${i}`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(shop.deps.catalogCache.size).toBe(cached);
    // They are kept apart, bounded (search-cache.ts), until a catalog write makes them stale.
    expect(shop.deps.searchCache.size).toBeGreaterThanOrEqual(30);
    shop.deps.catalogCache.invalidate({ products: ["lumora"] });
    expect(shop.deps.searchCache.size).toBe(0);
    const again = await shop.request("/api/products?lang=en&sort=price-asc", {
      headers: { "if-none-match": sorted.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("the search's plan", () => {
  it("finds candidates through the trigram indexes of names, descriptions and highlights, a short word too", async () => {
    const { prisma } = shop.deps;
    const explain = async (language: "de" | "en", q: string) => {
      const units = searchUnits(language, q);
      const hints = await shop.deps.catalogIndex.searchHints(language);
      // On a catalog this small a scan is cheaper, so the planner is told to avoid one if it can.
      const [, , plan] = await prisma.$transaction([
        prisma.$executeRaw`SET LOCAL enable_seqscan = off`,
        searchSettings(shop.deps),
        prisma.$queryRaw<{ "QUERY PLAN": string }[]>(
          Prisma.sql`EXPLAIN ${productMatchQuery(
            language,
            units,
            units.map(() => []),
            { hints },
          )}`,
        ),
      ]);
      return plan.map((row) => row["QUERY PLAN"]).join("\n");
    };
    // Both spellings inside the name, the description and the highlights.
    const maenner = await explain("de", "maenner");
    expect(maenner.match(/Bitmap Index Scan on "ProductTranslation_searchName_idx"/g)?.length).toBeGreaterThanOrEqual(
      2,
    );
    expect(maenner.match(/Bitmap Index Scan on "ProductTranslation_searchDescription_idx"/g)).toHaveLength(2);
    expect(maenner.match(/Bitmap Index Scan on "ProductTranslation_searchHighlights_idx"/g)).toHaveLength(2);
    expect(maenner).not.toMatch(/Seq Scan on "ProductTranslation"/);
    expect(maenner).not.toMatch(/Bitmap Index Scan on "ProductTranslation_pkey"/);
    // "d3" (a synonym of vitamin D) as a whole word, by patterns that give the index its trigrams.
    const vitamin = await explain("en", "vitamin");
    expect(vitamin).toMatch(/Index Cond: \("searchName" ~~ '% d3 %'::text\)/);
    expect(vitamin).not.toMatch(/'%d3%'/);
  });
});
