import { SWRConfig } from "swr";
import { BrowserRouter } from "react-router-dom";
import { AdminProvider } from "../admin/AdminContext.tsx";
import { fetchJson } from "../api/client.ts";
import { AppRoutes } from "./routes.tsx";
import { CartProvider } from "../cart/CartContext.tsx";
import { ConsentProvider } from "../consent/ConsentContext.tsx";

/** Catalog data changes rarely; refetching on every tab focus would only cost phone data. */
const swrOptions = { fetcher: fetchJson, revalidateOnFocus: false, dedupingInterval: 30_000, errorRetryCount: 2 };

export function App() {
  return (
    <SWRConfig value={swrOptions}>
      <BrowserRouter>
        <AdminProvider>
          <CartProvider>
            <ConsentProvider>
              <AppRoutes />
            </ConsentProvider>
          </CartProvider>
        </AdminProvider>
      </BrowserRouter>
    </SWRConfig>
  );
}
