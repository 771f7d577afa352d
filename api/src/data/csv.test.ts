import { describe, expect, it } from "vitest";
import { csvField, csvRows } from "./csv.ts";

describe("CSV (RFC 4180)", () => {
  it("quotes only fields with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvField("anna@example.com")).toBe("anna@example.com");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rlf")).toBe('"cr\rlf"');
    expect(csvField("")).toBe("");
  });

  it("writes a ' before a field a spreadsheet would run as a formula (OWASP CSV injection)", () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField("+1+cmd|' /C calc'!A0")).toBe("'+1+cmd|' /C calc'!A0");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t=1");
    expect(csvField("\r=1")).toBe('"\'\r=1"');
    // Only at the start: an address with a dash or a plus inside stays as it is.
    expect(csvField("anna-maria+news@example.com")).toBe("anna-maria+news@example.com");
  });

  it("ends every row, the last one too, with CRLF", () => {
    expect(
      csvRows([
        ["email", "language"],
        ["o'neil@example.com", "en"],
        ["x,y@example.com", "de"],
      ]),
    ).toBe('email,language\r\no\'neil@example.com,en\r\n"x,y@example.com",de\r\n');
    expect(csvRows([])).toBe("");
  });
});
