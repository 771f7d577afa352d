// The API's one error shape, produced here and nowhere else:
//   {"error": {"code": "...", "message": "...", "field"?: "..."}}
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import type { ApiErrorBody } from "@shop/shared";
import type { Logger } from "./platform/logger.ts";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, "invalid_request", message, field);
export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") => new ApiError(403, "forbidden", message);
export const conflict = (code: string, message: string, field?: string) => new ApiError(409, code, message, field);
/** A request the order cannot take as it is (a unit it does not have, more units than it has): 422 naming the field. */
export const unprocessable = (message: string, field?: string) => new ApiError(422, "invalid_request", message, field);

/**
 * Turns the first zod issue into a 400 naming the field, e.g. `items.0.quantity`; a custom issue
 * whose params give a 422 and a code (a postcode of another country, @shop/shared/schemas
 * INVALID_POSTCODE) is that error instead.
 */
export function fromZodError(error: ZodError, prefix?: string): ApiError {
  const issue = error.issues[0];
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
  const message = path ? `${path} ${issue.message}` : issue.message;
  const params =
    issue.code === "custom" ? (issue.params as { status?: unknown; code?: unknown } | undefined) : undefined;
  if (params?.status === 422 && typeof params.code === "string")
    return new ApiError(422, params.code, message, path || undefined);
  return new ApiError(400, "invalid_request", message, path || undefined);
}

/** Node's codes of a connection that failed or went silent: no answer came, as opposed to an error answered. */
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

const CONNECTION_CODES = new Set([
  ...NETWORK_ERROR_CODES,
  // PostgreSQL: shutting down, cannot connect now, connection failures, too many connections,
  // statement timeout (57014: the database is too slow to answer in time), lock timeout.
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "57014",
  "55P03",
  // Prisma: cannot reach the database, timed out, a transaction that could not start in time.
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "P2028",
]);

/** True when the database cannot be reached (down, restarting, network), not when a query is wrong. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      kind?: unknown;
      originalCode?: unknown;
    };
    if (typeof candidate.code === "string" && CONNECTION_CODES.has(candidate.code)) return true;
    if (typeof candidate.originalCode === "string" && CONNECTION_CODES.has(candidate.originalCode)) return true;
    if (
      candidate.kind === "DatabaseNotReachable" ||
      candidate.kind === "ConnectionClosed" ||
      candidate.kind === "SocketTimeout"
    )
      return true;
    if (
      typeof candidate.message === "string" &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Can't reach database|Connection ended unexpectedly|terminating connection|Query read timeout|canceling statement due to statement timeout|Transaction already closed|Unable to start a transaction in the given time|Client has encountered a connection error/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** Walks an error and its causes (Prisma wraps driver errors) looking for a PostgreSQL code. */
function hasDatabaseCode(error: unknown, codes: Set<string>, message?: RegExp): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as {
      code?: unknown;
      originalCode?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof candidate.code === "string" && codes.has(candidate.code)) return true;
    if (typeof candidate.originalCode === "string" && codes.has(candidate.originalCode)) return true;
    if (message && typeof candidate.message === "string" && message.test(candidate.message)) return true;
    current = candidate.cause ?? candidate.meta?.driverAdapterError;
  }
  return false;
}

/** Text PostgreSQL cannot store (a NUL character, invalid UTF-8): the client's input, not our fault. */
function isUnstorableText(error: unknown): boolean {
  return hasDatabaseCode(error, new Set(["22021", "22P05"]), /invalid byte sequence|unsupported Unicode escape/i);
}

export function errorBody(code: string, message: string, field?: string): ApiErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** A unique index refused a write that raced another (two saves taking the same slug, say). */
function isUniqueViolation(error: unknown): boolean {
  return hasDatabaseCode(error, new Set(["P2002", "23505"]));
}

/**
 * What a constraint of the database guards, in words a person understands: the database refuses
 * what must never be (prisma/migrations/20261201120000_database_guards), and the code's own checks
 * answer first with their own codes, so these are met only by a write that slipped past them.
 */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  Product_stock_not_negative: "A product's stock cannot go below 0",
  Product_price_not_negative: "A price cannot be negative",
  Product_sale_below_price: "A sale price must be at least 0 and below the regular price",
  Product_archived_not_active: "An archived product cannot be put on sale again",
  Product_gtin_check: "A GTIN must have 8, 12, 13 or 14 digits and end in its check digit",
  Product_manufacturerContact_check: "The manufacturer's contact must be an e-mail address or an http(s) web address",
  Product_euResponsiblePerson_check: "The EU responsible person is either named or left out (null), never blank",
  ProductPrice_price_not_negative: "A price cannot be negative",
  OrderItem_quantity_positive: "An order line needs a quantity of at least 1",
  OrderItem_price_not_negative: "A price cannot be negative",
  OrderItem_discount_within_line: "A line's discount cannot be negative or more than the line costs",
  OrderItem_vat_rate_range: "A VAT rate must be at least 0 and below 100 %",
  Order_amounts_not_negative: "An order's amounts cannot be negative",
  Order_numbers_from_documents: "An order's invoice and credit note numbers come from its issued documents",
  Refund_amounts_not_negative: "A refund's amounts cannot be negative",
  Refund_within_payment: "The refunds of an order cannot add up to more than was paid",
  TestPayment_refund_within_payment: "A payment cannot be refunded beyond its amount",
  IssuedDocument_unchanged: "An issued invoice or credit note cannot be changed",
  DiscountCode_value_range: "A percentage discount must be from 1 to 100, an amount more than 0",
  DiscountCode_limits_positive: "A code's minimum order cannot be negative, and its limits must be at least 1",
  DiscountCode_window_order: "A code's validity must start before it ends",
  DiscountCode_usage_within_limit: "This discount code's uses are used up",
  DocumentSequence_last_positive: "A document number must be positive",
};

interface Violation {
  code: string;
  /** The constraint's name ("" when the error does not name one). */
  constraint: string;
  message: string;
}

/** The database error of one of `codes` in `error` or its causes (Prisma wraps the driver's). */
function violationOf(error: unknown, codes: Set<string>): Violation | null {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as {
      code?: unknown;
      originalCode?: unknown;
      originalMessage?: unknown;
      message?: unknown;
      constraint?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    const code = typeof candidate.originalCode === "string" ? candidate.originalCode : candidate.code;
    if (typeof code === "string" && codes.has(code)) {
      const message = [candidate.originalMessage, candidate.message].find((m) => typeof m === "string") ?? "";
      const named = typeof candidate.constraint === "string" ? candidate.constraint : undefined;
      const constraint = named ?? /constraint "([^"]+)"/.exec(message)?.[1] ?? "";
      return { code, constraint, message };
    }
    current = candidate.cause ?? candidate.meta?.driverAdapterError;
  }
  return null;
}

/** A row refused by a CHECK constraint or a trigger guarding one (23514). */
const CHECK_VIOLATION = new Set(["23514"]);
/** A reference refused (23503): to a row that does not exist, or from rows still referring (also 23001, RESTRICT). */
const REFERENCE_VIOLATION = new Set(["23503", "23001"]);

/** The database refused a write that breaks one of its rules: 422 for a value, 409 for a row still referred to. */
function ruleViolation(error: unknown): ApiError | null {
  const check = violationOf(error, CHECK_VIOLATION);
  if (check)
    return new ApiError(
      422,
      "rule_violated",
      CONSTRAINT_MESSAGES[check.constraint] ??
        `The change breaks a rule of the shop's data${check.constraint ? ` (${check.constraint})` : ""}`,
    );
  const reference = violationOf(error, REFERENCE_VIOLATION);
  if (!reference) return null;
  return reference.code === "23001" || /update or delete on table/i.test(reference.message)
    ? new ApiError(409, "still_referenced", "Other records still refer to this one, so it cannot be removed")
    : new ApiError(422, "unknown_reference", "The change refers to a record that does not exist");
}

export function handleError(error: Error, c: Context, logger: Logger) {
  const response = errorResponse(error, c, logger);
  // A body refused as too large is left unread on the connection: the connection is closed after
  // the answer, and says so, so the client sends its next request on a new one instead of losing it.
  if (response.status === 413) response.headers.set("Connection", "close");
  return response;
}

function errorResponse(error: Error, c: Context, logger: Logger): Response {
  // The body went over its route's limit while being read; whatever the reader made of the cut
  // stream (a parse error, say), the answer is 413.
  if (c.get("bodyTooLarge")) {
    return c.json(errorBody("payload_too_large", "The request body is too large"), 413);
  }
  if (error instanceof ApiError) {
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.field), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthorized" : "invalid_request";
    const message = status === 413 ? "The request body is too large" : error.message || "Bad request";
    return c.json(errorBody(code, message), status);
  }
  if (isUniqueViolation(error)) {
    return c.json(
      errorBody(
        "conflict",
        "Another record already uses this value (it was taken a moment ago); change it and try again",
      ),
      409,
    );
  }
  const violation = ruleViolation(error);
  if (violation) {
    logger.warn({ err: error, path: c.req.path }, "the database refused a write");
    return c.json(errorBody(violation.code, violation.message), violation.status);
  }
  if (isUnstorableText(error)) {
    return c.json(
      errorBody("invalid_request", "The request contains characters that are not allowed (such as NUL)"),
      400,
    );
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, "database unavailable");
    c.header("Retry-After", "5");
    return c.json(
      errorBody("service_unavailable", "The shop's database is unavailable; please try again shortly"),
      503,
    );
  }
  logger.error({ err: error, path: c.req.path }, "unhandled error");
  return c.json(errorBody("internal_error", "Something went wrong on our side"), 500);
}
