import type { AdminUserRecord } from "@shop/shared";

/** The same key the storefront uses: logging in to one logs in to both. */
export const ADMIN_TOKEN_KEY = "adminToken";

export type AdminRole = AdminUserRecord["role"];
const ROLES: readonly AdminRole[] = ["ADMIN", "SUPPORT"];

/** What the API signs into an admin token (docs/api-contract.md). */
export interface AdminTokenPayload {
  sub: string;
  role: AdminRole;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of a JWT without verifying it: the console only needs it to decide what
 * to show; the API verifies the signature on every call.
 */
export function decodeAdminToken(token: string | null): AdminTokenPayload | null {
  const payloadSegment = token?.split(".")[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    if (typeof payload !== "object" || payload === null) return null;
    const { sub, role, exp } = payload as Record<string, unknown>;
    if (typeof sub !== "string" || typeof exp !== "number") return null;
    if (!ROLES.includes(role as AdminRole)) return null;
    return { sub, role: role as AdminRole, exp };
  } catch {
    return null;
  }
}

export function isExpired(payload: AdminTokenPayload, nowMs: number): boolean {
  return payload.exp * 1000 <= nowMs;
}
