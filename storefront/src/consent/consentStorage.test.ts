import { describe, expect, it } from "vitest";
import { parseConsent } from "./consentStorage.ts";

describe("parseConsent", () => {
  it("reads a stored choice and forces necessary cookies on", () => {
    expect(parseConsent('{"necessary":false,"analytics":true,"marketing":false}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });

  it("treats missing or broken values as no choice", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("{oops")).toBeNull();
    expect(parseConsent("null")).toBeNull();
  });

  it("never reads consent that was not given explicitly", () => {
    expect(parseConsent('{"analytics":"yes"}')).toEqual({ necessary: true, analytics: false, marketing: false });
  });
});
