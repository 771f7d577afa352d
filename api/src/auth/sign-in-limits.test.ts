// The staff sign-in's limits beside the one per address and username (issue 32, H9): per client
// address whatever the usernames, a ceiling across all clients, and second-factor codes per
// account from any address; and a username no account has is audited only as a keyed hash.
import { Secret } from "otpauth";
import { codeOf, wrongCodeOf } from "../../test/totp-codes.ts";
import { usernameKey } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestShop, type TestShop } from "../../test/harness.ts";
import { hashPassword } from "./passwords.ts";

let shop: TestShop;
const PASSWORD = "staff-password-7";

beforeAll(async () => {
  shop = await startTestShop({
    TRUST_PROXY: "true",
    LOGIN_MAX_FAILURES: "5",
    LOGIN_CLIENT_MAX_FAILURES: "20",
    LOGIN_GLOBAL_MAX_FAILURES: "45",
    SECOND_FACTOR_MAX_FAILURES: "5",
  });
});
afterAll(() => shop.close());

const login = (from: string, json: { username: string; password: string; totp?: string }) =>
  shop.request("/api/admin-login", { method: "POST", json, headers: { "x-forwarded-for": from } });

describe("per client address", () => {
  it("refuses the 21st failed sign-in in 15 minutes whatever the usernames, the right password too", async () => {
    for (let i = 0; i < 20; i++)
      expect((await login("198.51.100.1", { username: `guess-${i}`, password: "x" })).status).toBe(401);
    const limited = await login("198.51.100.1", ADMIN);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    // Another address is not held up by it; its successful sign-in counts for nothing.
    expect((await login("198.51.100.2", ADMIN)).status).toBe(200);
  });

  it("audits a username no account has only as a keyed hash: passwords typed there are never stored", async () => {
    const typed = "Tr0ub4dor&3-my-password";
    expect((await login("198.51.100.3", { username: typed, password: "x" })).status).toBe(401);
    const entry = await shop.deps.prisma.auditEntry.findFirstOrThrow({
      where: { action: "login.failed" },
      orderBy: { id: "desc" },
    });
    expect(entry.actor).toMatch(/^unknown:[\w-]{32}$/);
    expect(entry.recordId).toBeNull();
    const everything = JSON.stringify(await shop.deps.prisma.auditEntry.findMany());
    expect(everything).not.toContain("Tr0ub4dor");
    expect(everything).not.toContain("guess-1");
    // The same text typed again is the same hash, in any case.
    await login("198.51.100.3", { username: typed.toUpperCase(), password: "x" });
    const again = await shop.deps.prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(again.actor).toBe(entry.actor);
  });
});

describe("across all clients", () => {
  it("refuses every sign-in once the failed ones of all addresses pass the ceiling", async () => {
    // 20 (above) + 2 (the hashes' test) counted so far; the refused 21st and the success were not.
    for (let i = 0; i < 23; i++)
      expect((await login(`203.0.113.${i + 1}`, { username: "admin", password: "wrong-password" })).status).toBe(401);
    const limited = await login("203.0.113.200", ADMIN);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });
});

describe("second-factor codes", () => {
  let secret: string;
  let username: string;
  beforeAll(async () => {
    // The ceiling above has done its part: its window starts over.
    await shop.deps.signInLimits.overall.reset("all");
    username = "phone-owner";
    secret = new Secret({ size: 20 }).base32;
    await shop.deps.prisma.adminUser.create({
      data: {
        username,
        usernameKey: usernameKey(username),
        role: "SUPPORT",
        passwordHash: await hashPassword(PASSWORD),
        totpSecret: shop.deps.totpSecrets.seal(secret),
        totpEnabledAt: new Date(),
      },
    });
  });

  it("are limited per account from any address: 5 wrong codes, then even the right one waits", async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await login(`192.0.2.${i + 1}`, { username, password: PASSWORD, totp: wrongCodeOf(secret) });
      expect((await wrong.json()).error.code).toBe("totp_invalid");
    }
    const limited = await login("192.0.2.99", { username, password: PASSWORD, totp: codeOf(secret) });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    // The limited attempt took no code.
    const user = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    expect(user.totpLastStep).toBeNull();
  });

  it("the right password without its code is no failed sign-in of its address, nor for the ceiling", async () => {
    const before = await shop.deps.signInLimits.overall.count("all");
    const response = await login("192.0.2.140", { username, password: PASSWORD });
    expect((await response.json()).error.code).toBe("totp_required");
    expect(await shop.deps.signInLimits.perClient.count("192.0.2.140")).toBe(0);
    expect(await shop.deps.signInLimits.overall.count("all")).toBe(before);
  });

  it("a missing code is no guess, and a right one takes its count back", async () => {
    await shop.deps.signInLimits.secondFactor.reset(
      String((await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } })).id),
    );
    for (let i = 0; i < 6; i++)
      expect((await (await login(`192.0.2.${150 + i}`, { username, password: PASSWORD })).json()).error.code).toBe(
        "totp_required",
      );
    for (let i = 0; i < 4; i++)
      await login(`192.0.2.${160 + i}`, { username, password: PASSWORD, totp: wrongCodeOf(secret) });
    expect((await login("192.0.2.170", { username, password: PASSWORD, totp: codeOf(secret) })).status).toBe(200);
    // Four wrong codes counted, the right one not: one more wrong code is still answered.
    const fifth = await login("192.0.2.171", { username, password: PASSWORD, totp: wrongCodeOf(secret) });
    expect((await fifth.json()).error.code).toBe("totp_invalid");
    expect((await login("192.0.2.172", { username, password: PASSWORD, totp: codeOf(secret, 1) })).status).toBe(429);
  });
});
