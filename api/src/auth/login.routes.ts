// POST /api/admin-login: {username, password, totp?} → {token}. Attempts are counted before the
// password is checked, per client address and username, per client address whatever the
// usernames, and across all clients (sign-in-limits.ts); past a limit the caller waits (429) even
// with the right password. An account with a second factor needs its code (or a recovery code) in
// `totp`: without it the answer is 401 totp_required, with a wrong or used one 401 totp_invalid;
// both stay counted as failed attempts, wrong codes also per account from any address.
// Only a successful login takes its count back.
// In the audit log: every success; every failure of a known account (with the reason when the
// password was right: sign-in-alert.ts, which also tells the shop after three); a username no
// account has only as a keyed hash (`unknown:<hash>`), since what is typed there is sometimes a
// password. A refusal by a limit is not recorded: the password was never checked.
import { Hono } from "hono";
import { usernameKey, type LoginResponse } from "@shop/shared";
import type { AppEnv, Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { clientAddress } from "../http/client-address.ts";
import { validJson } from "../http/validate.ts";
import { verifyPassword } from "./passwords.ts";
import { clientKeyOf, recordAudit } from "../audit/audit-log.ts";
import { acceptSecondFactor } from "./second-factor.ts";
import { secondFactorFailed } from "./sign-in-alert.ts";
import { countSecondFactorGuess, countSignIn } from "./sign-in-limits.ts";
import { loginSchema } from "./validators.ts";

// Compared against when the user does not exist, so both cases take the same time.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** A username no account has, as the audit log keeps it: the client-address key with a prefix no address has. */
const unknownUsername = (deps: Pick<Deps, "clientKey">, typed: string) =>
  `unknown:${deps.clientKey(`username:${usernameKey(typed)}`)}`;

export const loginRoutes = new Hono<AppEnv>().post("/", validJson(loginSchema), async (c) => {
  const { deps } = c.var;
  const { username, password, totp } = c.req.valid("json");
  const attempt = await countSignIn(deps, clientAddress(c), usernameKey(username));
  const user = await deps.prisma.adminUser.findUnique({ where: { usernameKey: usernameKey(username) } });
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  const clientKey = clientKeyOf(c);
  if (!user || !valid) {
    const actor = user ? user.username : unknownUsername(deps, username);
    deps.logger.info({ actor }, "failed admin login");
    await recordAudit(deps.prisma, { actor, clientKey, action: "login.failed", recordId: user?.id });
    throw new ApiError(401, "invalid_credentials", "Invalid username or password");
  }
  if (user.totpEnabledAt) {
    if (!totp) {
      await attempt.passwordRight();
      await secondFactorFailed(deps, user, clientKey, "second_factor_missing");
      throw new ApiError(401, "totp_required", "Enter the code from your authenticator app", "totp");
    }
    const guess = await countSecondFactorGuess(deps, user.id);
    if (!(await acceptSecondFactor(deps, user, totp))) {
      deps.logger.info({ actor: user.username }, "failed admin login: wrong second factor");
      await secondFactorFailed(deps, user, clientKey, "second_factor_wrong");
      throw new ApiError(401, "totp_invalid", "The code is not valid (or was used already)", "totp");
    }
    await guess.accepted();
  }
  await attempt.succeeded();
  await recordAudit(deps.prisma, { actor: user.username, clientKey, action: "login.succeeded", recordId: user.id });
  const answer: LoginResponse = {
    token: await deps.tokens.sign({ username: user.username, role: user.role, userId: user.id, version: user.version }),
  };
  return c.json(answer);
});
