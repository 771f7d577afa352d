// English search vocabulary (see types.ts): what shoppers type for each category of the catalog.
import type { SearchVocabulary } from "./types.ts";

export const en: SearchVocabulary = {
  filler: [
    "test",
    "tests",
    "testing",
    "kit",
    "kits",
    "home",
    "at",
    "self",
    "rapid",
    "quick",
    "for",
    "the",
    "a",
    "an",
    "and",
    "of",
    "in",
    "with",
  ],
  synonyms: [
    {
      category: "stistd-tests",
      synonyms: [
        [
          "STI",
          "STIs",
          "STD",
          "STDs",
          "sexually transmitted",
          "sexually transmitted disease",
          "sexually transmitted infection",
          "sexual health",
          "venereal",
        ],
        ["HIV", "AIDS"],
        ["chlamydia"],
        ["gonorrhea", "gonorrhoea", "clap"],
        ["syphilis"],
        ["hepatitis"],
        ["herpes"],
        ["trichomoniasis"],
        ["mycoplasma"],
        ["HPV"],
      ],
    },
    {
      category: "drug-tests",
      synonyms: [
        ["drug", "drugs", "narcotics", "substance"],
        ["THC", "cannabis", "marijuana", "marihuana", "weed"],
        ["cocaine"],
        ["amphetamine", "methamphetamine"],
        ["MDMA", "ecstasy"],
        ["opiates", "opioids", "heroin", "morphine"],
        ["benzodiazepines"],
        ["ketamine"],
      ],
    },
    {
      category: "fertility-tests",
      synonyms: [
        ["fertility", "fertile", "infertility", "conceive", "conception"],
        ["sperm", "semen"],
        ["FSH"],
        ["AMH", "ovarian reserve"],
      ],
    },
    {
      category: "ovulation-test",
      synonyms: [
        ["ovulation", "ovulate", "ovulating", "fertile days", "fertile window"],
        ["LH", "luteinizing hormone"],
      ],
    },
    { synonyms: [["pregnancy", "pregnant", "hCG"]] },
    {
      category: "vitamin-d-test",
      synonyms: [
        ["vitamin D", "vitamin", "vitamins", "D3", "25 OH D", "calcidiol"],
        ["deficiency"],
        ["iron", "ferritin"],
        ["B12"],
      ],
    },
  ],
};
