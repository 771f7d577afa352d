// The privacy settings name what the shop keeps in the browser (storedData.ts). This reads the
// storefront's source, with the packages it takes its keys from (the admin token of its inline
// editors, the language cookie's name), as a reviewer would:
// every key written to local or session storage and every cookie set or expired there must be
// listed, and every key listed as the shop's must still be written somewhere.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@shop/shared";
import { STORED_DATA } from "./storedData.ts";

const ROOTS = [
  join(__dirname, ".."),
  ...["admin-client", "shared"].map((name) => join(__dirname, `../../../packages/${name}/src`)),
];

const sources = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(root, file), "utf8")),
);
const code = sources.join("\n");

/** A key as the code names it: a string, a constant (`CART_STORAGE_KEY`) or a member (`STORAGE_KEYS.shipping`). */
function valueOf(expression: string): string {
  const literal = /^["'`]([^"'`$]+)["'`]$/.exec(expression);
  if (literal) return literal[1];
  const member = /^(\w+)\.(\w+)$/.exec(expression);
  if (member) {
    const object = new RegExp(`const ${member[1]} = \\{([\\s\\S]*?)\\}`).exec(code)?.[1] ?? "";
    const value = new RegExp(`\\b${member[2]}: "([^"]+)"`).exec(object)?.[1];
    if (value) return value;
  }
  const constant = new RegExp(`const ${expression} = "([^"]+)"`).exec(code)?.[1];
  if (constant) return constant;
  throw new Error(`cannot tell which key ${expression} is`);
}

/** Every key the code writes to storage, and every cookie it sets or expires. */
function writtenKeys(): string[] {
  const stored = [...code.matchAll(/(?:localStorage|sessionStorage|target)\.setItem\(\s*([^,]+?)\s*,/g)].map((match) =>
    valueOf(match[1]),
  );
  const cookies = [...code.matchAll(/document\.cookie = `([^`]*?)=/g)].flatMap((match) => {
    const name = match[1];
    if (!name.startsWith("${")) return [name];
    const variable = name.slice(2, -1);
    // A loop over a list of cookies (the advertising tag's, expired on withdrawal).
    const list = /const (\w+) = \[([^\]]*)\]/g;
    for (const [, listName, items] of code.matchAll(list))
      if (new RegExp(`for \\(const ${variable} of ${listName}\\)`).test(code))
        return [...items.matchAll(/"([^"]+)"/g)].map((item) => item[1]);
    return [valueOf(variable)];
  });
  return [...new Set([...stored, ...cookies])].sort();
}

const listed = Object.values(STORED_DATA).flatMap((items) => items.flatMap((item) => item.name.split(", ")));

describe("what the privacy settings list", () => {
  it("finds the keys it checks", () => {
    expect(writtenKeys()).toEqual(expect.arrayContaining(["cart", "cookieConsent", "lang", "adminToken", "_fbp"]));
  });

  it("names every key and cookie the storefront writes", () => {
    expect(writtenKeys().filter((key) => !listed.includes(key))).toEqual([]);
  });

  it("lists of the shop's own only keys it writes", () => {
    const written = writtenKeys();
    const shops = Object.values(STORED_DATA).flatMap((items) => items.filter((item) => item.vendor === "shop"));
    expect(shops.map((item) => item.name).filter((name) => !written.includes(name))).toEqual([]);
  });

  it("has the words for each entry in every language", () => {
    for (const language of LANGUAGES) {
      const texts = JSON.parse(
        readFileSync(join(__dirname, `../../public/locales/${language}/translation.json`), "utf8"),
      ) as { cookies: { settings: { stored: Record<string, Record<string, string>> } } };
      const words = texts.cookies.settings.stored;
      for (const item of Object.values(STORED_DATA).flat()) {
        const where = `${language}: ${item.name}`;
        expect(words.kinds[item.kind], where).toBeTruthy();
        expect(words.vendors[item.vendor], where).toBeTruthy();
        expect(words.purposes[item.purpose], where).toBeTruthy();
        expect(words.retention[item.retention], where).toBeTruthy();
      }
    }
  });
});
