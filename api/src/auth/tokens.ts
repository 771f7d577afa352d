// Admin tokens: HS256 JWTs signed by the server, with expiry and a role claim. Verification
// pins the algorithm, so "alg: none" or an RS/HS confusion is refused.
import { SignJWT, jwtVerify, errors } from "jose";

export type Role = "ADMIN" | "SUPPORT";
export const ROLES: readonly Role[] = ["ADMIN", "SUPPORT"];

export interface AdminClaims {
  username: string;
  role: Role;
  userId: number;
}

export interface TokenService {
  sign(claims: AdminClaims): Promise<string>;
  verify(token: string): Promise<AdminClaims | null>;
}

const ISSUER = "testkit-shop";

export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, uid: claims.userId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.username)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${Math.round(ttlHours * 3600)}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER });
        const role = payload.role;
        if (typeof payload.sub !== "string" || typeof payload.uid !== "number" || !ROLES.includes(role as Role)) return null;
        return { username: payload.sub, role: role as Role, userId: payload.uid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
