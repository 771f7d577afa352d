import { describe, expect, it } from "vitest";
import { composePhone, splitPhone } from "./phone.ts";

describe("composePhone", () => {
  it("puts the calling code in front of the typed number", () => {
    expect(composePhone("DE", "151 2345678")).toBe("+49151 2345678");
    expect(composePhone("BG", "0888123456")).toBe("+359888123456");
  });

  it("keeps a number typed with its own plus, and empty stays empty", () => {
    expect(composePhone("DE", "+43 660 1234567")).toBe("+43 660 1234567");
    expect(composePhone("DE", "  ")).toBe("");
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
