import type { ApiErrorBody, LoginResponse } from "@shop/shared";
import { adminTokens, decodeAdminToken, type TokenStorage } from "@shop/admin-client/token";
import type { AuthProvider } from "react-admin";
import { canRoleAccess } from "./access.ts";

export interface AuthProviderDeps {
  /** Where the token is kept: the page's localStorage, shared with the storefront. */
  storage: TokenStorage;
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
  totpRequired: "app.auth.totp_required",
  totpInvalid: "app.auth.totp_invalid",
} as const;

/** The login screen asks for the second factor's code after either of these. */
export const SECOND_FACTOR_MESSAGES: readonly string[] = [MESSAGES.totpRequired, MESSAGES.totpInvalid];

/** What a 401 of the login means: a wrong password, or a second factor's code missing or wrong. */
async function loginRefusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const code = body?.error?.code;
  if (code === "totp_required") return MESSAGES.totpRequired;
  if (code === "totp_invalid") return MESSAGES.totpInvalid;
  return MESSAGES.invalidCredentials;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === "number" ? status : undefined;
}

export function createAuthProvider({ storage, fetch, now }: AuthProviderDeps): AuthProvider {
  const tokens = adminTokens(() => storage);
  /** The stored token's session when it is still usable, otherwise null. */
  const currentSession = () => tokens.session(now());

  /* eslint-disable @typescript-eslint/require-await -- react-admin's AuthProvider: every method answers a promise */
  return {
    async login({ username, password, totp }: { username: string; password: string; totp?: string }) {
      const response = await fetch("/api/admin-login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(totp ? { username, password, totp } : { username, password }),
      });
      if (response.status === 401) throw new Error(await loginRefusal(response));
      if (response.status === 429) throw new Error(MESSAGES.tooManyAttempts);
      if (!response.ok) throw new Error(MESSAGES.loginFailed);
      const { token } = (await response.json()) as LoginResponse;
      if (!decodeAdminToken(token)) throw new Error(MESSAGES.roleNotAllowed);
      tokens.store(token);
    },

    async logout() {
      tokens.clear();
    },

    async checkAuth() {
      if (currentSession()) return;
      // Someone who never logged in just sees the login page, without an error message.
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's way to say "no notification"
      if (tokens.read() === null) throw { message: false };
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
      return { id: session.username, fullName: session.username };
    },

    async getPermissions() {
      return currentSession()?.role;
    },

    async canAccess({ resource, action }) {
      const session = currentSession();
      return session !== null && canRoleAccess(session.role, resource, action);
    },
  };
  /* eslint-enable @typescript-eslint/require-await */
}
