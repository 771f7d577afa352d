// What no text of the shop may say, in any language (docs/behaviour.md §13): the shop has no
// customer accounts and no sample registration, and laboratory results reach shoppers from the
// laboratory, by e-mail, not through the shop. Bulgarian writes ХИВ, never the Latin HIV. The
// demo catalog's test and the storefront's translation test read every text against these.
import type { Language } from "@shop/shared";

interface CopyRule {
  /** What the text must not match. */
  pattern: RegExp;
  /** Why, as a test failure names it. */
  reason: string;
}

const NO_ACCOUNTS = "promises a customer account: the shop has none";
const NO_SAMPLE_REGISTRATION = "promises a sample registration: the shop has none";
const NO_ONLINE_RESULTS = "promises results online: the laboratory e-mails them";

// JavaScript's \b knows only Latin letters: Cyrillic words are bounded by "no letter" instead.
const cyrillicWord = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu");

const RULES: Record<Language, CopyRule[]> = {
  en: [
    { pattern: /\b(your|my|customer|an) account\b/i, reason: NO_ACCOUNTS },
    { pattern: /\b(sign|log) ?in to (see|view|read)\b/i, reason: NO_ACCOUNTS },
    { pattern: /\bregist(er|ering|ration of) (your|the|a) sample/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /\bsample registration\b/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /\bresults?\b[^.]*\bonline\b/i, reason: NO_ONLINE_RESULTS },
  ],
  de: [
    // "Bestellung als Gast – kein Kundenkonto nötig" says what is true.
    { pattern: /(?<!(kein|ohne) )Kundenkonto/i, reason: NO_ACCOUNTS },
    { pattern: /Registrierung (Ihrer|der|einer) Probe|Probe\w* registrier/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /Probenregistrierung/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /Ergebnis\w*\b[^.]*\bonline\b/i, reason: NO_ONLINE_RESULTS },
  ],
  bg: [
    { pattern: cyrillicWord("(клиентски )?профил(а|ът|и|ите|а си|а ви)?"), reason: NO_ACCOUNTS },
    { pattern: cyrillicWord("акаунт\\p{L}*"), reason: NO_ACCOUNTS },
    { pattern: /регистр\p{L}*\s+(на\s+)?проба/iu, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /резултат\p{L}*[^.]*онлайн/iu, reason: NO_ONLINE_RESULTS },
    { pattern: /HIV/, reason: "writes HIV in Latin letters: Bulgarian writes ХИВ" },
  ],
};

/** What is wrong with `text` in `language`: one reason per broken rule, with the words that break it. */
export function copyProblems(text: string, language: Language): string[] {
  return RULES[language].flatMap(({ pattern, reason }) => {
    const found = pattern.exec(text);
    return found ? [`${reason} ("${found[0]}")`] : [];
  });
}
