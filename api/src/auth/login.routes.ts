// POST /api/admin-login: {username, password} → {token}. Failures are counted per client
// address and username; past the limit the caller waits (429) even with the right password.
import { Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { loginSchema } from "@shop/shared/schemas";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { verifyPassword } from "./passwords.ts";

function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}

// Compared against when the user does not exist, so both cases take the same time.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export const loginRoutes = new Hono<AppEnv>().post("/", validJson(loginSchema), async (c) => {
  const { deps } = c.var;
  const { username, password } = c.req.valid("json");
  const key = `${clientAddress(c)}|${username.toLowerCase()}`;
  if ((await deps.loginFailures.count(key)) >= deps.env.LOGIN_MAX_FAILURES) {
    const retryAfter = await deps.loginFailures.retryAfter(key);
    throw new ApiError(429, "too_many_attempts", `Too many failed logins; try again in ${retryAfter} seconds`, undefined, {
      "Retry-After": String(retryAfter),
    });
  }
  const user = await deps.prisma.adminUser.findUnique({ where: { username } });
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    await deps.loginFailures.fail(key);
    deps.logger.info({ username }, "failed admin login");
    throw new ApiError(401, "invalid_credentials", "Invalid username or password");
  }
  await deps.loginFailures.reset(key);
  return c.json({ token: await deps.tokens.sign({ username: user.username, role: user.role, userId: user.id }) });
});
