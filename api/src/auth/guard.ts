// Every admin call goes through these: a verified Bearer token, then a role check.
import type { MiddlewareHandler } from "hono";
import { ApiError, forbidden } from "../errors.ts";
import type { AppEnv } from "../context.ts";
import type { Role } from "./tokens.ts";

const unauthorized = (message: string) =>
  new ApiError(401, "unauthorized", message, undefined, { "WWW-Authenticate": 'Bearer realm="admin"' });

/** Requires a valid admin token whose role is one of `roles`. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized("Sign in as an administrator to do this");
    const claims = await c.var.deps.tokens.verify(match[1]);
    if (!claims) throw unauthorized("Your session is invalid or has expired; please sign in again");
    if (!roles.includes(claims.role)) throw forbidden(`This needs the ${roles.join(" or ")} role`);
    c.set("admin", claims);
    await next();
  };
}
