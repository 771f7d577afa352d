// The sign-in's and the second factor's requests, validated by validJson (auth/login.routes.ts,
// admin/account.routes.ts).
import { z } from "zod";
import { text } from "@shop/shared/schemas";

/** A code of an authenticator app (six digits) or one of the recovery codes; spaces are ignored. */
const secondFactorCodeSchema = z.string().trim().max(40, "must be at most 40 characters");

export const loginSchema = z.object({
  username: text(100),
  password: z.string().min(1, "is required").max(200),
  /** Required once the account has a second factor; left out or empty, the answer is 401 totp_required. */
  totp: secondFactorCodeSchema.optional().transform((code) => code || undefined),
});

/** Confirming an enrolment, or turning the second factor off. */
export const secondFactorCodeBodySchema = z.object({
  code: secondFactorCodeSchema.min(1, "is required"),
});

/** Starting an enrolment: with STAFF_2FA=required, the one-time enrolment code (auth/enrolment-codes.ts). */
export const enrolmentStartSchema = z.object({
  enrolmentCode: z
    .string()
    .trim()
    .max(60, "must be at most 60 characters")
    .optional()
    .transform((code) => code || undefined),
});
