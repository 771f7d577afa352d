// The console's staff accounts (ADMIN only): HTTP over auth/user-store.ts. With STAFF_2FA=required
// a new account, and one whose second factor is reset, comes with its one-time enrolment code
// (auth/enrolment-codes.ts), in this answer only.
import { Hono, type Context } from "hono";
import type { AdminUserRecord, AdminUserWithEnrolmentCode, EnrolmentCode } from "@shop/shared";
import type { AdminUser } from "@shop/db";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { recordAudit, staffActor } from "../audit/audit-log.ts";
import { validJson } from "../http/validate.ts";
import { createUser, deleteUser, findUser, listUsers, updateUser, USER_SORT_FIELDS } from "../auth/user-store.ts";
import { resetSecondFactor } from "../auth/second-factor.ts";
import { issueEnrolmentCode } from "../auth/enrolment-codes.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import { adminUserCreateSchema, adminUserUpdateSchema, userListFilter } from "./validators.ts";

const toAdminUser = (user: AdminUser): AdminUserRecord => ({
  id: user.id,
  username: user.username,
  role: user.role,
  version: user.version,
  createdAt: user.createdAt.toISOString(),
  totpEnabled: user.totpEnabledAt !== null,
});

const userList = validListQuery({
  sortable: USER_SORT_FIELDS,
  defaultSort: ["username", "ASC"],
  filter: userListFilter,
});

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", can("users.read"), userList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listUsers(c.var.deps, query);
    return listResponse(c, "users", rows.map(toAdminUser), total, query.start);
  })
  .get("/:id", can("users.read"), async (c) => c.json(toAdminUser(await findUser(c.var.deps, idParam(c)))))
  .post("/", can("users.write"), validJson(adminUserCreateSchema), async (c) => {
    const user = await createUser(c.var.deps, c.req.valid("json"), staffActor(c));
    const answer: AdminUserWithEnrolmentCode = { ...toAdminUser(user), ...(await enrolmentCodeFor(c, user)) };
    return c.json(answer, 201);
  })
  .put("/:id", can("users.write"), validJson(adminUserUpdateSchema), async (c) => {
    return c.json(toAdminUser(await updateUser(c.var.deps, idParam(c), c.req.valid("json"), staffActor(c))));
  })
  .delete("/:id", can("users.write"), async (c) => {
    return c.json(toAdminUser(await deleteUser(c.var.deps, idParam(c), c.var.admin.userId, staffActor(c))));
  })
  // Removes another account's second factor (a lost phone) and ends its sessions; it enrols anew.
  .delete("/:id/totp", can("users.write"), async (c) => {
    const user = await resetSecondFactor(c.var.deps, idParam(c), c.var.admin.userId);
    await recordAudit(c.var.deps.prisma, {
      ...staffActor(c),
      action: "totp.reset",
      recordId: user.id,
      changes: ["totp"],
    });
    const answer: AdminUserWithEnrolmentCode = { ...toAdminUser(user), ...(await enrolmentCodeFor(c, user)) };
    return c.json(answer);
  })
  // A new one-time enrolment code for an account without a second factor (the last one expired or
  // was lost), replacing the last; shown this once.
  .post("/:id/enrolment-code", can("users.write"), async (c) => {
    const user = await findUser(c.var.deps, idParam(c));
    const answer: AdminUserWithEnrolmentCode = { ...toAdminUser(user), enrolmentCode: await issuedCode(c, user) };
    return c.json(answer, 201);
  });

/**
 * With STAFF_2FA=required, a new or reset account's one-time enrolment code, issued and recorded
 * (never the code itself): the administrator hands it over apart from the password.
 */
async function enrolmentCodeFor(c: Context<AppEnv>, user: AdminUser): Promise<{ enrolmentCode?: EnrolmentCode }> {
  return c.var.deps.env.STAFF_2FA === "required" ? { enrolmentCode: await issuedCode(c, user) } : {};
}

/** A new enrolment code for `user`, recorded in the audit log (never the code itself). */
async function issuedCode(c: Context<AppEnv>, user: AdminUser): Promise<EnrolmentCode> {
  const enrolmentCode = await issueEnrolmentCode(c.var.deps, user.id);
  await recordAudit(c.var.deps.prisma, { ...staffActor(c), action: "totp.enrolment_code_issued", recordId: user.id });
  return enrolmentCode;
}
