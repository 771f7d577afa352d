import { describe, expect, it } from "vitest";
import { formatPrice, includedVat, toCents, toEuros } from "./money.ts";
import { toLanguage } from "./languages.ts";
import { countryOptions, EU_COUNTRIES } from "./countries.ts";
import { createOrderSchema } from "./schemas.ts";
import { ORDER_NUMBER_ALPHABET } from "./order-number.ts";

describe("money", () => {
  it("shows EUR without decimals when whole, else with two (docs/storefront.md §3)", () => {
    expect(formatPrice(2500, "en")).toBe("€25");
    expect(formatPrice(2490, "en")).toBe("€24.90");
    expect(formatPrice(2490, "de")).toMatch(/^24,90\s€$/); // Intl puts a no-break space before €
    expect(formatPrice(2490, "bg")).toMatch(/^24,90\s€$/);
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
});

describe("languages", () => {
  it("accepts any case and region codes, falling back to en", () => {
    expect(toLanguage("DE")).toBe("de");
    expect(toLanguage("bg-BG")).toBe("bg");
    expect(toLanguage("fr")).toBe("en");
    expect(toLanguage(undefined)).toBe("en");
    expect(toLanguage("<script>")).toBe("en");
  });
});

describe("countries", () => {
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
    const result = createOrderSchema.safeParse({ customerEmail: "x@y.z", paymentProvider: "STRIPE", items: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain("billingAddress");
  });

  it("uses an order-number alphabet without look-alike characters", () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01OILZ2S5B8]/);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });
});
