import { describe, expect, it } from "vitest";
import { EU_COUNTRIES } from "./eu.ts";
import { createOrderSchema } from "./schemas.ts";
import { isPostcode, POSTCODE_FORMATS, postcodeExample } from "./postcodes.ts";

describe("isPostcode", () => {
  it("has a format for each of the 27 states, whose example it takes", () => {
    expect(Object.keys(POSTCODE_FORMATS).sort()).toEqual([...EU_COUNTRIES].sort());
    for (const country of EU_COUNTRIES) expect(isPostcode(country, postcodeExample(country)), country).toBe(true);
  });

  it("refuses what is no German postcode", () => {
    for (const postcode of ["ABCDE", "803", "801234", "00123", "1O115", "D-10115", ""])
      expect(isPostcode("DE", postcode), postcode).toBe(false);
    expect(isPostcode("DE", " 80331 ")).toBe(true);
  });

  it("takes each country's own writing and refuses its neighbours'", () => {
    const taken: [string, string][] = [
      ["AT", "1010"],
      ["BG", "1000"],
      ["NL", "1012ab"],
      ["NL", "1012 AB"],
      ["IE", "d02x285"],
      ["MT", "VLT 1117"],
      ["PL", "00-950"],
      ["PT", "1000-001"],
      ["CZ", "11000"],
      ["SE", "111 22"],
      ["LV", "LV-1050"],
      ["LV", "1050"],
      ["LT", "LT-01100"],
      ["ES", "08001"],
    ];
    for (const [country, postcode] of taken) expect(isPostcode(country, postcode), `${country} ${postcode}`).toBe(true);
    const refused: [string, string][] = [
      ["AT", "10115"],
      ["BG", "10000"],
      ["NL", "1012"],
      ["NL", "0123 AB"],
      ["NL", "1012 SS"],
      ["IE", "D02 X28"],
      ["IE", "B02 X285"],
      ["MT", "1117"],
      ["PT", "1000"],
      ["ES", "53001"],
      ["FR", "7500"],
      ["RO", "01001"],
    ];
    for (const [country, postcode] of refused)
      expect(isPostcode(country, postcode), `${country} ${postcode}`).toBe(false);
  });

  it("refuses any postcode for a country the shop does not deliver to", () => {
    expect(isPostcode("CH", "8001")).toBe(false);
    expect(postcodeExample("CH")).toBe("");
  });
});

describe("an order's postcode", () => {
  const address = {
    firstName: "Anna",
    lastName: "Schmidt",
    address: "Hauptstraße 5",
    city: "Berlin",
    country: "DE",
    postCode: "10115",
    phone: "+49301234567",
  };
  const order = (shippingAddress: object) =>
    createOrderSchema.safeParse({
      customerEmail: "anna@example.de",
      paymentMethod: "CARD",
      billingAddress: address,
      shippingAddress,
      items: [{ slug: "vitamin-d-test", quantity: 1 }],
    });

  it("is refused naming the field when it is no postcode of the address's country", () => {
    for (const postCode of ["ABCDE", "803"]) {
      const result = order({ ...address, postCode });
      expect(result.success, postCode).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["shippingAddress", "postCode"],
        message: "must be a postcode of DE, e.g. 10115",
      });
    }
    expect(order({ ...address, country: "AT", postCode: "10115" }).success).toBe(false);
  });

  it("is taken as typed when it is one", () => {
    const result = order({ ...address, country: "NL", postCode: "1012 ab", phone: "+31201234567" });
    expect(result.success).toBe(true);
    expect(result.data?.shippingAddress.postCode).toBe("1012 ab");
  });
});
