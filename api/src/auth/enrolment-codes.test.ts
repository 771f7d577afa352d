// With STAFF_2FA=required an account enrols its second factor only with the one-time enrolment
// code an administrator was shown (issue 32, H18): the password alone cannot; the code works
// once and expires; the shop's first administrator enrols with the password, as someone must.
import { codeOf } from "../../test/totp-codes.ts";
import type { AdminAccount, AdminUserWithEnrolmentCode, TotpEnrolment } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestShop, SUPPORT, type TestShop } from "../../test/harness.ts";
import { enrolmentCodeNeeded } from "./enrolment-codes.ts";

let shop: TestShop;
let admin: string;
const PASSWORD = "steady-orchid-walk-9";

beforeAll(async () => {
  shop = await startTestShop({ STAFF_2FA: "required" });
});
afterAll(() => shop.close());

const start = (token: string, enrolmentCode?: string) =>
  shop.request("/api/admin/account/totp", {
    method: "POST",
    token,
    ...(enrolmentCode === undefined ? {} : { json: { enrolmentCode } }),
  });

/** Starts with `enrolmentCode` and confirms with a code of the new secret; the secret. */
async function enrol(token: string, enrolmentCode?: string): Promise<string> {
  const started = await start(token, enrolmentCode);
  expect(started.status, JSON.stringify(await started.clone().json())).toBe(200);
  const { secret } = (await started.json()) as TotpEnrolment;
  const confirmed = await shop.request("/api/admin/account/totp/confirm", {
    method: "POST",
    token,
    json: { code: codeOf(secret) },
  });
  expect(confirmed.status).toBe(200);
  return secret;
}

const accountOf = async (token: string) =>
  (await (await shop.request("/api/admin/account", { token })).json()) as AdminAccount;

const refusal = async (response: Response) => {
  expect(response.status).toBe(403);
  return ((await response.json()) as { error: { code: string; field?: string } }).error;
};

describe("STAFF_2FA=required: enrolment codes", () => {
  it("lets the shop's first administrator enrol with the password alone", async () => {
    admin = await shop.login(ADMIN);
    expect((await accountOf(admin)).enrolmentCodeNeeded).toBe(false);
    // Another administrator needs a code even now: the exception is the first one alone.
    const second = await shop.deps.prisma.adminUser.create({
      data: { username: "second-admin", usernameKey: "second-admin", passwordHash: "x", role: "ADMIN" },
    });
    expect(await enrolmentCodeNeeded(shop.deps, second)).toBe(true);
    await shop.deps.prisma.adminUser.delete({ where: { id: second.id } });
    await enrol(admin);
  });

  let created: AdminUserWithEnrolmentCode;
  it("gives a new account's enrolment code to the administrator once, and keeps only its hash", async () => {
    const response = await shop.request("/api/admin/users", {
      method: "POST",
      token: admin,
      json: { username: "newcomer", password: PASSWORD, role: "SUPPORT" },
    });
    expect(response.status).toBe(201);
    created = (await response.json()) as AdminUserWithEnrolmentCode;
    expect(created.enrolmentCode?.code).toMatch(/^[0-9a-z]{5}(-[0-9a-z]{5}){3}$/);
    expect(new Date(created.enrolmentCode!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const stored = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.stringify(stored)).not.toContain(created.enrolmentCode!.code);
    expect(stored.enrolmentCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await shop.deps.prisma.auditEntry.findFirst({
        where: { action: "totp.enrolment_code_issued", recordId: String(created.id) },
      }),
    ).toMatchObject({ actor: ADMIN.username, changes: [] });
    // The user list never shows it.
    const listed = await (await shop.request("/api/admin/users", { token: admin })).text();
    expect(listed).not.toContain(created.enrolmentCode!.code);
  });

  it("refuses an enrolment with the password alone, or with a wrong code", async () => {
    const token = await shop.login({ username: "newcomer", password: PASSWORD });
    expect(await accountOf(token)).toMatchObject({ enrolmentCodeNeeded: true, totp: { enabled: false } });
    expect(await refusal(await start(token))).toMatchObject({
      code: "enrolment_code_required",
      field: "enrolmentCode",
    });
    expect((await refusal(await start(token, "aaaaa-bbbbb-ccccc-ddddd"))).code).toBe("enrolment_code_invalid");
    const user = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { id: created.id } });
    expect(user.totpSecret).toBeNull();
  });

  it("enrols with the code (typed in any case, without its dashes), which is then used up", async () => {
    const token = await shop.login({ username: "newcomer", password: PASSWORD });
    const code = created.enrolmentCode!.code;
    await enrol(token, code.replace(/-/g, "").toUpperCase());
    expect((await accountOf(token)).totp.enabled).toBe(true);
    expect((await shop.request("/api/admin/orders", { token })).status).toBe(200);
    const user = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { id: created.id } });
    expect(user).toMatchObject({ enrolmentCodeHash: null, enrolmentCodeExpiresAt: null });

    // Reset by an administrator (a required second factor cannot be turned off by its owner), the
    // account cannot enrol with the same code a second time; the reset hands out a new one.
    const reset = await shop.request(`/api/admin/users/${created.id}/totp`, { method: "DELETE", token: admin });
    expect(reset.status).toBe(200);
    const again = await shop.login({ username: "newcomer", password: PASSWORD });
    expect((await refusal(await start(again, code))).code).toBe("enrolment_code_invalid");
  });

  it("refuses an expired code; a new one from an administrator works", async () => {
    const token = await shop.login({ username: "newcomer", password: PASSWORD });
    const issued = await shop.request(`/api/admin/users/${created.id}/enrolment-code`, {
      method: "POST",
      token: admin,
    });
    expect(issued.status).toBe(201);
    const { enrolmentCode } = (await issued.json()) as AdminUserWithEnrolmentCode;
    await shop.deps.prisma.adminUser.update({
      where: { id: created.id },
      data: { enrolmentCodeExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await refusal(await start(token, enrolmentCode!.code))).code).toBe("enrolment_code_invalid");
    // Only administrators issue codes.
    expect(
      (await shop.request(`/api/admin/users/${created.id}/enrolment-code`, { method: "POST", token })).status,
    ).toBe(403);
    const fresh = (await (
      await shop.request(`/api/admin/users/${created.id}/enrolment-code`, { method: "POST", token: admin })
    ).json()) as AdminUserWithEnrolmentCode;
    await enrol(token, fresh.enrolmentCode!.code);
    // An account with a second factor gets no code.
    const refused = await shop.request(`/api/admin/users/${created.id}/enrolment-code`, {
      method: "POST",
      token: admin,
    });
    expect(refused.status).toBe(409);
  });

  it("gives an account whose second factor an administrator reset a new code with the reset", async () => {
    const reset = await shop.request(`/api/admin/users/${created.id}/totp`, { method: "DELETE", token: admin });
    expect(reset.status).toBe(200);
    const { enrolmentCode } = (await reset.json()) as AdminUserWithEnrolmentCode;
    const token = await shop.login({ username: "newcomer", password: PASSWORD });
    expect((await refusal(await start(token))).code).toBe("enrolment_code_required");
    await enrol(token, enrolmentCode!.code);
  });

  it("needs a code for an account made before, and another administrator, once one has a second factor", async () => {
    const support = await shop.login(SUPPORT);
    expect((await refusal(await start(support))).code).toBe("enrolment_code_required");
    const admins = await shop.request("/api/admin/users", {
      method: "POST",
      token: admin,
      json: { username: "second-admin", password: PASSWORD, role: "ADMIN" },
    });
    expect(((await admins.json()) as AdminUserWithEnrolmentCode).enrolmentCode).toBeDefined();
    const second = await shop.login({ username: "second-admin", password: PASSWORD });
    expect((await refusal(await start(second))).code).toBe("enrolment_code_required");
  });

  it("counts wrong enrolment codes as wrong second-factor codes of the account", async () => {
    const second = await shop.login({ username: "second-admin", password: PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await refusal(await start(second, `wrong-${i}`))).code).toBe("enrolment_code_invalid");
    const limited = await start(second, "wrong-again");
    expect(limited.status).toBe(429);
  });
});

describe("STAFF_2FA=optional", () => {
  it("gives no enrolment code and asks for none", async () => {
    const optional = await startTestShop();
    try {
      const token = await optional.login(ADMIN);
      const created = await optional.request("/api/admin/users", {
        method: "POST",
        token,
        json: { username: "free-to-choose", password: PASSWORD, role: "SUPPORT" },
      });
      expect(((await created.json()) as AdminUserWithEnrolmentCode).enrolmentCode).toBeUndefined();
      const own = await optional.login({ username: "free-to-choose", password: PASSWORD });
      const started = await optional.request("/api/admin/account/totp", { method: "POST", token: own });
      expect(started.status).toBe(200);
    } finally {
      await optional.close();
    }
  });
});
