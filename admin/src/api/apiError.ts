import type { ApiErrorBody } from "@shop/shared";
import { saveFailureOf } from "@shop/admin-client/saves";
import { HttpError } from "react-admin";

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

/** The API's own error, when the HttpError came from one. */
export function apiErrorOf(error: unknown): ApiErrorBody["error"] | undefined {
  if (!(error instanceof HttpError)) return undefined;
  return isApiErrorBody(error.body) ? error.body.error : undefined;
}

/** The console's message for a stale save, in the admin's language, saying what to do. */
export const STALE_RECORD_MESSAGE = "app.conflict.stale_record";

/** A save over a record that someone else saved after the form loaded it (409 stale_record). */
export function isStaleRecord(error: unknown): boolean {
  return (
    error instanceof HttpError && saveFailureOf(error.status as number, apiErrorOf(error)?.code) === "stale_record"
  );
}

/**
 * Turns an API error answer (`{error:{code,message,field?}}`) into the HttpError react-admin
 * understands: the message for the notification and, when the API names a field, `body.errors`
 * so the form marks that input (react-admin's server-side validation).
 */
/** The shop requires a second factor and the account has none yet (STAFF_2FA=required). */
export const ENROLMENT_REQUIRED_MESSAGE = "app.account.totp.enrolment_required";

/**
 * Refusals of a field that the console words in the admin's language, by the API's code: at the
 * field, and in the notification of the refused save (react-admin translates both). Any other
 * refusal shows the API's own message.
 */
const REFUSAL_MESSAGES: Record<string, { field: string; notice: string }> = {
  product_safety_missing: {
    field: "resources.products.errors.needed_on_sale",
    notice: "resources.products.errors.not_ready_for_sale",
  },
};

export function toHttpError(status: number, body: unknown, fallbackMessage: string): HttpError {
  if (status === 403 && isApiErrorBody(body) && body.error.code === "totp_enrolment_required")
    return new HttpError(ENROLMENT_REQUIRED_MESSAGE, status, body);
  if (status === 403) return new HttpError("ra.notification.not_authorized", status, body);
  if (!isApiErrorBody(body)) return new HttpError(fallbackMessage, status, body);
  // Not a wrong field but a whole record that changed: a notification, never a form error.
  if (saveFailureOf(status, body.error.code) === "stale_record")
    return new HttpError(STALE_RECORD_MESSAGE, status, body);
  const { message, field } = body.error;
  if (!field) return new HttpError(message, status, body);
  const own = REFUSAL_MESSAGES[body.error.code];
  const notice = own?.notice ?? `${field}: ${message}`;
  return new HttpError(notice, status, {
    ...body,
    errors: { [field]: own?.field ?? message, root: { serverError: notice } },
  });
}
