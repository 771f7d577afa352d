import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { ADMIN_TOKEN_KEY, adminSession, browserAdminTokens, isAdministrator } from "@shop/admin-client/token";
import { browserStore, useBrowserStore } from "../app/browserStore.ts";

interface AdminContextValue {
  isAdmin: boolean;
  token: string | null;
  login: (token: string) => boolean;
  logout: () => void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/**
 * The storefront edits inline for administrators (docs/storefront.md §7): the stored token, when
 * it is unexpired and names role ADMIN. The console keeps it in the same place. Only the browser
 * has it: pages render for a visitor on the server and while hydrating, and switch to the
 * administrator's view once hydrated.
 */
const adminTokenOrNull = (token: string | null) => (isAdministrator(adminSession(token)) ? token : null);

const adminToken = browserStore<string | null>({
  read: () => adminTokenOrNull(browserAdminTokens.read()),
  keys: [ADMIN_TOKEN_KEY],
  serverValue: null,
});

export function AdminProvider({ children }: { children: ReactNode }) {
  const token = useBrowserStore(adminToken);

  const login = useCallback((next: string) => {
    // Stored whatever its role: support staff who sign in here are signed in to the console too.
    browserAdminTokens.store(next);
    const admin = adminTokenOrNull(next);
    adminToken.set(admin);
    return admin !== null;
  }, []);

  const logout = useCallback(() => {
    browserAdminTokens.clear();
    adminToken.set(null);
  }, []);

  const value = useMemo(() => ({ isAdmin: token !== null, token, login, logout }), [token, login, logout]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin must be used inside AdminProvider");
  return value;
}
