import { describe, expect, it } from "vitest";
import { EMPTY_BILLING, EMPTY_SHIPPING } from "../checkout/checkoutData.ts";
import { buildOrderPayload } from "./orderPayload.ts";

const shipping = {
  ...EMPTY_SHIPPING,
  email: " anna@example.eu ",
  fullName: "Anna Maria Schmidt",
  countryCode: "DE",
  countryName: "Deutschland",
  phone: "+49 151 2345678",
  address: "Hauptstraße 1",
  city: "Berlin",
  postcode: "10115",
};
const cart = [{ slug: "drug-tests", name: "Drug test", price: 19.9, quantity: 2, image: null }];
const quote = {
  items: [
    {
      slug: "drug-tests",
      name: "Drug test",
      unitPrice: 17.5,
      quantity: 2,
      lineTotal: 35,
      available: true,
      availableQuantity: 2,
      thumbnailUrl: null,
      discount: 0,
      adultsOnly: true,
      blockedCountries: [],
    },
  ],
  subtotal: 35,
  discount: 0,
  discountCode: null,
  shipping: 0,
  vat: 0,
  total: 35,
  currency: "EUR" as const,
  delivery: null,
};

describe("buildOrderPayload", () => {
  it("builds the order payload with the server's prices", () => {
    const payload = buildOrderPayload({
      cart,
      quote,
      shipping,
      billing: EMPTY_BILLING,
      paymentMethod: "CARD",
      language: "de",
    });
    expect(payload).toEqual({
      customerEmail: "anna@example.eu",
      paymentMethod: "CARD",
      shippingAddress: {
        firstName: "Anna",
        lastName: "Maria Schmidt",
        company: "",
        address: "Hauptstraße 1",
        addressLine2: "",
        city: "Berlin",
        country: "DE",
        postCode: "10115",
        phone: "+491512345678",
      },
      billingAddress: {
        firstName: "Anna",
        lastName: "Maria Schmidt",
        company: "",
        address: "Hauptstraße 1",
        addressLine2: "",
        city: "Berlin",
        country: "DE",
        postCode: "10115",
        phone: "+491512345678",
      },
      items: [{ slug: "drug-tests", quantity: 2, price: 17.5 }],
      language: "DE",
      ageConfirmed: false,
    });
  });

  it("sends the checkout's age confirmation", () => {
    const payload = buildOrderPayload({
      cart,
      quote,
      shipping,
      billing: EMPTY_BILLING,
      paymentMethod: "CARD",
      language: "en",
      ageConfirmed: true,
    });
    expect(payload.ageConfirmed).toBe(true);
  });

  it("uses the separate billing address when one was given", () => {
    const billing = {
      ...EMPTY_BILLING,
      fullName: "Firma GmbH",
      countryCode: "AT",
      countryName: "Österreich",
      phone: "+431234567",
      address: "Ring 1",
      city: "Wien",
      postcode: "1010",
    };
    const payload = buildOrderPayload({
      cart,
      quote,
      shipping: { ...shipping, differentBilling: true },
      billing,
      paymentMethod: "PAYPAL",
      language: "en",
    });
    expect(payload.billingAddress).toMatchObject({ firstName: "Firma", lastName: "GmbH", country: "AT", city: "Wien" });
    expect(payload.paymentMethod).toBe("PAYPAL");
  });

  it("sends the discount code the quote applied, so the order is charged what the shopper saw", () => {
    const discounted = { ...quote, discount: 3.5, discountCode: "HERBST10", total: 31.5 };
    const payload = buildOrderPayload({
      cart,
      quote: discounted,
      shipping,
      billing: EMPTY_BILLING,
      paymentMethod: "CARD",
      language: "de",
    });
    expect(payload.discountCode).toBe("HERBST10");
    expect(
      buildOrderPayload({ cart, quote, shipping, billing: EMPTY_BILLING, paymentMethod: "CARD", language: "de" })
        .discountCode,
    ).toBeUndefined();
  });
});
