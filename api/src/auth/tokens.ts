// Admin tokens: HS256 JWTs signed by the server. Verification pins the algorithm (so "alg: none"
// or an RS/HS confusion is refused) and requires an expiry no further from the issue time than
// the configured lifetime, so no token lives longer than JWT_TTL_HOURS says, whoever signed it.
// Other tokens signed with the same secret (newsletter links, api/src/newsletter/) carry an
// audience and are refused here. A token also names the account version it was issued for:
// guard.ts refuses it once the account has changed (sessions.ts).
import { SignJWT, jwtVerify, errors } from "jose";
import { Role } from "@shop/shared";

const ROLES: readonly unknown[] = Object.values(Role);

export interface AdminClaims {
  username: string;
  role: Role;
  userId: number;
  /** AdminUser.version when the token was issued. */
  version: number;
}

export interface TokenService {
  sign(claims: AdminClaims): Promise<string>;
  verify(token: string): Promise<AdminClaims | null>;
}

/** Every token the shop signs names it; other kinds of token (newsletter links) add an audience. */
export const TOKEN_ISSUER = "testkit-shop";
/** Clocks of several instances may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const lifetimeSeconds = Math.round(ttlHours * 3600);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, uid: claims.userId, ver: claims.version })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.username)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: TOKEN_ISSUER,
          requiredClaims: ["exp", "iat", "sub"],
          // Refuses a token issued too long ago (and, with the check below, one that claims a longer life).
          maxTokenAge: lifetimeSeconds + CLOCK_TOLERANCE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const { sub, uid, ver, role, exp, iat, aud } = payload;
        // Admin tokens carry no audience: a token made for another purpose (a newsletter link,
        // signed with the same secret) is never a session.
        if (aud !== undefined) return null;
        if (typeof sub !== "string" || typeof uid !== "number" || typeof ver !== "number" || !ROLES.includes(role))
          return null;
        if (exp! - iat! > lifetimeSeconds + CLOCK_TOLERANCE_SECONDS) return null;
        if (iat! > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) return null;
        return { username: sub, role: role as Role, userId: uid, version: ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
