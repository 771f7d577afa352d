import { describe, expect, it } from "vitest";
import { isAdminToken } from "./adminToken.ts";

function token(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

describe("isAdminToken", () => {
  const now = 1_800_000_000;

  it("recognises an unexpired ADMIN token", () => {
    expect(isAdminToken(token({ sub: "admin", role: "ADMIN", exp: now + 60 }), now)).toBe(true);
  });

  it("refuses other roles", () => {
    expect(isAdminToken(token({ sub: "support", role: "SUPPORT", exp: now + 60 }), now)).toBe(false);
  });

  it("refuses an expired token", () => {
    expect(isAdminToken(token({ role: "ADMIN", exp: now - 1 }), now)).toBe(false);
  });

  it("refuses anything undecodable", () => {
    expect(isAdminToken("not-a-token", now)).toBe(false);
    expect(isAdminToken("a.%%%.c", now)).toBe(false);
    expect(isAdminToken(null, now)).toBe(false);
  });
});
