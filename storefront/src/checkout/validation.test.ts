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

  it("refuses an address the order API refuses, at this step, saying what is wrong with it", () => {
    // Before, the form let this through and the API refused it at the payment step.
    expect(validateShipping({ ...shipping, email: "jürgen@example.de" }).email).toBe("form.errors.emailNotAscii");
    expect(validateShipping({ ...shipping, email: "anna..maria@example.de" }).email).toBe("form.errors.invalidEmail");
    // Nothing to do with umlauts: a doubled @ and no top-level domain.
    expect(validateShipping({ ...shipping, email: "maxi@@example" }).email).toBe("form.errors.invalidEmail");
    expect(validateShipping({ ...shipping, email: " anna.maria+shop@example.co.uk " })).toEqual({});
  });

  it("refuses a postcode that is not one of the chosen country's, as the order API does", () => {
    for (const postcode of ["ABCDE", "803", "1010"])
      expect(validateShipping({ ...shipping, postcode }).postcode, postcode).toBe("form.errors.invalidPostcode");
    expect(validateShipping({ ...shipping, countryCode: "AT", postcode: "1010", phone: "+43 660 1234567" })).toEqual(
      {},
    );
    // No country yet: the country is what to fix first.
    expect(validateShipping({ ...shipping, countryCode: "", postcode: "803" })).toEqual({
      countryCode: "form.errors.required",
    });
  });

  it("lists the errors in the form's order, so the first one focused is the first on screen", () => {
    const errors = validateShipping({ ...shipping, email: "anna@", city: "", postcode: "803" });
    expect(Object.keys(errors)).toEqual(["email", "postcode", "city"]);
  });

  it("refuses a number too short for its country", () => {
    expect(validateShipping({ ...shipping, countryCode: "AT", phone: "+43 12" }).phone).toBe(
      "form.errors.invalidPhone",
    );
  });
});

describe("one-line fields", () => {
  it("refuse line breaks, tabs and text-direction characters, as the order API does", () => {
    const errors = validateShipping({
      ...shipping,
      fullName: "Anna\nTotal due: 0.00 EUR",
      address: "Hauptstraße\t1",
      city: "Berlin\u202e",
      postcode: "\u200f10115",
    });
    expect(errors).toEqual({
      fullName: "form.errors.singleLine",
      address: "form.errors.singleLine",
      city: "form.errors.singleLine",
      postcode: "form.errors.singleLine",
    });
    expect(validateBilling({ ...EMPTY_BILLING, ...shipping, city: "Sofia\r\nIBAN" }).city).toBe(
      "form.errors.singleLine",
    );
    // Unicode's line separators and invisible characters (zero-width, Hangul filler, tags) too.
    expect(
      validateShipping({
        ...shipping,
        fullName: "\u3164",
        address: "Street 1\u2028\u2028TOTAL DUE: EUR 0.00",
        city: "Ber\u200blin",
        postcode: "10115\u{e0041}",
      }),
    ).toEqual({
      fullName: "form.errors.singleLine",
      address: "form.errors.singleLine",
      city: "form.errors.singleLine",
      postcode: "form.errors.singleLine",
    });
    // Letters of any script are fine.
    expect(validateShipping({ ...shipping, fullName: "Иван Петров", city: "Plovdiv – Пловдив" })).toEqual({});
  });
});

describe("validateBilling", () => {
  const billing = {
    ...EMPTY_BILLING,
    fullName: "A B",
    phone: "01 5123456",
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
  it("allows a number valid in its country, international or in the given country, ignoring separators", () => {
    expect(isValidPhone("+359 88 123 4567")).toBe(true);
    expect(isValidPhone("(030) 123-456", "DE")).toBe(true);
    expect(isValidPhone("030 123456")).toBe(false);
    expect(isValidPhone("12", "AT")).toBe(false);
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
