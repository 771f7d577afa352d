// Sessions end when their account changes; tokens cannot outlive the configured lifetime; login
// limits hold under parallel attempts; the last administrator survives races; staff passwords
// and usernames follow the shop's rules.
import { SignJWT } from "jose";
import type { Role } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, firstAdminToken, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
const SECRET = new TextEncoder().encode("test-secret-that-is-long-enough-for-hs256-signing");
const GOOD_PASSWORD = "maple-river-lantern-42";

beforeAll(async () => {
  shop = await startTestShop({ LOGIN_MAX_FAILURES: "5", JWT_TTL_HOURS: "8" });
});
afterAll(() => shop.close());

async function createUser(token: string, username: string, role: Role, password = GOOD_PASSWORD) {
  const response = await shop.request("/api/admin/users", {
    method: "POST",
    token,
    json: { username, password, role },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; version: number; username: string };
}

const ordersWith = (token: string) => shop.request("/api/admin/orders", { token });
const loginStatus = async (username: string, password: string) =>
  (await shop.request("/api/admin-login", { method: "POST", json: { username, password } })).status;

describe("a session ends when its user changes", () => {
  it("ends every token of a deleted user at once", async () => {
    const admin = await shop.login();
    const user = await createUser(admin, "deleted-soon", "SUPPORT");
    const token = await shop.login({ username: "deleted-soon", password: GOOD_PASSWORD });
    expect((await ordersWith(token)).status).toBe(200);
    expect((await shop.request(`/api/admin/users/${user.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    const refused = await ordersWith(token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toMatch(/changed or removed/);
  });

  it("ends the tokens of a user whose role changes, and the new token carries the new role", async () => {
    const admin = await shop.login();
    const user = await createUser(admin, "promoted-admin", "ADMIN");
    const before = await shop.login({ username: "promoted-admin", password: GOOD_PASSWORD });
    expect((await shop.request("/api/admin/users", { token: before })).status).toBe(200);
    const demoted = await shop.request(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { role: "SUPPORT", version: user.version },
    });
    expect(demoted.status).toBe(200);
    expect((await demoted.json()).version).toBe(user.version + 1);
    // The old ADMIN token would still pass the role check if only its signature were verified.
    expect((await shop.request("/api/admin/users", { token: before })).status).toBe(401);
    const after = await shop.login({ username: "promoted-admin", password: GOOD_PASSWORD });
    expect((await shop.request("/api/admin/users", { token: after })).status).toBe(403);
    expect((await ordersWith(after)).status).toBe(200);
  });

  it("ends the tokens of a user whose password changes", async () => {
    const admin = await shop.login();
    const user = await createUser(admin, "new-password", "SUPPORT");
    const token = await shop.login({ username: "new-password", password: GOOD_PASSWORD });
    const changed = await shop.request(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { password: "another-quiet-harbour-7", version: user.version },
    });
    expect(changed.status).toBe(200);
    expect((await ordersWith(token)).status).toBe(401);
    expect(await loginStatus("new-password", GOOD_PASSWORD)).toBe(401);
    expect(
      (await ordersWith(await shop.login({ username: "new-password", password: "another-quiet-harbour-7" }))).status,
    ).toBe(200);
  });

  it("refuses a save made on an outdated version of the user", async () => {
    const admin = await shop.login();
    const user = await createUser(admin, "two-editors", "SUPPORT");
    const first = await shop.request(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { role: "ADMIN", version: user.version },
    });
    expect(first.status).toBe(200);
    const stale = await shop.request(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { role: "SUPPORT", version: user.version },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: "stale_record", field: "version" });
    expect((await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("ADMIN");
    const missing = await shop.request(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { role: "SUPPORT" },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.field).toBe("version");
  });
});

describe("token lifetimes", () => {
  const base = async (user: { id: number; version: number }) =>
    new SignJWT({ role: "ADMIN", uid: user.id, ver: user.version })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("admin")
      .setIssuer("testkit-shop");
  const adminRow = () => shop.deps.prisma.adminUser.findFirstOrThrow({ where: { username: ADMIN.username } });

  it("accepts a token with the configured lifetime", async () => {
    const token = await (await base(await adminRow())).setIssuedAt().setExpirationTime("8h").sign(SECRET);
    expect((await ordersWith(token)).status).toBe(200);
  });

  it("refuses a token without an expiry", async () => {
    const token = await (await base(await adminRow())).setIssuedAt().sign(SECRET);
    expect((await ordersWith(token)).status).toBe(401);
  });

  it("refuses a token whose lifetime is longer than the configured maximum", async () => {
    const token = await (await base(await adminRow())).setIssuedAt().setExpirationTime("30d").sign(SECRET);
    expect((await ordersWith(token)).status).toBe(401);
  });

  it("refuses a token without an issue time or an account version", async () => {
    const row = await adminRow();
    expect((await ordersWith(await (await base(row)).setExpirationTime("1h").sign(SECRET))).status).toBe(401);
    const unversioned = await new SignJWT({ role: "ADMIN", uid: row.id })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("admin")
      .setIssuer("testkit-shop")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(SECRET);
    expect((await ordersWith(unversioned)).status).toBe(401);
  });
});

describe("login limits under parallel attempts", () => {
  it("lets at most 5 of 40 parallel wrong passwords be checked; the rest wait (429)", async () => {
    const admin = await shop.login();
    await createUser(admin, "parallel-target", "SUPPORT");
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop.request("/api/admin-login", {
          method: "POST",
          json: { username: "parallel-target", password: `wrong-password-${i}` },
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The limit is per username: the same client may still sign in as someone else.
    expect((await shop.request("/api/admin-login", { method: "POST", json: ADMIN })).status).toBe(200);
  });

  it("counts usernames without regard to case", async () => {
    const admin = await shop.login();
    await createUser(admin, "CaseLimit", "SUPPORT");
    for (let i = 0; i < 5; i++) {
      const name = i % 2 ? "caselimit" : "CASELIMIT";
      expect(await loginStatus(name, "wrong-one-here")).toBe(401);
    }
    expect(await loginStatus("CaseLimit", GOOD_PASSWORD)).toBe(429);
  });
});

describe("the last administrator", () => {
  it("survives two administrators demoting each other at the same moment", async () => {
    const admin = await shop.login();
    // Only two administrators: the test's own and a new one.
    const others = await shop.deps.prisma.adminUser.findMany({
      where: { role: "ADMIN", NOT: { username: ADMIN.username } },
    });
    for (const other of others)
      await shop.deps.prisma.adminUser.update({
        where: { id: other.id },
        data: { role: "SUPPORT", version: { increment: 1 } },
      });
    for (const other of others) await shop.deps.sessions.changed(other.id);
    const second = await createUser(admin, "second-admin", "ADMIN");
    const secondToken = await shop.login({ username: "second-admin", password: GOOD_PASSWORD });
    const first = await shop.deps.prisma.adminUser.findFirstOrThrow({ where: { username: ADMIN.username } });

    const [a, b] = await Promise.all([
      shop.request(`/api/admin/users/${second.id}`, {
        method: "PUT",
        token: admin,
        json: { role: "SUPPORT", version: second.version },
      }),
      shop.request(`/api/admin/users/${first.id}`, {
        method: "PUT",
        token: secondToken,
        json: { role: "SUPPORT", version: first.version },
      }),
    ]);
    const statuses = [a.status, b.status].sort();
    // One demotion wins. The other is refused: the last admin, or a session the winner just ended.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await shop.deps.prisma.adminUser.count({ where: { role: "ADMIN" } })).toBe(1);
  });

  it("cannot be deleted by two administrators deleting each other's accounts at once", async () => {
    const admins = await shop.deps.prisma.adminUser.findMany({ where: { role: "ADMIN" } });
    expect(admins).toHaveLength(1);
    const remaining = admins[0];
    const token = await shop.deps.tokens.sign({
      username: remaining.username,
      role: "ADMIN",
      userId: remaining.id,
      version: remaining.version,
    });
    const other = await createUser(token, "third-admin", "ADMIN");
    const otherToken = await shop.login({ username: "third-admin", password: GOOD_PASSWORD });
    await Promise.all([
      shop.request(`/api/admin/users/${other.id}`, { method: "DELETE", token }),
      shop.request(`/api/admin/users/${remaining.id}`, { method: "DELETE", token: otherToken }),
    ]);
    expect(await shop.deps.prisma.adminUser.count({ where: { role: "ADMIN" } })).toBeGreaterThanOrEqual(1);
  });
});

describe("passwords and usernames", () => {
  const create = async (username: string, password: string) => {
    const token = await firstAdminToken(shop.deps);
    return shop.request("/api/admin/users", { method: "POST", token, json: { username, password, role: "SUPPORT" } });
  };

  it.each([
    ["eleven-char", "shorter than 12"],
    ["zzzzzzzzzzzzzzzz", "one repeated character"],
    ["abababababababab", "two repeated characters"],
    ["73519286401937", "only digits"],
    ["qwertyuiopasdf", "a keyboard row"],
    ["password1234", "a common password"],
    ["weak-userpassword-9", "the username first"],
  ])("refuses the password %j (%s) with a 400 naming the field", async (password) => {
    const response = await create("weak-user", password);
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("password");
    expect(await shop.deps.prisma.adminUser.count({ where: { usernameKey: "weak-user" } })).toBe(0);
  });

  it("keeps usernames unique without regard to case, and signs in with any case", async () => {
    expect((await create("Maria.K", GOOD_PASSWORD)).status).toBe(201);
    const duplicate = await create("maria.k", GOOD_PASSWORD);
    expect(duplicate.status).toBe(400);
    expect((await duplicate.json()).error.field).toBe("username");
    expect(await loginStatus("MARIA.K", GOOD_PASSWORD)).toBe(200);
  });

  it.each(["system", "Customer", "stripe-webhook", "PayPal-Webhook", "test-webhook"])(
    "reserves %j for the shop's own history entries",
    async (username) => {
      const response = await create(username, GOOD_PASSWORD);
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("username");
    },
  );

  it("refuses a new password that is too weak when editing a user", async () => {
    const user = await shop.deps.prisma.adminUser.findFirstOrThrow({ where: { usernameKey: "maria.k" } });
    const token = await firstAdminToken(shop.deps);
    const response = await shop.request(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token,
      json: { password: "123456789012", version: user.version },
    });
    expect(response.status).toBe(400);
    expect((await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { id: user.id } })).version).toBe(user.version);
  });
});
