// One-time enrolment codes. With STAFF_2FA=required an account without a second factor can do
// nothing but enrol one, so its password alone must not be enough to enrol: whoever learnt a new
// colleague's password would set up their own authenticator and have the account for good. An
// enrolment there needs the code an administrator was shown once, creating the account, resetting
// its second factor (a lost phone) or asking for a new one, and hands over apart from the
// password. A code is 20 random characters (100 bits, typed-codes.ts), stored as its hash, valid
// ENROLMENT_CODE_DAYS; a new one replaces it, and the enrolment it let start uses it up when
// confirmed (second-factor.ts). Wrong codes count as wrong second-factor codes of the account
// (sign-in-limits.ts).
//
// The exception is the shop's first administrator (the oldest ADMIN account, which the first start
// created): while no administrator has a second factor, it enrols with the password alone, as
// someone has to be first (the operator, who set ADMIN_PASSWORD or read the generated one in the
// terminal). Other administrators need a code even then.
import type { AdminUser } from "@shop/db";
import { timingSafeEqual } from "node:crypto";
import type { EnrolmentCode } from "@shop/shared";
import type { Deps } from "../context.ts";
import { ApiError, conflict, notFound } from "../errors.ts";
import { countSecondFactorGuess } from "./sign-in-limits.ts";
import { randomCode, typedCodeHash } from "./typed-codes.ts";

const ENROLMENT_CODE_DAYS = 7;

/** Two hex digests compared in constant time. */
function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
const CODE_LENGTH = 20;
const DAY_MS = 24 * 3_600_000;

/** Whether the account needs an enrolment code to start enrolling (the rules above). */
export async function enrolmentCodeNeeded(deps: Pick<Deps, "env" | "prisma">, user: AdminUser): Promise<boolean> {
  if (deps.env.STAFF_2FA !== "required" || user.totpEnabledAt) return false;
  if (user.role !== "ADMIN") return true;
  // The one exception: the shop's first administrator (the account the first start created, the
  // oldest ADMIN) while no administrator has a second factor, as nobody could give it a code.
  // Every other account, ADMIN or not, needs one.
  const [first, enrolledAdmin] = await Promise.all([
    deps.prisma.adminUser.findFirst({ where: { role: "ADMIN" }, orderBy: { id: "asc" }, select: { id: true } }),
    deps.prisma.adminUser.findFirst({ where: { role: "ADMIN", totpEnabledAt: { not: null } }, select: { id: true } }),
  ]);
  return first?.id !== user.id || enrolledAdmin !== null;
}

/** Refuses the start of an enrolment (403) that needs a code and has none, or a wrong or expired one. */
export async function checkEnrolmentCode(
  deps: Pick<Deps, "env" | "prisma" | "signInLimits">,
  user: AdminUser,
  typed: string | undefined,
): Promise<void> {
  if (!(await enrolmentCodeNeeded(deps, user))) return;
  if (!typed)
    throw new ApiError(
      403,
      "enrolment_code_required",
      "Setting up two-factor sign-in needs the one-time enrolment code an administrator gave you",
      "enrolmentCode",
    );
  const guess = await countSecondFactorGuess(deps, user.id);
  const valid =
    user.enrolmentCodeHash !== null &&
    user.enrolmentCodeExpiresAt !== null &&
    user.enrolmentCodeExpiresAt.getTime() > Date.now() &&
    sameHash(typedCodeHash(typed), user.enrolmentCodeHash);
  if (!valid)
    throw new ApiError(
      403,
      "enrolment_code_invalid",
      "The enrolment code is not valid, was used already or has expired; ask an administrator for a new one",
      "enrolmentCode",
    );
  await guess.accepted();
}

/** A new enrolment code for an account without a second factor, replacing any earlier one; shown once. */
export async function issueEnrolmentCode(deps: Pick<Deps, "prisma">, userId: number): Promise<EnrolmentCode> {
  const code = randomCode(CODE_LENGTH);
  const expiresAt = new Date(Date.now() + ENROLMENT_CODE_DAYS * DAY_MS);
  const { count } = await deps.prisma.adminUser.updateMany({
    where: { id: userId, totpEnabledAt: null },
    data: { enrolmentCodeHash: typedCodeHash(code), enrolmentCodeExpiresAt: expiresAt },
  });
  if (count === 0) {
    if (!(await deps.prisma.adminUser.findUnique({ where: { id: userId }, select: { id: true } })))
      throw notFound("User");
    throw conflict("totp_already_enabled", "The account has a second factor already; reset it first");
  }
  return { code, expiresAt: expiresAt.toISOString() };
}
