// The admin token as the front ends see it: the JWT that POST /api/admin-login answers
// (docs/api-contract.md), kept in localStorage under `adminToken`, where the console and the
// storefront both find it (logging in to one logs in to both). The front ends only decode it, with
// jose's decodeJwt, to decide what to show; the API verifies the signature on every call.
import { decodeJwt, type JWTPayload } from "jose";
import { Role } from "@shop/shared/enums";

export const ADMIN_TOKEN_KEY = "adminToken";

const ADMIN_ROLES: readonly unknown[] = Object.values(Role);

/** Who a token speaks for, as its payload says. */
export interface AdminSession {
  username: string;
  role: Role;
  /** Expiry, seconds since the epoch (the token's `exp`). */
  exp: number;
}

/** The token's claims, expired or not; null for anything undecodable or not a staff token (no name, role or expiry). */
export function decodeAdminToken(token: string | null | undefined): AdminSession | null {
  if (!token) return null;
  let payload: JWTPayload;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const { sub, role, exp } = payload;
  if (typeof sub !== "string" || typeof exp !== "number") return null;
  if (!ADMIN_ROLES.includes(role)) return null;
  return { username: sub, role: role as Role, exp };
}

/** The session a token still speaks for at `nowMs`, else null; the expiry second itself is past. */
export function adminSession(token: string | null | undefined, nowMs = Date.now()): AdminSession | null {
  const session = decodeAdminToken(token);
  return session && session.exp * 1000 > nowMs ? session : null;
}

/** The storefront edits inline for administrators only; support staff work in the console. */
export const isAdministrator = (session: AdminSession | null): boolean => session?.role === "ADMIN";

export type TokenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface AdminTokens {
  /** The stored token, usable or not; null when none is stored. */
  read(): string | null;
  /** The stored token's session, or null when none is stored or it is no longer usable. */
  session(nowMs?: number): AdminSession | null;
  store(token: string): void;
  clear(): void;
}

/**
 * The token kept in `storage`. Storage that is missing or refuses (a blocked or full
 * localStorage) holds nothing: the session then lasts until the page is reloaded.
 */
export function adminTokens(storage: () => TokenStorage | null | undefined): AdminTokens {
  function use<T>(action: (target: TokenStorage) => T, fallback: T): T {
    try {
      const target = storage();
      return target ? action(target) : fallback;
    } catch {
      return fallback;
    }
  }
  const read = () => use((target) => target.getItem(ADMIN_TOKEN_KEY), null);
  return {
    read,
    session: (nowMs) => adminSession(read(), nowMs),
    store: (token) => use((target) => target.setItem(ADMIN_TOKEN_KEY, token), undefined),
    clear: () => use((target) => target.removeItem(ADMIN_TOKEN_KEY), undefined),
  };
}

/** The page's token, in its localStorage (read when used, never at import). */
export const browserAdminTokens: AdminTokens = adminTokens(() => globalThis.localStorage);
