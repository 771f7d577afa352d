// The newsletter e-mail's links carry a signed token: HS256 with the shop's JWT secret (the admin
// tokens' one, api/src/auth/tokens.ts), but with an audience naming what the link does. Each
// verification requires its own audience, and admin tokens refuse any audience, so a confirmation
// link never unsubscribes, an unsubscribe link never confirms, and neither is ever a session (nor
// a session a link). A token names the subscriber by id (no address in URLs or logs).
import { SignJWT, errors, jwtVerify } from "jose";
import { NEWSLETTER_CONFIRM_DAYS, type NewsletterLinkProblem } from "@shop/shared";
import { TOKEN_ISSUER } from "../auth/tokens.ts";

type NewsletterLinkPurpose = "confirm" | "unsubscribe";

const AUDIENCES: Record<NewsletterLinkPurpose, string> = {
  confirm: "newsletter-confirm",
  unsubscribe: "newsletter-unsubscribe",
};
const CONFIRM_SECONDS = NEWSLETTER_CONFIRM_DAYS * 24 * 3600;
/** Clocks of several instances may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

export type NewsletterLinkCheck =
  | { ok: true; subscriberId: number }
  /** `subscriberId` only for a genuine link that has expired (its page then speaks the subscriber's language). */
  | { ok: false; problem: NewsletterLinkProblem; subscriberId?: number };

export interface NewsletterTokens {
  sign(purpose: NewsletterLinkPurpose, subscriberId: number): Promise<string>;
  verify(purpose: NewsletterLinkPurpose, token: string): Promise<NewsletterLinkCheck>;
}

function subscriberIdOf(sub: unknown): number | undefined {
  if (typeof sub !== "string" || !/^[1-9]\d{0,9}$/.test(sub)) return undefined;
  return Number(sub);
}

/** `now`: the clock tokens are issued and checked by (tests move it). */
export function createNewsletterTokens(secret: string, now: () => Date = () => new Date()): NewsletterTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(purpose, subscriberId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(AUDIENCES[purpose])
        .setSubject(String(subscriberId))
        .setIssuedAt(issuedAt);
      // Unsubscribing must keep working from any newsletter ever received: no expiry.
      if (purpose === "confirm") token.setExpirationTime(issuedAt + CONFIRM_SECONDS);
      return token.sign(key);
    },
    async verify(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: TOKEN_ISSUER,
          audience: AUDIENCES[purpose],
          requiredClaims: purpose === "confirm" ? ["sub", "iat", "exp"] : ["sub", "iat"],
          // A confirmation link signed with a longer life than the shop gives is expired all the same.
          maxTokenAge: purpose === "confirm" ? CONFIRM_SECONDS + CLOCK_TOLERANCE_SECONDS : undefined,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
        });
        const subscriberId = subscriberIdOf(payload.sub);
        if (subscriberId === undefined) return { ok: false, problem: "invalid" };
        return { ok: true, subscriberId };
      } catch (error) {
        // The signature was checked before the times: an expired link is genuine, and names its subscriber.
        if (error instanceof errors.JWTExpired)
          return { ok: false, problem: "expired", subscriberId: subscriberIdOf(error.payload.sub) };
        if (error instanceof errors.JOSEError) return { ok: false, problem: "invalid" };
        throw error;
      }
    },
  };
}
