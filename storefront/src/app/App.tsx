import { useMemo, type ReactNode } from "react";
import { SWRConfig, type Middleware, type SWRConfiguration } from "swr";
import { BrowserRouter } from "react-router-dom";
import { AdminProvider } from "../admin/AdminContext.tsx";
import { AppRoutes } from "./routes.tsx";
import { CartProvider } from "../cart/CartContext.tsx";
import { ConsentProvider } from "../consent/ConsentContext.tsx";
import { SiteContext, type Site } from "./site.ts";

/**
 * Catalog data changes rarely; refetching on every tab focus would only cost phone data. Every
 * read brings its own fetcher: a typed call of the API client (storefront/src/api/client.ts).
 */
const swrOptions: SWRConfiguration = { revalidateOnFocus: false, dedupingInterval: 30_000, errorRetryCount: 2 };

/**
 * Data the server rendered the page with counts as just fetched: every component that reads it
 * while the page comes up (the footer's categories and the shop's filter, hydrated at different
 * moments) shows it without asking the API again, for as long as SWR would share one request
 * between two mounts (its deduping interval). After that, a mount revalidates as usual.
 */
function serverDataIsFresh(serverKeys: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    // performance.now(): the time since this document was requested, which the server answered.
    const fresh = typeof key === "string" && serverKeys.has(key) && performance.now() < (config.dedupingInterval ?? 0);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}

const NO_DATA: Record<string, unknown> = {};

export interface ShellProps {
  site: Site;
  /** The data the server loaded for the page, by SWR key (app/pageData.ts). */
  fallback?: Record<string, unknown>;
  /** The server's own SWR cache for one render; the browser keeps SWR's default one. */
  provider?: SWRConfiguration["provider"];
  children?: ReactNode;
}

/** The shop inside a router: the server renders it with a static one, the browser with its history. */
export function AppShell({ site, fallback = NO_DATA, provider }: ShellProps) {
  const config = useMemo<SWRConfiguration>(
    () => ({
      ...swrOptions,
      fallback,
      ...(provider ? { provider } : { use: [serverDataIsFresh(new Set(Object.keys(fallback)))] }),
    }),
    [fallback, provider],
  );
  return (
    <SWRConfig value={config}>
      <SiteContext.Provider value={site}>
        <AdminProvider>
          <CartProvider>
            <ConsentProvider>
              <AppRoutes />
            </ConsentProvider>
          </CartProvider>
        </AdminProvider>
      </SiteContext.Provider>
    </SWRConfig>
  );
}

export function App(props: ShellProps) {
  return (
    <BrowserRouter>
      <AppShell {...props} />
    </BrowserRouter>
  );
}
