import { describe, expect, it } from "vitest";
import {
  apiErrorOf,
  ENROLMENT_REQUIRED_MESSAGE,
  isStaleRecord,
  STALE_RECORD_MESSAGE,
  toHttpError,
} from "./apiError.ts";

describe("toHttpError", () => {
  it("uses the API's message and marks the named field in the form", () => {
    const error = toHttpError(
      400,
      { error: { code: "invalid", message: "is required", field: "translations.de.name" } },
      "Bad Request",
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("translations.de.name: is required");
    expect(error.body).toEqual({
      error: { code: "invalid", message: "is required", field: "translations.de.name" },
      errors: { "translations.de.name": "is required", root: { serverError: "translations.de.name: is required" } },
    });
    expect(apiErrorOf(error)?.message).toBe("is required");
  });

  it("marks a field a product on sale needs with the console's own words, in the admin's language", () => {
    const body = {
      error: {
        code: "product_safety_missing",
        message: "A product on sale needs the manufacturer's postal address (product safety information)",
        field: "manufacturerAddress",
      },
    };
    const error = toHttpError(422, body, "Unprocessable");
    expect(error.message).toBe("resources.products.errors.not_ready_for_sale");
    expect((error.body as { errors: Record<string, unknown> }).errors).toEqual({
      manufacturerAddress: "resources.products.errors.needed_on_sale",
      root: { serverError: "resources.products.errors.not_ready_for_sale" },
    });
  });

  it("keeps a message without a field as a plain notification", () => {
    const error = toHttpError(409, { error: { code: "conflict", message: "Slug already used" } }, "Conflict");
    expect(error.message).toBe("Slug already used");
    expect(error.body).toEqual({ error: { code: "conflict", message: "Slug already used" } });
  });

  it("turns a stale save (409 stale_record) into the console's own message, never a field error", () => {
    const body = {
      error: {
        code: "stale_record",
        message: "The product was changed by someone else since you opened it",
        field: "version",
      },
    };
    const error = toHttpError(409, body, "Conflict");
    expect(error.message).toBe(STALE_RECORD_MESSAGE);
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
    expect(isStaleRecord(error)).toBe(true);
    expect(isStaleRecord(toHttpError(409, { error: { code: "out_of_stock", message: "Sold out" } }, "Conflict"))).toBe(
      false,
    );
  });

  it("translates 403 into react-admin's not-authorized message", () => {
    expect(toHttpError(403, { error: { code: "forbidden", message: "Forbidden" } }, "Forbidden").message).toBe(
      "ra.notification.not_authorized",
    );
  });

  it("says so when the shop requires a second factor the account does not have yet", () => {
    const body = { error: { code: "totp_enrolment_required", message: "Set up a second factor" } };
    expect(toHttpError(403, body, "Forbidden").message).toBe(ENROLMENT_REQUIRED_MESSAGE);
  });

  it("falls back to the HTTP status text for other bodies", () => {
    expect(toHttpError(502, "<html>", "Bad Gateway").message).toBe("Bad Gateway");
  });
});
