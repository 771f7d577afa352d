import { describe, expect, it } from "vitest";
import { cardBrand, formatCardNumber, formatExpiry, isValidCvc, isValidExpiry, passesLuhn } from "./cardBrand.ts";

describe("cardBrand", () => {
  it("recognises the brands the form shows", () => {
    expect(cardBrand("4242 4242 4242 4242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("default");
    expect(cardBrand("")).toBe("default");
  });
});

describe("card number", () => {
  it("groups digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("4242-42")).toBe("4242 42");
  });

  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242 4242 4242 4242")).toBe(true);
    expect(passesLuhn("4000 0000 0000 0002")).toBe(true);
    expect(passesLuhn("4242 4242 4242 4241")).toBe(false);
  });
});

describe("expiry and CVC", () => {
  const now = new Date(2026, 10, 21);

  it("formats and validates the expiry", () => {
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(isValidExpiry("12 / 30", now)).toBe(true);
    expect(isValidExpiry("11 / 26", now)).toBe(true);
    expect(isValidExpiry("10 / 26", now)).toBe(false);
    expect(isValidExpiry("13 / 30", now)).toBe(false);
  });

  it("wants four digits for Amex, three otherwise", () => {
    expect(isValidCvc("123", "visa")).toBe(true);
    expect(isValidCvc("1234", "amex")).toBe(true);
    expect(isValidCvc("123", "amex")).toBe(false);
  });
});
