// The restock alert's confirmation link carries a signed token like the newsletter's
// (api/src/newsletter/newsletter-tokens.ts): HS256 with the shop's JWT secret and an audience of its
// own, so it never confirms a newsletter, never unsubscribes and is never a session. It names the
// alert by id (no address in URLs or logs) and expires NEWSLETTER_CONFIRM_DAYS after it was signed.
import { SignJWT, errors, jwtVerify } from "jose";
import { NEWSLETTER_CONFIRM_DAYS, type NewsletterLinkProblem } from "@shop/shared";
import { TOKEN_ISSUER } from "../auth/tokens.ts";

const AUDIENCE = "restock-alert-confirm";
const CONFIRM_SECONDS = NEWSLETTER_CONFIRM_DAYS * 24 * 3600;
const CLOCK_TOLERANCE_SECONDS = 30;

export type RestockLinkCheck =
  | { ok: true; alertId: number }
  /** `alertId` only for a genuine link that has expired. */
  | { ok: false; problem: NewsletterLinkProblem; alertId?: number };

export interface RestockTokens {
  sign(alertId: number): Promise<string>;
  verify(token: string): Promise<RestockLinkCheck>;
}

function alertIdOf(sub: unknown): number | undefined {
  if (typeof sub !== "string" || !/^[1-9]\d{0,9}$/.test(sub)) return undefined;
  return Number(sub);
}

/** `now`: the clock tokens are issued and checked by (tests move it). */
export function createRestockTokens(secret: string, now: () => Date = () => new Date()): RestockTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(alertId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(alertId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + CONFIRM_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: TOKEN_ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["sub", "iat", "exp"],
          maxTokenAge: CONFIRM_SECONDS + CLOCK_TOLERANCE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
        });
        const alertId = alertIdOf(payload.sub);
        return alertId === undefined ? { ok: false, problem: "invalid" } : { ok: true, alertId };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          return { ok: false, problem: "expired", alertId: alertIdOf(error.payload.sub) };
        if (error instanceof errors.JOSEError) return { ok: false, problem: "invalid" };
        throw error;
      }
    },
  };
}
