import raEnglish from "ra-language-english";
import { copiedFromEnglish, messageLeaves } from "@shop/shared/message-checks";
import { describe, expect, it } from "vitest";
import bulgarian from "./bg/index.ts";
import german from "./de/index.ts";
import english from "./en/index.ts";
import { messageKeys } from "./messages.ts";

const englishKeys = messageKeys(english);

/** Placeholders react-admin fills in although the English text does not use them. */
const ALSO_FILLED_IN: Record<string, string[]> = {
  // DeleteWithConfirmButton passes name, id and recordRepresentation.
  "ra.message.delete_content": ["%{recordRepresentation}"],
  // The column header passes the label as it is, too: German nouns keep their capital.
  "ra.sort.sort_by": ["%{field}"],
};

describe("translations", () => {
  it("English includes every message of react-admin's English pack", () => {
    expect(englishKeys).toEqual(expect.arrayContaining(messageKeys(raEnglish)));
  });

  it.each([
    ["German", german],
    ["Bulgarian", bulgarian],
  ])("%s has exactly the English keys", (_language, messages) => {
    expect(messageKeys(messages)).toEqual(englishKeys);
  });

  it.each([
    ["German", german],
    ["Bulgarian", bulgarian],
  ])("%s is translated, not copied", (_language, messages) => {
    expect(copiedFromEnglish(messageLeaves(english), messageLeaves(messages))).toEqual([]);
  });

  it.each([
    ["German", german],
    ["Bulgarian", bulgarian],
  ])("%s uses the same placeholders as English", (_language, messages) => {
    const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
    const valueAt = (tree: object, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of englishKeys) {
      const englishText = String(valueAt(english, key));
      const translated = String(valueAt(messages, key));
      if (englishText.trim()) expect(translated.trim(), key).not.toBe("");
      // A translation may leave out a placeholder (German needs no name in "delete this item?"),
      // but must not invent one that react-admin never fills in.
      for (const placeholder of placeholders(translated)) {
        expect([...placeholders(englishText), ...(ALSO_FILLED_IN[key] ?? [])], `${key} uses ${placeholder}`).toContain(
          placeholder,
        );
      }
    }
  });
});
