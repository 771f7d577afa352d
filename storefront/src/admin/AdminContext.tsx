import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { adminSession, browserAdminTokens, isAdministrator } from "@shop/admin-client/token";

interface AdminContextValue {
  isAdmin: boolean;
  token: string | null;
  login: (token: string) => boolean;
  logout: () => void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/**
 * The storefront edits inline for administrators (docs/storefront.md §7): the stored token, when
 * it is unexpired and names role ADMIN. The console keeps it in the same place.
 */
const adminTokenOrNull = (token: string | null) => (isAdministrator(adminSession(token)) ? token : null);

export function AdminProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => adminTokenOrNull(browserAdminTokens.read()));

  const login = useCallback((next: string) => {
    // Stored whatever its role: support staff who sign in here are signed in to the console too.
    browserAdminTokens.store(next);
    const admin = adminTokenOrNull(next);
    setToken(admin);
    return admin !== null;
  }, []);

  const logout = useCallback(() => {
    browserAdminTokens.clear();
    setToken(null);
  }, []);

  const value = useMemo(() => ({ isAdmin: token !== null, token, login, logout }), [token, login, logout]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin must be used inside AdminProvider");
  return value;
}
