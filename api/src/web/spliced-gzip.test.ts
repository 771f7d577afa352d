import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { compressAroundSlots, gzipWithSlots } from "./spliced-gzip.ts";

describe("a gzip answer with a fresh value in its slots", () => {
  it("decompresses to the parts joined by the value", () => {
    const parts = ['<html><head><meta nonce="', '"></head><body><script nonce="', '">1</script></body></html>'];
    const spliced = compressAroundSlots(parts);
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIzNA==", ""]) {
      expect(gunzipSync(gzipWithSlots(spliced, nonce)).toString("utf8")).toBe(parts.join(nonce));
    }
  });

  it("holds for large, repetitive and non-ASCII pages and many slots", () => {
    const filler = "Тест за овулация – Fruchtbarkeitstest für zuhause. ".repeat(2000);
    const parts = Array.from({ length: 7 }, (_, index) => `${index}:${filler.slice(index * 13)}`);
    const spliced = compressAroundSlots(parts);
    const nonce = randomBytes(16).toString("base64");
    const answer = gzipWithSlots(spliced, nonce);
    expect(gunzipSync(answer).toString("utf8")).toBe(parts.join(nonce));
    // Compressed once, not stored: far smaller than the page.
    expect(answer.length).toBeLessThan(Buffer.byteLength(parts.join(nonce)) / 10);
  });

  it("is one valid member for a page without slots and for empty parts", () => {
    expect(gunzipSync(gzipWithSlots(compressAroundSlots(["only text"]), "x")).toString()).toBe("only text");
    expect(gunzipSync(gzipWithSlots(compressAroundSlots(["", "", ""]), "n")).toString()).toBe("nn");
  });

  it("refuses a value longer than one stored block", () => {
    expect(() => gzipWithSlots(compressAroundSlots(["a", "b"]), "x".repeat(70_000))).toThrow(RangeError);
  });
});
