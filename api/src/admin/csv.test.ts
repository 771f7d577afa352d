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
