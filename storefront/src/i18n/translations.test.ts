// Every language of packages/shared/src/languages.ts has its translation file
// (public/locales/<code>/translation.json) with exactly the English keys (no fallback file is
// loaded), translated, not copied, and no text may promise what the shop does not do
// (docs/behaviour.md §13). A failure names the file and the key.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, PaymentMethod, type Language } from "@shop/shared";
import { copyProblems } from "@shop/demo-catalog/copy-rules";
import { copiedFromEnglish, messageLeaves, pluralProblems } from "@shop/shared/message-checks";
import { placeholders } from "@shop/shared/placeholders";

const leaves = messageLeaves;
const fileOf = (language: string) => `public/locales/${language}/translation.json`;
const pathOf = (language: string) => join(__dirname, "../..", fileOf(language));
const translationOf = (language: Language): unknown => JSON.parse(readFileSync(pathOf(language), "utf8"));
const english = leaves(translationOf("en"));
const bg = translationOf("bg");
const translated = LANGUAGES.filter((language) => language !== "en");

describe("translations", () => {
  it("has a translation file for every language of the shop, and none for another", () => {
    expect(LANGUAGES.filter((language) => !existsSync(pathOf(language))).map(fileOf)).toEqual([]);
    expect(readdirSync(join(__dirname, "../../public/locales")).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(translated)("%s has exactly the English keys", (language) => {
    const keys = new Set(leaves(translationOf(language)).keys());
    const missing = [...english.keys()]
      .filter((key) => !keys.has(key))
      .map((key) => `${fileOf(language)}: ${key} missing`);
    const extra = [...keys]
      .filter((key) => !english.has(key))
      .map((key) => `${fileOf(language)}: ${key} not in English`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each(translated)("%s is translated, not copied", (language) => {
    expect(copiedFromEnglish(english, leaves(translationOf(language))), fileOf(language)).toEqual([]);
  });

  it.each(translated)("%s uses the placeholders English uses, and no others", (language) => {
    const problems = [...leaves(translationOf(language))].flatMap(([key, text]) => {
      const expected = placeholders(english.get(key) ?? "")
        .sort()
        .join();
      const found = placeholders(text).sort().join();
      return expected === found ? [] : [`${fileOf(language)}: ${key} has {${found}}, English {${expected}}`];
    });
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)("%s promises nothing the shop does not do", (language) => {
    const problems = [...leaves(translationOf(language))].flatMap(([key, text]) =>
      copyProblems(text, language).map((problem) => `${fileOf(language)}: ${key} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)("%s: the terms name every way to pay the shop offers, wallets included", (language) => {
    const texts = leaves(translationOf(language));
    const terms = [...texts]
      .filter(([key]) => key.startsWith("pages.termsAndConditions."))
      .map(([, text]) => text)
      .join(" ")
      .toLowerCase();
    const ways = [
      ...Object.values(PaymentMethod).map((method) => texts.get(`payment.methods.${method}`) ?? method),
      texts.get("footer.applePay") ?? "Apple Pay",
      texts.get("footer.googlePay") ?? "Google Pay",
    ];
    expect(
      ways.filter((way) => !terms.includes(way.toLowerCase())),
      fileOf(language),
    ).toEqual([]);
  });

  it.each(LANGUAGES)("%s writes customer care's address as {email}, the one address the API names", (language) => {
    // The shop's addresses of a role of their own stay written out, as do others' (an authority's);
    // customer care's is filled in (GET /api/shop).
    const roles = ["dpo@testkit-europe.eu", "regulatory@testkit-europe.eu", "lab@testkit-europe.eu"];
    // A form field's example ("name@example.com") is no address of anyone's.
    const texts = [...leaves(translationOf(language))].filter(([key]) => !key.endsWith(".placeholder"));
    const written = texts.flatMap(([key, text]) =>
      (text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])
        .filter((address) => /@testkit-europe\./.test(address) && !roles.includes(address))
        .map((address) => `${fileOf(language)}: ${key} names ${address}`),
    );
    expect(written).toEqual([]);
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

  it.each(LANGUAGES)("%s has every plural form its language needs, and no other", (language) => {
    // i18next picks `key_<category>` by Intl.PluralRules; a missing category shows the raw key.
    const { problems, count } = pluralProblems(leaves(translationOf(language)), language);
    expect(count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
