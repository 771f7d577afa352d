// The admin token is decoded for display only (docs/storefront.md §7); the API verifies it on every
// write. Anything undecodable, expired or without role ADMIN means "not an admin".
export const ADMIN_TOKEN_STORAGE_KEY = "adminToken";

interface TokenPayload {
  role?: unknown;
  exp?: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeTokenPayload(token: string): TokenPayload | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload && typeof payload === "object" ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function isAdminToken(token: string | null, nowSeconds = Date.now() / 1000): boolean {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  if (!payload || payload.role !== "ADMIN") return false;
  return typeof payload.exp !== "number" || payload.exp > nowSeconds;
}

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
