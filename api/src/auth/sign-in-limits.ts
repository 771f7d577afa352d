// The staff sign-in's limits, each counted before the password is checked (overLimit,
// rate-limit.ts), in the shared store when there is one (Redis), so they hold across instances:
//   - per client address and username: LOGIN_MAX_FAILURES in LOGIN_WINDOW_SECONDS;
//   - per client address whatever the usernames: LOGIN_CLIENT_MAX_FAILURES in
//     LOGIN_CLIENT_WINDOW_SECONDS (one address trying many usernames);
//   - of all clients together: LOGIN_GLOBAL_MAX_FAILURES in LOGIN_GLOBAL_WINDOW_SECONDS (an
//     attack spread over many addresses); past it every sign-in waits until the window ends;
//   - wrong second-factor codes per account from any address: SECOND_FACTOR_MAX_FAILURES in
//     SECOND_FACTOR_WINDOW_SECONDS (at sign-in, and on the account page: second-factor.ts).
// An attempt one limit refuses takes its count back from the limits counted before it, so the
// per-address and global counts hold sign-ins whose password was checked, and one client's refused
// attempts never use up the ceiling all share. A successful sign-in takes its own count back from
// both, and forgets its address and username's count.
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { overLimit, type AttemptCounter } from "./rate-limit.ts";

type LimitDeps = Pick<Deps, "env" | "loginAttempts" | "signInLimits">;

interface Limit {
  counter: AttemptCounter;
  key: string;
  max: number;
}

const tooManyAttempts = (message: string, retryAfter: number) =>
  new ApiError(429, "too_many_attempts", `${message}; try again in ${retryAfter} seconds`, undefined, {
    "Retry-After": String(retryAfter),
  });

/**
 * Counts a sign-in attempt against every limit (429 past one); call `passwordRight` when the
 * password was right but the second factor is missing, `succeeded` once it signed in.
 */
export async function countSignIn(
  deps: LimitDeps,
  address: string,
  usernameKey: string,
): Promise<{ passwordRight(): Promise<void>; succeeded(): Promise<void> }> {
  const { env, signInLimits, loginAttempts } = deps;
  const perClient = { counter: signInLimits.perClient, key: address, max: env.LOGIN_CLIENT_MAX_FAILURES };
  const overall = { counter: signInLimits.overall, key: "all", max: env.LOGIN_GLOBAL_MAX_FAILURES };
  const perUsername = { counter: loginAttempts, key: `${address}|${usernameKey}`, max: env.LOGIN_MAX_FAILURES };
  const counted: Limit[] = [];
  for (const limit of [perClient, overall, perUsername]) {
    const retryAfter = await overLimit(limit.counter, limit.key, limit.max);
    if (retryAfter !== null) {
      await Promise.all(counted.map(({ counter, key }) => counter.forgive(key)));
      throw tooManyAttempts("Too many failed logins", retryAfter);
    }
    counted.push(limit);
  }
  const forgiveGuess = async () => {
    await Promise.all([perClient.counter.forgive(perClient.key), overall.counter.forgive(overall.key)]);
  };
  return {
    // The right password without its second factor is no password guess: the per-address and
    // global counts take it back (every ordinary sign-in of an account with a second factor
    // begins so). The per-username count keeps it, and a wrong code counts per account.
    passwordRight: forgiveGuess,
    succeeded: async () => {
      await Promise.all([forgiveGuess(), perUsername.counter.reset(perUsername.key)]);
    },
  };
}

/**
 * Counts one second-factor code checked for the account (429 past the limit); call `accepted`
 * when the code was right, which takes the count back: only wrong codes count.
 */
export async function countSecondFactorGuess(
  deps: Pick<Deps, "env" | "signInLimits">,
  userId: number,
): Promise<{ accepted(): Promise<void> }> {
  const counter = deps.signInLimits.secondFactor;
  const key = String(userId);
  const retryAfter = await overLimit(counter, key, deps.env.SECOND_FACTOR_MAX_FAILURES);
  if (retryAfter !== null) throw tooManyAttempts("Too many wrong codes", retryAfter);
  return { accepted: () => counter.forgive(key) };
}
