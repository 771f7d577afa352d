import { describe, expect, it } from "vitest";
import { EMPTY_BILLING, EMPTY_SHIPPING, splitFullName } from "./checkoutData.ts";
import { hasErrors, isValidPhone, normalizePhone, validateBilling, validateShipping } from "./validation.ts";

const shipping = {
  ...EMPTY_SHIPPING,
  email: "anna@example.eu",
  fullName: "Anna Maria Schmidt",
  countryCode: "DE",
  countryName: "Germany",
  phone: "+4915123456789",
  address: "Hauptstraße 1",
  city: "Berlin",
  postcode: "10115",
};

describe("validateShipping", () => {
  it("accepts a complete address", () => {
    expect(validateShipping(shipping)).toEqual({});
  });

  it("requires every field, blank counts as empty", () => {
    const errors = validateShipping({ ...EMPTY_SHIPPING, city: "   " });
    expect(errors).toEqual({
      fullName: "form.errors.required",
      countryCode: "form.errors.required",
      email: "form.errors.required",
      phone: "form.errors.required",
      address: "form.errors.required",
      city: "form.errors.required",
      postcode: "form.errors.required",
    });
  });

  it("accepts only the 27 EU countries", () => {
    expect(validateShipping({ ...shipping, countryCode: "CH" }).countryCode).toBe("form.errors.required");
  });

  it("checks e-mail and phone format", () => {
    expect(validateShipping({ ...shipping, email: "anna@" }).email).toBe("form.errors.invalidEmail");
    expect(validateShipping({ ...shipping, phone: "+49 abc" }).phone).toBe("form.errors.invalidPhone");
  });
});

describe("validateBilling", () => {
  const billing = {
    ...EMPTY_BILLING,
    fullName: "A B",
    phone: "0301234567",
    countryCode: "AT",
    address: "Ring 1",
    city: "Wien",
    postcode: "1010",
  };

  it("requires name, phone, country, address, city and postcode", () => {
    expect(Object.keys(validateBilling(EMPTY_BILLING)).sort()).toEqual(
      ["address", "city", "countryCode", "fullName", "phone", "postcode"].sort(),
    );
    expect(hasErrors(validateBilling(billing))).toBe(false);
  });

  it("checks an e-mail only when one is present", () => {
    expect(validateBilling({ ...billing, email: "" })).toEqual({});
    expect(validateBilling({ ...billing, email: "nope" }).email).toBe("form.errors.invalidEmail");
  });
});

describe("phone numbers", () => {
  it("allows digits with an optional leading plus, ignoring typed separators", () => {
    expect(isValidPhone("+359 88 123 4567")).toBe(true);
    expect(isValidPhone("030/1234567")).toBe(false);
    expect(isValidPhone("++4912345")).toBe(false);
    expect(normalizePhone("(030) 123-45.67")).toBe("0301234567");
  });
});

describe("splitFullName", () => {
  it("splits at the first whitespace", () => {
    expect(splitFullName("Anna Maria Schmidt")).toEqual({ firstName: "Anna", lastName: "Maria Schmidt" });
    expect(splitFullName("  Madonna ")).toEqual({ firstName: "Madonna", lastName: "" });
  });
});
