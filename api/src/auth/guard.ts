// Every admin call goes through `can`: a verified Bearer token whose account still exists with
// the version the token was issued for, then the permission the route names, checked against the
// account's role as it is now.
// With STAFF_2FA=required, an account without a second factor gets only as far as its own
// account routes (to enrol): every other admin call is 403 totp_enrolment_required.
import type { Context, MiddlewareHandler } from "hono";
import { ApiError, forbidden } from "../errors.ts";
import type { AppEnv } from "../context.ts";
import { allows, grantedBeforeSecondFactor, rolesWith, type Permission } from "@shop/shared/permissions";
import type { Account } from "./sessions.ts";

const unauthorized = (message: string) =>
  new ApiError(401, "unauthorized", message, undefined, { "WWW-Authenticate": 'Bearer realm="admin"' });

/** The signed-in account of a request (set as `admin`), or 401. */
async function signedInAccount(c: Context<AppEnv>): Promise<Account> {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized("Sign in as an administrator to do this");
  const { tokens, sessions } = c.var.deps;
  const claims = await tokens.verify(match[1]);
  if (!claims) throw unauthorized("Your session is invalid or has expired; please sign in again");
  const account = await sessions.account(claims.userId);
  if (!account || account.version !== claims.version) {
    throw unauthorized("Your session has ended because your account was changed or removed; please sign in again");
  }
  c.set("admin", { ...claims, username: account.username, role: account.role });
  return account;
}

/** The permission a middleware made by `can` checks, for the tests that walk the routes. */
const PERMISSION_OF = new WeakMap<MiddlewareHandler<AppEnv>, Permission>();

/** The permission a route's handler checks, when it is a guard made by `can`. */
export const permissionOf = (handler: unknown): Permission | undefined =>
  PERMISSION_OF.get(handler as MiddlewareHandler<AppEnv>);

/**
 * Requires a valid admin token whose role has `permission` in the permission table
 * (@shop/shared/permissions), and a second factor when STAFF_2FA=required unless the permission
 * is granted before one (the account routes, to enrol). Every admin route names the one it needs.
 */
export function can(permission: Permission): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const account = await signedInAccount(c);
    if (!allows(account.role, permission)) throw forbidden(`This needs the ${rolesWith(permission).join(" or ")} role`);
    if (c.var.deps.env.STAFF_2FA === "required" && !account.secondFactor && !grantedBeforeSecondFactor(permission)) {
      throw new ApiError(
        403,
        "totp_enrolment_required",
        "This shop requires a second factor: set one up on your account page first",
      );
    }
    await next();
  };
  PERMISSION_OF.set(guard, permission);
  return guard;
}
