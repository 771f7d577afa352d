/**
 * The demo products' safety information (GPSR Art. 19, docs/behaviour.md §21): their
 * manufacturers (fictitious companies, three in the EU and one in Switzerland with a responsible
 * person in the EU; addresses on the reserved .example domain), each kit's type or model and
 * GTIN, and its warnings in en/de/bg. Every kit is sealed for hygiene.
 */
import type { Localized } from "./catalog.ts";

export interface SeedManufacturer {
  name: string;
  /** The postal address as on the label. */
  address: string;
  /** An e-mail address or a web address of a contact form. */
  contact: string;
  /** Name, address and contact of the responsible person in the EU, for a manufacturer outside it. */
  euResponsiblePerson?: string;
}

export const MANUFACTURERS = {
  vienna: {
    name: "Danubia Diagnostics GmbH",
    address: "Lassallestraße 7, 1020 Wien, Austria",
    contact: "https://www.danubia-diagnostics.example/kontakt",
  },
  leiden: {
    name: "Lowlands Rapid Tests B.V.",
    address: "Plesmanlaan 121, 2333 CA Leiden, Netherlands",
    contact: "productsafety@lowlands-rapidtests.example",
  },
  sofia: {
    name: "Vitosha Bio Diagnostics OOD",
    address: "bul. Tsarigradsko shose 115, 1784 Sofia, Bulgaria",
    contact: "safety@vitosha-bio.example",
  },
  zurich: {
    name: "Limmat Point-of-Care AG",
    address: "Hardturmstrasse 161, 8005 Zürich, Switzerland",
    contact: "https://www.limmat-poc.example/contact",
    euResponsiblePerson: "Rhein MedRep GmbH, Kaiser-Wilhelm-Ring 23, 50672 Köln, Germany, eu-rep@rhein-medrep.example",
  },
} as const satisfies Record<string, SeedManufacturer>;

export interface SeedSafety {
  /** The type or model as printed on the label. */
  model: string;
  /** Null: the kit has none. */
  gtin: string | null;
  /** One warning a line of the label. */
  warnings: Localized<string[]>;
}

type Warnings = Localized<string[]>;

const COMMON: Warnings = {
  en: [
    "For in vitro diagnostic use only. Not for internal use: do not swallow any part of the kit.",
    "Keep out of the reach of children.",
    "Do not use after the expiry date or if the pouch or the seal is damaged.",
    "Store at 2–30 °C, dry and out of direct sunlight; do not freeze.",
    "Each test is for single use only.",
  ],
  de: [
    "Nur zur In-vitro-Diagnostik. Nicht zur inneren Anwendung: keine Bestandteile des Sets verschlucken.",
    "Für Kinder unzugänglich aufbewahren.",
    "Nach Ablauf des Verfallsdatums oder bei beschädigtem Beutel oder beschädigter Versiegelung nicht verwenden.",
    "Bei 2–30 °C trocken und vor direktem Sonnenlicht geschützt lagern; nicht einfrieren.",
    "Jeder Test ist nur zum einmaligen Gebrauch bestimmt.",
  ],
  bg: [
    "Само за ин витро диагностика. Не е за вътрешна употреба: не поглъщайте части от комплекта.",
    "Да се съхранява на място, недостъпно за деца.",
    "Не използвайте след изтичане на срока на годност или ако пликът или пломбата са повредени.",
    "Да се съхранява при 2–30 °C, на сухо и защитено от пряка слънчева светлина място; да не се замразява.",
    "Всеки тест е само за еднократна употреба.",
  ],
};

const LANCET: Warnings = {
  en: [
    "The lancet is sterile and for single use: never share it, and put it in a closed container after use.",
    "The buffer solution may irritate eyes and skin: on contact, rinse with plenty of water.",
  ],
  de: [
    "Die Lanzette ist steril und nur zum einmaligen Gebrauch: nie mit anderen teilen und nach Gebrauch in einem verschlossenen Behälter entsorgen.",
    "Die Pufferlösung kann Augen und Haut reizen: bei Kontakt mit reichlich Wasser spülen.",
  ],
  bg: [
    "Ланцетът е стерилен и за еднократна употреба: никога не го споделяйте и след употреба го поставете в затворен съд.",
    "Буферният разтвор може да раздразни очите и кожата: при контакт изплакнете обилно с вода.",
  ],
};

const SEE_A_DOCTOR: Warnings = {
  en: ["The result is not a diagnosis: talk to a doctor about it before any medical decision."],
  de: [
    "Das Ergebnis ist keine Diagnose: Besprechen Sie es vor jeder medizinischen Entscheidung mit einer Ärztin oder einem Arzt.",
  ],
  bg: ["Резултатът не е диагноза: обсъдете го с лекар преди всяко медицинско решение."],
};

const PRELIMINARY: Warnings = {
  en: ["A positive result is preliminary: only a laboratory's confirmation test gives a confirmed result."],
  de: ["Ein positives Ergebnis ist vorläufig: Erst ein Bestätigungstest im Labor liefert ein gesichertes Ergebnis."],
  bg: ["Положителният резултат е предварителен: само потвърдителен тест в лаборатория дава потвърден резултат."],
};

const WINDOW_PERIOD: Warnings = {
  en: [
    "A negative result does not rule out an infection in the weeks before the test (window period): repeat the test as the instructions say.",
  ],
  de: [
    "Ein negatives Ergebnis schließt eine Infektion in den Wochen vor dem Test nicht aus (diagnostisches Fenster): Wiederholen Sie den Test wie in der Gebrauchsanweisung angegeben.",
  ],
  bg: [
    "Отрицателният резултат не изключва инфекция през седмиците преди теста (период на прозореца): повторете теста, както е указано в инструкциите.",
  ],
};

const HORMONES: Warnings = {
  en: ["Medicines containing hCG or LH (in fertility treatment, for example) can change the result."],
  de: ["Arzneimittel mit hCG oder LH (etwa in einer Kinderwunschbehandlung) können das Ergebnis verändern."],
  bg: ["Лекарства, съдържащи hCG или LH (например при лечение на безплодие), могат да променят резултата."],
};

const NOT_A_CONTRACEPTIVE: Warnings = {
  en: ["Not a contraceptive: do not rely on it to avoid pregnancy."],
  de: ["Kein Verhütungsmittel: Verlassen Sie sich nicht darauf, um eine Schwangerschaft zu vermeiden."],
  bg: ["Не е противозачатъчно средство: не разчитайте на него, за да избегнете бременност."],
};

const BUTTON_CELL: Warnings = {
  en: [
    "The reader contains a button cell: keep it away from children and get medical help at once if one is swallowed. Dispose of the reader as electronic waste.",
  ],
  de: [
    "Das Lesegerät enthält eine Knopfzelle: von Kindern fernhalten und bei Verschlucken sofort ärztliche Hilfe holen. Das Lesegerät als Elektroschrott entsorgen.",
  ],
  bg: [
    "Четецът съдържа батерия тип копче: дръжте го далеч от деца и при поглъщане незабавно потърсете медицинска помощ. Изхвърлете четеца като електронен отпадък.",
  ],
};

const POST_SAME_DAY: Warnings = {
  en: ["Post the sample on the day you take it, in the enclosed return envelope, as the instructions describe."],
  de: [
    "Schicken Sie die Probe am Tag der Entnahme im beiliegenden Rückumschlag ab, wie in der Gebrauchsanweisung beschrieben.",
  ],
  bg: ["Изпратете пробата в деня на вземането ѝ в приложения плик за връщане, както е описано в инструкциите."],
};

/** The label's warnings: every kit's, then those of its sample and its result. */
const warnings = (...parts: Warnings[]): Warnings => ({
  en: [...COMMON.en, ...parts.flatMap((part) => part.en)],
  de: [...COMMON.de, ...parts.flatMap((part) => part.de)],
  bg: [...COMMON.bg, ...parts.flatMap((part) => part.bg)],
});

export const SEED_SAFETY: Record<string, SeedSafety> = {
  "drug-tests": { model: "DD-MD6-U", gtin: "9012345100117", warnings: warnings(PRELIMINARY) },
  "12-panel-drug-test-cup": { model: "DD-CUP12-U", gtin: "9012345100285", warnings: warnings(PRELIMINARY) },
  "thc-cannabis-test": { model: "DD-THC50-U", gtin: "9012345100353", warnings: warnings(PRELIMINARY) },
  "saliva-drug-test": { model: "DD-MD6-S", gtin: "9012345100421", warnings: warnings(PRELIMINARY) },
  "fertility-tests": { model: "LRT-DUO-FS", gtin: "8712345200176", warnings: warnings(SEE_A_DOCTOR) },
  "male-fertility-sperm-test": { model: "LPC-SC15", gtin: "7612345300160", warnings: warnings(SEE_A_DOCTOR) },
  "amh-ovarian-reserve-test": {
    model: "VBD-AMH-DBS",
    gtin: "3801234400119",
    warnings: warnings(LANCET, POST_SAME_DAY),
  },
  "early-pregnancy-test": { model: "LRT-HCG10", gtin: "8712345200244", warnings: warnings(HORMONES, SEE_A_DOCTOR) },
  "stistd-tests": {
    model: "VBD-COMBO4-B",
    gtin: "3801234400287",
    warnings: warnings(LANCET, WINDOW_PERIOD, SEE_A_DOCTOR),
  },
  "chlamydia-rapid-test": {
    model: "VBD-CT-AG",
    gtin: "3801234400355",
    warnings: warnings(WINDOW_PERIOD, SEE_A_DOCTOR),
  },
  "hiv-self-test": {
    model: "VBD-HIV12-B",
    gtin: "3801234400423",
    warnings: warnings(LANCET, WINDOW_PERIOD, SEE_A_DOCTOR),
  },
  "syphilis-rapid-test": {
    model: "VBD-TP-B",
    gtin: "3801234400591",
    warnings: warnings(LANCET, WINDOW_PERIOD, SEE_A_DOCTOR),
  },
  // A laboratory's own collection kit, sold without a barcode of its own.
  "sti-5-panel-lab-test": { model: "VBD-PCR5-KIT", gtin: null, warnings: warnings(POST_SAME_DAY, WINDOW_PERIOD) },
  "ovulation-test": { model: "LRT-LH25", gtin: "8712345200312", warnings: warnings(HORMONES, NOT_A_CONTRACEPTIVE) },
  "ovulation-strips-20-pack": {
    model: "LRT-LH25-S20",
    gtin: "8712345200480",
    warnings: warnings(HORMONES, NOT_A_CONTRACEPTIVE),
  },
  "digital-ovulation-test": {
    model: "LPC-DLH-R1",
    gtin: "7612345300238",
    warnings: warnings(HORMONES, NOT_A_CONTRACEPTIVE, BUTTON_CELL),
  },
  "vitamin-d-test": { model: "DD-VD25-B", gtin: "9012345100599", warnings: warnings(LANCET, SEE_A_DOCTOR) },
  "vitamin-d-b12-lab-test": {
    model: "DD-VDB12-DBS",
    gtin: "9012345100667",
    warnings: warnings(LANCET, POST_SAME_DAY),
  },
  "iron-ferritin-test": { model: "DD-FER30-B", gtin: "9012345100735", warnings: warnings(LANCET, SEE_A_DOCTOR) },
};
