import { describe, expect, it } from "vitest";
import { toHttpError } from "../api/apiError.ts";
import { codeFailure } from "./codeFailure.ts";

describe("codeFailure", () => {
  it("names a wrong code, too many of them, and anything else", () => {
    const wrong = toHttpError(400, { error: { code: "totp_invalid", message: "no", field: "code" } }, "Bad Request");
    expect(codeFailure(wrong)).toBe("app.account.totp.errors.invalid");
    const limited = toHttpError(429, { error: { code: "too_many_attempts", message: "wait" } }, "Too Many");
    expect(codeFailure(limited)).toBe("app.account.totp.errors.too_many_attempts");
    expect(codeFailure(toHttpError(409, { error: { code: "totp_not_started", message: "x" } }, "Conflict"))).toBe(
      "app.account.totp.errors.failed",
    );
    expect(codeFailure(new TypeError("Failed to fetch"))).toBe("app.account.totp.errors.failed");
  });

  it("names a missing and a refused enrolment code", () => {
    for (const code of ["enrolment_code_required", "enrolment_code_invalid"])
      expect(
        codeFailure(toHttpError(403, { error: { code, message: "no", field: "enrolmentCode" } }, "Forbidden")),
      ).toBe(`app.account.totp.errors.${code}`);
  });
});
