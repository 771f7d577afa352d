// The signed-in staff member's own account: its second factor. Open to every role, and the only
// admin routes an account without a second factor may call while STAFF_2FA=required.
import { Hono } from "hono";
import type { AdminAccount, TotpConfirmation } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { optionalJsonBody, validJson } from "../http/validate.ts";
import { recordAudit, staffActor } from "../audit/audit-log.ts";
import { confirmEnrolment, secondFactorStatus, startEnrolment, turnOffSecondFactor } from "../auth/second-factor.ts";
import { enrolmentCodeNeeded } from "../auth/enrolment-codes.ts";
import { enrolmentStartSchema, secondFactorCodeBodySchema } from "../auth/validators.ts";

export const adminAccountRoutes = new Hono<AppEnv>()
  .get("/", can("account.manage"), async (c) => {
    const { deps, admin } = c.var;
    const { user, enabled, recoveryCodesLeft } = await secondFactorStatus(deps, admin.userId);
    const account: AdminAccount = {
      id: user.id,
      username: user.username,
      role: user.role,
      totp: { enabled, recoveryCodesLeft },
      totpRequired: deps.env.STAFF_2FA === "required",
      enrolmentCodeNeeded: await enrolmentCodeNeeded(deps, user),
    };
    return c.json(account);
  })
  // With STAFF_2FA=required, the one-time enrolment code an administrator was shown (enrolment-codes.ts).
  .post("/totp", can("account.manage"), async (c) => {
    const { enrolmentCode } = await optionalJsonBody(c, enrolmentStartSchema);
    return c.json(await startEnrolment(c.var.deps, c.var.admin.userId, enrolmentCode));
  })
  .post("/totp/confirm", can("account.manage"), validJson(secondFactorCodeBodySchema), async (c) => {
    const recoveryCodes = await confirmEnrolment(c.var.deps, c.var.admin.userId, c.req.valid("json").code);
    const entry = { ...staffActor(c), recordId: c.var.admin.userId, changes: ["totp", "recoveryCodes"] };
    await recordAudit(c.var.deps.prisma, { ...entry, action: "totp.enrolled" });
    const answer: TotpConfirmation = { recoveryCodes };
    return c.json(answer);
  })
  .delete("/totp", can("account.manage"), validJson(secondFactorCodeBodySchema), async (c) => {
    await turnOffSecondFactor(c.var.deps, c.var.admin.userId, c.req.valid("json").code);
    const entry = { ...staffActor(c), recordId: c.var.admin.userId, changes: ["totp", "recoveryCodes"] };
    await recordAudit(c.var.deps.prisma, { ...entry, action: "totp.disabled" });
    return c.body(null, 204);
  });
