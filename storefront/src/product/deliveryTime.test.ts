// The delivery page's words and the delivery days every page, the checkout and the confirmation
// e-mail show (@shop/shared/delivery) say the same, in every language.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@shop/shared";
import { countryName } from "@shop/shared/countries";
import { DELIVERY_DAYS } from "@shop/shared/delivery";
import { EU_COUNTRIES } from "@shop/shared/eu";

interface DeliveryPage {
  pages: { delivery: { sections: { items?: string[] }[] } };
}

describe("the delivery page", () => {
  it.each(LANGUAGES)("in %s gives each country the days of the delivery table", (language) => {
    const file = join(__dirname, "../../public/locales", language, "translation.json");
    const texts = JSON.parse(readFileSync(file, "utf8")) as DeliveryPage;
    const items = texts.pages.delivery.sections.flatMap((section) => section.items ?? []);
    // A line names the countries it is about; the last line is for all the others.
    for (const country of EU_COUNTRIES) {
      const { min, max } = DELIVERY_DAYS[country];
      const line = items.find((item) => item.includes(countryName(country, language))) ?? items.at(-1);
      expect(line, `${country} in ${language}`).toContain(`${min}–${max}`);
    }
  });
});
