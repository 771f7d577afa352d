// The shop's languages: one entry each in LANGUAGE_ENTRIES below, and everything else derives from
// that list (the URL prefixes, the API's `lang`, the language menus, prices, dates, country names,
// the database's Language rows). docs/adding-a-language.md lists what a new language needs beside
// its entry: its message files and the demo catalog's texts.
import type { CountryCode } from "./eu.ts";

/** A flag drawn as SVG shapes on a view box (LanguageFlag in the storefront draws it). */
export interface FlagDrawing {
  viewBox: string;
  shapes: readonly { d: string; fill?: string; stroke?: string; strokeWidth?: number }[];
}

/**
 * How a language writes numbers, as CLDR gives them for its locale (`decimal`, `group`,
 * `minimumGroupingDigits` and the currency pattern, with `#` for the number and `¤` for the sign).
 * formatPrice (money.ts) writes euros from it; shared.test.ts holds it against Intl.NumberFormat.
 */
export interface NumberFormatData {
  decimal: string;
  group: string;
  /** CLDR's minimumGroupingDigits: 1 groups from four digits ("1,234"), 2 from five ("1234", "12 345"). */
  minimumGroupingDigits: 1 | 2;
  /** "¤#" puts the sign before the number ("€12.50"), "#\u00a0¤" after it ("12,50 €"). */
  currency: string;
}

export interface LanguageEntry {
  /** The URL prefix, the API's `lang`, the database's value and the message files' names: ISO 639-1. */
  code: string;
  /** The language named in itself, as the language menus show it. */
  name: string;
  flag: FlagDrawing;
  /** BCP 47 locale of dates (Intl.DateTimeFormat's formats for it), percentages, sorting and plural rules. */
  locale: string;
  numbers: NumberFormatData;
  /** The locale PayPal's buttons are shown in (one of the locales PayPal supports). */
  paypalLocale: string;
  /**
   * The country a visitor reading the shop in this language most likely ships to: preselected at
   * the checkout, and the country the shop says what it cannot deliver to until the shopper picks
   * one (docs/storefront.md §4). None for a language read in many countries (English).
   */
  country?: CountryCode;
}

const TRICOLOUR = (top: string, middle: string, bottom: string): FlagDrawing => ({
  viewBox: "0 0 5 3",
  shapes: [
    { d: "M0 0h5v1H0z", fill: top },
    { d: "M0 1h5v1H0z", fill: middle },
    { d: "M0 2h5v1H0z", fill: bottom },
  ],
});

/** The shop's languages in the order the menus list them; the first is the fallback. */
export const LANGUAGE_ENTRIES = [
  {
    code: "en",
    name: "English",
    flag: {
      viewBox: "0 0 60 40",
      shapes: [
        { d: "M0 0h60v40H0z", fill: "#012169" },
        { d: "M0 0l60 40M60 0L0 40", stroke: "#fff", strokeWidth: 8 },
        { d: "M0 0l60 40M60 0L0 40", stroke: "#C8102E", strokeWidth: 3 },
        { d: "M30 0v40M0 20h60", stroke: "#fff", strokeWidth: 12 },
        { d: "M30 0v40M0 20h60", stroke: "#C8102E", strokeWidth: 7 },
      ],
    },
    locale: "en-IE",
    numbers: { decimal: ".", group: ",", minimumGroupingDigits: 1, currency: "¤#" },
    paypalLocale: "en_GB",
  },
  {
    code: "de",
    name: "Deutsch",
    flag: TRICOLOUR("#000", "#DD0000", "#FFCE00"),
    locale: "de-DE",
    numbers: { decimal: ",", group: ".", minimumGroupingDigits: 1, currency: "#\u00a0¤" },
    paypalLocale: "de_DE",
    country: "DE",
  },
  {
    code: "bg",
    name: "Български",
    flag: {
      viewBox: "0 0 5 3",
      // White on a white page needs an edge.
      shapes: [
        ...TRICOLOUR("#fff", "#00966E", "#D62612").shapes,
        { d: "M0 0h5v3H0z", stroke: "#ccc", strokeWidth: 0.08 },
      ],
    },
    locale: "bg-BG",
    numbers: { decimal: ",", group: "\u00a0", minimumGroupingDigits: 2, currency: "#\u00a0¤" },
    paypalLocale: "bg_BG",
    country: "BG",
  },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGE_ENTRIES)[number]["code"];

const LANGUAGE_TAG = /^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/;

/** Whether a value looks like a language tag ("de", "de-AT", "pt_BR"); anything else is ignored, never echoed. */
export function isLanguageTag(value: unknown): value is string {
  return typeof value === "string" && LANGUAGE_TAG.test(value);
}

/**
 * What the shop derives from a list of languages. The module's exports below are this for
 * LANGUAGE_ENTRIES; a test makes it for a longer list (src/testing/extra-language.ts), and every
 * module that reads the languages through these exports follows.
 */
export function languagesOf(entries: readonly LanguageEntry[]) {
  if (entries.length === 0) throw new Error("the shop needs at least one language");
  const byCode = new Map(entries.map((entry) => [entry.code, entry]));
  const codes = entries.map((entry) => entry.code as Language) as [Language, ...Language[]];
  const DEFAULT_LANGUAGE = codes[0];

  function isLanguage(value: unknown): value is Language {
    return typeof value === "string" && byCode.has(value);
  }

  /**
   * Reads a language the way the whole shop does: any case, only the language part of a
   * region code ("de-AT" → "de"), anything unknown or missing → the fallback.
   */
  function toLanguage(value: string | null | undefined): Language {
    const base = (value ?? "").trim().toLowerCase().split(/[-_]/)[0];
    return isLanguage(base) ? base : DEFAULT_LANGUAGE;
  }

  /** The shop language a tag stands for ("de-AT" → "de"), or null for anything unsupported. */
  function supportedLanguage(value: unknown): Language | null {
    if (!isLanguageTag(value)) return null;
    const base = value.toLowerCase().split(/[-_]/)[0];
    return isLanguage(base) ? base : null;
  }

  /** A language's entry; a code outside the list is a mistake in the code, so it throws. */
  function languageEntry(language: Language): LanguageEntry {
    const entry = byCode.get(language);
    if (!entry) throw new Error(`"${language}" is not one of the shop's languages (${codes.join(", ")})`);
    return entry;
  }

  /** The country the language's readers most likely ship to (the entry's `country`), or null. */
  function languageCountry(language: Language): CountryCode | null {
    return languageEntry(language).country ?? null;
  }

  const LOCALES = Object.fromEntries(entries.map((entry) => [entry.code, entry.locale])) as Record<Language, string>;
  const displayNames = new Map<Language, Intl.DisplayNames>();

  /**
   * A language's name in another one's words ("Bulgarian", "Bulgarisch", "Български"), from CLDR
   * (Intl.DisplayNames), capitalised as a label: staff notices, the console's lists.
   */
  function languageName(language: Language, inLanguage: Language): string {
    let names = displayNames.get(inLanguage);
    if (!names) {
      names = new Intl.DisplayNames(languageEntry(inLanguage).locale, { type: "language", fallback: "none" });
      displayNames.set(inLanguage, names);
    }
    const name = names.of(languageEntry(language).code);
    if (!name) throw new Error(`no name for the language "${language}" in ${inLanguage}`);
    return name.charAt(0).toLocaleUpperCase(LOCALES[inLanguage]) + name.slice(1);
  }

  return {
    LANGUAGE_ENTRIES: entries,
    /** The languages' codes, in the list's order. */
    LANGUAGES: codes as Readonly<typeof codes>,
    DEFAULT_LANGUAGE,
    /** BCP 47 locale used for dates and numbers in each language. */
    LOCALES,
    isLanguage,
    toLanguage,
    supportedLanguage,
    languageEntry,
    languageName,
    languageCountry,
  };
}

export const {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LOCALES,
  isLanguage,
  toLanguage,
  supportedLanguage,
  languageEntry,
  languageName,
  languageCountry,
} = languagesOf(LANGUAGE_ENTRIES);
