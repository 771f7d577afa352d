// POST /api/admin-login: {username, password, totp?} → {token}. Attempts are counted per client
// address and username before the password is checked; past the limit the caller waits (429) even
// with the right password. An account with a second factor needs its code (or a recovery code) in
// `totp`: without it the answer is 401 totp_required, with a wrong or used one 401 totp_invalid,
// and both stay counted as failed attempts. Only a successful login forgets the count. Both outcomes are in
// the audit log (a failure with the username tried); a refusal by the limit is not, the password
// was never checked.
import { Hono } from "hono";
import { usernameKey, type LoginResponse } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { clientAddress } from "../http/client-address.ts";
import { validJson } from "../http/validate.ts";
import { verifyPassword } from "./passwords.ts";
import { clientKeyOf, recordAudit } from "../audit/audit-log.ts";
import { acceptSecondFactor } from "./second-factor.ts";
import { loginSchema } from "./validators.ts";

// Compared against when the user does not exist, so both cases take the same time.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export const loginRoutes = new Hono<AppEnv>().post("/", validJson(loginSchema), async (c) => {
  const { deps } = c.var;
  const { username, password, totp } = c.req.valid("json");
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
  const clientKey = clientKeyOf(c);
  if (!user || !valid) {
    deps.logger.info({ username }, "failed admin login");
    await recordAudit(deps.prisma, { actor: username, clientKey, action: "login.failed", recordId: user?.id });
    throw new ApiError(401, "invalid_credentials", "Invalid username or password");
  }
  if (user.totpEnabledAt) {
    if (!totp) {
      throw new ApiError(401, "totp_required", "Enter the code from your authenticator app", "totp");
    }
    if (!(await acceptSecondFactor(deps, user, totp))) {
      deps.logger.info({ username }, "failed admin login: wrong second factor");
      throw new ApiError(401, "totp_invalid", "The code is not valid (or was used already)", "totp");
    }
  }
  await deps.loginAttempts.reset(key);
  await recordAudit(deps.prisma, { actor: user.username, clientKey, action: "login.succeeded", recordId: user.id });
  const answer: LoginResponse = {
    token: await deps.tokens.sign({ username: user.username, role: user.role, userId: user.id, version: user.version }),
  };
  return c.json(answer);
});
