// The demo catalog says only what is true of the shop (docs/behaviour.md §13), in each language.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@shop/shared";
import { SEED_BLOG_POSTS, SEED_CATEGORIES, SEED_PRODUCTS } from "./catalog.ts";
import { copyProblems, HIV, notifiableInfections, treatmentWords } from "./copy-rules.ts";
import { SEED_IVD } from "./ivd.ts";
import { isManufacturerContact, isValidGtin } from "@shop/shared/product-safety";
import { SEED_SAFETY } from "./safety.ts";

/** Every text of the catalog a shopper reads in `language`, named by where it is. */
function catalogTexts(language: Language): [string, string][] {
  return [
    ...SEED_CATEGORIES.map((category): [string, string] => [`category ${category.slug}`, category.name[language]]),
    ...SEED_PRODUCTS.flatMap((product): [string, string][] => [
      [`product ${product.slug} name`, product.name[language]],
      [`product ${product.slug} description`, product.description[language]],
      ...(product.highlights?.[language] ?? []).map((line): [string, string] => [
        `product ${product.slug} claim`,
        line,
      ]),
      [`product ${product.slug} intended use`, SEED_IVD[product.slug]?.intendedUse[language] ?? ""],
      ...(SEED_SAFETY[product.slug]?.warnings[language] ?? []).map((line): [string, string] => [
        `product ${product.slug} warning`,
        line,
      ]),
    ]),
    ...SEED_BLOG_POSTS.flatMap((post): [string, string][] => [
      [`post ${post.slug} title`, post.title[language]],
      [`post ${post.slug} excerpt`, post.excerpt[language]],
      [`post ${post.slug} content`, post.content[language]],
    ]),
  ];
}

describe("the demo catalog", () => {
  it("gives every product its IVD information: a notified body, a manufacturer with an address, a self-test only where its description says so", () => {
    expect(Object.keys(SEED_IVD).sort()).toEqual(SEED_PRODUCTS.map((product) => product.slug).sort());
    for (const product of SEED_PRODUCTS) {
      const ivd = SEED_IVD[product.slug];
      expect(ivd.notifiedBody, product.slug).toMatch(/^\d{4}$/);
      expect(ivd.manufacturer.address.split(",").length, product.slug).toBeGreaterThanOrEqual(2);
      if (product.description.en.includes("for self-testing")) expect(ivd.selfTest, product.slug).toBe(true);
      if (product.description.en.includes("sample collection kit")) expect(ivd.selfTest, product.slug).toBe(false);
    }
  });

  it("gives every product its safety information: a manufacturer with postal and electronic address, a model, a valid GTIN where it has one, warnings in every language", () => {
    expect(Object.keys(SEED_SAFETY).sort()).toEqual(SEED_PRODUCTS.map((product) => product.slug).sort());
    for (const product of SEED_PRODUCTS) {
      const { manufacturer } = SEED_IVD[product.slug];
      const safety = SEED_SAFETY[product.slug];
      expect(manufacturer.name, product.slug).not.toBe("");
      expect(manufacturer.address, product.slug).toMatch(/\d{4}/);
      expect(isManufacturerContact(manufacturer.contact), product.slug).toBe(true);
      if (manufacturer.address.endsWith("Switzerland"))
        expect(manufacturer.euResponsiblePerson, product.slug).toMatch(/Germany/);
      expect(safety.model, product.slug).not.toBe("");
      if (safety.gtin !== null) expect(isValidGtin(safety.gtin), product.slug).toBe(true);
      for (const language of LANGUAGES) {
        expect(safety.warnings[language].length, `${product.slug} ${language}`).toBe(safety.warnings.en.length);
        expect(safety.warnings[language].length, `${product.slug} ${language}`).toBeGreaterThanOrEqual(5);
        if (language !== "en")
          safety.warnings[language].forEach((line, index) =>
            expect(line, `${product.slug} ${language}`).not.toBe(safety.warnings.en[index]),
          );
      }
    }
    const outsideEu = SEED_PRODUCTS.filter((product) => SEED_IVD[product.slug].manufacturer.euResponsiblePerson);
    expect(outsideEu.length).toBeGreaterThan(0);
    expect(SEED_PRODUCTS.some((product) => SEED_SAFETY[product.slug].gtin === null)).toBe(true);
  });

  it.each(LANGUAGES)("promises in %s nothing the shop does not do", (language) => {
    const problems = catalogTexts(language).flatMap(([where, text]) =>
      copyProblems(text, language).map((problem) => `${where} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)(
    "names in %s a notifiable infection other than HIV only on the page of a kit that detects it (HWG §12)",
    (language) => {
      const named = (text: string) => notifiableInfections(text, language);
      const posts = SEED_BLOG_POSTS.flatMap((post) =>
        [post.title, post.excerpt, post.content].flatMap((text) =>
          named(text[language]).map((infection) => `post ${post.slug}: ${infection}`),
        ),
      );
      const categories = SEED_CATEGORIES.flatMap((category) =>
        named(category.name[language]).map((infection) => `category ${category.slug}: ${infection}`),
      );
      const products = SEED_PRODUCTS.flatMap((product) => {
        const detected = named(SEED_IVD[product.slug].intendedUse[language]);
        return [product.name, product.description].flatMap((text) =>
          named(text[language])
            .filter((infection) => !detected.includes(infection))
            .map((infection) => `product ${product.slug}: ${infection}`),
        );
      });
      expect([...posts, ...categories, ...products]).toEqual([]);
    },
  );

  it.each(LANGUAGES)("says in %s nothing of treating or curing where it names a notifiable infection", (language) => {
    const texts: [string, string][] = [
      ...SEED_PRODUCTS.map((product): [string, string] => [`product ${product.slug}`, product.description[language]]),
      ...SEED_BLOG_POSTS.flatMap((post): [string, string][] => [
        [`post ${post.slug} excerpt`, post.excerpt[language]],
        [`post ${post.slug} content`, post.content[language]],
      ]),
    ];
    const notifiable = texts.filter(
      ([, text]) => HIV[language].test(text) || notifiableInfections(text, language).length > 0,
    );
    expect(notifiable.length).toBeGreaterThanOrEqual(4);
    expect(
      notifiable.flatMap(([where, text]) => treatmentWords(text, language).map((word) => `${where}: "${word}"`)),
    ).toEqual([]);
  });

  it("tells where a laboratory's result goes: to the shopper, by e-mail from the laboratory", () => {
    const labKits = SEED_PRODUCTS.filter((product) => product.description.en.includes("prepaid return envelope"));
    expect(labKits.map((product) => product.slug).sort()).toEqual([
      "amh-ovarian-reserve-test",
      "sti-5-panel-lab-test",
      "vitamin-d-b12-lab-test",
    ]);
    for (const product of labKits) {
      expect(product.description.en, product.slug).toMatch(/e-mails? (you )?(your |the )?result|e-mailed to you/);
      expect(product.description.de, product.slug).toMatch(/per E-Mail/);
      expect(product.description.bg, product.slug).toMatch(/по имейл/);
    }
  });

  it("sends a shopper of a kit that some country may not receive to a doctor, never to another of the shop's kits", () => {
    // Such a kit's neighbours are often blocked where it is (the STI tests in Germany): a
    // recommendation of "our PCR panel" would point a German shopper at a second kit they cannot buy.
    const recommendsOurs: Record<Language, RegExp> = {
      en: /\b(choose|order|use|try) our\b/i,
      de: /\b(nutzen|wählen|bestellen|probieren) Sie (dann |doch )?unser/i,
      bg: /(изберете|поръчайте|използвайте|опитайте) наш/iu,
    };
    const restricted = SEED_PRODUCTS.filter((product) => (SEED_IVD[product.slug]?.blockedCountries ?? []).length > 0);
    expect(restricted.length).toBeGreaterThanOrEqual(3);
    for (const language of LANGUAGES)
      for (const product of restricted)
        expect(product.description[language], `${product.slug} in ${language}`).not.toMatch(recommendsOurs[language]);
  });

  it("gives a product claims only where its own description states them, in every language", () => {
    const claimed = SEED_PRODUCTS.filter((product) => product.highlights);
    expect(claimed.map((product) => product.slug).sort()).toEqual([
      "early-pregnancy-test",
      "ovulation-strips-20-pack",
      "ovulation-test",
    ]);
    for (const product of claimed) {
      const lines = LANGUAGES.map((language) => product.highlights![language].length);
      expect(new Set(lines).size, `${product.slug}: as many claims in each language`).toBe(1);
      for (const language of LANGUAGES) {
        const description = product.description[language];
        for (const line of product.highlights![language]) {
          const figures = line.match(/\d+(?:[.,]\d+)?/g) ?? [];
          expect(figures.length, `${product.slug}: "${line}" states a figure`).toBeGreaterThan(0);
          for (const figure of figures) expect(description, `${product.slug}: "${line}"`).toContain(figure);
        }
      }
    }
  });

  it("names its categories in one number in each language: all plural", () => {
    const names = (language: Language) => SEED_CATEGORIES.map((category) => category.name[language]);
    expect(names("en").filter((name) => !/ tests$/.test(name))).toEqual([]);
    expect(names("de").filter((name) => !/tests$/i.test(name))).toEqual([]);
    expect(names("bg").filter((name) => !name.startsWith("Тестове "))).toEqual([]);
  });
});

describe("the copy rules", () => {
  it.each([
    ["en", "Receive your result securely in your account."],
    ["en", "Consent you give when you register your sample."],
    ["en", "You receive the result securely online."],
    ["de", "Ergebnis sicher in Ihrem Kundenkonto"],
    ["de", "die Sie bei der Registrierung Ihrer Probe erteilen"],
    ["de", "Das Ergebnis erhalten Sie sicher online."],
    ["bg", "получавате резултата си сигурно в профила си"],
    ["bg", "което давате при регистриране на пробата"],
    ["bg", "Получавате резултата сигурно онлайн."],
    ["bg", "Самотест за HIV (кръв от пръста)"],
    ["en", "Syphilis is curable with antibiotics."],
    ["en", "Drug tests for people in recovery."],
    ["en", "A local addiction counselling service can help."],
    ["de", "Syphilis ist mit Antibiotika heilbar."],
    ["de", "für Menschen in der Suchttherapie"],
    ["de", "bei einer örtlichen Suchtberatungsstelle"],
    ["de", "bei Drogenabhängigkeit"],
    ["bg", "бактериалните инфекции се излекуват с антибиотици"],
    ["bg", "хора в процес на възстановяване от зависимост"],
    ["bg", "център за консултиране при зависимости"],
  ] as const)("refuse in %s: %s", (language, text) => {
    expect(copyProblems(text, language)).toHaveLength(1);
  });

  it.each([
    ["en", "Guest checkout – no account needed."],
    ["en", "The HIV-1/2 antibodies"],
    ["de", "Bestellung als Gast – kein Kundenkonto nötig."],
    ["de", "bis der Betrag auf Ihrem Konto erscheint"],
    ["bg", "попитайте за постекспозиционна профилактика (PEP)"],
    ["bg", "антитела срещу ХИВ-1/2"],
    ["en", "Keep your payment details secure."],
    ["en", "Your health comes first."],
    ["de", "Schnelltests sind Suchtests."],
    ["de", "Die Probe wird im Labor untersucht."],
    ["de", "Wer einen Test sucht, findet ihn hier."],
    ["bg", "в зависимост от дозата и честотата на употреба"],
    ["bg", "независимо от възрастта"],
  ] as const)("let pass in %s: %s", (language, text) => {
    expect(copyProblems(text, language)).toEqual([]);
  });

  it("tell a notifiable infection and talk of treating it apart, in every language", () => {
    expect(notifiableInfections("Antibodies to Treponema pallidum and hepatitis C", "en")).toEqual([
      "syphilis",
      "hepatitis",
    ]);
    expect(notifiableInfections("HIV-Selbsttest", "de")).toEqual([]);
    expect(notifiableInfections("Бърз самотест за сифилис", "bg")).toEqual(["syphilis"]);
    expect(treatmentWords("early access to effective treatment", "en")).toEqual(["treatment"]);
    expect(treatmentWords("Hepatitis C ist in den meisten Fällen heilbar", "de")).toEqual(["heilbar"]);
    expect(treatmentWords("при ранно лечение", "bg")).toEqual(["лечение"]);
    expect(treatmentWords("A positive self-test must be confirmed by a laboratory test.", "en")).toEqual([]);
  });
});
