import { describe, expect, it } from "vitest";
import { composePhone, splitPhone } from "./phone.ts";
import { isValidPhone } from "./validation.ts";

describe("composePhone", () => {
  it("stores a valid number in E.164, without the trunk prefix, brackets or dashes", () => {
    expect(composePhone("DE", "(030) 123-456")).toBe("+4930123456");
    expect(composePhone("DE", "151 2345678")).toBe("+491512345678");
    expect(composePhone("BG", "0888123456")).toBe("+359888123456");
  });

  it("reads a number typed with its own plus as international, and empty stays empty", () => {
    expect(composePhone("DE", "+43 660 1234567")).toBe("+436601234567");
    expect(composePhone("DE", "  ")).toBe("");
  });

  it("keeps a number that is not valid as typed behind the calling code, for the form to refuse", () => {
    expect(composePhone("AT", "12")).toBe("+43 12");
    expect(isValidPhone(composePhone("AT", "12"))).toBe(false);
    expect(splitPhone(composePhone("AT", "12"), "AT")).toEqual({ country: "AT", national: "12" });
  });
});

describe("splitPhone", () => {
  it("prefers the form's country", () => {
    expect(splitPhone("+4915123", "DE")).toEqual({ country: "DE", national: "15123" });
  });

  it("finds the country from the longest matching code", () => {
    expect(splitPhone("+359888123", "DE")).toEqual({ country: "BG", national: "888123" });
  });

  it("defaults to the form's country, else Germany", () => {
    expect(splitPhone("", "AT")).toEqual({ country: "AT", national: "" });
    expect(splitPhone("", "")).toEqual({ country: "DE", national: "" });
  });
});
