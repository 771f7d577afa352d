// POST /api/admin-login: {username, password} → {token}. Attempts are counted per client address
// and username before the password is checked; past the limit the caller waits (429) even with
// the right password. A successful login forgets the count.
import { Hono } from "hono";
import { loginSchema } from "@shop/shared/schemas";
import { usernameKey, type LoginResponse } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { clientAddress } from "../http/client-address.ts";
import { validJson } from "../http/validate.ts";
import { verifyPassword } from "./passwords.ts";

// Compared against when the user does not exist, so both cases take the same time.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export const loginRoutes = new Hono<AppEnv>().post("/", validJson(loginSchema), async (c) => {
  const { deps } = c.var;
  const { username, password } = c.req.valid("json");
  const key = `${clientAddress(c)}|${usernameKey(username)}`;
  if ((await deps.loginAttempts.attempt(key)) > deps.env.LOGIN_MAX_FAILURES) {
    const retryAfter = await deps.loginAttempts.retryAfter(key);
    throw new ApiError(
      429,
      "too_many_attempts",
      `Too many failed logins; try again in ${retryAfter} seconds`,
      undefined,
      {
        "Retry-After": String(retryAfter),
      },
    );
  }
  const user = await deps.prisma.adminUser.findUnique({ where: { usernameKey: usernameKey(username) } });
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    deps.logger.info({ username }, "failed admin login");
    throw new ApiError(401, "invalid_credentials", "Invalid username or password");
  }
  await deps.loginAttempts.reset(key);
  const answer: LoginResponse = {
    token: await deps.tokens.sign({ username: user.username, role: user.role, userId: user.id, version: user.version }),
  };
  return c.json(answer);
});
