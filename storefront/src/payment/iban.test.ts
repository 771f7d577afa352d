import { describe, expect, it } from "vitest";
import { formatIban, isValidIban } from "./iban.ts";

describe("IBANs", () => {
  it("are grouped in fours, in capitals", () => {
    expect(formatIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });

  it("pass only with the right check digits", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("DE62370400440532013001")).toBe(true);
    expect(isValidIban("DE88 3704 0044 0532 0130 00")).toBe(false);
    expect(isValidIban("DE89")).toBe(false);
  });
});
