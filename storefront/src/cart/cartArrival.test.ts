import { describe, expect, it } from "vitest";
import { readCartArrival } from "./cartArrival.ts";

describe("readCartArrival", () => {
  it("reads the product page's notice and ignores anything else in the history state", () => {
    expect(readCartArrival({ stockNotice: { name: "Kit", inCart: 2 } })).toEqual({
      stockNotice: { name: "Kit", inCart: 2 },
    });
    expect(readCartArrival(null)).toEqual({});
    expect(readCartArrival({ stockNotice: { name: 5, inCart: 2 } })).toEqual({});
    expect(readCartArrival({ stockNotice: { name: "Kit", inCart: "2" } })).toEqual({});
  });
});
