// A throw-away language for the tests that show what a new language needs: its entry (French, with
// CLDR's data for fr-FR) and message files made in memory from English. A test puts it on the
// shop's list with
//   vi.mock("@shop/shared/languages", async (original) =>
//     (await import("@shop/shared/testing/extra-language")).withFrench(original));
// and every module that reads the languages through languages.ts's exports then knows it.
import type { LanguageEntry, languagesOf } from "../languages.ts";

export const FRENCH = {
  code: "fr",
  name: "Français",
  flag: {
    viewBox: "0 0 3 2",
    shapes: [
      { d: "M0 0h1v2H0z", fill: "#002654" },
      { d: "M1 0h1v2H1z", fill: "#fff" },
      { d: "M2 0h1v2H2z", fill: "#CE1126" },
    ],
  },
  locale: "fr-FR",
  numbers: { decimal: ",", group: "\u202f", minimumGroupingDigits: 1, currency: "#\u00a0¤" },
  paypalLocale: "fr_FR",
} as const satisfies LanguageEntry;

/** French's code, typed as a shop language although the real list does not have it. */
export const FR = FRENCH.code as never;

type LanguagesModule = { LANGUAGE_ENTRIES: readonly LanguageEntry[]; languagesOf: typeof languagesOf };

/** languages.ts as it would be with French added at the end of the list. */
export async function withFrench<T extends LanguagesModule>(importOriginal: () => Promise<T>): Promise<T> {
  const real = await importOriginal();
  return { ...real, ...real.languagesOf([...real.LANGUAGE_ENTRIES, FRENCH]) };
}

/** A message tree as French's in-memory file: every English text marked "[fr]", its placeholders kept. */
export function frenchTextsOf<T>(english: T): T {
  if (typeof english === "string") return `[fr] ${english}` as T;
  if (Array.isArray(english)) return english.map(frenchTextsOf) as T;
  if (english && typeof english === "object")
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, frenchTextsOf(value)])) as T;
  return english;
}
