// The API's texts in three files that must hold the same keys (no language falls back to another),
// no empty text, the same placeholders in every language (fill() throws on one without a value),
// every plural form each language needs, and German and Bulgarian translated, not copied.
import { LANGUAGES } from "@shop/shared";
import { copiedFromEnglish, messageLeaves, pluralProblems } from "@shop/shared/message-checks";
import { describe, expect, it } from "vitest";
import bg from "./bg.ts";
import de from "./de.ts";
import en from "./en.ts";
import { fill, MESSAGES, placeholders, plural } from "./index.ts";

const leaves = messageLeaves;
const english = leaves(en);

describe("the API's messages", () => {
  it.each([
    ["de", de],
    ["bg", bg],
  ])("%s has exactly the English keys", (_, messages) => {
    expect([...leaves(messages).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ["en", en],
    ["de", de],
    ["bg", bg],
  ])("%s has no empty text", (_, messages) => {
    expect([...leaves(messages)].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it.each([
    ["de", de],
    ["bg", bg],
  ])("%s uses the placeholders English uses, and no others", (_, messages) => {
    const problems = [...leaves(messages)].flatMap(([key, text]) => {
      const expected = placeholders(english.get(key) ?? "").sort();
      const found = placeholders(text).sort();
      return JSON.stringify(expected) === JSON.stringify(found) ? [] : [`${key}: ${found.join()} ≠ ${expected.join()}`];
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ["de", de],
    ["bg", bg],
  ])("%s is translated, not copied", (_, messages) => {
    expect(copiedFromEnglish(english, leaves(messages))).toEqual([]);
  });

  it("Bulgarian is written in Cyrillic", () => {
    const texts = [...leaves(bg).values()];
    expect(texts.filter((text) => /[\u0400-\u04FF]/.test(text)).length / texts.length).toBeGreaterThan(0.8);
  });

  it.each(LANGUAGES)("%s has every plural form its language needs, and no other", (language) => {
    const { problems, count } = pluralProblems(leaves(MESSAGES[language]), language);
    expect(count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("fills placeholders and picks plural forms; a missing value is an error, not a blank", () => {
    expect(fill("Order {number} of {number}", { number: "TK-1" })).toBe("Order TK-1 of TK-1");
    expect(() => fill("Order {number}", {})).toThrow("no value for {number}");
    expect(plural("de", de.newsletterMail, "validity", 1)).toBe("Der Link ist 1 Tag gültig.");
    expect(plural("de", de.newsletterMail, "validity", 7)).toBe("Der Link ist 7 Tage gültig.");
    expect(plural("bg", bg.newsletterMail, "validity", 1)).toBe("Връзката е валидна 1 ден.");
  });
});
