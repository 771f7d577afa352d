import { SWRConfig } from "swr";
import { BrowserRouter } from "react-router-dom";
import { AdminProvider } from "../admin/AdminContext.tsx";
import { AppRoutes } from "./routes.tsx";
import { CartProvider } from "../cart/CartContext.tsx";
import { ConsentProvider } from "../consent/ConsentContext.tsx";

/**
 * Catalog data changes rarely; refetching on every tab focus would only cost phone data. Every
 * read brings its own fetcher: a typed call of the API client (storefront/src/api/client.ts).
 */
const swrOptions = { revalidateOnFocus: false, dedupingInterval: 30_000, errorRetryCount: 2 };

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
