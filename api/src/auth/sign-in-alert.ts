// A right password with a missing or wrong second factor is a failed sign-in of that account: an
// audit entry (login.failed, its reason in `detail`), and once such failures outnumber the
// account's sign-ins by three within an hour, an e-mail to the shop's address (SHOP_EMAIL: staff
// accounts have no address of their own), at most one an hour per account, through the outbox.
//
// Why "outnumber the sign-ins": the console asks for the code only after the password was right,
// so every ordinary sign-in begins with one `second_factor_missing`. A sign-in that follows takes
// it back; someone who has the password and not the phone never signs in.
import { z } from "zod";
import type { AdminUser } from "@shop/db";
import { DEFAULT_LANGUAGE } from "@shop/shared";
import type { Deps } from "../context.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { outboxKind } from "../outbox/outbox.ts";
import { renderMail, SHOP_NAME } from "../mail/layout.ts";
import { fill, messages } from "../messages/index.ts";

export type SecondFactorFailure = "second_factor_missing" | "second_factor_wrong";

/** Failed second factors, net of sign-ins, within ALERT_WINDOW_MS that send the alert. */
const ALERT_AFTER = 3;
const ALERT_WINDOW_MS = 3_600_000;

export const staffSignInAlert = outboxKind(
  "staff-sign-in-alert",
  z.object({ username: z.string().min(1) }),
  async (deps: Pick<Deps, "env" | "mailer">, { username }, delivery) => {
    await deps.mailer.send({
      to: deps.env.SHOP_EMAIL,
      ...renderSignInAlert(username, deps.env.publicUrl),
      tag: "staff-sign-in-alert",
      messageId: delivery.messageId,
    });
  },
);

function renderSignInAlert(username: string, publicUrl: string) {
  const language = DEFAULT_LANGUAGE;
  const copy = messages(language).staffSignInAlert;
  const subject = fill(copy.subject, { username });
  return {
    subject,
    ...renderMail({
      language,
      publicUrl,
      title: subject,
      intro: [copy.greeting, fill(copy.intro, { username })],
      blocks: [{ kind: "lines", lines: [copy.ifOwner, copy.ifNot] }],
      buttons: [{ label: copy.auditLog, url: `${publicUrl}/admin/#/audit-log` }],
      footer: [{ kind: "lines", lines: [SHOP_NAME] }],
    }),
  };
}

/** Records the failure, and enqueues the alert when it is the third (net of sign-ins) within the hour. */
export async function secondFactorFailed(
  deps: Pick<Deps, "prisma" | "outbox">,
  user: AdminUser,
  clientKey: string,
  reason: SecondFactorFailure,
): Promise<void> {
  await recordAudit(deps.prisma, {
    actor: user.username,
    clientKey,
    action: "login.failed",
    recordId: user.id,
    detail: { reason },
  });
  const since = new Date(Date.now() - ALERT_WINDOW_MS);
  const [{ failed, succeeded }] = await deps.prisma.$queryRaw<[{ failed: number; succeeded: number }]>`
    SELECT count(*) FILTER (WHERE "action" = 'login.failed'
        AND "detail"->>'reason' IN ('second_factor_missing', 'second_factor_wrong'))::int AS "failed",
      count(*) FILTER (WHERE "action" = 'login.succeeded')::int AS "succeeded"
    FROM "AuditEntry" WHERE "resource" = 'users' AND "recordId" = ${String(user.id)} AND "at" > ${since}`;
  if (failed - succeeded < ALERT_AFTER) return;
  // One a clock hour per account, however many instances count the failures at once.
  const hour = Math.floor(Date.now() / ALERT_WINDOW_MS);
  await staffSignInAlert.enqueue(deps.prisma, { username: user.username }, `staff-sign-in-alert:${user.id}:${hour}`);
  deps.outbox.wake();
}
