import { describe, expect, it } from "vitest";
import { emailProblem, isEmailAddress, toE164 } from "./contact.ts";

describe("toE164", () => {
  it("reads a national number in its country: no trunk prefix, brackets, spaces or dashes", () => {
    expect(toE164("(030) 123-456", "DE")).toBe("+4930123456");
    expect(toE164("0888 123 456", "BG")).toBe("+359888123456");
    expect(toE164("0660 1234567", "AT")).toBe("+436601234567");
  });

  it("reads a number with its own + as international, whatever the country", () => {
    expect(toE164("+43 660 1234567", "DE")).toBe("+436601234567");
    expect(toE164("+49 (0)30 123456")).toBe("+4930123456");
  });

  it("refuses what is no valid number there", () => {
    expect(toE164("12", "AT")).toBeNull();
    expect(toE164("030 123456")).toBeNull();
    expect(toE164("+49 abc")).toBeNull();
    expect(toE164("")).toBeNull();
    expect(toE164("0".repeat(41), "DE")).toBeNull();
  });
});

describe("isEmailAddress", () => {
  it("takes what every mail system delivers to", () => {
    for (const email of ["anna@example.eu", " anna.maria+shop@mail.example.co.uk ", "o'neil_1@example.ie"])
      expect(isEmailAddress(email), email).toBe(true);
  });

  it("refuses non-ASCII local parts, doubled or edge dots and missing top-level domains", () => {
    const refused = ["jürgen@example.de", "anna..b@example.de", ".anna@example.de", "anna.@example.de", "anna@example"];
    for (const email of [...refused, "anna@", "@example.de", `${"a".repeat(250)}@example.de`])
      expect(isEmailAddress(email), email).toBe(false);
  });
});

describe("emailProblem", () => {
  it("says an address is malformed when more than letters outside ASCII are wrong", () => {
    for (const email of [
      "maxi@@example",
      "anna@",
      "anna",
      "@example.de",
      "jürgen@@example.de",
      "jürgen@example",
      "anna@exämple.de",
    ])
      expect(emailProblem(email), email).toBe("format");
  });

  it("names letters outside ASCII before the @ when they alone are wrong", () => {
    for (const email of ["jürgen@example.de", " Zoë.Weiß@example.at ", "иван@example.bg"])
      expect(emailProblem(email), email).toBe("non_ascii");
  });

  it("finds nothing wrong with an address the rule takes", () => {
    expect(emailProblem("juergen@example.de")).toBeNull();
  });
});
