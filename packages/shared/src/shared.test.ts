import { describe, expect, it } from "vitest";
import {
  formatAmountIn,
  formatPrice,
  includedVat,
  includedVatOfLines,
  orderVatRate,
  parseEuros,
  toCents,
  toEuros,
} from "./money.ts";
import { LANGUAGE_ENTRIES, LANGUAGES, LOCALES, languageName, languagesOf, toLanguage } from "./languages.ts";
import { countryOptions, EU_COUNTRIES, postalAddressLines } from "./countries.ts";
import { createOrderSchema } from "./schemas.ts";
import { ORDER_NUMBER_ALPHABET } from "./order-number.ts";

describe("money", () => {
  it("writes a provider's amount in euros as every price, in another currency as the language does", () => {
    expect(formatAmountIn(2490, "eur", "en")).toBe(formatPrice(2490, "en"));
    expect(formatAmountIn(2490, "EUR", "de")).toBe(formatPrice(2490, "de"));
    expect(formatAmountIn(2490, "usd", "en")).toBe("US$24.90");
  });

  it("reads euros as typed, with a comma or a point, into cents", () => {
    expect(parseEuros("12,50")).toBe(1250);
    expect(parseEuros("12,5")).toBe(1250);
    expect(parseEuros(" 7.25 ")).toBe(725);
    expect(parseEuros("29")).toBe(2900);
    expect(parseEuros("29.")).toBe(2900);
    expect(parseEuros(",05")).toBe(5);
    expect(parseEuros("0,29")).toBe(29);
    expect(parseEuros("999999,99")).toBe(99999999);
    expect(parseEuros("")).toBeUndefined();
    expect(parseEuros("  ")).toBeUndefined();
    for (const text of ["1.234", "-3", "1,2,3", "12 €", "abc", ".", "1e3", "1 000"])
      expect(parseEuros(text)).toBeNull();
  });

  it("shows EUR without decimals when whole, else with two (docs/storefront.md §3)", () => {
    expect(formatPrice(2500, "en")).toBe("€25");
    expect(formatPrice(2490, "en")).toBe("€24.90");
    expect(formatPrice(2490, "de")).toMatch(/^24,90\s€$/); // Intl puts a no-break space before €
    expect(formatPrice(2490, "bg")).toMatch(/^24,90\s€$/);
  });

  it("writes every amount as Intl.NumberFormat's EUR currency format does, in every language", () => {
    // formatPrice spells the formats out (money.ts); Intl.NumberFormat is the reference.
    const amounts = [0, 1, 5, 10, 99, 100, 999, 2490, 2500, 99999, 100000, 123456, 999900, 1000000, 1234567];
    for (let cents = 7; cents < 10 ** 10; cents = cents * 13 + 11) amounts.push(cents, cents - (cents % 100));
    for (const language of LANGUAGES) {
      for (const cents of [...amounts, ...amounts.filter((amount) => amount > 0).map((amount) => -amount)]) {
        const decimals = cents % 100 === 0 ? 0 : 2;
        const expected = new Intl.NumberFormat(LOCALES[language], {
          style: "currency",
          currency: "EUR",
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(cents / 100);
        expect(formatPrice(cents, language), `${cents} cents in ${language}`).toBe(expected);
      }
    }
    expect(formatPrice(1234567, "de")).toBe("12.345,67\u00a0€");
    expect(formatPrice(123456, "bg")).toBe("1234,56\u00a0€");
    expect(formatPrice(1234567, "bg")).toBe("12\u00a0345,67\u00a0€");
    expect(formatPrice(-2490, "en")).toBe("-€24.90");
  });

  it("converts between euros and cents without float drift", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toEuros(1999)).toBe(19.99);
  });

  it("computes the VAT contained in a gross amount at the destination's rate", () => {
    expect(includedVat(11900, "DE")).toBe(1900);
    expect(includedVat(12000, "BG")).toBe(2000);
    expect(includedVat(1000, "US")).toBe(0);
  });

  it("computes an order's VAT from the rates its lines recorded, not from today's table", () => {
    // One rate: the VAT contained in the total, as includedVat gives it for that rate's country.
    expect(
      includedVatOfLines([
        { grossCents: 4980, vatRate: 19 },
        { grossCents: 1900, vatRate: 19 },
      ]),
    ).toBe(includedVat(6880, "DE"));
    // A line recorded at 20 % keeps 20 % whatever the table says now.
    expect(includedVatOfLines([{ grossCents: 12000, vatRate: 20 }])).toBe(2000);
    // Several rates: each rate's VAT from the sum of its lines (FI 25.5 %).
    expect(
      includedVatOfLines([
        { grossCents: 12550, vatRate: 25.5 },
        { grossCents: 11000, vatRate: 10 },
      ]),
    ).toBe(2550 + 1000);
    expect(orderVatRate([19, 19])).toBe(19);
    expect(orderVatRate([10, 25.5])).toBe(25.5);
  });
});

describe("languages", () => {
  it("has each language once, with a locale of that language", () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGE_ENTRIES.length);
    for (const entry of LANGUAGE_ENTRIES) expect(entry.locale.split("-")[0], entry.code).toBe(entry.code);
  });

  it("names each language in the others' words", () => {
    expect(languageName("bg", "en")).toBe("Bulgarian");
    expect(languageName("en", "de")).toBe("Englisch");
    expect(languageName("de", "bg")).toBe("Немски");
  });

  it("derives everything from the list it is given", () => {
    const longer = languagesOf([...LANGUAGE_ENTRIES, { ...LANGUAGE_ENTRIES[1], code: "fr", locale: "fr-FR" }]);
    expect(longer.isLanguage("fr")).toBe(true);
    expect(longer.toLanguage("FR-be")).toBe("fr");
    expect(longer.LOCALES).toMatchObject({ fr: "fr-FR" });
    expect(longer.languageName("fr" as never, "de")).toBe("Französisch");
    expect(() => longer.languageEntry("it" as never)).toThrow('"it" is not one of the shop\'s languages');
  });

  it("accepts any case and region codes, falling back to en", () => {
    expect(toLanguage("DE")).toBe("de");
    expect(toLanguage("bg-BG")).toBe("bg");
    expect(toLanguage("fr")).toBe("en");
    expect(toLanguage(undefined)).toBe("en");
    expect(toLanguage("<script>")).toBe("en");
  });
});

describe("countries", () => {
  it("writes a postal address one line each, the country named in the language, empty lines left out", () => {
    const address = {
      firstName: "Erika",
      lastName: "Mustermann",
      company: "",
      address: "Lindenallee 14",
      addressLine2: "c/o Muster GmbH",
      postCode: "10115",
      city: "Berlin",
      country: "DE",
    };
    expect(postalAddressLines(address, "de")).toEqual([
      "Erika Mustermann",
      "Lindenallee 14",
      "c/o Muster GmbH",
      "10115 Berlin",
      "Deutschland",
    ]);
    expect(postalAddressLines({ ...address, company: "Muster GmbH", addressLine2: null }, "en")).toEqual([
      "Erika Mustermann",
      "Muster GmbH",
      "Lindenallee 14",
      "10115 Berlin",
      "Germany",
    ]);
  });

  it.each(LANGUAGES)("has country names of %s's own (CLDR knows its locale)", (language) => {
    // Intl answers a locale it has no data for with the default locale's names, silently.
    const names = new Intl.DisplayNames(LOCALES[language], { type: "region" });
    expect(names.resolvedOptions().locale.split("-")[0]).toBe(language);
  });

  it("lists the 27 EU states with names in each language", () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    const german = countryOptions("de");
    expect(german.find((c) => c.code === "DE")?.name).toBe("Deutschland");
    expect(countryOptions("bg").find((c) => c.code === "AT")?.name).toBe("Австрия");
    expect(german.map((c) => c.name)).toEqual([...german.map((c) => c.name)].sort(new Intl.Collator("de").compare));
  });
});

describe("order schema", () => {
  it("names the field that is wrong", () => {
    const result = createOrderSchema.safeParse({ customerEmail: "x@y.z", paymentMethod: "CARD", items: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain("billingAddress");
  });

  const address = {
    firstName: "Anna",
    address: "Hauptstraße 1",
    city: "Berlin",
    country: "DE",
    postCode: "10115",
    phone: "+49301234567",
  };
  const order = {
    customerEmail: "anna@example.eu",
    billingAddress: address,
    shippingAddress: address,
    items: [{ slug: "drug-tests", quantity: 1 }],
  };

  it("takes the payment method as paymentMethod, or as the older paymentProvider (STRIPE: card)", () => {
    expect(createOrderSchema.parse({ ...order, paymentMethod: "PAYPAL" }).paymentMethod).toBe("PAYPAL");
    const legacy = createOrderSchema.parse({ ...order, paymentProvider: "STRIPE" });
    expect(legacy.paymentMethod).toBe("CARD");
    expect(legacy).not.toHaveProperty("paymentProvider");
    expect(createOrderSchema.parse({ ...order, paymentProvider: "PAYPAL" }).paymentMethod).toBe("PAYPAL");
    expect(createOrderSchema.parse({ ...order, paymentMethod: "CARD", paymentProvider: "STRIPE" }).paymentMethod).toBe(
      "CARD",
    );
  });

  it("refuses an order without a payment method, or with two that disagree", () => {
    const fields = (input: object) => createOrderSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(fields(order)).toEqual(["paymentMethod"]);
    expect(fields({ ...order, paymentMethod: "BITCOIN" })).toEqual(["paymentMethod"]);
    expect(fields({ ...order, paymentMethod: "PAYPAL", paymentProvider: "STRIPE" })).toEqual(["paymentProvider"]);
  });

  it("uses an order-number alphabet without look-alike characters", () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01OILZ2S5B8]/);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });
});
