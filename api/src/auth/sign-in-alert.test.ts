// A right password with a missing or wrong second factor (issue 32, H8): a failed sign-in of that
// account in the audit log, with its reason; after three within an hour that no sign-in explains,
// one e-mail to the shop's address through the outbox.
// Runs on PostgreSQL too (api/vitest.config.ts): the count of an account's failures reads the audit log in SQL.
import { Secret } from "otpauth";
import { codeOf, wrongCodeOf } from "../../test/totp-codes.ts";
import { usernameKey } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestShop, type TestShop, keepSentMails } from "../../test/harness.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { createOutboxWorker } from "../outbox/worker.ts";
import { OUTBOX_KINDS } from "../deps.ts";
import { hashPassword } from "./passwords.ts";

let shop: TestShop;
const PASSWORD = "staff-password-7";
const SHOP_EMAIL = "team@shop.example";
const sent: MailMessage[] = [];

beforeAll(async () => {
  shop = await startTestShop({ SHOP_EMAIL, PUBLIC_URL: "https://shop.example" });
  keepSentMails(shop, sent);
});
afterAll(() => shop.close());
beforeEach(() => {
  sent.length = 0;
});

/** An account with a second factor; its id and secret. */
async function enrolledStaff(username: string) {
  const secret = new Secret({ size: 20 }).base32;
  const user = await shop.deps.prisma.adminUser.create({
    data: {
      username,
      usernameKey: usernameKey(username),
      role: "SUPPORT",
      passwordHash: await hashPassword(PASSWORD),
      totpSecret: shop.deps.totpSecrets.seal(secret),
      totpEnabledAt: new Date(),
    },
  });
  return { id: user.id, secret };
}

const login = (username: string, totp?: string) =>
  shop.request("/api/admin-login", { method: "POST", json: { username, password: PASSWORD, totp } });

/** The alerts enqueued about the account. */
const alerts = (userId: number) =>
  shop.deps.prisma.outboxMessage.count({
    where: { kind: "staff-sign-in-alert", dedupeKey: { startsWith: `staff-sign-in-alert:${userId}:` } },
  });
const drain = () => createOutboxWorker(shop.deps, OUTBOX_KINDS).drain();

describe("a right password without the right second factor", () => {
  it("is a failed sign-in of that account, with the reason", async () => {
    const { id, secret } = await enrolledStaff("reasoned");
    expect((await login("reasoned")).status).toBe(401);
    const missing = await shop.deps.prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(missing).toMatchObject({
      actor: "reasoned",
      action: "login.failed",
      resource: "users",
      recordId: String(id),
      detail: { reason: "second_factor_missing" },
    });
    expect((await login("reasoned", wrongCodeOf(secret))).status).toBe(401);
    expect(await shop.deps.prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
      actor: "reasoned",
      action: "login.failed",
      recordId: String(id),
      detail: { reason: "second_factor_wrong" },
    });
    // A wrong password is no second-factor failure: no reason.
    await shop.request("/api/admin-login", { method: "POST", json: { username: "reasoned", password: "nope-nope" } });
    expect((await shop.deps.prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } })).detail).toBeNull();
  });

  it("tells the shop by e-mail after three within an hour, once", async () => {
    const { id, secret } = await enrolledStaff("targeted");
    expect((await login("targeted")).status).toBe(401);
    expect((await login("targeted", wrongCodeOf(secret))).status).toBe(401);
    expect(await alerts(id)).toBe(0);
    expect((await login("targeted")).status).toBe(401);
    expect(await alerts(id)).toBe(1);
    // More failures within the hour send no second one.
    await login("targeted", wrongCodeOf(secret));
    expect(await alerts(id)).toBe(1);

    await drain();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toBe(SHOP_EMAIL);
    expect(mail.subject).toBe("Sign-in attempts on the console account targeted");
    expect(mail.text).toContain("with the right password but without the right code");
    expect(mail.text).toContain("https://shop.example/admin/#/audit-log");
  });

  it("sends nothing for the owner's own sign-ins: each begins without its code", async () => {
    const { id, secret } = await enrolledStaff("ordinary");
    for (let round = 0; round < 3; round++) {
      expect((await login("ordinary")).status).toBe(401);
      // As if the clock had moved on past the code taken in the round before.
      await shop.deps.prisma.adminUser.update({ where: { id }, data: { totpLastStep: null } });
      expect((await login("ordinary", codeOf(secret))).status).toBe(200);
    }
    expect(await alerts(id)).toBe(0);
  });
});
