import { describe, expect, it } from "vitest";
import { apiErrorOf, toHttpError } from "./apiError.ts";

describe("toHttpError", () => {
  it("uses the API's message and marks the named field in the form", () => {
    const error = toHttpError(400, { error: { code: "invalid", message: "is required", field: "translations.de.name" } }, "Bad Request");
    expect(error.status).toBe(400);
    expect(error.message).toBe("translations.de.name: is required");
    expect(error.body).toEqual({
      error: { code: "invalid", message: "is required", field: "translations.de.name" },
      errors: { "translations.de.name": "is required", root: { serverError: "translations.de.name: is required" } },
    });
    expect(apiErrorOf(error)?.message).toBe("is required");
  });

  it("keeps a message without a field as a plain notification", () => {
    const error = toHttpError(409, { error: { code: "conflict", message: "Slug already used" } }, "Conflict");
    expect(error.message).toBe("Slug already used");
    expect(error.body).toEqual({ error: { code: "conflict", message: "Slug already used" } });
  });

  it("translates 403 into react-admin's not-authorized message", () => {
    expect(toHttpError(403, { error: { code: "forbidden", message: "Forbidden" } }, "Forbidden").message).toBe(
      "ra.notification.not_authorized",
    );
  });

  it("falls back to the HTTP status text for other bodies", () => {
    expect(toHttpError(502, "<html>", "Bad Gateway").message).toBe("Bad Gateway");
  });
});
