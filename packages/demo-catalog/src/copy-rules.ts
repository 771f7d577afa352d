// What no text of the shop may say, in any language (docs/behaviour.md §13): the shop has no
// customer accounts and no sample registration, and laboratory results reach shoppers from the
// laboratory, by e-mail, not through the shop. Bulgarian writes ХИВ, never the Latin HIV. As health
// advertising to the public (docs/health-advertising.md) no text promises a cure or refers to
// addiction. The demo catalog's test and the storefront's translation test read every text
// against these; the catalog's test also holds its products and posts to the rule on notifiable
// infections, with notifiableInfections() and treatmentWords() below.
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
const NO_CURE = "promises a cure: a test detects, it heals nothing (docs/health-advertising.md)";
const NO_ADDICTION = "refers to addiction, which health advertising may not (HWG §12, docs/health-advertising.md)";

// JavaScript's \b knows only Latin letters: Cyrillic words are bounded by "no letter" instead.
const cyrillicWord = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu");

const RULES: Record<Language, CopyRule[]> = {
  en: [
    { pattern: /\b(your|my|customer|an) account\b/i, reason: NO_ACCOUNTS },
    { pattern: /\b(sign|log) ?in to (see|view|read)\b/i, reason: NO_ACCOUNTS },
    { pattern: /\bregist(er|ering|ration of) (your|the|a) sample/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /\bsample registration\b/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /\bresults?\b[^.]*\bonline\b/i, reason: NO_ONLINE_RESULTS },
    { pattern: /\b(cur(e|es|ed|able|ing)|heal(s|ed|ing)?)\b/i, reason: NO_CURE },
    { pattern: /\baddict\w*|\bin recovery\b|\bsubstance use disorder/i, reason: NO_ADDICTION },
  ],
  de: [
    // "Bestellung als Gast – kein Kundenkonto nötig" says what is true.
    { pattern: /(?<!(kein|ohne) )Kundenkonto/i, reason: NO_ACCOUNTS },
    { pattern: /Registrierung (Ihrer|der|einer) Probe|Probe\w* registrier/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /Probenregistrierung/i, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /Ergebnis\w*\b[^.]*\bonline\b/i, reason: NO_ONLINE_RESULTS },
    { pattern: /\b(heil(en|t|bar|ung)|geheilt|ausgeheilt|Heilversprechen)\b/i, reason: NO_CURE },
    // The noun only: a "Suchtest" is a screening test, and "untersucht", "besucht" or "sucht" are no Sucht.
    { pattern: /\bSucht(?!est)/, reason: NO_ADDICTION },
    { pattern: /(drogen|alkohol|spiel|medikamenten)sucht|süchtig|abhängigkeit/i, reason: NO_ADDICTION },
  ],
  bg: [
    { pattern: cyrillicWord("(клиентски )?профил(а|ът|и|ите|а си|а ви)?"), reason: NO_ACCOUNTS },
    { pattern: cyrillicWord("акаунт\\p{L}*"), reason: NO_ACCOUNTS },
    { pattern: /регистр\p{L}*\s+(на\s+)?проба/iu, reason: NO_SAMPLE_REGISTRATION },
    { pattern: /резултат\p{L}*[^.]*онлайн/iu, reason: NO_ONLINE_RESULTS },
    { pattern: /HIV/, reason: "writes HIV in Latin letters: Bulgarian writes ХИВ" },
    { pattern: cyrillicWord("(излекув|изцел)\\p{L}*"), reason: NO_CURE },
    // "в зависимост от" is "depending on"; addiction is a dependence on a substance, or what is treated.
    {
      pattern:
        /пристраст\p{L}*|наркомани\p{L}*|наркозависим\p{L}*|зависимост\p{L}* от (наркотици|алкохол|вещества)|(?<!\p{L})(при|от) зависимост/iu,
      reason: NO_ADDICTION,
    },
  ],
};

/** What is wrong with `text` in `language`: one reason per broken rule, with the words that break it. */
export function copyProblems(text: string, language: Language): string[] {
  return RULES[language].flatMap(({ pattern, reason }) => {
    const found = pattern.exec(text);
    return found ? [`${reason} ("${found[0]}")`] : [];
  });
}

/**
 * Infections notifiable under §§ 6 and 7 of the German Infection Protection Act that kits of the
 * shop detect, HIV apart: its self-tests are the IVDs that HWG §12(1) sentence 2 lets advertising
 * name (docs/health-advertising.md). Chlamydia and gonorrhoea are notifiable only as rare strains
 * (serovars L1–L3, gonococci resistant to the usual antibiotics) that no kit of the shop tells apart.
 */
const NOTIFIABLE: Record<Language, Record<string, RegExp>> = {
  en: { syphilis: /\bsyphilis\b|treponema/i, hepatitis: /\bhepatitis\b/i },
  de: { syphilis: /syphilis|treponema/i, hepatitis: /hepatitis/i },
  bg: { syphilis: /сифилис|treponema/iu, hepatitis: /хепатит/iu },
};

/** The notifiable infections (HIV apart) that `text` names, by their English names. */
export function notifiableInfections(text: string, language: Language): string[] {
  return Object.entries(NOTIFIABLE[language]).flatMap(([name, pattern]) => (pattern.test(text) ? [name] : []));
}

/** HIV, in the language's spelling. */
export const HIV: Record<Language, RegExp> = { en: /\bHIV\b/, de: /\bHIV\b/, bg: /ХИВ/ };

const TREATMENT: Record<Language, RegExp> = {
  en: /\b(un)?treat(s|ed|ing|ment|ments|able)?\b|\bcur(e|es|ed|able)\b|\bmedication\b|\btherapy\b|life expectancy/i,
  de: /behandl\p{L}*|behandel\p{L}*|therapie|heilbar|geheilt|medikament\p{L}*|lebenserwartung/iu,
  bg: /лечени\p{L}*|лекува\p{L}*|лечим\p{L}*|излекув\p{L}*|терапи\p{L}*|продължителност на живота/iu,
};

/**
 * The words of `text` that speak of treating or curing (for a text that names a notifiable
 * infection, HIV included: the exemption covers detecting one, never treating it).
 */
export function treatmentWords(text: string, language: Language): string[] {
  return [...text.matchAll(new RegExp(TREATMENT[language].source, `${TREATMENT[language].flags}g`))].map(
    (match) => match[0],
  );
}
