// Every admin call goes through these: a verified Bearer token whose account still exists with
// the version the token was issued for, then a role check against the account as it is now.
import type { MiddlewareHandler } from "hono";
import { ApiError, forbidden } from "../errors.ts";
import type { AppEnv } from "../context.ts";
import type { Role } from "@shop/shared";

const unauthorized = (message: string) =>
  new ApiError(401, "unauthorized", message, undefined, { "WWW-Authenticate": 'Bearer realm="admin"' });

/** Requires a valid admin token whose role is one of `roles`. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
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
    if (!roles.includes(account.role)) throw forbidden(`This needs the ${roles.join(" or ")} role`);
    c.set("admin", { ...claims, username: account.username, role: account.role });
    await next();
  };
}
