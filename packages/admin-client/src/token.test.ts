import { describe, expect, it } from "vitest";
import { memoryStorage, unsignedToken } from "./testing.ts";
import { ADMIN_TOKEN_KEY, adminSession, adminTokens, decodeAdminToken, isAdministrator } from "./token.ts";

const NOW = Date.UTC(2025, 0, 1);
const tokenFor = unsignedToken;
const valid = (role = "ADMIN", sub = "admin") => tokenFor({ sub, role, exp: NOW / 1000 + 3600 });

describe("decodeAdminToken", () => {
  it("reads the name, role and expiry, including non-ASCII names", () => {
    expect(decodeAdminToken(tokenFor({ sub: "мария", role: "SUPPORT", exp: 42, uid: 3 }))).toEqual({
      username: "мария",
      role: "SUPPORT",
      exp: 42,
    });
  });

  it("refuses anything undecodable and tokens without a staff role, a name or an expiry", () => {
    for (const token of [null, "", "not-a-jwt", "a.%%%.c", "a.b", tokenFor({ sub: "x", role: "CUSTOMER", exp: 1 })]) {
      expect(decodeAdminToken(token), String(token)).toBeNull();
    }
    expect(decodeAdminToken(tokenFor({ sub: "x", role: "ADMIN" }))).toBeNull();
    expect(decodeAdminToken(tokenFor({ role: "ADMIN", exp: 1 }))).toBeNull();
  });
});

describe("adminSession", () => {
  it("is null from the expiry second on", () => {
    expect(adminSession(tokenFor({ sub: "a", role: "ADMIN", exp: NOW / 1000 }), NOW)).toBeNull();
    expect(adminSession(tokenFor({ sub: "a", role: "ADMIN", exp: NOW / 1000 + 1 }), NOW)).toMatchObject({
      role: "ADMIN",
    });
  });

  it("tells administrators from support staff", () => {
    expect(isAdministrator(adminSession(valid("ADMIN"), NOW))).toBe(true);
    expect(isAdministrator(adminSession(valid("SUPPORT"), NOW))).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });
});

describe("adminTokens", () => {
  it("stores, reads and clears the token under adminToken", () => {
    const storage = memoryStorage();
    const tokens = adminTokens(() => storage);
    expect(tokens.read()).toBeNull();
    tokens.store(valid("SUPPORT", "sam"));
    expect(storage.items.get(ADMIN_TOKEN_KEY)).toBe(valid("SUPPORT", "sam"));
    expect(tokens.session(NOW)).toEqual({ username: "sam", role: "SUPPORT", exp: NOW / 1000 + 3600 });
    tokens.clear();
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false);
  });

  it("keeps an expired token readable but without a session", () => {
    const expired = tokenFor({ sub: "admin", role: "ADMIN", exp: NOW / 1000 - 1 });
    const tokens = adminTokens(() => memoryStorage({ [ADMIN_TOKEN_KEY]: expired }));
    expect(tokens.read()).toBe(expired);
    expect(tokens.session(NOW)).toBeNull();
  });

  it("holds nothing when storage is missing or refuses", () => {
    const refusing = adminTokens(() => {
      throw new Error("SecurityError");
    });
    expect(refusing.read()).toBeNull();
    expect(() => refusing.store(valid())).not.toThrow();
    expect(() => refusing.clear()).not.toThrow();
    expect(adminTokens(() => undefined).session(NOW)).toBeNull();
  });
});
