// Staff accounts' second factor: TOTP (RFC 6238: SHA-1, 30-second steps, six digits, as every
// authenticator app expects) with ten single-use recovery codes. An enrolment starts with a new
// secret and counts only once a code from it is confirmed. A code is accepted once: the time step
// it was accepted for is stored, and only a later step's code is taken after it (one conditional
// update, so two requests with the same code cannot both pass). Recovery codes are stored hashed
// and used up by deleting them.
import { Secret, TOTP } from "otpauth";
import type { AdminUser } from "@shop/db";
import type { TotpEnrolment } from "@shop/shared";
import type { Deps } from "../context.ts";
import { ApiError, conflict, notFound } from "../errors.ts";
import { countSecondFactorGuess } from "./sign-in-limits.ts";
import { checkEnrolmentCode } from "./enrolment-codes.ts";
import { randomCode, typedCodeHash } from "./typed-codes.ts";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after the current one count too: phones' clocks drift. */
const WINDOW_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 10;

const totpOf = (secret: string, username: string, issuer: string) =>
  new TOTP({
    issuer,
    label: username,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The shop's host names the account in authenticator apps, so a staging shop's entry differs from production's. */
const issuerOf = (deps: Pick<Deps, "env">) => new URL(deps.env.publicUrl).host;

const invalidCode = () => new ApiError(400, "totp_invalid", "The code is not valid (or was used already)", "code");

const newRecoveryCode = () => randomCode(RECOVERY_CODE_LENGTH);

const isTotpCode = (code: string) => new RegExp(`^\\d{${DIGITS}}$`).test(code);
const compact = (code: string) => code.replace(/\s/g, "");

/**
 * The time step a six-digit code belongs to when it is one of the secret's codes now (give or
 * take a step), else null. The caller records the step so the code is not accepted again.
 */
function stepOf(deps: Pick<Deps, "env" | "logger" | "totpSecrets">, user: AdminUser, code: string): number | null {
  if (!user.totpSecret || !isTotpCode(code)) return null;
  const secret = deps.totpSecrets.open(user.totpSecret);
  if (secret === null) {
    deps.logger.error({ userId: user.id }, "a second factor's secret cannot be read (was JWT_SECRET changed?)");
    return null;
  }
  const now = Date.now();
  const delta = totpOf(secret, user.username, issuerOf(deps)).validate({
    token: code,
    timestamp: now,
    window: WINDOW_STEPS,
  });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Takes a code of a step later than the last one accepted, as one update: true when it was taken. */
async function takeStep(deps: Pick<Deps, "prisma">, user: AdminUser, step: number): Promise<boolean> {
  const { count } = await deps.prisma.adminUser.updateMany({
    where: {
      id: user.id,
      totpSecret: user.totpSecret,
      totpEnabledAt: { not: null },
      OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
    },
    data: { totpLastStep: step },
  });
  return count === 1;
}

async function takeRecoveryCode(deps: Pick<Deps, "prisma">, user: AdminUser, code: string): Promise<boolean> {
  if (code.length > 40) return false;
  const { count } = await deps.prisma.staffRecoveryCode.deleteMany({
    where: { userId: user.id, codeHash: typedCodeHash(code) },
  });
  return count === 1;
}

/**
 * Checks the second factor of an account that has one: a current code not used before, or one of
 * its recovery codes (used up by this). True when accepted.
 */
export async function acceptSecondFactor(
  deps: Pick<Deps, "env" | "logger" | "prisma" | "totpSecrets">,
  user: AdminUser,
  code: string,
): Promise<boolean> {
  const typed = compact(code);
  if (isTotpCode(typed)) {
    const step = stepOf(deps, user, typed);
    return step !== null && takeStep(deps, user, step);
  }
  return takeRecoveryCode(deps, user, typed);
}

async function findAccount(deps: Pick<Deps, "prisma">, userId: number): Promise<AdminUser> {
  const user = await deps.prisma.adminUser.findUnique({ where: { id: userId } });
  if (!user) throw notFound("User");
  return user;
}

/**
 * Starts (or starts over) an enrolment with a new secret; the second factor counts only once
 * confirmed. With STAFF_2FA=required it needs the account's one-time enrolment code
 * (enrolment-codes.ts), which the confirmation then uses up.
 */
export async function startEnrolment(
  deps: Pick<Deps, "env" | "prisma" | "signInLimits" | "totpSecrets">,
  userId: number,
  enrolmentCode: string | undefined,
): Promise<TotpEnrolment> {
  const user = await findAccount(deps, userId);
  if (user.totpEnabledAt) throw alreadyEnabled();
  await checkEnrolmentCode(deps, user, enrolmentCode);
  const secret = new Secret({ size: 20 }).base32;
  const { count } = await deps.prisma.adminUser.updateMany({
    where: { id: userId, totpEnabledAt: null },
    data: { totpSecret: deps.totpSecrets.seal(secret), totpLastStep: null },
  });
  if (count === 0) throw alreadyEnabled();
  return { secret, otpauthUrl: totpOf(secret, user.username, issuerOf(deps)).toString() };
}

const alreadyEnabled = () =>
  conflict("totp_already_enabled", "Your account has a second factor already; turn it off first to enrol anew");

/** Confirms an enrolment with a code from it; answers the ten recovery codes, shown this once. */
export async function confirmEnrolment(
  deps: Pick<Deps, "env" | "logger" | "signInLimits" | "prisma" | "sessions" | "totpSecrets">,
  userId: number,
  code: string,
): Promise<string[]> {
  const user = await findAccount(deps, userId);
  if (user.totpEnabledAt) throw alreadyEnabled();
  if (!user.totpSecret) throw notStarted();
  // Limited per account as the login's codes are: a stolen session must not try all million codes.
  const guess = await countSecondFactorGuess(deps, userId);
  const step = stepOf(deps, user, compact(code));
  if (step === null) throw invalidCode();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.prisma.$transaction(async (tx) => {
    // Only the enrolment the code was checked against: not one started over meanwhile.
    const { count } = await tx.adminUser.updateMany({
      where: { id: userId, totpSecret: user.totpSecret, totpEnabledAt: null },
      // The enrolment code that let this enrolment start is used up by it.
      data: { totpEnabledAt: new Date(), totpLastStep: step, enrolmentCodeHash: null, enrolmentCodeExpiresAt: null },
    });
    if (count === 0) throw notStarted();
    await tx.staffRecoveryCode.deleteMany({ where: { userId } });
    await tx.staffRecoveryCode.createMany({
      data: recoveryCodes.map((recoveryCode) => ({ userId, codeHash: typedCodeHash(recoveryCode) })),
    });
  });
  await guess.accepted();
  await deps.sessions.changed(userId);
  return recoveryCodes;
}

const notStarted = () =>
  conflict("totp_not_started", "Start the enrolment first (POST /api/admin/account/totp), then confirm a code");

/** Turns the account's own second factor off, with a current code or a recovery code. */
export async function turnOffSecondFactor(
  deps: Pick<Deps, "env" | "logger" | "signInLimits" | "prisma" | "sessions" | "totpSecrets">,
  userId: number,
  code: string,
): Promise<void> {
  const user = await findAccount(deps, userId);
  if (!user.totpEnabledAt) throw conflict("totp_not_enabled", "Your account has no second factor to turn off");
  // Off, the account would enrol again with its password alone; a new authenticator goes through an
  // administrator's reset, which hands out a one-time enrolment code (auth/enrolment-codes.ts).
  if (deps.env.STAFF_2FA === "required")
    throw conflict(
      "totp_required_by_shop",
      "The shop requires a second factor: to change your authenticator, ask an administrator to reset it",
    );
  const guess = await countSecondFactorGuess(deps, userId);
  if (!(await acceptSecondFactor(deps, user, code))) throw invalidCode();
  await clearSecondFactor(deps, userId, false);
  await guess.accepted();
}

/**
 * An administrator removes another account's second factor (a lost phone, say): its owner
 * signs in with the password alone and enrols anew. Ends that account's sessions.
 */
export async function resetSecondFactor(
  deps: Pick<Deps, "prisma" | "sessions">,
  userId: number,
  actorId: number,
): Promise<AdminUser> {
  if (userId === actorId)
    throw conflict("own_account", "Turn your own second factor off on your account page, with a code");
  await findAccount(deps, userId);
  return clearSecondFactor(deps, userId, true);
}

async function clearSecondFactor(
  deps: Pick<Deps, "prisma" | "sessions">,
  userId: number,
  endSessions: boolean,
): Promise<AdminUser> {
  const user = await deps.prisma.$transaction(async (tx) => {
    await tx.staffRecoveryCode.deleteMany({ where: { userId } });
    return tx.adminUser.update({
      where: { id: userId },
      data: {
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        ...(endSessions ? { version: { increment: 1 } } : {}),
      },
    });
  });
  await deps.sessions.changed(userId);
  return user;
}

/** What the account page shows: whether the account has a second factor, and how many recovery codes are left. */
export async function secondFactorStatus(deps: Pick<Deps, "prisma">, userId: number) {
  const user = await findAccount(deps, userId);
  const recoveryCodesLeft = user.totpEnabledAt ? await deps.prisma.staffRecoveryCode.count({ where: { userId } }) : 0;
  return { user, enabled: user.totpEnabledAt !== null, recoveryCodesLeft };
}
