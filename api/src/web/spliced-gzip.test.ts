import { crc32, gunzipSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compressAroundSlots, gzipWithSlots } from "./spliced-gzip.ts";

const nonce = () => randomBytes(16).toString("base64");

describe("a gzip answer with a fresh value in its slots", () => {
  it("decompresses to the parts joined by the value, its checksum and length verified by gunzip", () => {
    const parts = ['<html><head><meta nonce="', '"></head><body><script nonce="', '">1</script></body></html>'];
    const spliced = compressAroundSlots(parts, 24);
    for (let i = 0; i < 20; i++) {
      const value = nonce();
      expect(gunzipSync(gzipWithSlots(spliced, value)).toString("utf8")).toBe(parts.join(value));
    }
  });

  it("holds for large, repetitive and non-ASCII pages and many slots", () => {
    const filler = "Тест за овулация – Fruchtbarkeitstest für zuhause. ".repeat(2000);
    const parts = Array.from({ length: 7 }, (_, index) => `${index}:${filler.slice(index * 13)}`);
    const spliced = compressAroundSlots(parts, 24);
    const value = nonce();
    const answer = gzipWithSlots(spliced, value);
    expect(gunzipSync(answer).toString("utf8")).toBe(parts.join(value));
    // Compressed once, not stored: far smaller than the page.
    expect(answer.length).toBeLessThan(Buffer.byteLength(parts.join(value)) / 10);
    // The combined checksum is the checksum of the page as sent.
    expect(answer.readUInt32LE(answer.length - 8)).toBe(crc32(Buffer.from(parts.join(value))));
  });

  it("is one valid member for a page without slots, for empty parts and for empty slots", () => {
    expect(gunzipSync(gzipWithSlots(compressAroundSlots(["only text"], 24), nonce())).toString()).toBe("only text");
    expect(gunzipSync(gzipWithSlots(compressAroundSlots(["", "", ""], 1), "n")).toString()).toBe("nn");
    expect(gunzipSync(gzipWithSlots(compressAroundSlots(["a", "b"], 0), "")).toString()).toBe("ab");
  });

  it("refuses a value of another length than its slots, and slots longer than a stored block", () => {
    const spliced = compressAroundSlots(["a", "b"], 24);
    expect(() => gzipWithSlots(spliced, "short")).toThrow(RangeError);
    expect(() => compressAroundSlots(["a", "b"], 70_000)).toThrow(RangeError);
  });
});
