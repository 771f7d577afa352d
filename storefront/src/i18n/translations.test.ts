// The three translation files must hold the same keys (no fallback file is loaded), German
// and Bulgarian must be real translations, not English copies, and no text may promise what the
// shop does not do (docs/behaviour.md §13).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyProblems } from "@shop/demo-catalog/copy-rules";
import { copiedFromEnglish, messageLeaves, pluralProblems } from "@shop/shared/message-checks";
import bg from "../../public/locales/bg/translation.json";
import de from "../../public/locales/de/translation.json";
import en from "../../public/locales/en/translation.json";

const leaves = messageLeaves;
const english = leaves(en);

describe("translations", () => {
  it.each([
    ["de", de],
    ["bg", bg],
  ])("%s has exactly the English keys", (_, translation) => {
    expect([...leaves(translation).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ["de", de],
    ["bg", bg],
  ])("%s is translated, not copied", (_, translation) => {
    expect(copiedFromEnglish(english, leaves(translation))).toEqual([]);
  });

  it.each([
    ["en", en],
    ["de", de],
    ["bg", bg],
  ] as const)("%s promises nothing the shop does not do", (language, translation) => {
    const problems = [...leaves(translation)].flatMap(([key, text]) =>
      copyProblems(text, language).map((problem) => `${key} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("Bulgarian is written in Cyrillic", () => {
    const cyrillic = [...leaves(bg).values()].filter((text) => /[\u0400-\u04FF]/.test(text));
    expect(cyrillic.length / leaves(bg).size).toBeGreaterThan(0.8);
  });

  it("has a page title and description for every page the server renders", () => {
    const pages = [
      "home",
      "shop",
      "blog",
      "cart",
      "checkout",
      "payment",
      "success",
      "delivery",
      "privacyPolicy",
      "termsAndConditions",
      "withdrawal",
      "contact",
      "imprint",
      "notFound",
      "newsletterConfirmed",
      "newsletterUnsubscribed",
      "withdraw",
    ];
    for (const page of pages) {
      expect(english.get(`meta.${page}.title`)).toBeTruthy();
      expect(english.get(`meta.${page}.description`)).toBeTruthy();
    }
  });

  it("has every key the code asks for", () => {
    const source = join(__dirname, "..");
    const files = readdirSync(source, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"),
    );
    const missing: string[] = [];
    for (const file of files) {
      const code = readFileSync(join(source, file), "utf8");
      for (const match of code.matchAll(/\bt\(\s*"([a-zA-Z]+\.[a-zA-Z0-9_.]+)"/g)) {
        const key = match[1];
        const known =
          english.has(key) ||
          english.has(`${key}_one`) ||
          [...english.keys()].some((path) => path.startsWith(`${key}.`));
        if (!known) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each([
    ["en", en],
    ["de", de],
    ["bg", bg],
  ] as const)("%s has every plural form its language needs, and no other", (language, translation) => {
    // i18next picks `key_<category>` by Intl.PluralRules; a missing category shows the raw key.
    const { problems, count } = pluralProblems(leaves(translation), language);
    expect(count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
