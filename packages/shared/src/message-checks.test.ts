import { describe, expect, it } from "vitest";
import { copiedFromEnglish, messageLeaves, pluralProblems } from "./message-checks.ts";

describe("the checks of texts in three languages", () => {
  it("reads every text by its key path, arrays included", () => {
    expect([...messageLeaves({ a: { b: "x", c: ["y", "z"] }, d: "w" })]).toEqual([
      ["a.b", "x"],
      ["a.c.0", "y"],
      ["a.c.1", "z"],
      ["d", "w"],
    ]);
  });

  it("finds an English sentence left in a translation, not names or placeholders", () => {
    const english = messageLeaves({ a: "Your order is on its way", b: "PayPal", c: "{actor} · {date}", d: "Hello" });
    const german = messageLeaves({ a: "Your order is on its way", b: "PayPal", c: "{actor} · {date}", d: "Hello" });
    expect(copiedFromEnglish(english, german)).toEqual(["a"]);
    expect(copiedFromEnglish(english, messageLeaves({ a: "Ihre Bestellung ist unterwegs" }))).toEqual([]);
  });

  it("names the plural forms a language lacks or does not use", () => {
    const texts = messageLeaves({ items_one: "{count} item", items_other: "{count} items", items_few: "x" });
    expect(pluralProblems(texts, "en")).toEqual({ problems: ["items_few unused"], count: 1 });
    expect(pluralProblems(messageLeaves({ day_one: "1 Tag" }), "de").problems).toEqual(["day_other missing"]);
    expect(pluralProblems(messageLeaves({ plain: "text" }), "bg")).toEqual({ problems: [], count: 0 });
  });
});
