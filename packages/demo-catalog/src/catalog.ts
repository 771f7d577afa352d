/**
 * Demo catalog content for the seed: categories, products and blog posts in
 * English, German and Bulgarian. Images are described as ArtSpec and rendered
 * locally by ./artwork.ts — nothing here points to an external resource.
 */
import type { Language } from "@shop/shared";
import type { ArtSpec } from "./artwork.ts";

/** A text in every language of the shop (packages/shared/src/languages.ts): a new one is a type error here until written. */
export type Localized<T> = Record<Language, T>;

export interface SeedCategory {
  slug: string;
  position: number;
  name: Localized<string>;
  art: ArtSpec;
}

export interface SeedProduct {
  slug: string;
  /** EUR, VAT included, e.g. 2490 */
  priceCents: number;
  stock: number;
  /** At least one, from SEED_CATEGORIES. */
  categorySlugs: string[];
  name: Localized<string>;
  /** Simple HTML: <p>, <ul><li>, <strong>, <h3> only. */
  description: Localized<string>;
  /**
   * The claims the product's page lists, in plain text, only where its description states them
   * (each figure of a claim is one of the description's); most products have none.
   */
  highlights?: Localized<string[]>;
  /** 2 to 4 per product. */
  images: ArtSpec[];
}

export interface SeedBlogPost {
  slug: string;
  author: string;
  /** createdAt = now - daysAgo days */
  daysAgo: number;
  categorySlugs: string[];
  title: Localized<string>;
  /** 1-2 sentences, plain text. */
  excerpt: Localized<string>;
  /** HTML: <h2>, <p>, <ul><li>, <strong>, <blockquote>. */
  content: Localized<string>;
  image: ArtSpec;
}

/** Product description layout: intro paragraph, list of key facts, closing note. */
function desc(intro: string, facts: string[], note: string): string {
  return `<p>${intro}</p>\n<ul>\n${facts.map((f) => `<li>${f}</li>`).join("\n")}\n</ul>\n<p>${note}</p>`;
}

const CE_SELF: Localized<string> = {
  en: "<strong>Certification:</strong> CE-marked in vitro diagnostic device for self-testing",
  de: "<strong>Zertifizierung:</strong> CE-gekennzeichnetes In-vitro-Diagnostikum zur Eigenanwendung",
  bg: "<strong>Сертификация:</strong> ин витро диагностично медицинско изделие за самотестване с CE маркировка",
};

const CE_LAB: Localized<string> = {
  en: "<strong>Certification:</strong> CE-marked sample collection kit; analysis in an ISO 15189 accredited laboratory",
  de: "<strong>Zertifizierung:</strong> CE-gekennzeichnetes Probenentnahme-Set; Analyse in einem nach ISO 15189 akkreditierten Labor",
  bg: "<strong>Сертификация:</strong> комплект за вземане на проба с CE маркировка; анализ в лаборатория, акредитирана по ISO 15189",
};

/* ================================================================ categories */

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: "drug-tests",
    position: 0,
    name: { en: "Drug tests", de: "Drogentests", bg: "Тестове за наркотици" },
    art: { kind: "box", hue: 212, label: "THC · COC", accent: 190 },
  },
  {
    slug: "fertility-tests",
    position: 1,
    name: { en: "Fertility tests", de: "Fruchtbarkeitstests", bg: "Тестове за плодовитост" },
    art: { kind: "vial", hue: 282, label: "AMH", accent: 330 },
  },
  {
    slug: "stistd-tests",
    position: 2,
    name: { en: "STI/STD tests", de: "STI-/STD-Tests", bg: "Тестове за ППИ" },
    art: { kind: "cassette", hue: 165, label: "STI", accent: 205 },
  },
  {
    slug: "ovulation-test",
    position: 3,
    name: { en: "Ovulation tests", de: "Ovulationstests", bg: "Тестове за овулация" },
    art: { kind: "strip", hue: 330, label: "LH", accent: 290 },
  },
  {
    slug: "vitamin-d-test",
    position: 4,
    name: { en: "Vitamin D tests", de: "Vitamin-D-Tests", bg: "Тестове за витамин D" },
    art: { kind: "box", hue: 42, label: "Vit D", accent: 18 },
  },
];

/* ================================================================== products */

export const SEED_PRODUCTS: SeedProduct[] = [
  /* ------------------------------------------------------------ drug tests */
  {
    slug: "drug-tests",
    priceCents: 2490,
    stock: 120,
    categorySlugs: ["drug-tests"],
    name: {
      en: "Home Drug Test – 6 Substances (Urine)",
      de: "Drogentest für zu Hause – 6 Substanzen (Urin)",
      bg: "Домашен тест за наркотици – 6 вещества (урина)",
    },
    description: {
      en: desc(
        "Our best-selling multi-drug test checks a single urine sample for six of the most commonly used substances at once. The dip card is easy to use, needs no equipment and shows a separate result for each substance within five minutes – discreetly at home.",
        [
          "<strong>Tests for:</strong> cannabis (THC), cocaine (COC), amphetamine (AMP), methamphetamine (MET), ecstasy (MDMA) and opiates (MOP)",
          "<strong>Sample:</strong> urine, ideally first morning urine",
          "<strong>Result:</strong> after 5 minutes, each substance on its own strip",
          "<strong>In the box:</strong> 1 test card in a sealed foil pouch, 1 urine cup, instructions in English, German and Bulgarian",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> this is a screening test. A positive result is preliminary and should always be confirmed by a laboratory (e.g. GC-MS), especially if it could have legal or workplace consequences. Some medicines can also cause a positive result.",
      ),
      de: desc(
        "Unser meistverkaufter Multi-Drogentest prüft eine einzige Urinprobe gleichzeitig auf sechs der am häufigsten konsumierten Substanzen. Die Testkarte ist einfach anzuwenden, braucht kein Zubehör und zeigt nach fünf Minuten für jede Substanz ein eigenes Ergebnis – diskret zu Hause.",
        [
          "<strong>Nachweis von:</strong> Cannabis (THC), Kokain (COC), Amphetamin (AMP), Methamphetamin (MET), Ecstasy (MDMA) und Opiaten (MOP)",
          "<strong>Probe:</strong> Urin, am besten Morgenurin",
          "<strong>Ergebnis:</strong> nach 5 Minuten, für jede Substanz auf einem eigenen Teststreifen",
          "<strong>Packungsinhalt:</strong> 1 Testkarte im versiegelten Folienbeutel, 1 Urinbecher, Gebrauchsanweisung auf Deutsch, Englisch und Bulgarisch",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Es handelt sich um einen Vortest. Ein positives Ergebnis ist vorläufig und sollte immer im Labor bestätigt werden (z. B. mittels GC-MS) – insbesondere, wenn rechtliche oder berufliche Folgen daran hängen können. Auch manche Medikamente können ein positives Ergebnis auslösen.",
      ),
      bg: desc(
        "Нашият най-продаван мултитест за наркотици проверява една-единствена проба урина едновременно за шест от най-често употребяваните вещества. Тестовата карта се използва лесно, не изисква допълнителни пособия и след пет минути показва отделен резултат за всяко вещество – дискретно, у дома.",
        [
          "<strong>Открива:</strong> канабис (THC), кокаин (COC), амфетамин (AMP), метамфетамин (MET), екстази (MDMA) и опиати (MOP)",
          "<strong>Проба:</strong> урина, за предпочитане първата сутрешна",
          "<strong>Резултат:</strong> след 5 минути, за всяко вещество на отделна тестова лента",
          "<strong>Съдържание:</strong> 1 тестова карта в запечатан фолиев плик, 1 чашка за урина, инструкции на български, английски и немски език",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> това е скринингов тест. Положителният резултат е предварителен и винаги трябва да бъде потвърден в лаборатория (например чрез GC-MS), особено ако от него могат да зависят правни или служебни последици. Някои лекарства също могат да дадат положителен резултат.",
      ),
    },
    images: [
      { kind: "cassette", hue: 212, label: "6-Panel", accent: 190 },
      { kind: "box", hue: 212, label: "6-Panel", accent: 190 },
      { kind: "strip", hue: 212, label: "THC", accent: 190 },
    ],
  },
  {
    slug: "12-panel-drug-test-cup",
    priceCents: 3490,
    stock: 60,
    categorySlugs: ["drug-tests"],
    name: {
      en: "12-Panel Drug Test Cup (Urine)",
      de: "Drogentest-Becher mit 12 Parametern (Urin)",
      bg: "Тест-чашка за 12 вида наркотици (урина)",
    },
    description: {
      en: desc(
        "The most comprehensive urine drug test in our range. The integrated cup collects the sample and starts the test in one step, so you never have to handle the test strips – clean, hygienic and ideal when several substances need to be ruled out.",
        [
          "<strong>Tests for:</strong> THC, cocaine, amphetamine, methamphetamine, MDMA, opiates (morphine), benzodiazepines, barbiturates, methadone, buprenorphine, oxycodone and ketamine",
          "<strong>Sample:</strong> urine, collected directly in the cup",
          "<strong>Result:</strong> read after 5 minutes through the window in the cup",
          "<strong>In the box:</strong> 1 screw-cap test cup with temperature strip, 1 pair of gloves, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> prescribed medicines – for example painkillers, sedatives or substitution therapy – can trigger a positive result. Keep a list of your medication handy and have any positive result confirmed by a laboratory.",
      ),
      de: desc(
        "Der umfassendste Urin-Drogentest in unserem Sortiment. Im integrierten Becher wird die Probe gesammelt und der Test in einem Schritt gestartet – Sie kommen mit den Teststreifen gar nicht in Berührung. Sauber, hygienisch und ideal, wenn mehrere Substanzen ausgeschlossen werden sollen.",
        [
          "<strong>Nachweis von:</strong> THC, Kokain, Amphetamin, Methamphetamin, MDMA, Opiaten (Morphin), Benzodiazepinen, Barbituraten, Methadon, Buprenorphin, Oxycodon und Ketamin",
          "<strong>Probe:</strong> Urin, direkt im Becher gesammelt",
          "<strong>Ergebnis:</strong> nach 5 Minuten im Sichtfenster des Bechers ablesbar",
          "<strong>Packungsinhalt:</strong> 1 Testbecher mit Schraubdeckel und Temperaturstreifen, 1 Paar Handschuhe, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Verschriebene Medikamente – etwa Schmerz- oder Beruhigungsmittel oder eine Substitutionstherapie – können ein positives Ergebnis verursachen. Halten Sie eine Liste Ihrer Medikamente bereit und lassen Sie jedes positive Ergebnis im Labor bestätigen.",
      ),
      bg: desc(
        "Най-изчерпателният тест за наркотици в урина в нашата гама. Пробата се събира директно в чашката и тестът започва в една стъпка, така че изобщо не докосвате тестовите ленти – чисто, хигиенично и идеално, когато трябва да се изключат няколко вещества.",
        [
          "<strong>Открива:</strong> THC, кокаин, амфетамин, метамфетамин, MDMA, опиати (морфин), бензодиазепини, барбитурати, метадон, бупренорфин, оксикодон и кетамин",
          "<strong>Проба:</strong> урина, събрана директно в чашката",
          "<strong>Резултат:</strong> отчита се след 5 минути през прозорчето на чашката",
          "<strong>Съдържание:</strong> 1 тест-чашка с капачка на винт и температурна лента, 1 чифт ръкавици, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> предписани лекарства – например болкоуспокояващи, успокоителни или заместителна терапия – могат да дадат положителен резултат. Дръжте под ръка списък с приеманите лекарства и потвърждавайте всеки положителен резултат в лаборатория.",
      ),
    },
    images: [
      { kind: "box", hue: 228, label: "12-Panel", accent: 12 },
      { kind: "cassette", hue: 228, label: "12-Panel", accent: 12 },
    ],
  },
  {
    slug: "thc-cannabis-test",
    priceCents: 990,
    stock: 200,
    categorySlugs: ["drug-tests"],
    name: {
      en: "THC Cannabis Urine Test Strips, 3-Pack",
      de: "THC-Cannabis-Urintest, 3 Teststreifen",
      bg: "Тест за марихуана (THC) в урина – 3 ленти",
    },
    description: {
      en: desc(
        "A simple, affordable way to check for cannabis use. Each strip detects THC metabolites in urine at a cut-off of 50 ng/ml, the threshold most commonly used for urine screening in Europe. Three individually sealed strips let you test again later.",
        [
          "<strong>Tests for:</strong> THC metabolite (THC-COOH), cut-off 50 ng/ml",
          "<strong>Sample:</strong> urine",
          "<strong>Result:</strong> after 5 minutes",
          "<strong>In the box:</strong> 3 test strips in individual foil pouches, instructions",
          CE_SELF.en,
        ],
        "<strong>Good to know:</strong> depending on how often cannabis is used, THC can be detected for a few days after occasional use and for several weeks after heavy, regular use. A positive result should be confirmed by a laboratory.",
      ),
      de: desc(
        "Eine einfache und günstige Möglichkeit, Cannabiskonsum nachzuweisen. Jeder Streifen erkennt THC-Abbauprodukte im Urin ab einem Grenzwert von 50 ng/ml – dem in Europa gängigsten Cut-off für Urin-Screenings. Dank drei einzeln versiegelter Streifen können Sie später erneut testen.",
        [
          "<strong>Nachweis von:</strong> THC-Metabolit (THC-COOH), Grenzwert 50 ng/ml",
          "<strong>Probe:</strong> Urin",
          "<strong>Ergebnis:</strong> nach 5 Minuten",
          "<strong>Packungsinhalt:</strong> 3 Teststreifen in einzelnen Folienbeuteln, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Gut zu wissen:</strong> Je nach Konsumhäufigkeit ist THC nach gelegentlichem Konsum einige Tage, nach regelmäßigem, starkem Konsum mehrere Wochen nachweisbar. Ein positives Ergebnis sollte im Labor bestätigt werden.",
      ),
      bg: desc(
        "Лесен и достъпен начин да проверите за употреба на канабис. Всяка лента открива метаболити на THC в урината при праг от 50 ng/ml – най-често използваната гранична стойност за скрининг на урина в Европа. Трите отделно запечатани ленти ви позволяват да повторите теста по-късно.",
        [
          "<strong>Открива:</strong> метаболит на THC (THC-COOH), праг 50 ng/ml",
          "<strong>Проба:</strong> урина",
          "<strong>Резултат:</strong> след 5 минути",
          "<strong>Съдържание:</strong> 3 тестови ленти в отделни фолиеви пликчета, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Полезно е да знаете:</strong> в зависимост от честотата на употреба THC може да се открие няколко дни след еднократна употреба и няколко седмици след редовна и интензивна употреба. Положителният резултат трябва да се потвърди в лаборатория.",
      ),
    },
    images: [
      { kind: "strip", hue: 128, label: "THC", accent: 90 },
      { kind: "box", hue: 128, label: "THC", accent: 90 },
    ],
  },
  {
    slug: "saliva-drug-test",
    priceCents: 1990,
    stock: 45,
    categorySlugs: ["drug-tests"],
    name: {
      en: "Saliva Drug Test – 6 Substances",
      de: "Speichel-Drogentest – 6 Substanzen",
      bg: "Тест за наркотици в слюнка – 6 вещества",
    },
    description: {
      en: desc(
        "No bathroom needed: this oral fluid test uses a sponge collector that you simply keep in your mouth until it is saturated. Because drugs appear in saliva quickly and disappear within about one to two days, it is best suited to detecting recent use.",
        [
          "<strong>Tests for:</strong> THC, cocaine, amphetamine, methamphetamine, opiates and benzodiazepines",
          "<strong>Sample:</strong> saliva (oral fluid)",
          "<strong>Result:</strong> after 8–10 minutes",
          "<strong>In the box:</strong> 1 test device with sponge collector and cap, instructions",
          CE_SELF.en,
        ],
        "<strong>Tip:</strong> do not eat, drink, smoke or chew gum for 10 minutes before taking the sample. A positive result is preliminary and should be confirmed by a laboratory.",
      ),
      de: desc(
        "Kein Badezimmer nötig: Bei diesem Speicheltest behalten Sie den Schwammsammler einfach im Mund, bis er vollgesogen ist. Da Drogen schnell im Speichel erscheinen und nach etwa ein bis zwei Tagen wieder verschwinden, eignet sich der Test vor allem zum Nachweis von kürzlichem Konsum.",
        [
          "<strong>Nachweis von:</strong> THC, Kokain, Amphetamin, Methamphetamin, Opiaten und Benzodiazepinen",
          "<strong>Probe:</strong> Speichel (Mundflüssigkeit)",
          "<strong>Ergebnis:</strong> nach 8–10 Minuten",
          "<strong>Packungsinhalt:</strong> 1 Testgerät mit Schwammsammler und Kappe, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Tipp:</strong> 10 Minuten vor der Probennahme nicht essen, trinken, rauchen oder Kaugummi kauen. Ein positives Ergebnis ist vorläufig und sollte im Labor bestätigt werden.",
      ),
      bg: desc(
        "Не ви трябва баня: при този тест със слюнка просто задържате гъбичката в устата си, докато се напои. Тъй като наркотиците се появяват бързо в слюнката и изчезват от нея след около ден-два, тестът е най-подходящ за откриване на скорошна употреба.",
        [
          "<strong>Открива:</strong> THC, кокаин, амфетамин, метамфетамин, опиати и бензодиазепини",
          "<strong>Проба:</strong> слюнка (орална течност)",
          "<strong>Резултат:</strong> след 8–10 минути",
          "<strong>Съдържание:</strong> 1 тестово устройство с гъбичка за събиране и капачка, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Съвет:</strong> не яжте, не пийте, не пушете и не дъвчете дъвка 10 минути преди вземането на пробата. Положителният резултат е предварителен и трябва да бъде потвърден в лаборатория.",
      ),
    },
    images: [
      { kind: "cassette", hue: 196, label: "Oral", accent: 160 },
      { kind: "box", hue: 196, label: "Oral", accent: 160 },
      { kind: "strip", hue: 196, label: "Oral", accent: 160 },
    ],
  },

  /* ------------------------------------------------------- fertility tests */
  {
    slug: "fertility-tests",
    priceCents: 3990,
    stock: 70,
    categorySlugs: ["fertility-tests"],
    name: {
      en: "Fertility Test for Couples – Sperm Count + FSH",
      de: "Fruchtbarkeitstest für Paare – Spermien + FSH",
      bg: "Тест за плодовитост за двойки – сперматозоиди + FSH",
    },
    description: {
      en: desc(
        "Trying for a baby and wondering where you both stand? This kit gives couples a first, private overview: he checks his sperm concentration, she checks her FSH level – a hormone that helps assess ovarian reserve. Both tests are quick and simple to do at home.",
        [
          "<strong>Tests for:</strong> sperm concentration (threshold 15 million/ml) and follicle-stimulating hormone (FSH)",
          "<strong>Sample:</strong> semen sample and urine (FSH test on day 3 of the cycle)",
          "<strong>Result:</strong> after 5–10 minutes",
          "<strong>In the box:</strong> 2 sperm tests with collection cups, diluent and pipettes, 2 FSH tests, instructions",
          "<strong>Certification:</strong> CE-marked in vitro diagnostic devices for self-testing",
        ],
        "<strong>Please note:</strong> these tests give an initial indication, not a diagnosis. If you have been trying to conceive for 12 months (6 months if the woman is over 35), please see a doctor regardless of the result.",
      ),
      de: desc(
        "Sie wünschen sich ein Kind und möchten wissen, wo Sie beide stehen? Dieses Set verschafft Paaren einen ersten, diskreten Überblick: Er prüft seine Spermienkonzentration, sie ihren FSH-Wert – ein Hormon, das Hinweise auf die Eizellreserve gibt. Beide Tests lassen sich schnell und unkompliziert zu Hause durchführen.",
        [
          "<strong>Nachweis von:</strong> Spermienkonzentration (Grenzwert 15 Mio./ml) und follikelstimulierendem Hormon (FSH)",
          "<strong>Probe:</strong> Samenprobe sowie Urin (FSH-Test am 3. Zyklustag)",
          "<strong>Ergebnis:</strong> nach 5–10 Minuten",
          "<strong>Packungsinhalt:</strong> 2 Spermientests mit Auffangbechern, Verdünnungslösung und Pipetten, 2 FSH-Tests, Gebrauchsanweisung",
          "<strong>Zertifizierung:</strong> CE-gekennzeichnete In-vitro-Diagnostika zur Eigenanwendung",
        ],
        "<strong>Bitte beachten:</strong> Die Tests liefern eine erste Orientierung, keine Diagnose. Wenn sich nach 12 Monaten (bei Frauen über 35 nach 6 Monaten) keine Schwangerschaft eingestellt hat, sollten Sie unabhängig vom Ergebnis ärztlichen Rat einholen.",
      ),
      bg: desc(
        "Планирате бебе и искате да знаете какво е положението и при двама ви? Този комплект дава на двойките първа, дискретна ориентация: той проверява концентрацията на сперматозоидите си, а тя – нивото на FSH, хормон, който дава представа за яйчниковия резерв. И двата теста се правят бързо и лесно у дома.",
        [
          "<strong>Открива:</strong> концентрация на сперматозоиди (праг 15 млн./ml) и фоликулостимулиращ хормон (FSH)",
          "<strong>Проба:</strong> семенна течност и урина (тестът за FSH се прави на 3-тия ден от цикъла)",
          "<strong>Резултат:</strong> след 5–10 минути",
          "<strong>Съдържание:</strong> 2 теста за сперматозоиди с чашки, разтвор за разреждане и пипети, 2 теста за FSH, инструкция за употреба",
          "<strong>Сертификация:</strong> ин витро диагностични медицински изделия за самотестване с CE маркировка",
        ],
        "<strong>Важно:</strong> тестовете дават първоначална ориентация, а не диагноза. Ако опитвате да забременеете от 12 месеца (от 6 месеца, ако жената е над 35 години), потърсете лекар независимо от резултата.",
      ),
    },
    images: [
      { kind: "box", hue: 282, label: "Duo", accent: 330 },
      { kind: "cassette", hue: 282, label: "FSH", accent: 330 },
      { kind: "strip", hue: 282, label: "FSH", accent: 330 },
    ],
  },
  {
    slug: "male-fertility-sperm-test",
    priceCents: 2990,
    stock: 55,
    categorySlugs: ["fertility-tests"],
    name: {
      en: "Male Fertility Test – Sperm Concentration",
      de: "Fruchtbarkeitstest für Männer – Spermienkonzentration",
      bg: "Тест за мъжка плодовитост – концентрация на сперматозоиди",
    },
    description: {
      en: desc(
        "A discreet first check of male fertility. The test shows whether the sperm concentration in your semen is above or below 15 million per millilitre, the lower reference value used by the World Health Organization. The kit contains two tests so you can repeat the measurement a week later.",
        [
          "<strong>Tests for:</strong> sperm concentration, threshold 15 million/ml",
          "<strong>Sample:</strong> semen, after 2–7 days without ejaculation",
          "<strong>Result:</strong> after 10 minutes",
          "<strong>In the box:</strong> 2 test cassettes, 2 collection cups, 2 dropper bottles with solution, 2 pipettes, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> the test measures concentration only, not the motility or shape of the sperm. For a full assessment, your doctor or a fertility clinic can arrange a semen analysis (spermiogram).",
      ),
      de: desc(
        "Ein diskreter erster Check der männlichen Fruchtbarkeit. Der Test zeigt, ob die Spermienkonzentration im Ejakulat über oder unter 15 Millionen pro Milliliter liegt – dem unteren Referenzwert der Weltgesundheitsorganisation. Das Set enthält zwei Tests, damit Sie die Messung eine Woche später wiederholen können.",
        [
          "<strong>Nachweis von:</strong> Spermien (Konzentration), Grenzwert 15 Mio./ml",
          "<strong>Probe:</strong> Ejakulat, nach 2–7 Tagen ohne Samenerguss",
          "<strong>Ergebnis:</strong> nach 10 Minuten",
          "<strong>Packungsinhalt:</strong> 2 Testkassetten, 2 Auffangbecher, 2 Tropfflaschen mit Lösung, 2 Pipetten, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Der Test misst nur die Konzentration, nicht Beweglichkeit oder Form der Spermien. Für eine vollständige Beurteilung kann Ihre Ärztin, Ihr Arzt oder ein Kinderwunschzentrum ein Spermiogramm veranlassen.",
      ),
      bg: desc(
        "Дискретна първа проверка на мъжката плодовитост. Тестът показва дали концентрацията на сперматозоиди в еякулата е над или под 15 милиона на милилитър – долната референтна стойност на Световната здравна организация. Комплектът съдържа два теста, за да можете да повторите измерването седмица по-късно.",
        [
          "<strong>Открива:</strong> концентрация на сперматозоиди, праг 15 млн./ml",
          "<strong>Проба:</strong> еякулат, след 2–7 дни въздържание от еякулация",
          "<strong>Резултат:</strong> след 10 минути",
          "<strong>Съдържание:</strong> 2 тестови касети, 2 чашки за събиране, 2 шишенца с капкомер и разтвор, 2 пипети, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> тестът измерва само концентрацията, но не и подвижността или формата на сперматозоидите. За пълна оценка вашият лекар или клиника по репродуктивна медицина може да назначи спермограма.",
      ),
    },
    images: [
      { kind: "cassette", hue: 248, label: "Sperm", accent: 200 },
      { kind: "box", hue: 248, label: "Sperm", accent: 200 },
    ],
  },
  {
    slug: "amh-ovarian-reserve-test",
    priceCents: 6900,
    stock: 3,
    categorySlugs: ["fertility-tests"],
    name: {
      en: "AMH Ovarian Reserve Test (Lab Analysis)",
      de: "AMH-Test zur Eizellreserve (Laboranalyse)",
      bg: "AMH тест за яйчников резерв (лабораторен анализ)",
    },
    description: {
      en: desc(
        "Anti-Müllerian hormone (AMH) is produced by the follicles in the ovaries and is the most widely used marker of ovarian reserve. Collect a few drops of blood from your fingertip at home, send the sample in the prepaid envelope to our accredited partner laboratory, and the laboratory e-mails your result to the address you give it as the kit's instructions describe.",
        [
          "<strong>Tests for:</strong> anti-Müllerian hormone (AMH), quantitative",
          "<strong>Sample:</strong> capillary blood from the fingertip, on any day of the cycle",
          "<strong>Result:</strong> 3–5 working days after the lab receives your sample",
          "<strong>In the box:</strong> 2 safety lancets, blood collection tube, plasters, alcohol wipe, prepaid return envelope, instructions",
          CE_LAB.en,
        ],
        "<strong>Please note:</strong> AMH shows how many eggs are likely to remain, not their quality, and on its own it cannot predict whether you will conceive naturally. Hormonal contraception can lower the value. Please discuss your result with your gynaecologist.",
      ),
      de: desc(
        "Das Anti-Müller-Hormon (AMH) wird von den Follikeln in den Eierstöcken gebildet und ist der gebräuchlichste Marker für die Eizellreserve. Sie entnehmen zu Hause einige Tropfen Blut aus der Fingerkuppe, senden die Probe im frankierten Umschlag an unser akkreditiertes Partnerlabor, und das Labor schickt Ihnen das Ergebnis per E-Mail an die Adresse, die Sie ihm nach der Gebrauchsanweisung des Sets angeben.",
        [
          "<strong>Nachweis von:</strong> Anti-Müller-Hormon (AMH), quantitativ",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe, an jedem Zyklustag möglich",
          "<strong>Ergebnis:</strong> 3–5 Werktage nach Eingang der Probe im Labor",
          "<strong>Packungsinhalt:</strong> 2 Sicherheitslanzetten, Blutentnahmeröhrchen, Pflaster, Alkoholtupfer, frankierter Rückumschlag, Gebrauchsanweisung",
          CE_LAB.de,
        ],
        "<strong>Bitte beachten:</strong> Der AMH-Wert zeigt, wie viele Eizellen voraussichtlich noch vorhanden sind – nicht deren Qualität – und sagt allein nicht voraus, ob eine natürliche Schwangerschaft eintritt. Hormonelle Verhütung kann den Wert senken. Besprechen Sie Ihr Ergebnis bitte mit Ihrer Frauenärztin oder Ihrem Frauenarzt.",
      ),
      bg: desc(
        "Антимюлеровият хормон (AMH) се произвежда от фоликулите в яйчниците и е най-широко използваният показател за яйчниковия резерв. Вземате няколко капки кръв от пръста си у дома, изпращате пробата в предплатения плик до нашата акредитирана партньорска лаборатория, а лабораторията ви изпраща резултата по имейл на адреса, който ѝ посочите според инструкцията на комплекта.",
        [
          "<strong>Изследва:</strong> антимюлеров хормон (AMH), количествено",
          "<strong>Проба:</strong> капилярна кръв от пръста, във всеки ден от цикъла",
          "<strong>Резултат:</strong> 3–5 работни дни след получаване на пробата в лабораторията",
          "<strong>Съдържание:</strong> 2 безопасни ланцети, епруветка за кръв, лепенки, спиртен тампон, предплатен плик за връщане, инструкция за употреба",
          CE_LAB.bg,
        ],
        "<strong>Важно:</strong> AMH показва колко яйцеклетки вероятно са останали, но не и тяхното качество, и сам по себе си не може да предскаже дали ще забременеете по естествен път. Хормоналната контрацепция може да понижи стойността. Обсъдете резултата с вашия гинеколог.",
      ),
    },
    images: [
      { kind: "vial", hue: 302, label: "AMH", accent: 340 },
      { kind: "box", hue: 302, label: "AMH", accent: 340 },
    ],
  },
  {
    slug: "early-pregnancy-test",
    priceCents: 1190,
    stock: 180,
    categorySlugs: ["fertility-tests", "ovulation-test"],
    name: {
      en: "Early Pregnancy Test, 2-Pack (10 mIU/ml)",
      de: "Frühschwangerschaftstest, 2 Stück (10 mIU/ml)",
      bg: "Ранен тест за бременност, 2 бр. (10 mIU/ml)",
    },
    description: {
      en: desc(
        "Our most sensitive pregnancy test detects the pregnancy hormone hCG from a concentration of 10 mIU/ml, so you can test up to five days before your period is due. The midstream design lets you hold the absorbent tip directly in the urine stream – no cup needed.",
        [
          "<strong>Tests for:</strong> human chorionic gonadotropin (hCG), sensitivity 10 mIU/ml",
          "<strong>Sample:</strong> urine, ideally first morning urine",
          "<strong>Result:</strong> after 3 minutes; do not read after 10 minutes",
          "<strong>In the box:</strong> 2 midstream tests in individual pouches, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> very early in pregnancy the hCG level may still be too low to detect. If the result is negative but your period does not start, test again after two or three days. Please see your doctor or midwife to confirm a positive result.",
      ),
      de: desc(
        "Unser empfindlichster Schwangerschaftstest erkennt das Schwangerschaftshormon hCG bereits ab 10 mIU/ml – so können Sie schon bis zu fünf Tage vor der erwarteten Periode testen. Dank Midstream-Design halten Sie die saugfähige Spitze einfach direkt in den Urinstrahl, ganz ohne Becher.",
        [
          "<strong>Nachweis von:</strong> humanem Choriongonadotropin (hCG), Empfindlichkeit 10 mIU/ml",
          "<strong>Probe:</strong> Urin, am besten Morgenurin",
          "<strong>Ergebnis:</strong> nach 3 Minuten; nach 10 Minuten nicht mehr ablesen",
          "<strong>Packungsinhalt:</strong> 2 Midstream-Tests in Einzelverpackung, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Ganz am Anfang der Schwangerschaft kann der hCG-Spiegel noch zu niedrig für einen Nachweis sein. Ist das Ergebnis negativ, bleibt die Periode aber aus, testen Sie nach zwei bis drei Tagen erneut. Ein positives Ergebnis lassen Sie bitte von Ihrer Frauenärztin, Ihrem Frauenarzt oder Ihrer Hebamme bestätigen.",
      ),
      bg: desc(
        "Нашият най-чувствителен тест за бременност открива хормона на бременността hCG от концентрация 10 mIU/ml, така че можете да се тествате до пет дни преди очакваната менструация. Благодарение на формата тип писалка просто задържате абсорбиращия връх директно под струята урина – без чашка.",
        [
          "<strong>Открива:</strong> човешки хорионгонадотропин (hCG), чувствителност 10 mIU/ml",
          "<strong>Проба:</strong> урина, за предпочитане първата сутрешна",
          "<strong>Резултат:</strong> след 3 минути; не отчитайте след 10 минути",
          "<strong>Съдържание:</strong> 2 теста тип писалка в индивидуални опаковки, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> в самото начало на бременността нивото на hCG може още да е твърде ниско, за да бъде открито. Ако резултатът е отрицателен, но менструацията не идва, повторете теста след два-три дни. Потвърдете положителния резултат при вашия гинеколог.",
      ),
    },
    highlights: {
      en: ["Detects hCG from 10 mIU/ml: test up to five days before your period is due", "Result after 3 minutes"],
      de: ["Erkennt hCG ab 10 mIU/ml: Test bis zu fünf Tage vor der erwarteten Periode", "Ergebnis nach 3 Minuten"],
      bg: ["Открива hCG от 10 mIU/ml: тест до пет дни преди очакваната менструация", "Резултат след 3 минути"],
    },
    images: [
      { kind: "strip", hue: 348, label: "hCG", accent: 20 },
      { kind: "box", hue: 348, label: "hCG", accent: 20 },
    ],
  },

  /* ------------------------------------------------------------- STI tests */
  {
    slug: "stistd-tests",
    priceCents: 3990,
    stock: 90,
    categorySlugs: ["stistd-tests"],
    name: {
      en: "STI Rapid Test 4-in-1 – HIV, Syphilis, Hepatitis B & C",
      de: "STI-Schnelltest 4-in-1 – HIV, Syphilis, Hepatitis B und C",
      bg: "Бърз тест за ППИ 4 в 1 – ХИВ, сифилис, хепатит B и C",
    },
    description: {
      en: desc(
        "Four important infections, one drop of blood, a separate result window for each. This combination self-test checks a fingertip blood sample for HIV, syphilis, hepatitis B and hepatitis C – private and discreet, with results in 15 minutes and no appointment needed.",
        [
          "<strong>Tests for:</strong> HIV-1/2 antibodies, Treponema pallidum antibodies (syphilis), hepatitis B surface antigen (HBsAg) and hepatitis C antibodies",
          "<strong>Sample:</strong> capillary blood from the fingertip",
          "<strong>Result:</strong> after 15 minutes",
          "<strong>In the box:</strong> 1 combination test cassette, 2 safety lancets, pipette, buffer solution, alcohol wipe, plaster, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> antibodies take time to develop, so a reliable result for HIV and hepatitis C is only possible 12 weeks after a possible exposure. Any positive result must be confirmed by a doctor or testing centre. Syphilis antibodies can remain detectable after a past infection.",
      ),
      de: desc(
        "Vier wichtige Infektionen, ein Tropfen Blut, für jede ein eigenes Ergebnisfenster. Dieser Kombi-Selbsttest prüft Kapillarblut aus der Fingerkuppe auf HIV, Syphilis, Hepatitis B und Hepatitis C – privat und diskret, mit Ergebnis nach 15 Minuten und ganz ohne Termin.",
        [
          "<strong>Nachweis von:</strong> HIV-1/2-Antikörpern, Antikörpern gegen Treponema pallidum (Syphilis), Hepatitis-B-Oberflächenantigen (HBsAg) und Hepatitis-C-Antikörpern",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe",
          "<strong>Ergebnis:</strong> nach 15 Minuten",
          "<strong>Packungsinhalt:</strong> 1 Kombi-Testkassette, 2 Sicherheitslanzetten, Pipette, Pufferlösung, Alkoholtupfer, Pflaster, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Antikörper bilden sich erst mit der Zeit. Ein verlässliches Ergebnis für HIV und Hepatitis C ist daher erst 12 Wochen nach einem möglichen Risiko möglich. Jedes positive Ergebnis muss ärztlich oder in einer Teststelle bestätigt werden. Syphilis-Antikörper können auch nach einer früheren Infektion nachweisbar bleiben.",
      ),
      bg: desc(
        "Четири важни инфекции, една капка кръв и отделно прозорче за всеки резултат. Този комбиниран самотест проверява капилярна кръв от пръста за ХИВ, сифилис, хепатит B и хепатит C – лично и дискретно, с резултат след 15 минути и без предварително записан час.",
        [
          "<strong>Открива:</strong> антитела срещу ХИВ-1/2, антитела срещу Treponema pallidum (сифилис), повърхностен антиген на хепатит B (HBsAg) и антитела срещу хепатит C",
          "<strong>Проба:</strong> капилярна кръв от пръста",
          "<strong>Резултат:</strong> след 15 минути",
          "<strong>Съдържание:</strong> 1 комбинирана тестова касета, 2 безопасни ланцети, пипета, буферен разтвор, спиртен тампон, лепенка, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> антителата се образуват с времето, затова надежден резултат за ХИВ и хепатит C е възможен едва 12 седмици след евентуалния риск. Всеки положителен резултат трябва да бъде потвърден от лекар или в център за изследване. Антителата срещу сифилис могат да се откриват и след прекарана в миналото инфекция.",
      ),
    },
    images: [
      { kind: "cassette", hue: 165, label: "4-in-1", accent: 205 },
      { kind: "box", hue: 165, label: "4-in-1", accent: 205 },
      { kind: "vial", hue: 165, label: "4-in-1", accent: 205 },
    ],
  },
  {
    slug: "chlamydia-rapid-test",
    priceCents: 1990,
    stock: 75,
    categorySlugs: ["stistd-tests"],
    name: {
      en: "Chlamydia Rapid Test for Women and Men",
      de: "Chlamydien-Schnelltest für Frauen und Männer",
      bg: "Бърз тест за хламидия за жени и мъже",
    },
    description: {
      en: desc(
        "Chlamydia is the most common bacterial sexually transmitted infection in Europe and often causes no symptoms at all. This antigen rapid test lets you check yourself at home – with a vaginal swab for women or a first-void urine sample for men.",
        [
          "<strong>Tests for:</strong> Chlamydia trachomatis antigen",
          "<strong>Sample:</strong> vaginal swab (women) or first-void urine, i.e. the first part of the stream (men)",
          "<strong>Result:</strong> after 10–15 minutes",
          "<strong>In the box:</strong> 1 test cassette, sterile swab, extraction tube with reagents, urine cup, pipette, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> rapid antigen tests are less sensitive than a laboratory PCR test. If you have symptoms or a recent risk, a negative result does not rule out an infection – see a doctor, who can arrange a laboratory PCR test. Chlamydia is easily treated with antibiotics, so please see a doctor after a positive result.",
      ),
      de: desc(
        "Chlamydien sind die häufigste bakterielle sexuell übertragbare Infektion in Europa und verursachen oft überhaupt keine Beschwerden. Mit diesem Antigen-Schnelltest können Sie sich zu Hause selbst testen – Frauen mit einem Vaginalabstrich, Männer mit einer Probe des Ersturins.",
        [
          "<strong>Nachweis von:</strong> Chlamydia-trachomatis-Antigen",
          "<strong>Probe:</strong> Vaginalabstrich (Frauen) oder Ersturin, also die erste Portion des Urinstrahls (Männer)",
          "<strong>Ergebnis:</strong> nach 10–15 Minuten",
          "<strong>Packungsinhalt:</strong> 1 Testkassette, steriler Tupfer, Extraktionsröhrchen mit Reagenzien, Urinbecher, Pipette, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Antigen-Schnelltests sind weniger empfindlich als ein PCR-Labortest. Bei Beschwerden oder einem kürzlichen Risiko schließt ein negatives Ergebnis eine Infektion nicht aus – gehen Sie dann zum Arzt, der einen PCR-Labortest veranlassen kann. Chlamydien lassen sich gut mit Antibiotika behandeln; suchen Sie nach einem positiven Ergebnis bitte ärztliche Hilfe.",
      ),
      bg: desc(
        "Хламидията е най-честата бактериална полово предавана инфекция в Европа и често протича напълно без симптоми. С този бърз антигенен тест можете да се изследвате сами у дома – жените с вагинален секрет, взет с тампон, а мъжете с проба от първата порция урина.",
        [
          "<strong>Открива:</strong> антиген на Chlamydia trachomatis",
          "<strong>Проба:</strong> вагинален секрет (жени) или първата порция от струята урина (мъже)",
          "<strong>Резултат:</strong> след 10–15 минути",
          "<strong>Съдържание:</strong> 1 тестова касета, стерилен тампон, епруветка за екстракция с реактиви, чашка за урина, пипета, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> бързите антигенни тестове са по-малко чувствителни от лабораторния PCR тест. При симптоми или скорошен риск отрицателният резултат не изключва инфекция – обърнете се към лекар, който може да назначи лабораторен PCR тест. Хламидията се лекува лесно с антибиотици, затова след положителен резултат непременно посетете лекар.",
      ),
    },
    images: [
      { kind: "cassette", hue: 182, label: "Chlamydia", accent: 150 },
      { kind: "box", hue: 182, label: "Chlamydia", accent: 150 },
    ],
  },
  {
    slug: "hiv-self-test",
    priceCents: 2990,
    stock: 110,
    categorySlugs: ["stistd-tests"],
    name: {
      en: "HIV Self-Test (Fingertip Blood)",
      de: "HIV-Selbsttest (Blut aus der Fingerkuppe)",
      bg: "Самотест за ХИВ (кръв от пръста)",
    },
    description: {
      en: desc(
        "Knowing your HIV status gives you peace of mind. This self-test detects antibodies to HIV-1 and HIV-2 in a single drop of blood and is designed so that anyone can use it at home, step by step.",
        [
          "<strong>Tests for:</strong> antibodies to HIV-1 (including group O) and HIV-2",
          "<strong>Sample:</strong> capillary blood from the fingertip",
          "<strong>Result:</strong> after 15 minutes",
          "<strong>In the box:</strong> 1 test cassette, 2 safety lancets, sample pipette, buffer solution, alcohol wipe, plaster, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> the result is reliable 12 weeks (3 months) after a possible exposure. A positive self-test must be confirmed by a laboratory test. If the risk happened within the last 72 hours, go to a doctor or emergency department straight away and ask about post-exposure prophylaxis (PEP).",
      ),
      de: desc(
        "Wer seinen HIV-Status kennt, gewinnt Sicherheit. Dieser Selbsttest weist Antikörper gegen HIV-1 und HIV-2 in einem einzigen Blutstropfen nach und ist so gestaltet, dass ihn jede und jeder zu Hause Schritt für Schritt durchführen kann.",
        [
          "<strong>Nachweis von:</strong> Antikörpern gegen HIV-1 (einschließlich Gruppe O) und HIV-2",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe",
          "<strong>Ergebnis:</strong> nach 15 Minuten",
          "<strong>Packungsinhalt:</strong> 1 Testkassette, 2 Sicherheitslanzetten, Probenpipette, Pufferlösung, Alkoholtupfer, Pflaster, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Das Ergebnis ist 12 Wochen (3 Monate) nach einem möglichen Risiko aussagekräftig. Ein positiver Selbsttest muss durch einen Labortest bestätigt werden. Liegt das Risiko weniger als 72 Stunden zurück, wenden Sie sich sofort an eine Arztpraxis oder Notaufnahme und fragen Sie nach einer Post-Expositions-Prophylaxe (PEP).",
      ),
      bg: desc(
        "Когато знаете своя ХИВ статус, сте по-спокойни. Този самотест открива антитела срещу ХИВ-1 и ХИВ-2 в една-единствена капка кръв и е създаден така, че всеки да може да го направи у дома стъпка по стъпка.",
        [
          "<strong>Открива:</strong> антитела срещу ХИВ-1 (включително група O) и ХИВ-2",
          "<strong>Проба:</strong> капилярна кръв от пръста",
          "<strong>Резултат:</strong> след 15 минути",
          "<strong>Съдържание:</strong> 1 тестова касета, 2 безопасни ланцети, пипета за проба, буферен разтвор, спиртен тампон, лепенка, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> резултатът е надежден 12 седмици (3 месеца) след евентуалния риск. Положителният самотест трябва да бъде потвърден с лабораторно изследване. Ако рискът е бил през последните 72 часа, незабавно потърсете лекар или спешно отделение и попитайте за постекспозиционна профилактика (PEP).",
      ),
    },
    images: [
      { kind: "cassette", hue: 352, label: "HIV", accent: 15 },
      { kind: "box", hue: 352, label: "HIV", accent: 15 },
      { kind: "vial", hue: 352, label: "HIV", accent: 15 },
    ],
  },
  {
    slug: "syphilis-rapid-test",
    priceCents: 1790,
    stock: 40,
    categorySlugs: ["stistd-tests"],
    name: {
      en: "Syphilis Rapid Self-Test",
      de: "Syphilis-Schnelltest zur Eigenanwendung",
      bg: "Бърз самотест за сифилис",
    },
    description: {
      en: desc(
        "This rapid test detects antibodies against the syphilis bacterium Treponema pallidum in a drop of blood from your fingertip.",
        [
          "<strong>Tests for:</strong> antibodies to Treponema pallidum",
          "<strong>Sample:</strong> capillary blood from the fingertip",
          "<strong>Result:</strong> after 10–15 minutes",
          "<strong>In the box:</strong> 1 test cassette, 2 safety lancets, pipette, buffer solution, alcohol wipe, plaster, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> antibodies can usually be detected from about 3–6 weeks after infection. Because they often remain for life, the test can also be positive after a past infection. Every positive result needs further laboratory tests and a doctor's assessment.",
      ),
      de: desc(
        "Dieser Schnelltest weist Antikörper gegen den Syphilis-Erreger Treponema pallidum in einem Tropfen Blut aus der Fingerkuppe nach.",
        [
          "<strong>Nachweis von:</strong> Antikörpern gegen Treponema pallidum",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe",
          "<strong>Ergebnis:</strong> nach 10–15 Minuten",
          "<strong>Packungsinhalt:</strong> 1 Testkassette, 2 Sicherheitslanzetten, Pipette, Pufferlösung, Alkoholtupfer, Pflaster, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Antikörper sind in der Regel etwa 3–6 Wochen nach der Ansteckung nachweisbar. Da sie oft lebenslang bestehen bleiben, kann der Test auch nach einer früheren Infektion positiv ausfallen. Jedes positive Ergebnis erfordert weitere Laboruntersuchungen und eine ärztliche Abklärung.",
      ),
      bg: desc(
        "Този бърз тест открива антитела срещу причинителя на сифилиса Treponema pallidum в капка кръв от пръста.",
        [
          "<strong>Открива:</strong> антитела срещу Treponema pallidum",
          "<strong>Проба:</strong> капилярна кръв от пръста",
          "<strong>Резултат:</strong> след 10–15 минути",
          "<strong>Съдържание:</strong> 1 тестова касета, 2 безопасни ланцети, пипета, буферен разтвор, спиртен тампон, лепенка, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> антителата обикновено се откриват около 3–6 седмици след заразяването. Тъй като често остават за цял живот, тестът може да е положителен и след прекарана в миналото инфекция. Всеки положителен резултат изисква допълнителни лабораторни изследвания и преглед от лекар.",
      ),
    },
    images: [
      { kind: "cassette", hue: 205, label: "Syphilis", accent: 260 },
      { kind: "box", hue: 205, label: "Syphilis", accent: 260 },
    ],
  },
  {
    slug: "sti-5-panel-lab-test",
    priceCents: 9900,
    stock: 25,
    categorySlugs: ["stistd-tests"],
    name: {
      en: "5-in-1 STI Lab Test (PCR)",
      de: "STI-Labortest 5-in-1 (PCR)",
      bg: "Лабораторен тест за ППИ 5 в 1 (PCR)",
    },
    description: {
      en: desc(
        "Our most thorough STI check: collect a urine sample or vaginal swab at home and send it to our accredited partner laboratory, where it is analysed with highly sensitive PCR technology for five common infections – many of which cause few or no symptoms.",
        [
          "<strong>Tests for:</strong> chlamydia, gonorrhoea, trichomoniasis, Mycoplasma genitalium and Ureaplasma urealyticum",
          "<strong>Sample:</strong> first-void urine (men) or vaginal swab (women)",
          "<strong>Result:</strong> 2–4 working days after the lab receives your sample, e-mailed to you by the laboratory",
          "<strong>In the box:</strong> sample tube, swab or urine collector, protective shipping bag, prepaid return envelope, instructions",
          CE_LAB.en,
        ],
        "<strong>Please note:</strong> test no earlier than two weeks after a possible exposure. If an infection is found, please see a doctor – all five are treatable, and your partner or partners may need treatment too.",
      ),
      de: desc(
        "Unser gründlichster STI-Check: Sie nehmen zu Hause eine Urinprobe oder einen Vaginalabstrich und schicken sie an unser akkreditiertes Partnerlabor. Dort wird die Probe mit hochempfindlicher PCR-Technik auf fünf häufige Infektionen untersucht – von denen viele kaum oder gar keine Beschwerden verursachen.",
        [
          "<strong>Nachweis von:</strong> Chlamydien, Gonorrhoe (Tripper), Trichomoniasis, Mycoplasma genitalium und Ureaplasma urealyticum",
          "<strong>Probe:</strong> Ersturin (Männer) oder Vaginalabstrich (Frauen)",
          "<strong>Ergebnis:</strong> 2–4 Werktage nach Eingang der Probe im Labor, per E-Mail vom Labor",
          "<strong>Packungsinhalt:</strong> Probenröhrchen, Abstrichtupfer bzw. Urinsammler, Versandschutzbeutel, frankierter Rückumschlag, Gebrauchsanweisung",
          CE_LAB.de,
        ],
        "<strong>Bitte beachten:</strong> Testen Sie frühestens zwei Wochen nach einem möglichen Risiko. Wird eine Infektion festgestellt, gehen Sie bitte zum Arzt – alle fünf sind behandelbar, und eventuell müssen auch Ihre Partnerinnen oder Partner mitbehandelt werden.",
      ),
      bg: desc(
        "Нашето най-задълбочено изследване за ППИ: вземате у дома проба урина или вагинален секрет и я изпращате до нашата акредитирана партньорска лаборатория. Там пробата се анализира с високочувствителна PCR технология за пет често срещани инфекции – много от тях протичат с леки симптоми или изобщо без такива.",
        [
          "<strong>Изследва:</strong> хламидия, гонорея, трихомониаза, Mycoplasma genitalium и Ureaplasma urealyticum",
          "<strong>Проба:</strong> първа порция урина (мъже) или вагинален секрет (жени)",
          "<strong>Резултат:</strong> 2–4 работни дни след получаване на пробата в лабораторията, по имейл от лабораторията",
          "<strong>Съдържание:</strong> епруветка за проба, тампон или уловител за урина, защитен плик за транспорт, предплатен плик за връщане, инструкция за употреба",
          CE_LAB.bg,
        ],
        "<strong>Важно:</strong> направете теста най-рано две седмици след евентуалния риск. Ако бъде открита инфекция, посетете лекар – и петте са лечими, а може да се наложи лечение и на партньора или партньорите ви.",
      ),
    },
    images: [
      { kind: "vial", hue: 172, label: "5-in-1", accent: 120 },
      { kind: "box", hue: 172, label: "5-in-1", accent: 120 },
    ],
  },

  /* -------------------------------------------------------- ovulation tests */
  {
    slug: "ovulation-test",
    priceCents: 1690,
    stock: 150,
    categorySlugs: ["ovulation-test"],
    name: {
      en: "Ovulation Test Midstream – 7 LH Tests",
      de: "Ovulationstest Midstream – 7 LH-Tests",
      bg: "Тест за овулация тип писалка – 7 LH теста",
    },
    description: {
      en: desc(
        "Find your most fertile days with confidence. These midstream tests detect the surge of luteinising hormone (LH) that happens 24–36 hours before ovulation. Seven tests cover a typical testing window, and the wide absorbent tip and large result window make every reading easy.",
        [
          "<strong>Tests for:</strong> luteinising hormone (LH), sensitivity 25 mIU/ml",
          "<strong>Sample:</strong> urine, held directly in the stream or dipped in a cup",
          "<strong>Result:</strong> after 5 minutes",
          "<strong>In the box:</strong> 7 midstream tests in individual pouches, cycle chart, instructions",
          CE_SELF.en,
        ],
        "<strong>Tip:</strong> test at about the same time every day, preferably not with first morning urine, and drink less for two hours beforehand. The test is not a contraceptive. With conditions such as PCOS, results can be misleading – please ask your gynaecologist.",
      ),
      de: desc(
        "So finden Sie Ihre fruchtbarsten Tage ganz gezielt. Diese Midstream-Tests erkennen den Anstieg des luteinisierenden Hormons (LH), der 24–36 Stunden vor dem Eisprung einsetzt. Sieben Tests decken ein typisches Testfenster ab, und dank breiter Saugspitze und großem Ergebnisfenster ist jedes Ablesen ganz einfach.",
        [
          "<strong>Nachweis von:</strong> luteinisierendem Hormon (LH), Empfindlichkeit 25 mIU/ml",
          "<strong>Probe:</strong> Urin, direkt in den Strahl gehalten oder in einen Becher getaucht",
          "<strong>Ergebnis:</strong> nach 5 Minuten",
          "<strong>Packungsinhalt:</strong> 7 Midstream-Tests in Einzelverpackung, Zyklustabelle, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Tipp:</strong> Testen Sie täglich etwa zur gleichen Uhrzeit, möglichst nicht mit dem Morgenurin, und trinken Sie zwei Stunden vorher weniger. Der Test ist kein Verhütungsmittel. Bei Erkrankungen wie PCOS können die Ergebnisse irreführend sein – fragen Sie dann Ihre Frauenärztin oder Ihren Frauenarzt.",
      ),
      bg: desc(
        "Открийте най-плодовитите си дни с увереност. Тези тестове тип писалка улавят покачването на лутеинизиращия хормон (LH), което настъпва 24–36 часа преди овулацията. Седемте теста покриват обичайния период за тестване, а широкият абсорбиращ връх и голямото прозорче за резултата правят отчитането лесно всеки път.",
        [
          "<strong>Открива:</strong> лутеинизиращ хормон (LH), чувствителност 25 mIU/ml",
          "<strong>Проба:</strong> урина – директно под струята или чрез потапяне в чашка",
          "<strong>Резултат:</strong> след 5 минути",
          "<strong>Съдържание:</strong> 7 теста тип писалка в индивидуални опаковки, таблица за цикъла, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Съвет:</strong> тествайте всеки ден по едно и също време, по възможност не с първата сутрешна урина, и пийте по-малко течности два часа преди това. Тестът не е средство за контрацепция. При състояния като СПКЯ (синдром на поликистозните яйчници) резултатите могат да бъдат подвеждащи – консултирайте се с вашия гинеколог.",
      ),
    },
    highlights: {
      en: ["Sensitivity 25 mIU/ml LH: finds the surge 24–36 hours before ovulation", "Result after 5 minutes"],
      de: [
        "Empfindlichkeit 25 mIU/ml LH: erkennt den Anstieg 24–36 Stunden vor dem Eisprung",
        "Ergebnis nach 5 Minuten",
      ],
      bg: ["Чувствителност 25 mIU/ml LH: улавя покачването 24–36 часа преди овулацията", "Резултат след 5 минути"],
    },
    images: [
      { kind: "box", hue: 330, label: "LH", accent: 290 },
      { kind: "strip", hue: 330, label: "LH", accent: 290 },
      { kind: "cassette", hue: 330, label: "LH", accent: 290 },
    ],
  },
  {
    slug: "ovulation-strips-20-pack",
    priceCents: 1490,
    stock: 160,
    categorySlugs: ["ovulation-test"],
    name: {
      en: "Ovulation Test Strips – 20 LH + 5 Pregnancy Strips",
      de: "Ovulationstest-Streifen – 20 LH- + 5 Schwangerschaftsstreifen",
      bg: "Тест ленти за овулация – 20 LH + 5 ленти за бременност",
    },
    description: {
      en: desc(
        "The economical choice for tracking your cycle month after month. Twenty sensitive LH strips help you pinpoint your fertile window, and five early pregnancy strips are included for when the time comes. Simply dip each strip into a clean cup of urine.",
        [
          "<strong>Tests for:</strong> LH (25 mIU/ml) and hCG (10 mIU/ml)",
          "<strong>Sample:</strong> urine collected in a clean cup",
          "<strong>Result:</strong> after 5 minutes (LH) or 3 minutes (hCG)",
          "<strong>In the box:</strong> 20 LH strips, 5 pregnancy strips, 25 urine cups, instructions",
          CE_SELF.en,
        ],
        "<strong>Tip:</strong> start testing a few days before your expected ovulation – for a 28-day cycle, around day 11. The result is positive when the test line is as dark as or darker than the control line.",
      ),
      de: desc(
        "Die sparsame Wahl, um Ihren Zyklus Monat für Monat zu beobachten. Zwanzig empfindliche LH-Streifen helfen Ihnen, Ihr fruchtbares Fenster genau einzugrenzen, und fünf Frühschwangerschaftsstreifen sind gleich mit dabei, wenn es so weit ist. Tauchen Sie jeden Streifen einfach in einen sauberen Becher mit Urin.",
        [
          "<strong>Nachweis von:</strong> LH (25 mIU/ml) und hCG (10 mIU/ml)",
          "<strong>Probe:</strong> Urin, in einem sauberen Becher gesammelt",
          "<strong>Ergebnis:</strong> nach 5 Minuten (LH) bzw. 3 Minuten (hCG)",
          "<strong>Packungsinhalt:</strong> 20 LH-Streifen, 5 Schwangerschaftsstreifen, 25 Urinbecher, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Tipp:</strong> Beginnen Sie einige Tage vor dem erwarteten Eisprung mit dem Testen – bei einem 28-Tage-Zyklus etwa am 11. Zyklustag. Positiv ist das Ergebnis, wenn die Testlinie genauso dunkel oder dunkler ist als die Kontrolllinie.",
      ),
      bg: desc(
        "Икономичният избор, ако следите цикъла си месец след месец. Двадесет чувствителни LH ленти ви помагат точно да определите плодовития си прозорец, а пет ленти за ранна бременност са включени за момента, в който ще ви потрябват. Просто потопете всяка лента в чиста чашка с урина.",
        [
          "<strong>Открива:</strong> LH (25 mIU/ml) и hCG (10 mIU/ml)",
          "<strong>Проба:</strong> урина, събрана в чиста чашка",
          "<strong>Резултат:</strong> след 5 минути (LH) или 3 минути (hCG)",
          "<strong>Съдържание:</strong> 20 LH ленти, 5 ленти за бременност, 25 чашки за урина, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Съвет:</strong> започнете да тествате няколко дни преди очакваната овулация – при 28-дневен цикъл около 11-ия ден. Резултатът е положителен, когато тестовата линия е толкова тъмна, колкото контролната, или по-тъмна от нея.",
      ),
    },
    highlights: {
      en: ["LH strips with a sensitivity of 25 mIU/ml", "Pregnancy strips with a sensitivity of 10 mIU/ml hCG"],
      de: [
        "LH-Streifen mit einer Empfindlichkeit von 25 mIU/ml",
        "Schwangerschaftsstreifen mit einer Empfindlichkeit von 10 mIU/ml hCG",
      ],
      bg: ["LH ленти с чувствителност 25 mIU/ml", "Ленти за бременност с чувствителност 10 mIU/ml hCG"],
    },
    images: [
      { kind: "strip", hue: 316, label: "LH", accent: 270 },
      { kind: "box", hue: 316, label: "20+5", accent: 270 },
    ],
  },
  {
    slug: "digital-ovulation-test",
    priceCents: 3990,
    stock: 35,
    categorySlugs: ["ovulation-test", "fertility-tests"],
    name: {
      en: "Digital Ovulation Test – Reader + 20 Tests",
      de: "Digitaler Ovulationstest – Lesegerät + 20 Tests",
      bg: "Дигитален тест за овулация – четец + 20 теста",
    },
    description: {
      en: desc(
        "No more squinting at faint lines: the digital reader interprets each test for you and shows a clear symbol on its display as soon as your LH surge is detected. It is ideal if you find line tests hard to read or simply want an unambiguous answer.",
        [
          "<strong>Tests for:</strong> the surge of luteinising hormone (LH)",
          "<strong>Sample:</strong> urine, held in the stream or dipped in a cup",
          "<strong>Result:</strong> on the display after 3–5 minutes",
          "<strong>In the box:</strong> 1 digital reader with battery, 20 test sticks, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> the reader only works with the test sticks made for it. Hormonal contraception, fertility medication and some conditions such as PCOS can affect the result. The test is not suitable for contraception. Please dispose of the reader as electronic waste.",
      ),
      de: desc(
        "Schluss mit dem Rätseln über blasse Linien: Das digitale Lesegerät wertet jeden Test für Sie aus und zeigt ein eindeutiges Symbol im Display, sobald Ihr LH-Anstieg erkannt wird. Ideal, wenn Ihnen das Ablesen von Linientests schwerfällt oder Sie einfach eine klare Antwort möchten.",
        [
          "<strong>Nachweis von:</strong> luteinisierendem Hormon (LH), Erkennung des LH-Anstiegs",
          "<strong>Probe:</strong> Urin, in den Strahl gehalten oder in einen Becher getaucht",
          "<strong>Ergebnis:</strong> nach 3–5 Minuten im Display",
          "<strong>Packungsinhalt:</strong> 1 digitales Lesegerät mit Batterie, 20 Teststäbchen, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Das Lesegerät funktioniert nur mit den zugehörigen Teststäbchen. Hormonelle Verhütung, Kinderwunschmedikamente und manche Erkrankungen wie PCOS können das Ergebnis beeinflussen. Der Test eignet sich nicht zur Verhütung. Bitte entsorgen Sie das Lesegerät über den Elektroschrott.",
      ),
      bg: desc(
        "Край на взирането в бледи линии: дигиталният четец разчита всеки тест вместо вас и показва ясен символ на дисплея, щом открие покачване на LH. Идеален е, ако ви е трудно да разчитате тестове с линии или просто искате недвусмислен отговор.",
        [
          "<strong>Открива:</strong> покачването на лутеинизиращия хормон (LH)",
          "<strong>Проба:</strong> урина – под струята или чрез потапяне в чашка",
          "<strong>Резултат:</strong> на дисплея след 3–5 минути",
          "<strong>Съдържание:</strong> 1 дигитален четец с батерия, 20 тестови пръчици, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> четецът работи само с предназначените за него тестови пръчици. Хормоналната контрацепция, лекарствата за стимулиране на овулацията и някои състояния като СПКЯ могат да повлияят на резултата. Тестът не е подходящ за контрацепция. Изхвърляйте четеца като електронен отпадък.",
      ),
    },
    images: [
      { kind: "box", hue: 292, label: "Digital", accent: 190 },
      { kind: "strip", hue: 292, label: "LH", accent: 190 },
    ],
  },

  /* -------------------------------------------------------- vitamin D tests */
  {
    slug: "vitamin-d-test",
    priceCents: 1990,
    stock: 130,
    categorySlugs: ["vitamin-d-test"],
    name: {
      en: "Vitamin D Rapid Test (25-OH-D)",
      de: "Vitamin-D-Schnelltest (25-OH-D)",
      bg: "Бърз тест за витамин D (25-OH-D)",
    },
    description: {
      en: desc(
        "Many people in Europe run low on vitamin D, especially between October and March. This rapid test measures 25-hydroxyvitamin D – the form doctors use to assess your vitamin D status – in a drop of blood from your fingertip and shows you which range your level is in.",
        [
          "<strong>Tests for:</strong> 25-hydroxyvitamin D, semi-quantitative in four ranges: below 10, 10–20, 20–30 and above 30 ng/ml",
          "<strong>Sample:</strong> capillary blood from the fingertip",
          "<strong>Result:</strong> after 10 minutes, read against the colour chart",
          "<strong>In the box:</strong> 1 test cassette, 2 safety lancets, capillary pipette, buffer solution, alcohol wipe, plaster, colour chart, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> high-dose supplements should not be taken without advice – too much vitamin D can be harmful. Discuss a low result with your doctor or pharmacist, who can recommend a suitable dose.",
      ),
      de: desc(
        "Viele Menschen in Europa haben zu wenig Vitamin D – vor allem zwischen Oktober und März. Dieser Schnelltest misst 25-Hydroxy-Vitamin-D, also die Form, anhand derer auch Ärztinnen und Ärzte die Versorgung beurteilen, in einem Tropfen Blut aus der Fingerkuppe und zeigt Ihnen, in welchem Bereich Ihr Wert liegt.",
        [
          "<strong>Nachweis von:</strong> 25-Hydroxy-Vitamin-D, semiquantitativ in vier Bereichen: unter 10, 10–20, 20–30 und über 30 ng/ml",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe",
          "<strong>Ergebnis:</strong> nach 10 Minuten, Ablesen anhand der Farbskala",
          "<strong>Packungsinhalt:</strong> 1 Testkassette, 2 Sicherheitslanzetten, Kapillarpipette, Pufferlösung, Alkoholtupfer, Pflaster, Farbskala, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Hochdosierte Präparate sollten nicht ohne Beratung eingenommen werden – zu viel Vitamin D kann schaden. Besprechen Sie einen niedrigen Wert mit Ihrer Ärztin, Ihrem Arzt oder in der Apotheke; dort erhalten Sie eine Empfehlung zur passenden Dosis.",
      ),
      bg: desc(
        "Много хора в Европа имат недостиг на витамин D, особено между октомври и март. Този бърз тест измерва 25-хидроксивитамин D – формата, по която и лекарите оценяват запасите от витамин D – в капка кръв от пръста и ви показва в какъв диапазон е вашата стойност.",
        [
          "<strong>Изследва:</strong> 25-хидроксивитамин D, полуколичествено в четири диапазона: под 10, 10–20, 20–30 и над 30 ng/ml",
          "<strong>Проба:</strong> капилярна кръв от пръста",
          "<strong>Резултат:</strong> след 10 минути, отчита се по цветната скала",
          "<strong>Съдържание:</strong> 1 тестова касета, 2 безопасни ланцети, капилярна пипета, буферен разтвор, спиртен тампон, лепенка, цветна скала, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> не приемайте хранителни добавки във високи дози без консултация – прекомерното количество витамин D може да навреди. Обсъдете ниския резултат с вашия лекар или фармацевт, които ще ви препоръчат подходяща доза.",
      ),
    },
    images: [
      { kind: "cassette", hue: 42, label: "Vit D", accent: 18 },
      { kind: "box", hue: 42, label: "Vit D", accent: 18 },
      { kind: "vial", hue: 42, label: "Vit D", accent: 18 },
    ],
  },
  {
    slug: "vitamin-d-b12-lab-test",
    priceCents: 4900,
    stock: 40,
    categorySlugs: ["vitamin-d-test"],
    name: {
      en: "Vitamin D + B12 Lab Test",
      de: "Vitamin-D- und B12-Labortest",
      bg: "Лабораторен тест за витамин D и B12",
    },
    description: {
      en: desc(
        "Tiredness, low mood and poor concentration can have many causes – two of the most common are a lack of vitamin D or vitamin B12. With this kit you collect a small blood sample at home, and our accredited partner laboratory measures both values precisely.",
        [
          "<strong>Tests for:</strong> 25-hydroxyvitamin D and vitamin B12 (holotranscobalamin, “active B12”), quantitative",
          "<strong>Sample:</strong> capillary blood from the fingertip",
          "<strong>Result:</strong> 3–5 working days after the lab receives your sample, with reference ranges, e-mailed to you by the laboratory",
          "<strong>In the box:</strong> 2 safety lancets, blood collection tube, alcohol wipe, plasters, prepaid return envelope, instructions",
          CE_LAB.en,
        ],
        "<strong>Please note:</strong> people on a vegan diet, older adults and those taking metformin or stomach-acid blockers are at higher risk of B12 deficiency. Please discuss abnormal results with your doctor before starting supplements.",
      ),
      de: desc(
        "Müdigkeit, Antriebslosigkeit und Konzentrationsprobleme können viele Ursachen haben – zwei der häufigsten sind ein Mangel an Vitamin D oder Vitamin B12. Mit diesem Set nehmen Sie zu Hause eine kleine Blutprobe, und unser akkreditiertes Partnerlabor bestimmt beide Werte genau.",
        [
          "<strong>Nachweis von:</strong> 25-Hydroxy-Vitamin-D und Vitamin B12 (Holotranscobalamin, „aktives B12“), quantitativ",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe",
          "<strong>Ergebnis:</strong> 3–5 Werktage nach Eingang der Probe im Labor, mit Referenzbereichen, per E-Mail vom Labor",
          "<strong>Packungsinhalt:</strong> 2 Sicherheitslanzetten, Blutentnahmeröhrchen, Alkoholtupfer, Pflaster, frankierter Rückumschlag, Gebrauchsanweisung",
          CE_LAB.de,
        ],
        "<strong>Bitte beachten:</strong> Menschen, die sich vegan ernähren, ältere Menschen und alle, die Metformin oder Magensäureblocker einnehmen, haben ein höheres Risiko für einen B12-Mangel. Besprechen Sie auffällige Werte bitte mit Ihrer Ärztin oder Ihrem Arzt, bevor Sie Nahrungsergänzungsmittel einnehmen.",
      ),
      bg: desc(
        "Умората, липсата на енергия и трудното концентриране могат да имат много причини – две от най-честите са недостигът на витамин D или на витамин B12. С този комплект вземате малка кръвна проба у дома, а нашата акредитирана партньорска лаборатория измерва точно и двете стойности.",
        [
          "<strong>Изследва:</strong> 25-хидроксивитамин D и витамин B12 (холотранскобаламин, „активен B12“), количествено",
          "<strong>Проба:</strong> капилярна кръв от пръста",
          "<strong>Резултат:</strong> 3–5 работни дни след получаване на пробата в лабораторията, с референтни стойности, по имейл от лабораторията",
          "<strong>Съдържание:</strong> 2 безопасни ланцети, епруветка за кръв, спиртен тампон, лепенки, предплатен плик за връщане, инструкция за употреба",
          CE_LAB.bg,
        ],
        "<strong>Важно:</strong> хората на веганско хранене, възрастните хора и приемащите метформин или лекарства, потискащи стомашната киселина, са с по-висок риск от недостиг на B12. Обсъдете отклоненията в резултатите с вашия лекар, преди да започнете прием на добавки.",
      ),
    },
    images: [
      { kind: "vial", hue: 30, label: "D + B12", accent: 350 },
      { kind: "box", hue: 30, label: "D + B12", accent: 350 },
    ],
  },
  {
    slug: "iron-ferritin-test",
    priceCents: 1490,
    stock: 65,
    categorySlugs: ["vitamin-d-test"],
    name: {
      en: "Iron Deficiency Test (Ferritin)",
      de: "Eisenmangel-Test (Ferritin)",
      bg: "Тест за желязодефицит (феритин)",
    },
    description: {
      en: desc(
        "Iron deficiency is the most common nutrient deficiency worldwide and particularly affects women with heavy periods, pregnant women, blood donors and people on a plant-based diet. Ferritin reflects your body's iron stores and often falls long before anaemia develops.",
        [
          "<strong>Tests for:</strong> ferritin, cut-off 30 ng/ml",
          "<strong>Sample:</strong> capillary blood from the fingertip",
          "<strong>Result:</strong> after 10 minutes",
          "<strong>In the box:</strong> 1 test cassette, 2 safety lancets, pipette, buffer solution, alcohol wipe, plaster, instructions",
          CE_SELF.en,
        ],
        "<strong>Please note:</strong> do not take iron supplements without medical advice, as too much iron can be harmful. Infections and inflammation can raise ferritin and mask a deficiency. Please have a low result checked by your doctor, who can also look for the cause.",
      ),
      de: desc(
        "Eisenmangel ist weltweit der häufigste Nährstoffmangel. Besonders betroffen sind Frauen mit starker Regelblutung, Schwangere, Blutspenderinnen und Blutspender sowie Menschen, die sich pflanzlich ernähren. Ferritin spiegelt die Eisenspeicher des Körpers wider und sinkt oft lange, bevor sich eine Blutarmut entwickelt.",
        [
          "<strong>Nachweis von:</strong> Ferritin, Grenzwert 30 ng/ml",
          "<strong>Probe:</strong> Kapillarblut aus der Fingerkuppe",
          "<strong>Ergebnis:</strong> nach 10 Minuten",
          "<strong>Packungsinhalt:</strong> 1 Testkassette, 2 Sicherheitslanzetten, Pipette, Pufferlösung, Alkoholtupfer, Pflaster, Gebrauchsanweisung",
          CE_SELF.de,
        ],
        "<strong>Bitte beachten:</strong> Nehmen Sie Eisenpräparate nicht ohne ärztlichen Rat ein, denn zu viel Eisen kann schaden. Infektionen und Entzündungen können den Ferritinwert erhöhen und so einen Mangel verdecken. Lassen Sie ein niedriges Ergebnis bitte ärztlich abklären – auch, um die Ursache zu finden.",
      ),
      bg: desc(
        "Желязодефицитът е най-честият хранителен дефицит в света и засяга особено жени с обилна менструация, бременни, кръводарители и хора на растително хранене. Феритинът отразява запасите от желязо в организма и често намалява много преди да се развие анемия.",
        [
          "<strong>Изследва:</strong> феритин, праг 30 ng/ml",
          "<strong>Проба:</strong> капилярна кръв от пръста",
          "<strong>Резултат:</strong> след 10 минути",
          "<strong>Съдържание:</strong> 1 тестова касета, 2 безопасни ланцети, пипета, буферен разтвор, спиртен тампон, лепенка, инструкция за употреба",
          CE_SELF.bg,
        ],
        "<strong>Важно:</strong> не приемайте препарати с желязо без лекарски съвет, тъй като прекомерното количество желязо може да навреди. Инфекциите и възпаленията могат да повишат феритина и да прикрият дефицит. Обсъдете ниския резултат с вашия лекар, който ще потърси и причината.",
      ),
    },
    images: [
      { kind: "cassette", hue: 6, label: "Ferritin", accent: 30 },
      { kind: "box", hue: 6, label: "Ferritin", accent: 30 },
    ],
  },
];

/* ================================================================ blog posts */

const POST_DRUG_TESTS: SeedBlogPost = {
  slug: "how-home-drug-tests-work",
  author: "Dr. Jonas Weber",
  daysAgo: 4,
  categorySlugs: ["drug-tests"],
  title: {
    en: "How home drug tests work – and how long substances stay detectable",
    de: "So funktionieren Drogentests für zu Hause – und wie lange Substanzen nachweisbar sind",
    bg: "Как действат домашните тестове за наркотици – и колко дълго веществата остават откриваеми",
  },
  excerpt: {
    en: "Two lines, one line, no line: we explain the technology behind rapid drug tests, typical detection windows and why a positive result should always be confirmed by a laboratory.",
    de: "Zwei Linien, eine Linie, keine Linie: Wir erklären die Technik hinter Drogenschnelltests, typische Nachweiszeiten und warum ein positives Ergebnis immer im Labor bestätigt werden sollte.",
    bg: "Две линии, една линия, никаква линия: обясняваме технологията зад бързите тестове за наркотици, типичните срокове на откриване и защо положителният резултат винаги трябва да се потвърди в лаборатория.",
  },
  content: {
    en: `<p>Home drug tests have become a common tool for parents, employers and anyone who simply wants certainty. They are inexpensive, fast and surprisingly reliable – as long as you understand what they can and cannot tell you. In this article we explain the technology behind the test, how long the most common substances remain detectable and how to interpret the result responsibly.</p>
<h2>The technology: lateral flow immunoassays</h2>
<p>Almost every rapid drug test works on the same principle as a pregnancy test: it is a <strong>lateral flow immunoassay</strong>. The sample – urine or saliva – travels along a strip of absorbent membrane. On its way it meets antibodies that are designed to bind one specific drug or its breakdown products (metabolites).</p>
<p>Drug tests are so-called <strong>competitive tests</strong>, which is why reading them feels counter-intuitive at first:</p>
<ul>
<li><strong>Two lines (C and T) = negative.</strong> No drug is present, or less than the cut-off, so the antibodies are free to bind at the test line.</li>
<li><strong>Only the control line (C) = preliminary positive.</strong> The drug in the sample has occupied the antibodies, so no test line can form.</li>
<li><strong>No control line = invalid.</strong> Repeat with a new test.</li>
</ul>
<p>Even a very faint test line counts as negative. What matters is whether a line is there at all, not how strong it is.</p>
<h2>What the cut-off means</h2>
<p>Every test has a <strong>cut-off</strong> value, expressed in nanograms per millilitre (ng/ml). Only concentrations above this threshold produce a positive result. Cut-offs are chosen to avoid false alarms from tiny traces – for example, passive exposure to cannabis smoke usually stays well below the 50 ng/ml cut-off of a typical THC urine test. A negative result therefore means "below the cut-off", not necessarily "zero".</p>
<h2>Detection windows at a glance</h2>
<p>How long a substance can be found depends on the dose, how often it is used, your metabolism, body fat, hydration and the sample type. The following values for urine are typical guidelines, not guarantees:</p>
<ul>
<li><strong>Cannabis (THC):</strong> 2–5 days after a single use; 2–4 weeks or longer after daily, heavy use</li>
<li><strong>Cocaine:</strong> 2–4 days</li>
<li><strong>Amphetamine and methamphetamine:</strong> 1–3 days</li>
<li><strong>Ecstasy (MDMA):</strong> 1–3 days</li>
<li><strong>Opiates (e.g. morphine, heroin):</strong> 1–3 days</li>
<li><strong>Benzodiazepines:</strong> 3 days to several weeks, depending on the substance</li>
</ul>
<p>Saliva tests have a much shorter window – usually from a few hours up to about 24–48 hours – which makes them better for checking recent use. Hair analysis, carried out only in laboratories, can look back several months.</p>
<h2>Getting a reliable result</h2>
<ul>
<li>Use first morning urine if possible; it is the most concentrated.</li>
<li>Check the expiry date and open the foil pouch only right before use.</li>
<li>Keep the test at room temperature and read it exactly at the time stated in the instructions – results read too late may be wrong.</li>
<li>Very diluted urine (after drinking large amounts of water) can lead to false negative results.</li>
</ul>
<h2>Why a positive result is only the first step</h2>
<p>Rapid tests are screening tools. Certain medicines can cross-react with the antibodies: some cold remedies may trigger an amphetamine result, and codeine-containing painkillers can show up as opiates. That is why every positive result should be confirmed in a laboratory using chromatography with mass spectrometry (GC-MS or LC-MS), which identifies the exact substance. This is essential whenever a result could have legal, medical or employment consequences.</p>
<blockquote>A home test tells you whether a substance is probably present. A laboratory tells you exactly which one – and how much.</blockquote>
<h2>A conversation, not a verdict</h2>
<p>If you are testing a family member, remember that a test result is the beginning of a conversation, not the end of one. Choose a calm moment, explain why you are worried and listen. If you are concerned about your own use or that of someone close to you, your GP or a local counselling service can offer confidential support.</p>`,
    de: `<p>Drogentests für zu Hause sind heute ein gängiges Hilfsmittel – für Eltern, Arbeitgeber und alle, die einfach Gewissheit möchten. Sie sind günstig, schnell und erstaunlich zuverlässig, sofern man weiß, was sie aussagen können und was nicht. In diesem Beitrag erklären wir die Technik hinter dem Test, wie lange die gängigsten Substanzen nachweisbar sind und wie Sie das Ergebnis verantwortungsvoll einordnen.</p>
<h2>Die Technik: Lateral-Flow-Immunoassays</h2>
<p>Fast jeder Drogenschnelltest funktioniert nach demselben Prinzip wie ein Schwangerschaftstest: Es handelt sich um einen <strong>Lateral-Flow-Immunoassay</strong>. Die Probe – Urin oder Speichel – wandert über einen saugfähigen Membranstreifen. Unterwegs trifft sie auf Antikörper, die gezielt eine bestimmte Droge oder deren Abbauprodukte (Metaboliten) binden.</p>
<p>Drogentests sind sogenannte <strong>kompetitive Tests</strong>. Deshalb wirkt das Ablesen anfangs etwas ungewohnt:</p>
<ul>
<li><strong>Zwei Linien (C und T) = negativ.</strong> Es ist keine Droge vorhanden oder weniger als der Grenzwert, daher können die Antikörper an der Testlinie binden.</li>
<li><strong>Nur die Kontrolllinie (C) = vorläufig positiv.</strong> Die Droge in der Probe hat die Antikörper besetzt, sodass sich keine Testlinie bilden kann.</li>
<li><strong>Keine Kontrolllinie = ungültig.</strong> Führen Sie einen neuen Test durch.</li>
</ul>
<p>Auch eine sehr schwache Testlinie gilt als negativ. Entscheidend ist, ob überhaupt eine Linie zu sehen ist – nicht, wie kräftig sie ist.</p>
<h2>Was der Grenzwert bedeutet</h2>
<p>Jeder Test hat einen <strong>Grenzwert (Cut-off)</strong>, angegeben in Nanogramm pro Milliliter (ng/ml). Nur Konzentrationen oberhalb dieser Schwelle führen zu einem positiven Ergebnis. Die Grenzwerte sind so gewählt, dass winzige Spuren keinen Fehlalarm auslösen: Passives Mitrauchen von Cannabis bleibt zum Beispiel in aller Regel deutlich unter dem Grenzwert von 50 ng/ml eines typischen THC-Urintests. Ein negatives Ergebnis bedeutet also „unter dem Grenzwert“ – nicht unbedingt „null“.</p>
<h2>Nachweiszeiten im Überblick</h2>
<p>Wie lange eine Substanz nachweisbar ist, hängt von Dosis, Konsumhäufigkeit, Stoffwechsel, Körperfettanteil, Flüssigkeitszufuhr und Probenart ab. Die folgenden Werte für Urin sind typische Richtwerte, keine Garantie:</p>
<ul>
<li><strong>Cannabis (THC):</strong> 2–5 Tage nach einmaligem Konsum; 2–4 Wochen oder länger bei täglichem, starkem Konsum</li>
<li><strong>Kokain:</strong> 2–4 Tage</li>
<li><strong>Amphetamin und Methamphetamin:</strong> 1–3 Tage</li>
<li><strong>Ecstasy (MDMA):</strong> 1–3 Tage</li>
<li><strong>Opiate (z. B. Morphin, Heroin):</strong> 1–3 Tage</li>
<li><strong>Benzodiazepine:</strong> 3 Tage bis mehrere Wochen, je nach Wirkstoff</li>
</ul>
<p>Speicheltests haben ein deutlich kürzeres Nachweisfenster – meist von wenigen Stunden bis etwa 24–48 Stunden – und eignen sich daher besser, um kürzlichen Konsum zu prüfen. Haaranalysen, die nur im Labor durchgeführt werden, können mehrere Monate zurückblicken.</p>
<h2>So erhalten Sie ein verlässliches Ergebnis</h2>
<ul>
<li>Verwenden Sie nach Möglichkeit Morgenurin – er ist am stärksten konzentriert.</li>
<li>Prüfen Sie das Verfallsdatum und öffnen Sie den Folienbeutel erst unmittelbar vor dem Test.</li>
<li>Lagern Sie den Test bei Zimmertemperatur und lesen Sie ihn genau zu der in der Gebrauchsanweisung angegebenen Zeit ab – zu spät abgelesene Ergebnisse können falsch sein.</li>
<li>Stark verdünnter Urin (etwa nach dem Trinken großer Wassermengen) kann zu falsch negativen Ergebnissen führen.</li>
</ul>
<h2>Warum ein positives Ergebnis nur der erste Schritt ist</h2>
<p>Schnelltests sind Suchtests. Bestimmte Medikamente können mit den Antikörpern kreuzreagieren: Manche Erkältungsmittel lösen unter Umständen ein positives Amphetamin-Ergebnis aus, codeinhaltige Schmerzmittel können als Opiate angezeigt werden. Deshalb sollte jedes positive Ergebnis im Labor mittels Chromatographie und Massenspektrometrie (GC-MS oder LC-MS) bestätigt werden, die die genaue Substanz identifiziert. Das ist unverzichtbar, sobald ein Ergebnis rechtliche, medizinische oder berufliche Folgen haben kann.</p>
<blockquote>Ein Heimtest zeigt Ihnen, ob eine Substanz wahrscheinlich vorhanden ist. Das Labor sagt Ihnen genau, welche – und wie viel.</blockquote>
<h2>Ein Gespräch, kein Urteil</h2>
<p>Wenn Sie ein Familienmitglied testen, denken Sie daran: Ein Testergebnis ist der Anfang eines Gesprächs, nicht sein Ende. Wählen Sie einen ruhigen Moment, erklären Sie, warum Sie sich Sorgen machen, und hören Sie zu. Wenn Sie sich wegen Ihres eigenen Konsums oder des Konsums eines nahestehenden Menschen sorgen, finden Sie in Ihrer Hausarztpraxis oder bei einer örtlichen Beratungsstelle vertrauliche Unterstützung.</p>`,
    bg: `<p>Домашните тестове за наркотици вече са често използван инструмент – от родители, работодатели и от всеки, който просто иска да е сигурен. Те са евтини, бързи и изненадващо надеждни, стига да знаете какво могат и какво не могат да ви кажат. В тази статия обясняваме технологията зад теста, колко дълго най-разпространените вещества остават откриваеми и как да тълкувате резултата отговорно.</p>
<h2>Технологията: имунохроматографски тестове</h2>
<p>Почти всеки бърз тест за наркотици работи на същия принцип като теста за бременност – това е <strong>имунохроматографски тест с латерален поток</strong>. Пробата – урина или слюнка – се придвижва по лента от абсорбираща мембрана. По пътя си тя среща антитела, създадени да свързват конкретен наркотик или продуктите от неговото разграждане (метаболити).</p>
<p>Тестовете за наркотици са т.нар. <strong>конкурентни тестове</strong>, затова в началото разчитането им изглежда малко нелогично:</p>
<ul>
<li><strong>Две линии (C и T) = отрицателен.</strong> Наркотик няма или количеството е под праговата стойност, така че антителата могат свободно да се свържат при тестовата линия.</li>
<li><strong>Само контролна линия (C) = предварително положителен.</strong> Наркотикът в пробата е блокирал антителата и тестова линия не може да се образува.</li>
<li><strong>Няма контролна линия = невалиден.</strong> Повторете с нов тест.</li>
</ul>
<p>Дори съвсем бледа тестова линия се отчита като отрицателен резултат. Важното е дали изобщо има линия, а не колко е наситена.</p>
<h2>Какво означава праговата стойност</h2>
<p>Всеки тест има <strong>прагова стойност</strong>, изразена в нанограмове на милилитър (ng/ml). Само концентрации над този праг дават положителен резултат. Праговете са избрани така, че нищожни следи да не предизвикват фалшива тревога – например пасивното вдишване на дим от канабис обикновено остава доста под прага от 50 ng/ml на типичния тест за THC в урина. Следователно отрицателният резултат означава „под праговата стойност“, а не непременно „нула“.</p>
<h2>Срокове на откриване накратко</h2>
<p>Колко дълго може да бъде открито дадено вещество, зависи от дозата, честотата на употреба, метаболизма, телесните мазнини, приема на течности и вида на пробата. Посочените стойности за урина са ориентировъчни, а не гаранция:</p>
<ul>
<li><strong>Канабис (THC):</strong> 2–5 дни след еднократна употреба; 2–4 седмици или повече при ежедневна, интензивна употреба</li>
<li><strong>Кокаин:</strong> 2–4 дни</li>
<li><strong>Амфетамин и метамфетамин:</strong> 1–3 дни</li>
<li><strong>Екстази (MDMA):</strong> 1–3 дни</li>
<li><strong>Опиати (напр. морфин, хероин):</strong> 1–3 дни</li>
<li><strong>Бензодиазепини:</strong> от 3 дни до няколко седмици в зависимост от веществото</li>
</ul>
<p>При тестовете със слюнка периодът е много по-кратък – обикновено от няколко часа до около 24–48 часа – затова те са по-подходящи за проверка на скорошна употреба. Анализът на коса, който се прави само в лаборатория, може да покаже употреба отпреди няколко месеца.</p>
<h2>Как да получите надежден резултат</h2>
<ul>
<li>Използвайте по възможност първата сутрешна урина – тя е най-концентрирана.</li>
<li>Проверете срока на годност и отворете фолиевия плик непосредствено преди употреба.</li>
<li>Съхранявайте теста на стайна температура и отчитайте резултата точно в посоченото в инструкцията време – резултат, отчетен твърде късно, може да е погрешен.</li>
<li>Силно разредената урина (например след изпиване на голямо количество вода) може да доведе до фалшиво отрицателен резултат.</li>
</ul>
<h2>Защо положителният резултат е само първата стъпка</h2>
<p>Бързите тестове са скринингови. Някои лекарства могат да реагират кръстосано с антителата: определени средства против настинка понякога дават положителен резултат за амфетамин, а болкоуспокояващите с кодеин могат да се отчетат като опиати. Ето защо всеки положителен резултат трябва да бъде потвърден в лаборатория чрез хроматография с масспектрометрия (GC-MS или LC-MS), която идентифицира точното вещество. Това е задължително, когато резултатът може да има правни, медицински или служебни последици.</p>
<blockquote>Домашният тест ви казва дали дадено вещество вероятно присъства. Лабораторията ви казва точно кое е – и в какво количество.</blockquote>
<h2>Разговор, а не присъда</h2>
<p>Ако тествате член на семейството си, помнете, че резултатът от теста е началото на разговора, а не неговият край. Изберете спокоен момент, обяснете защо се тревожите и изслушайте другия. Ако се притеснявате за собствената си употреба или за тази на близък човек, личният ви лекар или местен консултативен център могат да ви окажат поверителна подкрепа.</p>`,
  },
  image: { kind: "scene", hue: 208, label: "THC · COC · AMP", accent: 186 },
};

const POST_FERTILE_WINDOW: SeedBlogPost = {
  slug: "understanding-your-fertile-window",
  author: "Dr. Elena Petrova",
  daysAgo: 11,
  categorySlugs: ["fertility-tests", "ovulation-test"],
  title: {
    en: "Understanding your fertile window: when are you most likely to conceive?",
    de: "Das fruchtbare Fenster verstehen: Wann ist eine Schwangerschaft am wahrscheinlichsten?",
    bg: "Плодовитият прозорец: кога шансът за забременяване е най-голям?",
  },
  excerpt: {
    en: "You can only get pregnant on about six days of each cycle. Here is how to work out when they are – and which home tests can help.",
    de: "Schwanger werden kann man nur an etwa sechs Tagen pro Zyklus. So finden Sie heraus, wann diese Tage sind – und welche Heimtests dabei helfen.",
    bg: "Можете да забременеете само в около шест дни от всеки цикъл. Ето как да разберете кои са те – и кои домашни тестове могат да ви помогнат.",
  },
  content: {
    en: `<p>Many couples are surprised to learn that pregnancy is possible on only a handful of days in each menstrual cycle. Knowing when those days fall is one of the simplest things you can do to improve your chances of conceiving – and it costs nothing but a little attention to your body. This guide explains what the fertile window is, how to find it and when it may be time to look at your fertility more closely.</p>
<h2>What is the fertile window?</h2>
<p>After ovulation, an egg survives for only about 12 to 24 hours. Sperm, on the other hand, can live in the female reproductive tract for up to five days when conditions are good. Put together, this creates a <strong>fertile window of about six days</strong>: the five days before ovulation and the day of ovulation itself.</p>
<p>The chances of conception are highest on the two days before ovulation and on ovulation day. Having sex during this time means sperm are already waiting when the egg is released.</p>
<h2>Why "day 14" is often wrong</h2>
<p>You may have heard that ovulation happens on day 14. That is only true for an idealised 28-day cycle. In reality, cycle length varies from woman to woman and from month to month. The phase after ovulation (the luteal phase) is fairly constant at around 12–14 days, so it is the first half of the cycle that changes. If your cycle is 32 days long, you are more likely to ovulate around day 18; with a 25-day cycle, around day 11.</p>
<h2>Signs your body gives you</h2>
<ul>
<li><strong>Cervical mucus:</strong> in the days before ovulation it becomes clear, slippery and stretchy, similar to raw egg white. This is one of the most reliable natural signs.</li>
<li><strong>Basal body temperature:</strong> measured each morning before getting up, it rises by about 0.2–0.5 °C after ovulation. It confirms ovulation after the fact, which helps you learn your pattern over several cycles.</li>
<li><strong>Mid-cycle pain:</strong> some women feel a slight pulling sensation on one side of the lower abdomen around ovulation.</li>
<li><strong>Increased libido:</strong> many women notice a natural rise in desire around their most fertile days.</li>
</ul>
<h2>How ovulation tests help</h2>
<p>Ovulation tests measure <strong>luteinising hormone (LH)</strong> in urine. LH rises sharply around 24–36 hours before the egg is released – the so-called LH surge. A positive test therefore tells you that ovulation is imminent and that the next one to two days are your best time to try.</p>
<p>Start testing a few days before you expect to ovulate. A simple rule: subtract 17 from the length of your cycle and begin on that day. With a 28-day cycle you would start on day 11. If your cycles are irregular, use your shortest recent cycle for the calculation.</p>
<h2>Checking the bigger picture</h2>
<p>Knowing your fertile window is only one part of the picture. Further home tests can give both partners an initial indication:</p>
<ul>
<li><strong>Sperm concentration tests</strong> show whether the sperm count is above the lower reference value of the World Health Organization.</li>
<li><strong>FSH tests</strong> on day 3 of the cycle and the <strong>AMH lab test</strong> give an indication of ovarian reserve – how many eggs are likely to remain.</li>
</ul>
<p>These tests are not a diagnosis, but they can help you decide when to seek professional advice.</p>
<blockquote>Timing is the one factor couples can influence every single month – and it is free.</blockquote>
<h2>When to see a doctor</h2>
<p>For healthy couples under 35, it is normal for conception to take up to a year. We recommend seeing your gynaecologist or a fertility clinic if:</p>
<ul>
<li>you have been trying for 12 months without success, or for 6 months if you are over 35,</li>
<li>your cycles are very irregular, very long or absent,</li>
<li>you have a known condition such as endometriosis or PCOS, or</li>
<li>a home test shows an abnormal result.</li>
</ul>
<p>Try to keep the process as relaxed as you can. Regular intercourse every two to three days throughout the cycle also covers the fertile window well – the tests are there to help, not to add pressure.</p>`,
    de: `<p>Viele Paare sind überrascht, dass eine Schwangerschaft nur an wenigen Tagen im Zyklus möglich ist. Zu wissen, wann diese Tage liegen, ist eine der einfachsten Möglichkeiten, die Chancen auf ein Baby zu erhöhen – und es kostet nichts außer etwas Aufmerksamkeit für den eigenen Körper. Dieser Ratgeber erklärt, was das fruchtbare Fenster ist, wie Sie es bestimmen und wann es sinnvoll ist, die Fruchtbarkeit genauer unter die Lupe zu nehmen.</p>
<h2>Was ist das fruchtbare Fenster?</h2>
<p>Nach dem Eisprung ist die Eizelle nur etwa 12 bis 24 Stunden befruchtungsfähig. Spermien dagegen können unter guten Bedingungen bis zu fünf Tage im weiblichen Körper überleben. Zusammen ergibt das ein <strong>fruchtbares Fenster von etwa sechs Tagen</strong>: die fünf Tage vor dem Eisprung und den Tag des Eisprungs selbst.</p>
<p>Am größten sind die Chancen an den zwei Tagen vor dem Eisprung und am Eisprungtag selbst. Wer in dieser Zeit Sex hat, sorgt dafür, dass die Spermien bereits warten, wenn die Eizelle freigesetzt wird.</p>
<h2>Warum „Tag 14“ oft nicht stimmt</h2>
<p>Vielleicht haben Sie gehört, dass der Eisprung am 14. Zyklustag stattfindet. Das gilt jedoch nur für einen idealen 28-Tage-Zyklus. In Wirklichkeit ist die Zykluslänge von Frau zu Frau und von Monat zu Monat verschieden. Die Phase nach dem Eisprung (die Lutealphase) ist mit etwa 12–14 Tagen relativ konstant – es ist also die erste Zyklushälfte, die schwankt. Bei einem 32-Tage-Zyklus findet der Eisprung daher eher um den 18. Tag statt, bei einem 25-Tage-Zyklus um den 11. Tag.</p>
<h2>Signale Ihres Körpers</h2>
<ul>
<li><strong>Zervixschleim:</strong> In den Tagen vor dem Eisprung wird er klar, glitschig und spinnbar – ähnlich wie rohes Eiweiß. Das ist eines der zuverlässigsten natürlichen Zeichen.</li>
<li><strong>Basaltemperatur:</strong> Morgens vor dem Aufstehen gemessen, steigt sie nach dem Eisprung um etwa 0,2–0,5 °C an. Sie bestätigt den Eisprung im Nachhinein und hilft Ihnen so, über mehrere Zyklen Ihr persönliches Muster zu erkennen.</li>
<li><strong>Mittelschmerz:</strong> Manche Frauen spüren um den Eisprung herum ein leichtes Ziehen auf einer Seite des Unterbauchs.</li>
<li><strong>Mehr Lust:</strong> Viele Frauen bemerken an ihren fruchtbarsten Tagen ein natürlich gesteigertes Verlangen.</li>
</ul>
<h2>So helfen Ovulationstests</h2>
<p>Ovulationstests messen das <strong>luteinisierende Hormon (LH)</strong> im Urin. LH steigt etwa 24–36 Stunden vor dem Eisprung steil an – man spricht vom LH-Anstieg. Ein positiver Test zeigt also, dass der Eisprung kurz bevorsteht und die nächsten ein bis zwei Tage die beste Zeit sind.</p>
<p>Beginnen Sie einige Tage vor dem erwarteten Eisprung mit dem Testen. Eine einfache Faustregel: Ziehen Sie 17 von Ihrer Zykluslänge ab und starten Sie an diesem Tag. Bei einem 28-Tage-Zyklus wäre das Tag 11. Bei unregelmäßigen Zyklen rechnen Sie mit Ihrem kürzesten Zyklus der letzten Monate.</p>
<h2>Das Gesamtbild im Blick</h2>
<p>Das fruchtbare Fenster zu kennen, ist nur ein Teil des Ganzen. Weitere Heimtests geben beiden Partnern eine erste Orientierung:</p>
<ul>
<li><strong>Spermientests</strong> zeigen, ob die Spermienkonzentration über dem unteren Referenzwert der Weltgesundheitsorganisation liegt.</li>
<li><strong>FSH-Tests</strong> am 3. Zyklustag und der <strong>AMH-Labortest</strong> geben Hinweise auf die Eizellreserve, also darauf, wie viele Eizellen voraussichtlich noch vorhanden sind.</li>
</ul>
<p>Diese Tests ersetzen keine Diagnose, können Ihnen aber bei der Entscheidung helfen, wann Sie sich fachlichen Rat holen sollten.</p>
<blockquote>Das Timing ist der eine Faktor, den Paare jeden Monat selbst beeinflussen können – und er kostet nichts.</blockquote>
<h2>Wann Sie ärztlichen Rat suchen sollten</h2>
<p>Bei gesunden Paaren unter 35 ist es normal, dass es bis zu einem Jahr dauert, bis sich eine Schwangerschaft einstellt. Wir empfehlen einen Besuch bei Ihrer Frauenärztin, Ihrem Frauenarzt oder in einem Kinderwunschzentrum, wenn</p>
<ul>
<li>Sie es seit 12 Monaten erfolglos versuchen – oder seit 6 Monaten, wenn Sie über 35 sind,</li>
<li>Ihr Zyklus sehr unregelmäßig oder sehr lang ist oder ganz ausbleibt,</li>
<li>eine bekannte Erkrankung wie Endometriose oder PCOS vorliegt oder</li>
<li>ein Heimtest ein auffälliges Ergebnis zeigt.</li>
</ul>
<p>Versuchen Sie, das Ganze so entspannt wie möglich anzugehen. Regelmäßiger Geschlechtsverkehr alle zwei bis drei Tage über den ganzen Zyklus deckt das fruchtbare Fenster ebenfalls gut ab – die Tests sollen unterstützen, nicht zusätzlich unter Druck setzen.</p>`,
    bg: `<p>Много двойки се изненадват, когато научат, че забременяването е възможно само в няколко дни от всеки менструален цикъл. Да знаете кога са тези дни, е един от най-простите начини да увеличите шансовете си за бебе – и не струва нищо освен малко внимание към собственото тяло. В това ръководство обясняваме какво е плодовитият прозорец, как да го определите и кога е добре да проверите плодовитостта си по-подробно.</p>
<h2>Какво е плодовитият прозорец?</h2>
<p>След овулацията яйцеклетката остава жизнеспособна едва около 12 до 24 часа. Сперматозоидите пък могат да оцелеят в женския организъм до пет дни, ако условията са благоприятни. Заедно това дава <strong>плодовит прозорец от около шест дни</strong>: петте дни преди овулацията и самия ден на овулацията.</p>
<p>Шансовете са най-големи в двата дни преди овулацията и в деня на самата овулация. Ако правите секс през това време, сперматозоидите вече ще чакат, когато яйцеклетката бъде освободена.</p>
<h2>Защо „14-ият ден“ често не е верен</h2>
<p>Вероятно сте чували, че овулацията настъпва на 14-ия ден. Това важи само за идеалния 28-дневен цикъл. В действителност продължителността на цикъла е различна при всяка жена и дори от месец на месец. Фазата след овулацията (лутеалната фаза) е относително постоянна – около 12–14 дни, така че се променя първата половина на цикъла. Ако цикълът ви е 32 дни, по-вероятно е да овулирате около 18-ия ден, а при 25-дневен цикъл – около 11-ия.</p>
<h2>Сигналите на тялото</h2>
<ul>
<li><strong>Цервикална слуз:</strong> в дните преди овулацията тя става прозрачна, хлъзгава и разтеглива, подобно на суров яйчен белтък. Това е един от най-надеждните естествени признаци.</li>
<li><strong>Базална температура:</strong> измерена всяка сутрин преди ставане, тя се повишава с около 0,2–0,5 °C след овулацията. Потвърждава овулацията едва след като е настъпила и така ви помага да опознаете своя модел в продължение на няколко цикъла.</li>
<li><strong>Овулаторна болка:</strong> някои жени усещат леко дърпане от едната страна на долната част на корема около овулацията.</li>
<li><strong>По-силно желание:</strong> много жени забелязват естествено повишено либидо в най-плодовитите си дни.</li>
</ul>
<h2>Как помагат тестовете за овулация</h2>
<p>Тестовете за овулация измерват <strong>лутеинизиращия хормон (LH)</strong> в урината. Около 24–36 часа преди освобождаването на яйцеклетката нивото на LH рязко се покачва – т.нар. LH пик. Положителният тест ви показва, че овулацията предстои и следващите един-два дни са най-подходящото време.</p>
<p>Започнете да тествате няколко дни преди очакваната овулация. Едно просто правило: извадете 17 от продължителността на цикъла си и започнете на този ден. При 28-дневен цикъл това е 11-ият ден. Ако цикълът ви е нередовен, изчислете по най-краткия си цикъл от последните месеци.</p>
<h2>По-широката картина</h2>
<p>Плодовитият прозорец е само част от картината. Други домашни тестове дават първоначална ориентация и на двамата партньори:</p>
<ul>
<li><strong>Тестовете за сперматозоиди</strong> показват дали концентрацията е над долната референтна стойност на Световната здравна организация.</li>
<li><strong>Тестовете за FSH</strong> на 3-тия ден от цикъла и <strong>лабораторният AMH тест</strong> дават представа за яйчниковия резерв – колко яйцеклетки вероятно са останали.</li>
</ul>
<p>Тези тестове не са диагноза, но могат да ви помогнат да решите кога да потърсите специалист.</p>
<blockquote>Правилният момент е единственият фактор, на който двойките могат да влияят всеки месец – и той е безплатен.</blockquote>
<h2>Кога да се обърнете към лекар</h2>
<p>При здрави двойки под 35 години е нормално забременяването да отнеме до година. Препоръчваме да посетите гинеколог или клиника по репродуктивна медицина, ако:</p>
<ul>
<li>опитвате от 12 месеца без успех или от 6 месеца, ако сте над 35 години;</li>
<li>циклите ви са много нередовни, много дълги или липсват;</li>
<li>имате установено заболяване като ендометриоза или СПКЯ;</li>
<li>домашен тест покаже отклонение.</li>
</ul>
<p>Опитайте се да подхождате възможно най-спокойно. Редовният секс на всеки два-три дни през целия цикъл също покрива добре плодовития прозорец – тестовете са тук, за да помагат, а не да ви натоварват допълнително.</p>`,
  },
  image: { kind: "scene", hue: 300, label: "FSH · LH", accent: 340 },
};

const POST_STI_TESTING: SeedBlogPost = {
  slug: "why-regular-sti-testing-matters",
  author: "Dr. Anna Hoffmann",
  daysAgo: 19,
  categorySlugs: ["stistd-tests"],
  title: {
    en: "Why regular STI testing matters – and how discreet home testing works",
    de: "Warum regelmäßige STI-Tests wichtig sind – und wie diskretes Testen zu Hause funktioniert",
    bg: "Защо редовните изследвания за ППИ са важни – и как става дискретното тестване у дома",
  },
  excerpt: {
    en: "Many sexually transmitted infections cause no symptoms for months. Regular testing tells you where you stand – and today it can be done privately from home.",
    de: "Viele sexuell übertragbare Infektionen verursachen monatelang keine Beschwerden. Regelmäßige Tests schaffen Klarheit – und sind heute ganz privat von zu Hause aus möglich.",
    bg: "Много полово предавани инфекции не дават симптоми с месеци. Редовното изследване ви дава яснота – а днес може да се направи напълно поверително у дома.",
  },
  content: {
    en: `<p>Sexually transmitted infections (STIs) are common. Yet many people only get tested when something feels wrong. The problem: some of the most widespread infections often cause no symptoms at all. This article explains why routine testing makes sense, how often you should test and how home testing keeps the whole process private.</p>
<h2>Silent infections are the rule, not the exception</h2>
<p>Chlamydia is the most frequently reported bacterial STI in Europe, and most infected women and around half of infected men notice nothing. Gonorrhoea and trichomoniasis can also go unnoticed, and HIV often causes only flu-like symptoms in the first weeks, if any. Without symptoms there is no reason to see a doctor – and the infection can be passed on unknowingly.</p>
<p>Unnoticed, some infections can have lasting consequences:</p>
<ul>
<li><strong>Chlamydia and gonorrhoea</strong> can cause pelvic inflammatory disease, chronic pain and infertility.</li>
<li><strong>HIV</strong> slowly weakens the immune system, often for years without symptoms: only a test tells you your status.</li>
</ul>
<h2>Who should test, and how often?</h2>
<p>Anyone who is sexually active can get an STI – regardless of age, gender or sexual orientation. As a general guide:</p>
<ul>
<li>Test <strong>once a year</strong> if you are sexually active and have had a new partner.</li>
<li>Test <strong>every three to six months</strong> if you have several partners or change partners often.</li>
<li>Test <strong>before you stop using condoms</strong> with a new, steady partner – ideally both of you.</li>
<li>Test <strong>after a specific risk</strong>, such as a condom breaking, and whenever you notice symptoms.</li>
</ul>
<h2>Timing matters: the window period</h2>
<p>No test can detect an infection immediately after exposure. The body needs time to form antibodies, or the pathogen first needs to multiply. Typical minimum times before testing are:</p>
<ul>
<li><strong>Chlamydia, gonorrhoea, trichomoniasis (PCR):</strong> about 2 weeks</li>
<li><strong>HIV antibody self-test:</strong> 12 weeks for a reliable result</li>
</ul>
<p>If you test earlier and the result is negative, repeat the test once the window period has passed.</p>
<blockquote>After an HIV risk within the last 72 hours, do not wait for a test: go to a doctor or emergency department straight away and ask about post-exposure prophylaxis (PEP).</blockquote>
<h2>How discreet home testing works</h2>
<p>Embarrassment and lack of time keep many people away from the doctor. Home tests remove both barriers. There are two types:</p>
<ul>
<li><strong>Rapid self-tests</strong> such as the HIV self-test use a drop of blood from your fingertip and show a result within about 15 minutes.</li>
<li><strong>Lab collection kits</strong> let you take a urine sample or swab at home and post it to an accredited laboratory, where it is analysed with highly sensitive PCR technology. The laboratory sends you the result by e-mail.</li>
</ul>
<p>We ship every order in plain, unmarked packaging, and the sender name gives no clue about the contents. You read a rapid test yourself, and the laboratory sends a lab test's result to you.</p>
<h2>What to do with a positive result</h2>
<p>A positive home test is not a final diagnosis, but it should be taken seriously. See your GP, a gynaecologist, a urologist or a sexual health clinic to confirm the result; they will advise you on what comes next. Let recent partners know so they can get tested too – many clinics can help you do this anonymously.</p>
<p>Testing regularly is not a sign of mistrust. It is simply part of looking after yourself and the people you care about.</p>`,
    de: `<p>Sexuell übertragbare Infektionen (STI) sind häufig. Trotzdem lassen sich viele Menschen erst testen, wenn sich etwas seltsam anfühlt. Das Problem: Einige der verbreitetsten Infektionen verursachen oft überhaupt keine Symptome. Dieser Beitrag erklärt, warum Routinetests sinnvoll sind, wie oft Sie testen sollten und wie Heimtests den gesamten Ablauf privat halten.</p>
<h2>Stille Infektionen sind die Regel, nicht die Ausnahme</h2>
<p>Chlamydien sind die am häufigsten gemeldete bakterielle STI in Europa – und die meisten infizierten Frauen sowie etwa die Hälfte der infizierten Männer bemerken nichts davon. Auch Gonorrhoe und Trichomoniasis können unbemerkt bleiben, und HIV verursacht in den ersten Wochen oft nur grippeähnliche Beschwerden, wenn überhaupt. Ohne Symptome gibt es keinen Anlass für einen Arztbesuch – und die Infektion kann unwissentlich weitergegeben werden.</p>
<p>Unbemerkt können manche Infektionen bleibende Folgen haben:</p>
<ul>
<li><strong>Chlamydien und Gonorrhoe</strong> können Entzündungen im kleinen Becken, chronische Schmerzen und Unfruchtbarkeit verursachen.</li>
<li><strong>HIV</strong> schwächt nach und nach das Immunsystem, oft jahrelang ohne Beschwerden: Nur ein Test sagt Ihnen, wo Sie stehen.</li>
</ul>
<h2>Wer sollte sich testen lassen – und wie oft?</h2>
<p>Jeder sexuell aktive Mensch kann sich mit einer STI anstecken – unabhängig von Alter, Geschlecht oder sexueller Orientierung. Als grobe Orientierung gilt:</p>
<ul>
<li>Testen Sie sich <strong>einmal im Jahr</strong>, wenn Sie sexuell aktiv sind und eine neue Partnerin oder einen neuen Partner hatten.</li>
<li>Testen Sie sich <strong>alle drei bis sechs Monate</strong>, wenn Sie mehrere oder häufig wechselnde Partner haben.</li>
<li>Testen Sie sich, <strong>bevor Sie in einer neuen, festen Beziehung auf Kondome verzichten</strong> – am besten beide.</li>
<li>Testen Sie sich <strong>nach einem konkreten Risiko</strong>, etwa wenn ein Kondom gerissen ist, und immer dann, wenn Sie Beschwerden bemerken.</li>
</ul>
<h2>Auf den Zeitpunkt kommt es an: das diagnostische Fenster</h2>
<p>Kein Test kann eine Infektion unmittelbar nach der Ansteckung nachweisen. Der Körper braucht Zeit, um Antikörper zu bilden, oder der Erreger muss sich erst vermehren. Typische Mindestzeiten bis zum Test sind:</p>
<ul>
<li><strong>Chlamydien, Gonorrhoe, Trichomoniasis (PCR):</strong> etwa 2 Wochen</li>
<li><strong>HIV-Antikörper-Selbsttest:</strong> 12 Wochen für ein sicheres Ergebnis</li>
</ul>
<p>Haben Sie früher getestet und ist das Ergebnis negativ, wiederholen Sie den Test nach Ablauf des diagnostischen Fensters.</p>
<blockquote>Liegt ein HIV-Risiko weniger als 72 Stunden zurück, warten Sie nicht auf einen Test: Gehen Sie sofort in eine Arztpraxis oder Notaufnahme und fragen Sie nach einer Post-Expositions-Prophylaxe (PEP).</blockquote>
<h2>So funktioniert diskretes Testen zu Hause</h2>
<p>Scham und Zeitmangel halten viele Menschen vom Arztbesuch ab. Heimtests beseitigen beide Hürden. Es gibt zwei Arten:</p>
<ul>
<li><strong>Schnelltests zur Eigenanwendung</strong> wie der HIV-Selbsttest arbeiten mit einem Tropfen Blut aus der Fingerkuppe und zeigen das Ergebnis nach etwa 15 Minuten.</li>
<li><strong>Laborsets zur Probenentnahme:</strong> Sie nehmen zu Hause eine Urinprobe oder einen Abstrich und schicken ihn per Post an ein akkreditiertes Labor, wo er mit hochempfindlicher PCR-Technik untersucht wird. Das Ergebnis schickt Ihnen das Labor per E-Mail.</li>
</ul>
<p>Wir versenden jede Bestellung in neutraler, unbeschrifteter Verpackung, und der Absendername lässt keine Rückschlüsse auf den Inhalt zu. Einen Schnelltest lesen Sie selbst ab, und das Ergebnis eines Labortests schickt Ihnen das Labor.</p>
<h2>Was tun bei einem positiven Ergebnis?</h2>
<p>Ein positiver Heimtest ist noch keine endgültige Diagnose, sollte aber ernst genommen werden. Wenden Sie sich an Ihre Hausarztpraxis, eine gynäkologische oder urologische Praxis oder eine Beratungsstelle für sexuelle Gesundheit, um das Ergebnis bestätigen zu lassen; dort erfahren Sie, wie es weitergeht. Informieren Sie Ihre Partnerinnen und Partner der letzten Zeit, damit auch sie sich testen lassen können – viele Beratungsstellen helfen dabei auch anonym.</p>
<p>Sich regelmäßig testen zu lassen, ist kein Zeichen von Misstrauen. Es gehört einfach dazu, gut auf sich selbst und die Menschen zu achten, die einem wichtig sind.</p>`,
    bg: `<p>Полово предаваните инфекции (ППИ) са често срещани. Въпреки това мнозина се изследват едва когато усетят, че нещо не е наред. Проблемът е, че някои от най-разпространените инфекции често не дават никакви симптоми. В тази статия обясняваме защо рутинното изследване има смисъл, колко често да се тествате и как домашните тестове запазват целия процес поверителен.</p>
<h2>Безсимптомните инфекции са правило, а не изключение</h2>
<p>Хламидията е най-често съобщаваната бактериална ППИ в Европа, като повечето заразени жени и около половината от заразените мъже не забелязват нищо. Гонореята и трихомониазата също могат да останат незабелязани, а ХИВ в първите седмици често предизвиква само грипоподобни оплаквания – ако изобщо има такива. Без симптоми няма причина да отидете на лекар, а инфекцията може да бъде предадена, без да знаете.</p>
<p>Ако останат незабелязани, някои инфекции могат да имат трайни последици:</p>
<ul>
<li><strong>Хламидията и гонореята</strong> могат да причинят възпалителна болест на малкия таз, хронична болка и безплодие.</li>
<li><strong>ХИВ</strong> постепенно отслабва имунната система, често с години без симптоми: само тестът ви казва какъв е статусът ви.</li>
</ul>
<h2>Кой трябва да се изследва и колко често?</h2>
<p>Всеки сексуално активен човек може да се зарази с ППИ – независимо от възраст, пол или сексуална ориентация. Като общ ориентир:</p>
<ul>
<li>Изследвайте се <strong>веднъж годишно</strong>, ако сте сексуално активни и сте имали нов партньор.</li>
<li>Изследвайте се <strong>на всеки три до шест месеца</strong>, ако имате няколко партньори или ги сменяте често.</li>
<li>Изследвайте се, <strong>преди да спрете да използвате презервативи</strong> с нов постоянен партньор – в идеалния случай и двамата.</li>
<li>Изследвайте се <strong>след конкретен риск</strong>, например скъсан презерватив, както и винаги, когато забележите симптоми.</li>
</ul>
<h2>Моментът е важен: т.нар. прозоречен период</h2>
<p>Нито един тест не може да открие инфекция веднага след заразяването. Организмът има нужда от време, за да образува антитела, или причинителят трябва първо да се размножи. Типичните минимални срокове преди изследване са:</p>
<ul>
<li><strong>Хламидия, гонорея, трихомониаза (PCR):</strong> около 2 седмици</li>
<li><strong>Самотест за антитела срещу ХИВ:</strong> 12 седмици за надежден резултат</li>
</ul>
<p>Ако сте се тествали по-рано и резултатът е отрицателен, повторете теста, след като прозоречният период изтече.</p>
<blockquote>Ако рискът от ХИВ е бил през последните 72 часа, не чакайте тест: веднага отидете при лекар или в спешно отделение и попитайте за постекспозиционна профилактика (PEP).</blockquote>
<h2>Как става дискретното тестване у дома</h2>
<p>Неудобството и липсата на време държат много хора далеч от лекарския кабинет. Домашните тестове премахват и двете пречки. Те са два вида:</p>
<ul>
<li><strong>Бързи самотестове</strong> като самотеста за ХИВ използват капка кръв от пръста и показват резултат след около 15 минути.</li>
<li><strong>Лабораторни комплекти</strong> ви позволяват да вземете проба урина или секрет у дома и да я изпратите по пощата до акредитирана лаборатория, където се анализира с високочувствителна PCR технология. Лабораторията ви изпраща резултата по имейл.</li>
</ul>
<p>Изпращаме всяка поръчка в неутрална опаковка без надписи, а името на подателя не подсказва нищо за съдържанието. Бързия тест отчитате сами, а резултата от лабораторния тест лабораторията изпраща на вас.</p>
<h2>Какво да направите при положителен резултат</h2>
<p>Положителният домашен тест не е окончателна диагноза, но трябва да се приеме сериозно. Обърнете се към личния си лекар, гинеколог, уролог или кабинет по кожно-венерически болести, за да потвърдите резултата – там ще ви кажат какви са следващите стъпки. Уведомете скорошните си партньори, за да могат и те да се изследват – в много здравни центрове могат да ви помогнат да го направите анонимно.</p>
<p>Редовното изследване не е знак на недоверие. То е просто част от грижата за самия себе си и за хората, които обичате.</p>`,
  },
  image: { kind: "scene", hue: 168, label: "STI", accent: 205 },
};

const POST_VITAMIN_D: SeedBlogPost = {
  slug: "vitamin-d-deficiency-european-winter",
  author: "Mira Ivanova",
  daysAgo: 28,
  categorySlugs: ["vitamin-d-test"],
  title: {
    en: "Vitamin D deficiency in European winters: who is at risk and what to do",
    de: "Vitamin-D-Mangel im europäischen Winter: Wer gefährdet ist und was Sie tun können",
    bg: "Недостиг на витамин D през европейската зима: кой е изложен на риск и какво да направите",
  },
  excerpt: {
    en: "Between October and March the sun in most of Europe is too weak for the skin to produce vitamin D. Find out who is most affected, which signs to watch for and why it makes sense to test before you supplement.",
    de: "Zwischen Oktober und März ist die Sonne in weiten Teilen Europas zu schwach, damit die Haut Vitamin D bilden kann. Erfahren Sie, wer besonders betroffen ist, auf welche Anzeichen Sie achten sollten und warum ein Test vor der Einnahme sinnvoll ist.",
    bg: "Между октомври и март слънцето в по-голямата част от Европа е твърде слабо, за да може кожата да произвежда витамин D. Разберете кои хора са най-засегнати, за кои признаци да внимавате и защо е разумно да се изследвате, преди да приемате добавки.",
  },
  content: {
    en: `<p>Vitamin D is often called the sunshine vitamin, and for good reason: our skin produces most of what we need when it is exposed to ultraviolet B (UVB) light. In much of Europe, however, the sun is simply too low in the sky during the winter months. From roughly October to March, the skin north of the Alps produces little or no vitamin D – and even in southern Europe, levels often drop by late winter.</p>
<h2>Why vitamin D matters</h2>
<p>Vitamin D helps the body absorb calcium and phosphate from food, which makes it essential for strong bones and teeth. It also plays a role in muscle function and the immune system. A long-term deficiency can lead to softening of the bones (osteomalacia) in adults and rickets in children, and in older age it increases the risk of osteoporosis and falls.</p>
<h2>Who is at higher risk?</h2>
<ul>
<li><strong>People who spend little time outdoors</strong> – office workers, shift workers and people who rarely leave the house or live in care homes.</li>
<li><strong>Older adults</strong>, because the skin produces less vitamin D with age.</li>
<li><strong>People with darker skin</strong>, who need more sun exposure to produce the same amount.</li>
<li><strong>People who cover most of their skin</strong> for cultural or religious reasons, or who always use high-factor sunscreen.</li>
<li><strong>People with a higher body weight</strong>, as vitamin D is stored in fat tissue and is less available.</li>
<li><strong>People with certain conditions</strong>, such as coeliac disease or inflammatory bowel disease, and those taking some medicines, for example certain anti-epileptic drugs.</li>
<li><strong>Pregnant and breastfeeding women</strong>, as well as breastfed babies.</li>
</ul>
<h2>Symptoms are easy to overlook</h2>
<p>A mild deficiency often causes no symptoms at all. When signs do appear, they are vague: tiredness, aching bones or muscles, muscle weakness, low mood and catching infections more often. Because these complaints have so many possible causes, a blood test is the only reliable way to know your level.</p>
<h2>How is vitamin D measured?</h2>
<p>What is measured is <strong>25-hydroxyvitamin D</strong> (25(OH)D) in the blood – the storage form that reflects your supply over the past weeks. Results are given in ng/ml or nmol/l (1 ng/ml equals about 2.5 nmol/l). Reference values differ slightly between countries and medical societies; a common classification is:</p>
<ul>
<li><strong>Below about 12 ng/ml (30 nmol/l):</strong> deficiency</li>
<li><strong>12–20 ng/ml (30–50 nmol/l):</strong> insufficient supply</li>
<li><strong>From 20 ng/ml (50 nmol/l):</strong> adequate according to many European recommendations; some specialist societies recommend at least 30 ng/ml (75 nmol/l)</li>
<li><strong>Above about 100 ng/ml (250 nmol/l):</strong> higher than necessary, with an increasing risk of side effects</li>
</ul>
<p>A home rapid test shows you which range you are in, while a lab test gives you an exact value. Both help you find out whether you need to act – and later, whether a supplement is working.</p>
<h2>Why test before you supplement?</h2>
<p>Vitamin D is fat-soluble and is stored in the body, so more is not automatically better. Long-term high doses can raise the level of calcium in the blood, which may cause nausea, kidney problems and heart rhythm disorders. Many European health authorities recommend 800–1,000 IU (20–25 µg) a day for adults when sunlight is lacking; the tolerable upper intake level set by the European Food Safety Authority is 4,000 IU (100 µg) a day. Only take higher doses after a test and on medical advice.</p>
<blockquote>Test first, then supplement – and test again after about three months to see whether the dose is right for you.</blockquote>
<h2>Practical tips for the dark season</h2>
<ul>
<li><strong>Make the most of sunny days.</strong> From spring to early autumn, around 10–20 minutes of midday sun on the face, arms and hands a few times a week helps build up your stores – without getting sunburnt.</li>
<li><strong>Eat foods rich in vitamin D.</strong> Oily fish such as salmon, herring and mackerel, egg yolks and fortified foods all contribute, although diet alone rarely covers your needs.</li>
<li><strong>Check your level in late autumn or winter,</strong> when a deficiency is most likely.</li>
<li><strong>Talk to your doctor or pharmacist</strong> about the right dose – especially if you are pregnant, have kidney disease or take other medication.</li>
</ul>
<p>A simple test at the right time of year takes the guesswork out of vitamin D – and lets you go through the winter knowing that your body is well supplied.</p>`,
    de: `<p>Vitamin D wird oft als Sonnenvitamin bezeichnet – und das aus gutem Grund: Den größten Teil unseres Bedarfs bildet die Haut selbst, wenn sie ultraviolettem B-Licht (UVB) ausgesetzt ist. In weiten Teilen Europas steht die Sonne im Winter jedoch schlicht zu tief. Etwa von Oktober bis März bildet die Haut nördlich der Alpen kaum oder gar kein Vitamin D – und selbst in Südeuropa sinken die Werte gegen Ende des Winters häufig ab.</p>
<h2>Warum Vitamin D so wichtig ist</h2>
<p>Vitamin D hilft dem Körper, Calcium und Phosphat aus der Nahrung aufzunehmen, und ist damit unverzichtbar für stabile Knochen und Zähne. Außerdem spielt es eine Rolle für die Muskelfunktion und das Immunsystem. Ein langfristiger Mangel kann bei Erwachsenen zu einer Knochenerweichung (Osteomalazie) und bei Kindern zu Rachitis führen; im Alter erhöht er das Risiko für Osteoporose und Stürze.</p>
<h2>Wer ist besonders gefährdet?</h2>
<ul>
<li><strong>Menschen, die wenig Zeit im Freien verbringen</strong> – etwa Büroangestellte, Schichtarbeitende sowie Menschen, die das Haus kaum verlassen oder im Pflegeheim leben.</li>
<li><strong>Ältere Menschen</strong>, weil die Haut mit zunehmendem Alter weniger Vitamin D bildet.</li>
<li><strong>Menschen mit dunklerer Haut</strong>, die mehr Sonne brauchen, um dieselbe Menge zu bilden.</li>
<li><strong>Menschen, die ihre Haut aus kulturellen oder religiösen Gründen weitgehend bedecken</strong> oder stets Sonnenschutz mit hohem Lichtschutzfaktor verwenden.</li>
<li><strong>Menschen mit höherem Körpergewicht</strong>, da Vitamin D im Fettgewebe gespeichert wird und dem Körper weniger zur Verfügung steht.</li>
<li><strong>Menschen mit bestimmten Erkrankungen</strong> wie Zöliakie oder chronisch-entzündlichen Darmerkrankungen sowie Menschen, die bestimmte Medikamente einnehmen, zum Beispiel einige Antiepileptika.</li>
<li><strong>Schwangere und Stillende</strong> sowie gestillte Säuglinge.</li>
</ul>
<h2>Symptome werden leicht übersehen</h2>
<p>Ein leichter Mangel macht sich oft gar nicht bemerkbar. Treten doch Anzeichen auf, sind sie unspezifisch: Müdigkeit, Knochen- oder Muskelschmerzen, Muskelschwäche, gedrückte Stimmung und häufigere Infekte. Weil diese Beschwerden so viele mögliche Ursachen haben, gibt nur ein Bluttest verlässlich Auskunft über Ihren Wert.</p>
<h2>Wie wird Vitamin D gemessen?</h2>
<p>Gemessen wird <strong>25-Hydroxy-Vitamin-D</strong> (25(OH)D) im Blut – die Speicherform, die Ihre Versorgung der vergangenen Wochen widerspiegelt. Die Ergebnisse werden in ng/ml oder nmol/l angegeben (1 ng/ml entspricht etwa 2,5 nmol/l). Die Referenzwerte unterscheiden sich je nach Land und Fachgesellschaft etwas; eine gängige Einteilung lautet:</p>
<ul>
<li><strong>Unter etwa 12 ng/ml (30 nmol/l):</strong> Mangel</li>
<li><strong>12–20 ng/ml (30–50 nmol/l):</strong> unzureichende Versorgung</li>
<li><strong>Ab 20 ng/ml (50 nmol/l):</strong> nach vielen europäischen Empfehlungen ausreichend; einige Fachgesellschaften empfehlen mindestens 30 ng/ml (75 nmol/l)</li>
<li><strong>Über etwa 100 ng/ml (250 nmol/l):</strong> höher als nötig, das Risiko für Nebenwirkungen steigt</li>
</ul>
<p>Ein Schnelltest für zu Hause zeigt Ihnen, in welchem Bereich Sie liegen, ein Labortest liefert einen genauen Wert. Beides hilft herauszufinden, ob Sie handeln sollten – und später zu prüfen, ob ein Präparat wirkt.</p>
<h2>Warum erst testen, dann einnehmen?</h2>
<p>Vitamin D ist fettlöslich und wird im Körper gespeichert – mehr ist also nicht automatisch besser. Dauerhaft hohe Dosen können den Calciumspiegel im Blut erhöhen, was Übelkeit, Nierenprobleme und Herzrhythmusstörungen verursachen kann. Viele europäische Gesundheitsbehörden empfehlen Erwachsenen bei fehlender Sonne 800–1.000 I. E. (20–25 µg) pro Tag; die von der Europäischen Behörde für Lebensmittelsicherheit festgelegte tolerierbare Höchstmenge liegt bei 4.000 I. E. (100 µg) täglich. Höhere Dosen sollten Sie nur nach einem Test und auf ärztlichen Rat einnehmen.</p>
<blockquote>Erst testen, dann ergänzen – und nach etwa drei Monaten erneut testen, um zu sehen, ob die Dosis zu Ihnen passt.</blockquote>
<h2>Praktische Tipps für die dunkle Jahreszeit</h2>
<ul>
<li><strong>Nutzen Sie sonnige Tage.</strong> Vom Frühjahr bis in den Frühherbst helfen etwa 10–20 Minuten Mittagssonne auf Gesicht, Armen und Händen an einigen Tagen pro Woche, die Speicher aufzufüllen – ohne Sonnenbrand.</li>
<li><strong>Essen Sie Vitamin-D-reiche Lebensmittel.</strong> Fettreicher Fisch wie Lachs, Hering und Makrele, Eigelb und angereicherte Lebensmittel tragen dazu bei, auch wenn die Ernährung allein den Bedarf selten deckt.</li>
<li><strong>Prüfen Sie Ihren Wert im Spätherbst oder Winter</strong>, wenn ein Mangel am wahrscheinlichsten ist.</li>
<li><strong>Sprechen Sie mit Ihrer Ärztin, Ihrem Arzt oder in der Apotheke</strong> über die richtige Dosis – besonders wenn Sie schwanger sind, eine Nierenerkrankung haben oder andere Medikamente einnehmen.</li>
</ul>
<p>Ein einfacher Test zur richtigen Jahreszeit erspart Ihnen beim Thema Vitamin D das Rätselraten – und Sie gehen mit der Gewissheit durch den Winter, dass Ihr Körper gut versorgt ist.</p>`,
    bg: `<p>Витамин D често е наричан „слънчевия витамин“ – и с основание: по-голямата част от необходимото ни количество кожата произвежда сама, когато е изложена на ултравиолетови B лъчи (UVB). През зимните месеци обаче в голяма част от Европа слънцето просто е твърде ниско. Приблизително от октомври до март на север от Алпите кожата произвежда малко или никакъв витамин D, а дори в Южна Европа, включително в България, нивата често спадат към края на зимата.</p>
<h2>Защо витамин D е важен</h2>
<p>Витамин D помага на организма да усвоява калций и фосфат от храната и затова е незаменим за здрави кости и зъби. Той участва и във функцията на мускулите и имунната система. Продължителният недостиг може да доведе до омекване на костите (остеомалация) при възрастните и рахит при децата, а в по-напреднала възраст увеличава риска от остеопороза и падания.</p>
<h2>Кой е изложен на по-висок риск?</h2>
<ul>
<li><strong>Хората, които прекарват малко време навън</strong> – офис служители, работещи на смени, както и хора, които рядко излизат от дома или живеят в социални заведения.</li>
<li><strong>Възрастните хора</strong>, защото с годините кожата произвежда по-малко витамин D.</li>
<li><strong>Хората с по-тъмна кожа</strong>, които се нуждаят от повече слънце, за да произведат същото количество.</li>
<li><strong>Хората, които покриват по-голямата част от кожата си</strong> по културни или религиозни причини или винаги използват слънцезащита с висок фактор.</li>
<li><strong>Хората с по-високо телесно тегло</strong>, тъй като витамин D се складира в мастната тъкан и е по-трудно достъпен за организма.</li>
<li><strong>Хората с определени заболявания</strong>, като цьолиакия или хронични възпалителни заболявания на червата, както и приемащите някои лекарства, например определени антиепилептични средства.</li>
<li><strong>Бременните и кърмещите жени</strong>, както и кърмените бебета.</li>
</ul>
<h2>Симптомите лесно остават незабелязани</h2>
<p>Лекият недостиг често не се проявява по никакъв начин. Когато има признаци, те са неспецифични: умора, болки в костите или мускулите, мускулна слабост, потиснато настроение и по-чести инфекции. Тъй като тези оплаквания могат да имат много причини, единственият надежден начин да разберете нивото си е кръвното изследване.</p>
<h2>Как се измерва витамин D?</h2>
<p>Измерва се <strong>25-хидроксивитамин D</strong> (25(OH)D) в кръвта – складовата форма, която отразява запасите ви през последните седмици. Резултатите се дават в ng/ml или nmol/l (1 ng/ml отговаря на около 2,5 nmol/l). Референтните стойности се различават леко според държавата и медицинското дружество; една често използвана класификация е:</p>
<ul>
<li><strong>Под около 12 ng/ml (30 nmol/l):</strong> дефицит</li>
<li><strong>12–20 ng/ml (30–50 nmol/l):</strong> недостатъчно ниво</li>
<li><strong>От 20 ng/ml (50 nmol/l):</strong> достатъчно според много европейски препоръки; някои специализирани дружества препоръчват поне 30 ng/ml (75 nmol/l)</li>
<li><strong>Над около 100 ng/ml (250 nmol/l):</strong> по-високо от необходимото, рискът от нежелани ефекти нараства</li>
</ul>
<p>Бързият домашен тест ви показва в кой диапазон се намирате, а лабораторният тест дава точна стойност. И двата помагат да разберете дали трябва да предприемете нещо – и по-късно да проверите дали добавката действа.</p>
<h2>Защо първо изследване, а после добавки?</h2>
<p>Витамин D е мастноразтворим и се натрупва в организма, така че повече не означава непременно по-добре. Продължителният прием на високи дози може да повиши нивото на калций в кръвта, което да доведе до гадене, проблеми с бъбреците и нарушения на сърдечния ритъм. Много европейски здравни институции препоръчват на възрастните 800–1000 IU (20–25 µg) дневно, когато слънцето не достига; горната допустима граница, определена от Европейския орган за безопасност на храните, е 4000 IU (100 µg) на ден. По-високи дози приемайте само след изследване и по лекарска препоръка.</p>
<blockquote>Първо изследване, после добавка – и ново изследване след около три месеца, за да видите дали дозата е подходяща за вас.</blockquote>
<h2>Практични съвети за тъмния сезон</h2>
<ul>
<li><strong>Възползвайте се от слънчевите дни.</strong> От пролетта до ранната есен около 10–20 минути обедно слънце върху лицето, ръцете и дланите няколко пъти седмично помагат да попълните запасите си – без да изгаряте.</li>
<li><strong>Хранете се с храни, богати на витамин D.</strong> Мазните риби като сьомга, херинга и скумрия, яйчният жълтък и обогатените храни допринасят, въпреки че храната сама по себе си рядко покрива нуждите.</li>
<li><strong>Проверете нивото си в края на есента или през зимата</strong>, когато недостигът е най-вероятен.</li>
<li><strong>Консултирайте се с лекар или фармацевт</strong> за правилната доза – особено ако сте бременна, имате бъбречно заболяване или приемате други лекарства.</li>
</ul>
<p>Едно просто изследване в правилния сезон премахва догадките около витамин D – и ви позволява да преминете през зимата със спокойствието, че организмът ви е добре снабден.</p>`,
  },
  image: { kind: "scene", hue: 40, label: "Vit D", accent: 20 },
};

const POST_READ_OVULATION: SeedBlogPost = {
  slug: "how-to-read-an-ovulation-test",
  author: "Dr. Elena Petrova",
  daysAgo: 36,
  categorySlugs: ["ovulation-test"],
  title: {
    en: "How to read an ovulation test: lines, surges and common mistakes",
    de: "Ovulationstest richtig ablesen: Linien, LH-Anstieg und typische Fehler",
    bg: "Как да разчетете теста за овулация: линии, LH пик и чести грешки",
  },
  excerpt: {
    en: "Is a faint line positive? When exactly should you test? A step-by-step guide to reading LH tests correctly – including the most common pitfalls.",
    de: "Ist eine schwache Linie positiv? Wann genau sollten Sie testen? Eine Schritt-für-Schritt-Anleitung zum richtigen Ablesen von LH-Tests – inklusive der häufigsten Fehlerquellen.",
    bg: "Бледата линия положителен резултат ли е? Кога точно да тествате? Ръководство стъпка по стъпка за правилното разчитане на LH тестовете – с най-честите грешки.",
  },
  content: {
    en: `<p>Ovulation tests are among the most useful tools when you are trying to conceive – but many people are unsure how to read them. Unlike with a pregnancy test, a second line does not automatically mean "yes". This guide walks you through the process step by step.</p>
<h2>What the test measures</h2>
<p>Ovulation tests detect <strong>luteinising hormone (LH)</strong> in urine. A small amount of LH is present throughout the cycle, which is why you will often see a faint test line on ordinary days. About 24–36 hours before ovulation, the LH level rises sharply – this is the <strong>LH surge</strong> the test is looking for.</p>
<h2>When to start testing</h2>
<p>First work out the length of your cycle: count from the first day of your period to the day before your next period begins. Then subtract 17 to find the day on which to start:</p>
<ul>
<li>26-day cycle: start on day 9</li>
<li>28-day cycle: start on day 11</li>
<li>30-day cycle: start on day 13</li>
<li>32-day cycle: start on day 15</li>
</ul>
<p>Test once a day until you detect the surge. As soon as the line starts getting darker, testing twice a day – for example late in the morning and early in the evening – helps you avoid missing a short surge.</p>
<h2>Step by step</h2>
<ul>
<li><strong>Choose the right time.</strong> LH is produced in the morning and appears in urine a few hours later, so the best time to test is usually between 10 am and 8 pm. First morning urine is less suitable.</li>
<li><strong>Do not drink too much.</strong> Cut down on fluids for about two hours beforehand so your urine is not diluted.</li>
<li><strong>Collect and test.</strong> Hold the absorbent tip in the urine stream for 5–10 seconds, or dip a strip into a clean cup up to the MAX line.</li>
<li><strong>Wait.</strong> Lay the test flat and read it after 5 minutes. Do not interpret the result after 10 minutes.</li>
</ul>
<h2>Reading the result</h2>
<p>The key is to compare the <strong>test line (T)</strong> with the <strong>control line (C)</strong>:</p>
<ul>
<li><strong>Positive (LH surge):</strong> the test line is as dark as or darker than the control line. Ovulation is likely within the next 24–36 hours – these are your most fertile days.</li>
<li><strong>Negative:</strong> the test line is lighter than the control line, or there is no test line at all. Keep testing daily.</li>
<li><strong>Invalid:</strong> no control line appears. Repeat with a new test.</li>
</ul>
<blockquote>A faint line is not a positive result. What counts is the comparison: only a test line at least as dark as the control line indicates the LH surge.</blockquote>
<p>If you photograph each test at the same time and in the same light, it is much easier to see the line getting darker over several days. Digital tests make this comparison for you and show a clear symbol instead of lines.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Starting too late</strong> and missing the surge entirely – especially with short cycles.</li>
<li><strong>Only testing with morning urine</strong>, when the surge may not yet be detectable.</li>
<li><strong>Reading the test too early or too late.</strong></li>
<li><strong>Using expired tests</strong> or keeping them in a humid bathroom.</li>
</ul>
<h2>When results can be misleading</h2>
<p>In some situations LH tests are less reliable. Women with polycystic ovary syndrome (PCOS) may have permanently raised LH levels and see many positive tests. During perimenopause, after stopping hormonal contraception, while breastfeeding or when taking fertility medication containing LH or hCG, results can also be difficult to interpret. In these cases, talk to your gynaecologist about the best way to track your cycle.</p>
<p>Finally, a positive ovulation test shows that the LH surge has happened – not that an egg has actually been released. If you also record your basal body temperature, a rise of about 0.2–0.5 °C over the following days helps confirm ovulation. And if your tests never show a surge over several cycles, it is worth having this checked by a doctor.</p>`,
    de: `<p>Ovulationstests gehören zu den hilfreichsten Werkzeugen, wenn Sie schwanger werden möchten – doch viele sind unsicher, wie man sie richtig abliest. Anders als beim Schwangerschaftstest bedeutet eine zweite Linie nicht automatisch „ja“. Diese Anleitung führt Sie Schritt für Schritt durch den Ablauf.</p>
<h2>Was der Test misst</h2>
<p>Ovulationstests weisen das <strong>luteinisierende Hormon (LH)</strong> im Urin nach. Eine kleine Menge LH ist während des gesamten Zyklus vorhanden – deshalb sehen Sie an gewöhnlichen Tagen oft eine blasse Testlinie. Etwa 24–36 Stunden vor dem Eisprung steigt der LH-Spiegel steil an: Das ist der <strong>LH-Anstieg</strong>, nach dem der Test sucht.</p>
<h2>Wann Sie mit dem Testen beginnen</h2>
<p>Bestimmen Sie zunächst Ihre Zykluslänge: Zählen Sie vom ersten Tag Ihrer Periode bis zum Tag vor Beginn der nächsten Periode. Ziehen Sie davon 17 ab, um Ihren Starttag zu ermitteln:</p>
<ul>
<li>26-Tage-Zyklus: Beginn am 9. Tag</li>
<li>28-Tage-Zyklus: Beginn am 11. Tag</li>
<li>30-Tage-Zyklus: Beginn am 13. Tag</li>
<li>32-Tage-Zyklus: Beginn am 15. Tag</li>
</ul>
<p>Testen Sie einmal täglich, bis Sie den Anstieg erkennen. Sobald die Linie dunkler wird, hilft es, zweimal am Tag zu testen – zum Beispiel am späten Vormittag und am frühen Abend –, damit Ihnen ein kurzer Anstieg nicht entgeht.</p>
<h2>Schritt für Schritt</h2>
<ul>
<li><strong>Den richtigen Zeitpunkt wählen.</strong> LH wird morgens gebildet und erscheint erst einige Stunden später im Urin. Am besten testen Sie daher zwischen 10 und 20 Uhr; Morgenurin ist weniger geeignet.</li>
<li><strong>Nicht zu viel trinken.</strong> Schränken Sie die Flüssigkeitszufuhr etwa zwei Stunden vorher ein, damit der Urin nicht verdünnt ist.</li>
<li><strong>Probe nehmen und testen.</strong> Halten Sie die saugfähige Spitze 5–10 Sekunden in den Urinstrahl oder tauchen Sie einen Streifen bis zur MAX-Markierung in einen sauberen Becher.</li>
<li><strong>Abwarten.</strong> Legen Sie den Test flach hin und lesen Sie ihn nach 5 Minuten ab. Nach 10 Minuten sollten Sie das Ergebnis nicht mehr bewerten.</li>
</ul>
<h2>Das Ergebnis ablesen</h2>
<p>Entscheidend ist der Vergleich zwischen <strong>Testlinie (T)</strong> und <strong>Kontrolllinie (C)</strong>:</p>
<ul>
<li><strong>Positiv (LH-Anstieg):</strong> Die Testlinie ist genauso dunkel wie die Kontrolllinie oder dunkler. Der Eisprung findet wahrscheinlich innerhalb der nächsten 24–36 Stunden statt – das sind Ihre fruchtbarsten Tage.</li>
<li><strong>Negativ:</strong> Die Testlinie ist heller als die Kontrolllinie oder fehlt ganz. Testen Sie weiter täglich.</li>
<li><strong>Ungültig:</strong> Es erscheint keine Kontrolllinie. Wiederholen Sie den Test mit einem neuen Teststreifen.</li>
</ul>
<blockquote>Eine blasse Linie ist kein positives Ergebnis. Es kommt auf den Vergleich an: Nur eine Testlinie, die mindestens so dunkel ist wie die Kontrolllinie, zeigt den LH-Anstieg an.</blockquote>
<p>Wenn Sie jeden Test zur gleichen Zeit und bei gleichem Licht fotografieren, sehen Sie viel leichter, wie die Linie über mehrere Tage dunkler wird. Digitale Tests übernehmen diesen Vergleich für Sie und zeigen statt Linien ein eindeutiges Symbol.</p>
<h2>Typische Fehler</h2>
<ul>
<li><strong>Zu spät beginnen</strong> und den Anstieg ganz verpassen – vor allem bei kurzen Zyklen.</li>
<li><strong>Nur mit Morgenurin testen</strong>, obwohl der Anstieg dann möglicherweise noch nicht nachweisbar ist.</li>
<li><strong>Den Test zu früh oder zu spät ablesen.</strong></li>
<li><strong>Abgelaufene Tests verwenden</strong> oder Tests im feuchten Badezimmer aufbewahren.</li>
</ul>
<h2>Wann Ergebnisse in die Irre führen können</h2>
<p>In manchen Situationen sind LH-Tests weniger zuverlässig. Frauen mit polyzystischem Ovarialsyndrom (PCOS) haben mitunter dauerhaft erhöhte LH-Werte und sehen viele positive Tests. Auch in den Wechseljahren, nach dem Absetzen hormoneller Verhütung, in der Stillzeit oder bei der Einnahme von Kinderwunschmedikamenten mit LH oder hCG lassen sich die Ergebnisse schwer deuten. Besprechen Sie in diesen Fällen mit Ihrer Frauenärztin oder Ihrem Frauenarzt, wie Sie Ihren Zyklus am besten beobachten.</p>
<p>Und schließlich: Ein positiver Ovulationstest zeigt, dass der LH-Anstieg stattgefunden hat – nicht, dass tatsächlich eine Eizelle freigesetzt wurde. Wenn Sie zusätzlich Ihre Basaltemperatur messen, bestätigt ein Anstieg um etwa 0,2–0,5 °C in den folgenden Tagen den Eisprung. Zeigen Ihre Tests über mehrere Zyklen nie einen Anstieg, sollten Sie das ärztlich abklären lassen.</p>`,
    bg: `<p>Тестовете за овулация са сред най-полезните помощници, когато опитвате да забременеете – но мнозина не са сигурни как да ги разчитат. За разлика от теста за бременност, тук втората линия не означава автоматично „да“. Това ръководство ще ви преведе през процеса стъпка по стъпка.</p>
<h2>Какво измерва тестът</h2>
<p>Тестовете за овулация откриват <strong>лутеинизиращия хормон (LH)</strong> в урината. Малко количество LH присъства през целия цикъл, затова в обикновените дни често ще виждате бледа тестова линия. Около 24–36 часа преди овулацията нивото на LH рязко се покачва – това е <strong>LH пикът</strong>, който тестът търси.</p>
<h2>Кога да започнете да тествате</h2>
<p>Първо определете продължителността на цикъла си: бройте от първия ден на менструацията до деня преди началото на следващата. След това извадете 17, за да намерите деня, в който да започнете:</p>
<ul>
<li>26-дневен цикъл: започнете на 9-ия ден</li>
<li>28-дневен цикъл: започнете на 11-ия ден</li>
<li>30-дневен цикъл: започнете на 13-ия ден</li>
<li>32-дневен цикъл: започнете на 15-ия ден</li>
</ul>
<p>Тествайте веднъж дневно, докато откриете пика. Щом линията започне да потъмнява, тествайте два пъти на ден – например късно сутринта и рано вечерта, – за да не пропуснете по-кратък пик.</p>
<h2>Стъпка по стъпка</h2>
<ul>
<li><strong>Изберете правилното време.</strong> LH се произвежда сутрин и се появява в урината няколко часа по-късно, затова най-подходящото време за тест обикновено е между 10 и 20 часа. Първата сутрешна урина е по-малко подходяща.</li>
<li><strong>Не пийте прекалено много.</strong> Ограничете течностите около два часа преди теста, за да не е разредена урината.</li>
<li><strong>Вземете проба и тествайте.</strong> Задръжте абсорбиращия връх под струята урина за 5–10 секунди или потопете лентата в чиста чашка до маркировката MAX.</li>
<li><strong>Изчакайте.</strong> Поставете теста хоризонтално и го отчетете след 5 минути. Не тълкувайте резултата след 10 минути.</li>
</ul>
<h2>Как да разчетете резултата</h2>
<p>Ключовото е да сравните <strong>тестовата линия (T)</strong> с <strong>контролната линия (C)</strong>:</p>
<ul>
<li><strong>Положителен (LH пик):</strong> тестовата линия е толкова тъмна, колкото контролната, или по-тъмна. Овулацията вероятно ще настъпи в следващите 24–36 часа – това са най-плодовитите ви дни.</li>
<li><strong>Отрицателен:</strong> тестовата линия е по-светла от контролната или изобщо липсва. Продължете да тествате всеки ден.</li>
<li><strong>Невалиден:</strong> не се появява контролна линия. Повторете с нов тест.</li>
</ul>
<blockquote>Бледата линия не е положителен резултат. Важно е сравнението: само тестова линия, поне толкова тъмна, колкото контролната, показва LH пик.</blockquote>
<p>Ако снимате всеки тест по едно и също време и при еднаква светлина, ще ви е много по-лесно да видите как линията потъмнява в продължение на няколко дни. Дигиталните тестове правят това сравнение вместо вас и показват ясен символ вместо линии.</p>
<h2>Чести грешки</h2>
<ul>
<li><strong>Твърде късно начало</strong> – и пикът е изцяло пропуснат, особено при по-кратки цикли.</li>
<li><strong>Тестване само със сутрешна урина</strong>, когато пикът все още може да не се открива.</li>
<li><strong>Отчитане на теста твърде рано или твърде късно.</strong></li>
<li><strong>Използване на тестове с изтекъл срок на годност</strong> или съхраняването им във влажна баня.</li>
</ul>
<h2>Кога резултатите могат да подведат</h2>
<p>В някои ситуации LH тестовете са по-малко надеждни. Жените със синдром на поликистозните яйчници (СПКЯ) понякога имат постоянно повишени нива на LH и виждат много положителни тестове. В перименопаузата, след спиране на хормонална контрацепция, по време на кърмене или при прием на лекарства за стимулиране на овулацията, съдържащи LH или hCG, резултатите също може да са трудни за тълкуване. В тези случаи обсъдете с вашия гинеколог кой е най-добрият начин да следите цикъла си.</p>
<p>И накрая: положителният тест за овулация показва, че LH пикът е настъпил, но не и че яйцеклетка действително е била освободена. Ако паралелно измервате базалната си температура, покачване с около 0,2–0,5 °C през следващите дни помага да се потвърди овулацията. А ако в продължение на няколко цикъла тестовете ви никога не показват пик, е добре да се консултирате с лекар.</p>`,
  },
  image: { kind: "scene", hue: 335, label: "LH", accent: 290 },
};

const POST_ACCURACY: SeedBlogPost = {
  slug: "how-accurate-are-home-tests-ce-ivd",
  author: "Dr. Jonas Weber",
  daysAgo: 47,
  categorySlugs: ["drug-tests", "stistd-tests"],
  title: {
    en: "How accurate are home tests? What CE-IVD marking really means",
    de: "Wie genau sind Heimtests? Was die CE-IVD-Kennzeichnung wirklich bedeutet",
    bg: "Колко точни са домашните тестове? Какво всъщност означава маркировката CE-IVD",
  },
  excerpt: {
    en: "Sensitivity, specificity and the CE mark explained: what you can expect from a self-test, how to recognise a trustworthy product and why a positive result still needs confirmation.",
    de: "Sensitivität, Spezifität und CE-Zeichen einfach erklärt: was Sie von einem Selbsttest erwarten können, woran Sie ein vertrauenswürdiges Produkt erkennen und warum ein positives Ergebnis trotzdem bestätigt werden muss.",
    bg: "Чувствителност, специфичност и CE маркировка, обяснени просто: какво да очаквате от самотест, как да разпознаете надежден продукт и защо положителният резултат все пак трябва да бъде потвърден.",
  },
  content: {
    en: `<p>"Over 99% accurate" – you will find this claim on the packaging of many home tests. But what does it actually mean, and can you rely on a test you carry out in your own bathroom? The answer: modern self-tests are very good, provided they are properly certified and used correctly. Here is what you should know.</p>
<h2>Sensitivity and specificity</h2>
<p>The accuracy of a diagnostic test is described by two key figures:</p>
<ul>
<li><strong>Sensitivity</strong> is the proportion of people who really have the condition (or whose sample contains the substance) and are correctly identified as positive. A test with 99% sensitivity misses about 1 in 100 true positive cases.</li>
<li><strong>Specificity</strong> is the proportion of people without the condition who correctly test negative. A specificity of 99% means that about 1 in 100 negative samples shows a false positive result.</li>
</ul>
<p>Both values are determined in clinical studies under controlled conditions. At home, handling errors – reading too early, using too little sample, testing too soon after a risk – can make a test perform worse than it does on paper.</p>
<h2>Why a "99% accurate" test can still be wrong</h2>
<p>How trustworthy an individual result is also depends on how common the condition is among the people being tested. Imagine an HIV self-test with 99.8% specificity used by 10,000 people at low risk, of whom only 10 actually have HIV. The test will correctly detect almost all of them – but it will also produce around 20 false positive results among the 9,990 people who are not infected. In this situation, most positive results are false alarms.</p>
<blockquote>A negative result from a good test is usually very reliable. A positive result is a reason for a confirmatory test – not a diagnosis.</blockquote>
<p>This is not a weakness of home tests; laboratories face exactly the same statistics. That is why every positive screening test, at home or in a clinic, is followed by a different, confirmatory test.</p>
<h2>What the CE mark on a self-test means</h2>
<p>In the European Union, tests that analyse human samples are regulated as <strong>in vitro diagnostic medical devices (IVDs)</strong>. Since May 2022 they have been covered by the EU In Vitro Diagnostic Regulation (IVDR, Regulation (EU) 2017/746), which replaced the older directive and tightened the requirements considerably – with transition periods for products already on the market.</p>
<ul>
<li>The manufacturer must show with performance studies that the test works as claimed.</li>
<li>Tests intended for <strong>self-testing</strong> must also prove that lay people can use them correctly and understand the instructions.</li>
<li>For self-tests, an independent <strong>notified body</strong> has to assess the product. Its four-digit identification number is printed next to the CE mark.</li>
<li>Manufacturers must keep monitoring their products after they are placed on the market and report serious incidents.</li>
</ul>
<h2>How to recognise a trustworthy test</h2>
<ul>
<li><strong>A CE mark with a four-digit number</strong> on the packaging – for a self-test, a CE mark without a notified body number is a warning sign.</li>
<li><strong>Explicitly labelled for self-testing</strong> – tests for professional use are not designed for lay people and often may not be sold to consumers at all.</li>
<li><strong>Instructions in your language</strong>, with clear information on the sample, the time to result and how to read it.</li>
<li><strong>Stated sensitivity and specificity</strong> and, for drug tests, the cut-off values.</li>
<li><strong>A named manufacturer or authorised representative in the EU</strong>, plus a batch number and expiry date.</li>
</ul>
<p>Be careful with very cheap tests from marketplaces outside the EU: they may lack valid certification, and their performance may never have been checked independently.</p>
<h2>Getting the best out of your test</h2>
<ul>
<li>Read the instructions completely before you start – even if you have used a similar test before.</li>
<li>Respect the window period: testing too early is the most common reason for a false negative result.</li>
<li>Store tests at the recommended temperature and do not use them after the expiry date.</li>
<li>Use a timer and read the result at exactly the stated time.</li>
<li>If a result is unclear or invalid, repeat the test with a new kit rather than guessing.</li>
</ul>
<p>Used correctly, a certified home test is a reliable, discreet first step. It does not replace your doctor – but it can help you decide when you need one.</p>`,
    de: `<p>„Über 99 % genau“ – diese Angabe findet sich auf der Verpackung vieler Heimtests. Doch was bedeutet sie eigentlich, und kann man sich auf einen Test verlassen, den man im eigenen Badezimmer durchführt? Die Antwort: Moderne Selbsttests sind sehr gut – vorausgesetzt, sie sind ordnungsgemäß zertifiziert und werden richtig angewendet. Das sollten Sie wissen.</p>
<h2>Sensitivität und Spezifität</h2>
<p>Die Genauigkeit eines diagnostischen Tests wird durch zwei Kennzahlen beschrieben:</p>
<ul>
<li><strong>Sensitivität</strong> ist der Anteil der Menschen, die die Erkrankung tatsächlich haben (bzw. deren Probe die Substanz enthält) und vom Test korrekt als positiv erkannt werden. Ein Test mit 99 % Sensitivität übersieht etwa einen von 100 tatsächlich positiven Fällen.</li>
<li><strong>Spezifität</strong> ist der Anteil der Menschen ohne die Erkrankung, die korrekt negativ getestet werden. Eine Spezifität von 99 % bedeutet, dass etwa eine von 100 negativen Proben fälschlich als positiv angezeigt wird.</li>
</ul>
<p>Beide Werte werden in klinischen Studien unter kontrollierten Bedingungen ermittelt. Zu Hause können Anwendungsfehler – zu frühes Ablesen, zu wenig Probenmaterial, ein zu früher Test nach einem Risiko – dazu führen, dass ein Test schlechter abschneidet als auf dem Papier.</p>
<h2>Warum ein „99 % genauer“ Test trotzdem danebenliegen kann</h2>
<p>Wie verlässlich ein einzelnes Ergebnis ist, hängt auch davon ab, wie häufig die Erkrankung unter den getesteten Personen vorkommt. Stellen Sie sich einen HIV-Selbsttest mit 99,8 % Spezifität vor, den 10.000 Menschen mit geringem Risiko verwenden – von denen nur 10 tatsächlich HIV-positiv sind. Der Test erkennt fast alle von ihnen korrekt, liefert aber unter den 9.990 Nichtinfizierten auch etwa 20 falsch positive Ergebnisse. In dieser Situation sind die meisten positiven Ergebnisse Fehlalarme.</p>
<blockquote>Ein negatives Ergebnis eines guten Tests ist in der Regel sehr verlässlich. Ein positives Ergebnis ist ein Grund für einen Bestätigungstest – keine Diagnose.</blockquote>
<p>Das ist keine Schwäche von Heimtests; Labore haben mit genau derselben Statistik zu tun. Deshalb folgt auf jeden positiven Suchtest – ob zu Hause oder in der Klinik – ein anderer, bestätigender Test.</p>
<h2>Was das CE-Zeichen auf einem Selbsttest bedeutet</h2>
<p>In der Europäischen Union gelten Tests, die menschliche Proben untersuchen, als <strong>In-vitro-Diagnostika (IVD)</strong>. Seit Mai 2022 gilt für sie die EU-Verordnung über In-vitro-Diagnostika (IVDR, Verordnung (EU) 2017/746), die die frühere Richtlinie abgelöst und die Anforderungen deutlich verschärft hat – mit Übergangsfristen für Produkte, die bereits auf dem Markt sind.</p>
<ul>
<li>Der Hersteller muss mit Leistungsstudien belegen, dass der Test hält, was er verspricht.</li>
<li>Tests zur <strong>Eigenanwendung</strong> müssen zusätzlich nachweisen, dass Laien sie richtig durchführen und die Gebrauchsanweisung verstehen können.</li>
<li>Bei Selbsttests muss eine unabhängige <strong>Benannte Stelle</strong> das Produkt prüfen. Ihre vierstellige Kennnummer steht neben dem CE-Zeichen.</li>
<li>Hersteller müssen ihre Produkte auch nach dem Inverkehrbringen überwachen und schwerwiegende Vorkommnisse melden.</li>
</ul>
<h2>So erkennen Sie einen vertrauenswürdigen Test</h2>
<ul>
<li><strong>CE-Zeichen mit vierstelliger Nummer</strong> auf der Verpackung – fehlt bei einem Selbsttest die Nummer der Benannten Stelle, ist das ein Warnsignal.</li>
<li><strong>Ausdrücklich zur Eigenanwendung gekennzeichnet</strong> – Tests für Fachpersonal sind nicht für Laien ausgelegt und dürfen oft gar nicht an Privatpersonen verkauft werden.</li>
<li><strong>Gebrauchsanweisung in Ihrer Sprache</strong> mit klaren Angaben zu Probe, Wartezeit und Ablesen.</li>
<li><strong>Angegebene Sensitivität und Spezifität</strong> sowie bei Drogentests die Grenzwerte.</li>
<li><strong>Ein namentlich genannter Hersteller oder Bevollmächtigter in der EU</strong>, dazu Chargennummer und Verfallsdatum.</li>
</ul>
<p>Vorsicht bei sehr billigen Tests von Marktplätzen außerhalb der EU: Ihnen fehlt womöglich eine gültige Zertifizierung, und ihre Leistungsfähigkeit wurde unter Umständen nie unabhängig überprüft.</p>
<h2>So holen Sie das Beste aus Ihrem Test heraus</h2>
<ul>
<li>Lesen Sie die Gebrauchsanweisung vollständig durch, bevor Sie beginnen – auch wenn Sie einen ähnlichen Test schon einmal verwendet haben.</li>
<li>Beachten Sie das diagnostische Fenster: Ein zu früher Test ist der häufigste Grund für ein falsch negatives Ergebnis.</li>
<li>Lagern Sie Tests bei der empfohlenen Temperatur und verwenden Sie sie nicht nach Ablauf des Verfallsdatums.</li>
<li>Nutzen Sie einen Timer und lesen Sie das Ergebnis genau zur angegebenen Zeit ab.</li>
<li>Ist ein Ergebnis unklar oder ungültig, wiederholen Sie den Test mit einem neuen Set, statt zu raten.</li>
</ul>
<p>Richtig angewendet ist ein zertifizierter Heimtest ein verlässlicher, diskreter erster Schritt. Er ersetzt nicht den Arztbesuch – kann Ihnen aber helfen zu entscheiden, wann einer nötig ist.</p>`,
    bg: `<p>„Над 99% точност“ – това твърдение ще откриете върху опаковката на много домашни тестове. Но какво всъщност означава то и можете ли да разчитате на тест, който правите в собствената си баня? Отговорът е: съвременните самотестове са много добри, при условие че са надлежно сертифицирани и се използват правилно. Ето какво трябва да знаете.</p>
<h2>Чувствителност и специфичност</h2>
<p>Точността на един диагностичен тест се описва с два основни показателя:</p>
<ul>
<li><strong>Чувствителността</strong> е делът на хората, които действително имат заболяването (или чиято проба съдържа веществото) и са правилно определени като положителни. Тест с 99% чувствителност пропуска около един на всеки 100 действително положителни случая.</li>
<li><strong>Специфичността</strong> е делът на хората без заболяването, които правилно получават отрицателен резултат. Специфичност от 99% означава, че около една от 100 отрицателни проби ще покаже фалшиво положителен резултат.</li>
</ul>
<p>И двете стойности се определят в клинични проучвания при контролирани условия. У дома грешките при използването – твърде ранно отчитане, твърде малко проба, тест твърде скоро след риска – могат да направят резултатите на теста по-слаби, отколкото на хартия.</p>
<h2>Защо тест с „99% точност“ все пак може да сгреши</h2>
<p>Доколко надежден е отделният резултат, зависи и от това колко често се среща заболяването сред тестваните хора. Представете си самотест за ХИВ със специфичност 99,8%, използван от 10 000 души с нисък риск, от които само 10 наистина имат ХИВ. Тестът ще открие правилно почти всички тях – но сред 9990-те незаразени ще даде и около 20 фалшиво положителни резултата. В такава ситуация повечето положителни резултати са фалшива тревога.</p>
<blockquote>Отрицателният резултат от добър тест обикновено е много надежден. Положителният резултат е повод за потвърдително изследване – а не диагноза.</blockquote>
<p>Това не е слабост на домашните тестове – лабораториите се сблъскват с абсолютно същата статистика. Затова след всеки положителен скринингов тест, у дома или в клиника, следва друг, потвърдителен тест.</p>
<h2>Какво означава CE маркировката върху самотест</h2>
<p>В Европейския съюз тестовете, които анализират човешки проби, са <strong>ин витро диагностични медицински изделия (IVD)</strong>. От май 2022 г. за тях се прилага Регламентът на ЕС за ин витро диагностичните медицински изделия (IVDR, Регламент (ЕС) 2017/746), който замени предишната директива и значително затегна изискванията – с преходни срокове за продуктите, които вече са на пазара.</p>
<ul>
<li>Производителят трябва да докаже с проучвания на действието, че тестът работи така, както се твърди.</li>
<li>Тестовете, предназначени за <strong>самотестване</strong>, трябва допълнително да докажат, че неспециалисти могат да ги използват правилно и да разберат инструкциите.</li>
<li>При самотестовете независим <strong>нотифициран орган</strong> трябва да оцени продукта. Неговият четирицифрен идентификационен номер е отпечатан до CE маркировката.</li>
<li>Производителите са длъжни да наблюдават продуктите си и след пускането им на пазара и да докладват сериозни инциденти.</li>
</ul>
<h2>Как да разпознаете надежден тест</h2>
<ul>
<li><strong>CE маркировка с четирицифрен номер</strong> на опаковката – ако при самотест липсва номерът на нотифицирания орган, това е предупредителен знак.</li>
<li><strong>Изрично обозначение „за самотестване“</strong> – тестовете за професионална употреба не са предназначени за неспециалисти и често изобщо не бива да се продават на частни лица.</li>
<li><strong>Инструкции на вашия език</strong> с ясна информация за пробата, времето до резултата и начина на отчитане.</li>
<li><strong>Посочени чувствителност и специфичност</strong>, а при тестовете за наркотици – и праговите стойности.</li>
<li><strong>Посочен производител или упълномощен представител в ЕС</strong>, както и партиден номер и срок на годност.</li>
</ul>
<p>Внимавайте с много евтините тестове от онлайн платформи извън ЕС: те може да нямат валидна сертификация, а ефективността им може никога да не е проверявана независимо.</p>
<h2>Как да извлечете максимума от теста</h2>
<ul>
<li>Прочетете инструкцията изцяло, преди да започнете – дори ако вече сте използвали подобен тест.</li>
<li>Спазвайте прозоречния период: твърде ранното тестване е най-честата причина за фалшиво отрицателен резултат.</li>
<li>Съхранявайте тестовете при препоръчаната температура и не ги използвайте след изтичане на срока на годност.</li>
<li>Използвайте таймер и отчитайте резултата точно в посоченото време.</li>
<li>Ако резултатът е неясен или невалиден, повторете теста с нов комплект, вместо да гадаете.</li>
</ul>
<p>Когато се използва правилно, сертифицираният домашен тест е надеждна и дискретна първа стъпка. Той не замества лекаря, но може да ви помогне да решите кога имате нужда от него.</p>`,
  },
  image: { kind: "scene", hue: 225, label: "CE IVD", accent: 160 },
};

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  POST_DRUG_TESTS,
  POST_FERTILE_WINDOW,
  POST_STI_TESTING,
  POST_VITAMIN_D,
  POST_READ_OVULATION,
  POST_ACCURACY,
];
