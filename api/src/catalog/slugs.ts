// Slugs the way the shop always made them: from the English name, lower case, punctuation
// dropped, spaces to dashes ('STI/STD Tests' → 'stistd-tests'). Bulgarian names are
// transliterated (Bulgarian streamlined system) when no English name exists yet.
const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sht",
  ъ: "a",
  ь: "y",
  ю: "yu",
  я: "ya",
};
const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[а-я]/g, (ch) => CYRILLIC[ch] ?? "")
    .replace(/[äöüß]/g, (ch) => GERMAN[ch] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** A slug for `name` not yet taken: 'name', then 'name-2', 'name-3'... */
export async function uniqueSlug(
  name: string,
  taken: (slug: string) => Promise<boolean>,
  fallback = "item",
): Promise<string> {
  const base = slugify(name) || fallback;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
