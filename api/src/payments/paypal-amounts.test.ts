import { expect, it } from "vitest";
import { centsOf } from "./paypal-provider.ts";

it("reads PayPal amounts exactly, in cents", () => {
  expect(centsOf({ currency_code: "EUR", value: "24.90" })).toBe(2490);
  expect(centsOf({ currency_code: "EUR", value: "0.07" })).toBe(7);
  expect(centsOf({ currency_code: "EUR", value: "1234.5" })).toBe(123450);
  expect(centsOf({ currency_code: "EUR", value: "19" })).toBe(1900);
  expect(() => centsOf({ currency_code: "EUR", value: "1e3" })).toThrow("unreadable amount");
});
