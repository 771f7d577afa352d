// The console's messages: one file per language of packages/shared/src/languages.ts
// (admin/src/i18n/<code>/index.ts), each with exactly the English keys, translated, and with no
// placeholder react-admin does not fill in. A failure names the file and the key.
import raEnglish from "ra-language-english";
import { LANGUAGES } from "@shop/shared";
import { copiedFromEnglish, messageLeaves } from "@shop/shared/message-checks";
import { placeholders } from "@shop/shared/placeholders";
import { describe, expect, it } from "vitest";
import { loadMessages, messageFile } from "./catalog.ts";
import { MESSAGE_FILES } from "./files.ts";
import { messageKeys, withShopPlaceholders } from "./messages.ts";

const english = await loadMessages("en");
const englishKeys = messageKeys(english);
const translated = LANGUAGES.filter((language) => language !== "en");

/** Placeholders react-admin fills in although the English text does not use them. */
const ALSO_FILLED_IN: Record<string, string[]> = {
  // DeleteWithConfirmButton passes name, id and recordRepresentation.
  "ra.message.delete_content": ["recordRepresentation"],
  // The column header passes the label as it is, too: German nouns keep their capital.
  "ra.sort.sort_by": ["field"],
};

describe("translations", () => {
  it("English includes every message of react-admin's English pack", () => {
    expect(englishKeys).toEqual(expect.arrayContaining(messageKeys(raEnglish)));
  });

  it("has a message file for every language of the shop, and none for another", () => {
    const files = Object.keys(MESSAGE_FILES).map((path) => path.replace(/^\.\/(\w+)\/index\.ts$/, "$1"));
    expect(files.sort(), "admin/src/i18n/<code>/index.ts").toEqual([...translated].sort());
  });

  it.each(translated)("%s has exactly the English keys", async (language) => {
    expect(messageKeys(await loadMessages(language)), messageFile(language)).toEqual(englishKeys);
  });

  it.each(translated)("%s is translated, not copied", async (language) => {
    const copied = copiedFromEnglish(messageLeaves(english), messageLeaves(await loadMessages(language)));
    expect(copied, messageFile(language)).toEqual([]);
  });

  it.each(translated)("%s uses the same placeholders as English", async (language) => {
    const messages = await loadMessages(language);
    const valueAt = (tree: object, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of englishKeys) {
      const englishText = String(valueAt(english, key));
      const text = String(valueAt(messages, key));
      const where = `${messageFile(language)}: ${key}`;
      if (englishText.trim()) expect(text.trim(), where).not.toBe("");
      // A translation may leave out a placeholder (German needs no name in "delete this item?"),
      // but must not invent one that react-admin never fills in.
      for (const name of placeholders(text))
        expect([...placeholders(englishText), ...(ALSO_FILLED_IN[key] ?? [])], `${where} uses {${name}}`).toContain(
          name,
        );
    }
  });

  it("writes every placeholder in the shop's syntax, react-admin's own pack converted once", () => {
    expect(withShopPlaceholders({ ra: { page: { empty: "No %{name} yet." } } })).toEqual({
      ra: { page: { empty: "No {name} yet." } },
    });
    const polyglotStyle = [...messageLeaves(english)].filter(([, text]) => /%\{\w+\}/.test(text));
    expect(polyglotStyle).toEqual([]);
  });
});

describe("the console's own sentences", () => {
  const textAt = (tree: object, key: string) =>
    String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree));

  it.each(LANGUAGES)(
    "%s: the not-found page ends its message with one full stop, the one react-admin adds",
    async (language) => {
      const message = textAt(await loadMessages(language), "ra.message.not_found");
      expect(`${message}.`, messageFile(language)).not.toMatch(/[.!?…]\.$/);
    },
  );

  it.each(LANGUAGES)(
    "%s: a page head's help names what an empty field falls back to on that kind of page",
    async (language) => {
      const messages = await loadMessages(language);
      const fallbacks = [
        ["app.seo.help.product.title", "resources.products.fields.name"],
        ["app.seo.help.category.title", "resources.categories.fields.name"],
        ["app.seo.help.blog_post.title", "resources.blog-posts.fields.title"],
        ["app.seo.help.blog_post.description", "resources.blog-posts.fields.excerpt"],
      ] as const;
      for (const [help, field] of fallbacks)
        expect(textAt(messages, help).toLowerCase(), `${messageFile(language)}: ${help}`).toContain(
          textAt(messages, field).toLowerCase(),
        );
    },
  );
});
