import { HttpError } from "react-admin";
import { apiErrorOf } from "../api/apiError.ts";

/** The message key for a refused code (an enrolment code, confirming or turning off the second factor). */
export function codeFailure(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return "app.account.totp.errors.too_many_attempts";
  const code = apiErrorOf(error)?.code;
  if (code === "enrolment_code_required" || code === "enrolment_code_invalid") return `app.account.totp.errors.${code}`;
  if (code === "totp_invalid" || (error instanceof HttpError && error.status === 400))
    return "app.account.totp.errors.invalid";
  return "app.account.totp.errors.failed";
}
