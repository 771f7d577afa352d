import { describe, expect, it } from "vitest";
import { normaliseEmailAddress } from "./email-address.ts";

describe("normaliseEmailAddress", () => {
  it("counts case and sub-addresses as one mailbox", () => {
    for (const typed of ["casey@example.com", " Casey@Example.COM ", "casey+1@example.com", "casey+shop+x@example.com"])
      expect(normaliseEmailAddress(typed)).toBe("casey@example.com");
  });

  it("drops the dots only where the provider ignores them, and counts googlemail as gmail", () => {
    for (const typed of ["c.asey@gmail.com", "C.a.s.e.y+2@googlemail.com", "casey@GMAIL.com"])
      expect(normaliseEmailAddress(typed)).toBe("casey@gmail.com");
    expect(normaliseEmailAddress("c.asey@example.com")).toBe("c.asey@example.com");
  });

  it("keeps a local part that would be left empty, and what is no address", () => {
    expect(normaliseEmailAddress("+tag@example.com")).toBe("+tag@example.com");
    expect(normaliseEmailAddress("...@gmail.com")).toBe("...@gmail.com");
    expect(normaliseEmailAddress("not-an-address")).toBe("not-an-address");
  });
});
