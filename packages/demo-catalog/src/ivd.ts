/**
 * The demo products' in-vitro diagnostic information: manufacturer (fictitious companies),
 * notified body, whether the kit is for self-testing, the intended use in en/de/bg, and who may
 * buy it where (adults only; countries it is not delivered to). The seed renders each language's
 * instructions for use as a small PDF from the same texts.
 */
import type { Localized } from "./catalog.ts";
import { MANUFACTURERS, type SeedManufacturer } from "./safety.ts";

export interface SeedIvd {
  selfTest: boolean;
  /** The notified body's four digits printed after the CE marking. */
  notifiedBody: string;
  /** As on the label; the product's safety information (safety.ts) shows the same. */
  manufacturer: SeedManufacturer;
  intendedUse: Localized<string>;
  adultsOnly?: boolean;
  /** ISO codes of the countries the product is not delivered to. */
  blockedCountries?: string[];
}

/** The headings of the demo's instructions for use (the seed draws one PDF per product and language). */
export const INSTRUCTIONS_TEXTS: Localized<{
  title: string;
  intendedUse: string;
  manufacturer: string;
  selfTest: string;
  lab: string;
  demo: string;
}> = {
  en: {
    title: "Instructions for use",
    intendedUse: "Intended use",
    manufacturer: "Manufacturer",
    selfTest: "Device for self-testing",
    lab: "Sample collection kit; the analysis is done in a laboratory",
    demo: "Demo document of the TestKit Europe demo shop.",
  },
  de: {
    title: "Gebrauchsanweisung",
    intendedUse: "Zweckbestimmung",
    manufacturer: "Hersteller",
    selfTest: "Produkt zur Eigenanwendung",
    lab: "Probenentnahme-Set; die Analyse erfolgt im Labor",
    demo: "Beispieldokument des Demo-Shops TestKit Europe.",
  },
  bg: {
    title: "Инструкции за употреба",
    intendedUse: "Предназначение",
    manufacturer: "Производител",
    selfTest: "Изделие за самотестване",
    lab: "Комплект за вземане на проба; анализът се извършва в лаборатория",
    demo: "Примерен документ на демо магазина TestKit Europe.",
  },
};

type Analyte = Localized<string>;

const selfTestUse = (analyte: Analyte, sample: Analyte): Localized<string> => ({
  en: `For the qualitative detection of ${analyte.en} in ${sample.en}. For self-testing by lay persons at home. For in vitro diagnostic use only.`,
  de: `Zum qualitativen Nachweis von ${analyte.de} in ${sample.de}. Zur Eigenanwendung durch Laien zu Hause. Nur zur In-vitro-Diagnostik.`,
  bg: `За качествено откриване на ${analyte.bg} в ${sample.bg}. За самотестване от неспециалисти у дома. Само за ин витро диагностика.`,
});

const labKitUse = (analyte: Analyte, sample: Analyte): Localized<string> => ({
  en: `For collecting ${sample.en} at home, to be sent to a medical laboratory for the determination of ${analyte.en}. The result is given by the laboratory. For in vitro diagnostic use only.`,
  de: `Zur Entnahme von ${sample.de} zu Hause, die zur Bestimmung von ${analyte.de} an ein medizinisches Labor gesendet wird. Das Ergebnis teilt das Labor mit. Nur zur In-vitro-Diagnostik.`,
  bg: `За вземане на ${sample.bg} у дома, която се изпраща в медицинска лаборатория за определяне на ${analyte.bg}. Резултатът се съобщава от лабораторията. Само за ин витро диагностика.`,
});

const URINE: Analyte = { en: "urine", de: "Urin", bg: "урина" };
const SALIVA: Analyte = { en: "oral fluid", de: "Speichel", bg: "слюнка" };
const BLOOD: Analyte = { en: "capillary whole blood", de: "Kapillarvollblut", bg: "капилярна цяла кръв" };
const BLOOD_SAMPLE: Analyte = {
  en: "a dried capillary blood sample",
  de: "einer getrockneten Kapillarblutprobe",
  bg: "проба от изсушена капилярна кръв",
};
const SWAB_URINE: Analyte = {
  en: "a urine sample and swabs",
  de: "einer Urinprobe und Abstrichen",
  bg: "проба урина и натривки",
};

const DRUGS: Analyte = {
  en: "drugs of abuse and their metabolites",
  de: "Drogen und deren Stoffwechselprodukten",
  bg: "наркотични вещества и техните метаболити",
};

/** Most STI self-tests may not be sold to consumers in Germany (MPAV §3(4)); HIV self-tests may. */
const NOT_IN_GERMANY = ["DE"];

export const SEED_IVD: Record<string, SeedIvd> = {
  "drug-tests": {
    selfTest: true,
    notifiedBody: "0123",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: selfTestUse(DRUGS, URINE),
    adultsOnly: true,
  },
  "12-panel-drug-test-cup": {
    selfTest: true,
    notifiedBody: "0123",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: selfTestUse(DRUGS, URINE),
    adultsOnly: true,
  },
  "thc-cannabis-test": {
    selfTest: true,
    notifiedBody: "0123",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: selfTestUse(
      {
        en: "the cannabis metabolite THC-COOH",
        de: "dem Cannabis-Stoffwechselprodukt THC-COOH",
        bg: "канабисовия метаболит THC-COOH",
      },
      URINE,
    ),
    adultsOnly: true,
  },
  "saliva-drug-test": {
    selfTest: true,
    notifiedBody: "0123",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: selfTestUse(DRUGS, SALIVA),
    adultsOnly: true,
  },
  "fertility-tests": {
    selfTest: true,
    notifiedBody: "2797",
    manufacturer: MANUFACTURERS.leiden,
    intendedUse: selfTestUse(
      {
        en: "sperm concentration and follicle-stimulating hormone (FSH)",
        de: "Spermienkonzentration und follikelstimulierendem Hormon (FSH)",
        bg: "концентрация на сперматозоиди и фоликулостимулиращ хормон (FSH)",
      },
      { en: "semen and urine", de: "Sperma und Urin", bg: "сперма и урина" },
    ),
  },
  "male-fertility-sperm-test": {
    selfTest: true,
    notifiedBody: "2797",
    manufacturer: MANUFACTURERS.zurich,
    intendedUse: selfTestUse(
      {
        en: "a sperm concentration of 15 million/ml or more",
        de: "einer Spermienkonzentration ab 15 Mio./ml",
        bg: "концентрация на сперматозоиди от 15 млн./ml или повече",
      },
      { en: "semen", de: "Sperma", bg: "сперма" },
    ),
  },
  "amh-ovarian-reserve-test": {
    selfTest: false,
    notifiedBody: "0197",
    manufacturer: MANUFACTURERS.sofia,
    intendedUse: labKitUse(
      { en: "anti-Müllerian hormone (AMH)", de: "Anti-Müller-Hormon (AMH)", bg: "анти-Мюлеров хормон (AMH)" },
      BLOOD_SAMPLE,
    ),
  },
  "early-pregnancy-test": {
    selfTest: true,
    notifiedBody: "2797",
    manufacturer: MANUFACTURERS.leiden,
    intendedUse: selfTestUse(
      {
        en: "human chorionic gonadotropin (hCG) from 10 mIU/ml",
        de: "humanem Choriongonadotropin (hCG) ab 10 mIU/ml",
        bg: "човешки хорионгонадотропин (hCG) от 10 mIU/ml",
      },
      URINE,
    ),
  },
  "stistd-tests": {
    selfTest: true,
    notifiedBody: "0197",
    manufacturer: MANUFACTURERS.sofia,
    intendedUse: selfTestUse(
      {
        en: "antibodies to HIV-1/2, Treponema pallidum and hepatitis C, and hepatitis B surface antigen",
        de: "Antikörpern gegen HIV-1/2, Treponema pallidum und Hepatitis C sowie Hepatitis-B-Oberflächenantigen",
        bg: "антитела срещу ХИВ-1/2, Treponema pallidum и хепатит C, както и повърхностен антиген на хепатит B",
      },
      BLOOD,
    ),
  },
  "chlamydia-rapid-test": {
    selfTest: true,
    notifiedBody: "0197",
    manufacturer: MANUFACTURERS.sofia,
    intendedUse: selfTestUse(
      {
        en: "Chlamydia trachomatis antigen",
        de: "Chlamydia-trachomatis-Antigen",
        bg: "антиген на Chlamydia trachomatis",
      },
      {
        en: "a vaginal swab or first-void urine",
        de: "einem Vaginalabstrich oder Ersturin",
        bg: "вагинална натривка или първа порция урина",
      },
    ),
    blockedCountries: NOT_IN_GERMANY,
  },
  "hiv-self-test": {
    selfTest: true,
    notifiedBody: "0197",
    manufacturer: MANUFACTURERS.sofia,
    intendedUse: selfTestUse(
      {
        en: "antibodies to HIV-1 and HIV-2",
        de: "Antikörpern gegen HIV-1 und HIV-2",
        bg: "антитела срещу ХИВ-1 и ХИВ-2",
      },
      BLOOD,
    ),
  },
  "syphilis-rapid-test": {
    selfTest: true,
    notifiedBody: "0197",
    manufacturer: MANUFACTURERS.sofia,
    intendedUse: selfTestUse(
      {
        en: "antibodies to Treponema pallidum",
        de: "Antikörpern gegen Treponema pallidum",
        bg: "антитела срещу Treponema pallidum",
      },
      BLOOD,
    ),
    blockedCountries: NOT_IN_GERMANY,
  },
  "sti-5-panel-lab-test": {
    selfTest: false,
    notifiedBody: "0197",
    manufacturer: MANUFACTURERS.sofia,
    intendedUse: labKitUse(
      {
        en: "chlamydia, gonorrhoea, trichomonas and Mycoplasma genitalium (PCR)",
        de: "Chlamydien, Gonorrhö, Trichomonaden und Mycoplasma genitalium (PCR)",
        bg: "хламидия, гонорея, трихомонас и Mycoplasma genitalium (PCR)",
      },
      SWAB_URINE,
    ),
    blockedCountries: NOT_IN_GERMANY,
  },
  "ovulation-test": {
    selfTest: true,
    notifiedBody: "2797",
    manufacturer: MANUFACTURERS.leiden,
    intendedUse: selfTestUse(
      {
        en: "the luteinising hormone (LH) surge",
        de: "dem Anstieg des luteinisierenden Hormons (LH)",
        bg: "пика на лутеинизиращия хормон (LH)",
      },
      URINE,
    ),
  },
  "ovulation-strips-20-pack": {
    selfTest: true,
    notifiedBody: "2797",
    manufacturer: MANUFACTURERS.leiden,
    intendedUse: selfTestUse(
      {
        en: "the luteinising hormone (LH) surge and of hCG",
        de: "dem Anstieg des luteinisierenden Hormons (LH) und von hCG",
        bg: "пика на лутеинизиращия хормон (LH) и на hCG",
      },
      URINE,
    ),
  },
  "digital-ovulation-test": {
    selfTest: true,
    notifiedBody: "2797",
    manufacturer: MANUFACTURERS.zurich,
    intendedUse: selfTestUse(
      {
        en: "the luteinising hormone (LH) surge, read by a digital reader",
        de: "dem Anstieg des luteinisierenden Hormons (LH), abgelesen mit einem digitalen Lesegerät",
        bg: "пика на лутеинизиращия хормон (LH), отчитан с цифров четец",
      },
      URINE,
    ),
  },
  "vitamin-d-test": {
    selfTest: true,
    notifiedBody: "0483",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: selfTestUse(
      {
        en: "25-hydroxyvitamin D (semi-quantitative)",
        de: "25-Hydroxy-Vitamin D (semiquantitativ)",
        bg: "25-хидроксивитамин D (полуколичествено)",
      },
      BLOOD,
    ),
  },
  "vitamin-d-b12-lab-test": {
    selfTest: false,
    notifiedBody: "0483",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: labKitUse(
      {
        en: "25-hydroxyvitamin D and vitamin B12",
        de: "25-Hydroxy-Vitamin D und Vitamin B12",
        bg: "25-хидроксивитамин D и витамин B12",
      },
      BLOOD_SAMPLE,
    ),
  },
  "iron-ferritin-test": {
    selfTest: true,
    notifiedBody: "0483",
    manufacturer: MANUFACTURERS.vienna,
    intendedUse: selfTestUse(
      { en: "ferritin below 30 ng/ml", de: "Ferritin unter 30 ng/ml", bg: "феритин под 30 ng/ml" },
      BLOOD,
    ),
  },
};
