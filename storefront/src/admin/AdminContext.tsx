import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { ADMIN_TOKEN_STORAGE_KEY, isAdminToken, readAdminToken } from "./adminToken.ts";

interface AdminContextValue {
  isAdmin: boolean;
  token: string | null;
  login: (token: string) => boolean;
  logout: () => void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => {
    const stored = readAdminToken();
    return isAdminToken(stored) ? stored : null;
  });

  const login = useCallback((next: string) => {
    try {
      localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, next);
    } catch {
      // Storage refused: the session still works until the page is reloaded.
    }
    const admin = isAdminToken(next);
    setToken(admin ? next : null);
    return admin;
  }, []);

  const logout = useCallback(() => {
    try {
      localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing stored to remove.
    }
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
