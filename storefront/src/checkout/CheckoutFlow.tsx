import { Outlet } from "react-router-dom";
import { CheckoutProvider } from "./CheckoutContext.tsx";

/** Cart → checkout → payment → success share the checkout data; other pages never load it. */
export function CheckoutFlow() {
  return (
    <CheckoutProvider>
      <Outlet />
    </CheckoutProvider>
  );
}
