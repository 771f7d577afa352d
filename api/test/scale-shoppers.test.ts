// The scale benchmark's shoppers (api/bench/scale/shoppers.ts) live at addresses the shop takes:
// every postcode the grower can draw for a country (its fixed parts around random digits whose
// first is never 0, grow.ts) is one of that country's, as the order API checks it.
import { describe, expect, it } from "vitest";
import { isPostcode } from "@shop/shared/postcodes";
import { SHOPPER_COUNTRIES } from "../bench/scale/shoppers.ts";

describe("the scale benchmark's shoppers", () => {
  it("draw postcodes of their own country, from the lowest to the highest", () => {
    for (const { code, postCode } of SHOPPER_COUNTRIES) {
      const { digits, prefix = "", suffix = "" } = postCode;
      for (const drawn of ["1".repeat(digits), "9".repeat(digits), `1${"0".repeat(digits - 1)}`])
        expect(isPostcode(code, `${prefix}${drawn}${suffix}`), `${code} ${prefix}${drawn}${suffix}`).toBe(true);
    }
  });
});
