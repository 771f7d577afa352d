import type { LoginResponse } from "@shop/shared";
import type { AuthProvider } from "react-admin";
import { canRoleAccess } from "./access.ts";
import { ADMIN_TOKEN_KEY, decodeAdminToken, isExpired, type AdminTokenPayload } from "./adminToken.ts";

export interface AuthProviderDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  fetch: typeof fetch;
  now: () => number;
}

/** Errors carry translation keys; react-admin translates them in its notifications. */
const MESSAGES = {
  invalidCredentials: "app.auth.invalid_credentials",
  tooManyAttempts: "app.auth.too_many_attempts",
  loginFailed: "ra.auth.sign_in_error",
  roleNotAllowed: "app.auth.role_not_allowed",
  sessionExpired: "app.auth.session_expired",
} as const;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === "number" ? status : undefined;
}

export function createAuthProvider({ storage, fetch, now }: AuthProviderDeps): AuthProvider {
  /** The stored token's payload when it is still usable, otherwise null. */
  const currentSession = (): AdminTokenPayload | null => {
    const payload = decodeAdminToken(storage.getItem(ADMIN_TOKEN_KEY));
    return payload && !isExpired(payload, now()) ? payload : null;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const response = await fetch("/api/admin-login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ username, password }),
      });
      if (response.status === 401) throw new Error(MESSAGES.invalidCredentials);
      if (response.status === 429) throw new Error(MESSAGES.tooManyAttempts);
      if (!response.ok) throw new Error(MESSAGES.loginFailed);
      const { token } = (await response.json()) as LoginResponse;
      const payload = decodeAdminToken(token);
      if (!payload) throw new Error(MESSAGES.roleNotAllowed);
      storage.setItem(ADMIN_TOKEN_KEY, token);
    },

    async logout() {
      storage.removeItem(ADMIN_TOKEN_KEY);
    },

    async checkAuth() {
      if (currentSession()) return;
      // Someone who never logged in just sees the login page, without an error message.
      if (storage.getItem(ADMIN_TOKEN_KEY) === null) throw { message: false };
      throw new Error(MESSAGES.sessionExpired);
    },

    async checkError(error: unknown) {
      // 401: the token is missing, expired or revoked: log out. 403: the role may not do
      // this; stay logged in and let the view show the error.
      if (statusOf(error) === 401) throw new Error(MESSAGES.sessionExpired);
    },

    async getIdentity() {
      const session = currentSession();
      if (!session) throw new Error(MESSAGES.sessionExpired);
      return { id: session.sub, fullName: session.sub };
    },

    async getPermissions() {
      return currentSession()?.role;
    },

    async canAccess({ resource, action }) {
      const session = currentSession();
      return session !== null && canRoleAccess(session.role, resource, action);
    },
  };
}
