// Staff logins' second factor: enrolment and confirmation, logins with and without a code, codes
// that are wrong or used again, recovery codes, turning it off, an administrator's reset, the login
// limit, and STAFF_2FA=required. Codes are made with the same library the shop uses, from the secret.
import { codeOf, wrongCodeOf } from "../../test/totp-codes.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usernameKey, type AdminAccount, type AdminUserRecord, type TotpEnrolment } from "@shop/shared";
import { ADMIN, startTestShop, type TestShop } from "../../test/harness.ts";
import { hashPassword } from "./passwords.ts";
import { issueEnrolmentCode } from "./enrolment-codes.ts";

const PASSWORD = "staff-password-7";

async function createStaff(shop: TestShop, username: string, role: "ADMIN" | "SUPPORT" = "SUPPORT") {
  await shop.deps.prisma.adminUser.create({
    data: { username, usernameKey: usernameKey(username), role, passwordHash: await hashPassword(PASSWORD) },
  });
  return { username, password: PASSWORD };
}

const login = (shop: TestShop, username: string, totp?: string) =>
  shop.request("/api/admin-login", { method: "POST", json: { username, password: PASSWORD, totp } });

async function tokenOf(shop: TestShop, username: string, totp?: string): Promise<string> {
  const response = await login(shop, username, totp);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Enrols and confirms a second factor for the account (with STAFF_2FA=required, with its
 * enrolment code: enrolment-codes.test.ts); its secret and recovery codes.
 */
async function enrol(shop: TestShop, token: string, enrolmentCode?: string) {
  const started = await shop.request("/api/admin/account/totp", {
    method: "POST",
    token,
    ...(enrolmentCode ? { json: { enrolmentCode } } : {}),
  });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as TotpEnrolment;
  const confirmedWith = codeOf(secret);
  const confirmed = await shop.request("/api/admin/account/totp/confirm", {
    method: "POST",
    token,
    json: { code: confirmedWith },
  });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes, confirmedWith };
}

/** Forgets the last step a code was accepted for: as if the clock had moved on past it. */
const forgetLastStep = (shop: TestShop, username: string) =>
  shop.deps.prisma.adminUser.update({ where: { usernameKey: usernameKey(username) }, data: { totpLastStep: null } });

const accountOf = async (shop: TestShop, token: string) =>
  (await (await shop.request("/api/admin/account", { token })).json()) as AdminAccount;

describe("second factor (STAFF_2FA=optional)", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({
      LOGIN_MAX_FAILURES: "6",
      LOGIN_WINDOW_SECONDS: "60",
      SECOND_FACTOR_MAX_FAILURES: "6",
    });
  });
  afterAll(() => shop.close());

  it("enrols: a secret and its otpauth URL, active only once a code confirms it", async () => {
    const { username } = await createStaff(shop, "enrolling");
    const token = await tokenOf(shop, username);
    expect(await accountOf(shop, token)).toMatchObject({
      username,
      role: "SUPPORT",
      totp: { enabled: false, recoveryCodesLeft: 0 },
      totpRequired: false,
    });

    const started = await shop.request("/api/admin/account/totp", { method: "POST", token });
    expect(started.status).toBe(200);
    expect(started.headers.get("cache-control")).toBe("no-store");
    const { secret, otpauthUrl } = (await started.json()) as TotpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toContain(username);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    // Not active yet: the password alone still signs in.
    expect((await login(shop, username)).status).toBe(200);
    // The secret is not stored as it is.
    const stored = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    expect(stored.totpSecret).toBeTruthy();
    expect(stored.totpSecret).not.toContain(secret);
    expect(stored.totpEnabledAt).toBeNull();

    // A wrong code confirms nothing.
    const confirm = (code: string) =>
      shop.request("/api/admin/account/totp/confirm", { method: "POST", token, json: { code } });
    const wrong = await confirm(wrongCodeOf(secret));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: "totp_invalid", field: "code" });
    expect((await confirm("")).status).toBe(400);
    expect((await accountOf(shop, token)).totp.enabled).toBe(false);

    const confirmed = await confirm(codeOf(secret));
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(await accountOf(shop, token)).toMatchObject({ totp: { enabled: true, recoveryCodesLeft: 10 } });
    // Stored hashed.
    const hashes = await shop.deps.prisma.staffRecoveryCode.findMany({ where: { userId: stored.id } });
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((code) => codeHash.includes(code.replace("-", "")))).toBe(false);
    }

    // Confirmed once; a new enrolment needs the second factor turned off first.
    expect((await confirm(codeOf(secret, 1))).status).toBe(409);
    const again = await shop.request("/api/admin/account/totp", { method: "POST", token });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("totp_already_enabled");
  });

  it("refuses a confirmation without an enrolment, and one for an enrolment started over", async () => {
    const { username } = await createStaff(shop, "restarting");
    const token = await tokenOf(shop, username);
    const none = await shop.request("/api/admin/account/totp/confirm", {
      method: "POST",
      token,
      json: { code: "123456" },
    });
    expect(none.status).toBe(409);
    expect((await none.json()).error.code).toBe("totp_not_started");

    const first = (await (
      await shop.request("/api/admin/account/totp", { method: "POST", token })
    ).json()) as TotpEnrolment;
    const second = (await (
      await shop.request("/api/admin/account/totp", { method: "POST", token })
    ).json()) as TotpEnrolment;
    expect(second.secret).not.toBe(first.secret);
    const stale = await shop.request("/api/admin/account/totp/confirm", {
      method: "POST",
      token,
      json: { code: codeOf(first.secret) },
    });
    // (A code of the first secret could match the second one's by chance: one in a million.)
    expect(stale.status).toBe(400);
    const fresh = await shop.request("/api/admin/account/totp/confirm", {
      method: "POST",
      token,
      json: { code: codeOf(second.secret) },
    });
    expect(fresh.status).toBe(200);
  });

  it("asks for the code at login, refuses a wrong one and never takes a code twice", async () => {
    const { username } = await createStaff(shop, "two-factor");
    const { secret, confirmedWith } = await enrol(shop, await tokenOf(shop, username));

    const missing = await login(shop, username);
    expect(missing.status).toBe(401);
    expect((await missing.json()).error).toMatchObject({ code: "totp_required", field: "totp" });
    const blank = await login(shop, username, "  ");
    expect((await blank.json()).error.code).toBe("totp_required");
    const wrong = await login(shop, username, wrongCodeOf(secret));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe("totp_invalid");
    // A wrong password is still just that, whatever the code.
    const badPassword = await shop.request("/api/admin-login", {
      method: "POST",
      json: { username, password: "wrong-password-1", totp: codeOf(secret) },
    });
    expect((await badPassword.json()).error.code).toBe("invalid_credentials");

    // The code the confirmation used does not sign in afterwards (the code itself, not the
    // current step's: on a busy machine the clock may have moved on to the next step by now).
    const usedAtConfirmation = await login(shop, username, confirmedWith);
    expect((await usedAtConfirmation.json()).error.code).toBe("totp_invalid");
    const next = codeOf(secret, 1);
    const token = await tokenOf(shop, username, next.replace(/(\d{3})/, "$1 "));
    expect((await accountOf(shop, token)).username).toBe(username);
    const reused = await login(shop, username, next);
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe("totp_invalid");
  });

  it("takes one code once even when two logins send it at the same moment", async () => {
    const { username } = await createStaff(shop, "racing");
    const { secret } = await enrol(shop, await tokenOf(shop, username));
    await forgetLastStep(shop, username);
    const code = codeOf(secret);
    const answers = await Promise.all([login(shop, username, code), login(shop, username, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("accepts each recovery code once, in place of a code", async () => {
    const { username } = await createStaff(shop, "recovering");
    const { recoveryCodes } = await enrol(shop, await tokenOf(shop, username));
    const token = await tokenOf(shop, username, recoveryCodes[0]);
    expect((await accountOf(shop, token)).totp.recoveryCodesLeft).toBe(9);
    const reused = await login(shop, username, recoveryCodes[0]);
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe("totp_invalid");
    // Typed in capitals, without the dash: the same code.
    await tokenOf(shop, username, recoveryCodes[1].replace("-", "").toUpperCase());
    expect((await accountOf(shop, token)).totp.recoveryCodesLeft).toBe(8);
    // Another account's recovery code is no use.
    const other = await createStaff(shop, "recovering-other");
    const { recoveryCodes: others } = await enrol(shop, await tokenOf(shop, other.username));
    expect((await (await login(shop, username, others[0])).json()).error.code).toBe("totp_invalid");
  });

  it("counts missing and wrong codes as failed logins", async () => {
    const { username } = await createStaff(shop, "limited");
    const { secret } = await enrol(shop, await tokenOf(shop, username));
    await forgetLastStep(shop, username);
    // The enrolment's own login was a success: the count started over after it.
    for (let i = 0; i < 3; i++) expect((await (await login(shop, username)).json()).error.code).toBe("totp_required");
    for (let i = 0; i < 3; i++)
      expect((await (await login(shop, username, wrongCodeOf(secret))).json()).error.code).toBe("totp_invalid");
    const limited = await login(shop, username, codeOf(secret));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    // The limited attempt took no code: the same code still signs in once the window is over.
    expect((await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } })).totpLastStep).toBeNull();
  });

  it("turns off with a code (not without), and the password alone signs in again", async () => {
    const { username } = await createStaff(shop, "turning-off");
    const { secret, recoveryCodes } = await enrol(shop, await tokenOf(shop, username));
    const token = await tokenOf(shop, username, recoveryCodes[0]);
    const turnOff = (code: string) =>
      shop.request("/api/admin/account/totp", { method: "DELETE", token, json: { code } });

    const wrong = await turnOff(wrongCodeOf(secret));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("totp_invalid");
    expect((await shop.request("/api/admin/account/totp", { method: "DELETE", token })).status).toBe(400);
    expect((await accountOf(shop, token)).totp.enabled).toBe(true);

    expect((await turnOff(codeOf(secret, 1))).status).toBe(204);
    expect(await accountOf(shop, token)).toMatchObject({ totp: { enabled: false, recoveryCodesLeft: 0 } });
    const user = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    expect(user).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await shop.deps.prisma.staffRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await login(shop, username)).status).toBe(200);
    const notOn = await turnOff(codeOf(secret));
    expect(notOn.status).toBe(409);
    expect((await notOn.json()).error.code).toBe("totp_not_enabled");
  });

  it("limits wrong codes when confirming or turning off, per account", async () => {
    const { username } = await createStaff(shop, "guessing");
    const token = await tokenOf(shop, username);
    const { secret } = (await (
      await shop.request("/api/admin/account/totp", { method: "POST", token })
    ).json()) as TotpEnrolment;
    const confirm = (code: string) =>
      shop.request("/api/admin/account/totp/confirm", { method: "POST", token, json: { code } });
    for (let i = 0; i < 6; i++) expect((await confirm(wrongCodeOf(secret))).status).toBe(400);
    const limited = await confirm(codeOf(secret));
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    expect((await accountOf(shop, token)).totp.enabled).toBe(false);
  });

  it("lets an administrator reset another account's second factor, ending its sessions", async () => {
    const { username } = await createStaff(shop, "lost-phone");
    const { recoveryCodes } = await enrol(shop, await tokenOf(shop, username));
    const staffToken = await tokenOf(shop, username, recoveryCodes[0]);
    const user = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    const admin = await shop.login(ADMIN);

    const listed = (await (
      await shop.request(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: "lost-phone" }))}`, {
        token: admin,
      })
    ).json()) as AdminUserRecord[];
    expect(listed).toMatchObject([{ username, totpEnabled: true }]);

    // Only administrators, and not for their own account.
    expect(
      (await shop.request(`/api/admin/users/${user.id}/totp`, { method: "DELETE", token: staffToken })).status,
    ).toBe(403);
    const adminId = (await accountOf(shop, admin)).id;
    const own = await shop.request(`/api/admin/users/${adminId}/totp`, { method: "DELETE", token: admin });
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe("own_account");
    expect((await shop.request("/api/admin/users/999999/totp", { method: "DELETE", token: admin })).status).toBe(404);

    const reset = await shop.request(`/api/admin/users/${user.id}/totp`, { method: "DELETE", token: admin });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ id: user.id, totpEnabled: false, version: user.version + 1 });
    expect((await shop.request("/api/admin/account", { token: staffToken })).status).toBe(401);
    expect(await shop.deps.prisma.staffRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    // The password alone signs in; the old recovery codes are gone with the factor.
    const fresh = await tokenOf(shop, username);
    expect((await accountOf(shop, fresh)).totp).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it("needs a signed-in account for every account route", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/account"],
      ["POST", "/api/admin/account/totp"],
      ["POST", "/api/admin/account/totp/confirm"],
      ["DELETE", "/api/admin/account/totp"],
    ])
      expect(
        (await shop.request(path, { method, json: method === "GET" ? undefined : { code: "123456" } })).status,
      ).toBe(401);
  });
});

describe("STAFF_2FA=required", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ STAFF_2FA: "required" });
  });
  afterAll(() => shop.close());

  it("lets an account without a second factor only enrol, then everything its role allows", async () => {
    const { username } = await createStaff(shop, "newcomer", "ADMIN");
    const token = await tokenOf(shop, username);
    for (const [method, path] of [
      ["GET", "/api/admin/orders"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/dashboard"],
      ["DELETE", "/api/products/no-such-product"],
    ]) {
      const refused = await shop.request(path, { method, token });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect((await refused.json()).error.code).toBe("totp_enrolment_required");
    }
    expect(await accountOf(shop, token)).toMatchObject({ totpRequired: true, totp: { enabled: false } });

    const { id } = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    await enrol(shop, token, (await issueEnrolmentCode(shop.deps, id)).code);
    // The same session carries on, now with a second factor.
    expect((await shop.request("/api/admin/orders", { token })).status).toBe(200);
    expect((await shop.request("/api/admin/users", { token })).status).toBe(200);
  });

  it("still refuses a role what it may not do", async () => {
    const { username } = await createStaff(shop, "helper", "SUPPORT");
    const token = await tokenOf(shop, username);
    const { id } = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    await enrol(shop, token, (await issueEnrolmentCode(shop.deps, id)).code);
    const refused = await shop.request("/api/admin/users", { token });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
  });

  it("keeps an enrolled second factor on: turned off, the password alone would enrol another", async () => {
    const { username } = await createStaff(shop, "keeper", "SUPPORT");
    const { id } = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username } });
    const { secret } = await enrol(shop, await tokenOf(shop, username), (await issueEnrolmentCode(shop.deps, id)).code);
    const token = await tokenOf(shop, username, codeOf(secret, 1));
    const turnOff = await shop.request("/api/admin/account/totp", {
      method: "DELETE",
      token,
      json: { code: codeOf(secret, 2) },
    });
    expect(turnOff.status).toBe(409);
    expect((await turnOff.json()).error.code).toBe("totp_required_by_shop");
    expect((await accountOf(shop, token)).totp.enabled).toBe(true);
  });
});
