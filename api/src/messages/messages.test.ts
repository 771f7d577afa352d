// The API's texts: a file per language of packages/shared/src/languages.ts (api/src/messages/<code>.ts,
// listed in index.ts, where a missing one is a type error), each with exactly the English keys (no
// language falls back to another), no empty text, the same placeholders in every language (fill()
// throws on one without a value), every plural form each language needs, and translated, not
// copied. A failure names the file and the key.
import { LANGUAGES } from "@shop/shared";
import { copiedFromEnglish, messageLeaves, pluralProblems } from "@shop/shared/message-checks";
import { placeholders } from "@shop/shared/placeholders";
import { describe, expect, it } from "vitest";
import bg from "./bg.ts";
import de from "./de.ts";
import { MESSAGE_FILES as MESSAGES } from "./files.ts";
import { fill, plural } from "./index.ts";

const leaves = messageLeaves;
const english = leaves(MESSAGES.en);
const fileOf = (language: string) => `api/src/messages/${language}.ts`;
const translated = LANGUAGES.filter((language) => language !== "en");

describe("the API's messages", () => {
  it.each(translated)("%s has exactly the English keys", (language) => {
    const keys = new Set(leaves(MESSAGES[language]).keys());
    const missing = [...english.keys()]
      .filter((key) => !keys.has(key))
      .map((key) => `${fileOf(language)}: ${key} missing`);
    const extra = [...keys]
      .filter((key) => !english.has(key))
      .map((key) => `${fileOf(language)}: ${key} not in English`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty text", (language) => {
    const empty = [...leaves(MESSAGES[language])].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty, fileOf(language)).toEqual([]);
  });

  it.each(translated)("%s uses the placeholders English uses, and no others", (language) => {
    const problems = [...leaves(MESSAGES[language])].flatMap(([key, text]) => {
      const expected = placeholders(english.get(key) ?? "").sort();
      const found = placeholders(text).sort();
      return JSON.stringify(expected) === JSON.stringify(found)
        ? []
        : [`${fileOf(language)}: ${key}: ${found.join()} ≠ ${expected.join()}`];
    });
    expect(problems).toEqual([]);
  });

  it.each(translated)("%s is translated, not copied", (language) => {
    expect(copiedFromEnglish(english, leaves(MESSAGES[language])), fileOf(language)).toEqual([]);
  });

  it("Bulgarian is written in Cyrillic", () => {
    const texts = [...leaves(bg).values()];
    expect(texts.filter((text) => /[\u0400-\u04FF]/.test(text)).length / texts.length).toBeGreaterThan(0.8);
  });

  it.each(LANGUAGES)("%s has every plural form its language needs, and no other", (language) => {
    const { problems, count } = pluralProblems(leaves(MESSAGES[language]), language);
    expect(count).toBeGreaterThan(0);
    expect(problems, fileOf(language)).toEqual([]);
  });

  it("fills placeholders and picks plural forms; a missing value is an error, not a blank", () => {
    expect(fill("Order {number} of {number}", { number: "TK-1" })).toBe("Order TK-1 of TK-1");
    expect(() => fill("Order {number}", {})).toThrow("no value for {number}");
    expect(plural("de", de.newsletterMail, "validity", 1)).toBe("Der Link ist 1 Tag gültig.");
    expect(plural("de", de.newsletterMail, "validity", 7)).toBe("Der Link ist 7 Tage gültig.");
    expect(plural("bg", bg.newsletterMail, "validity", 1)).toBe("Връзката е валидна 1 ден.");
  });
});
