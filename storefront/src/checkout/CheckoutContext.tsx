import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { loadBilling, loadShipping, saveCheckout, type BillingData, type ShippingData } from "./checkoutData.ts";

interface CheckoutContextValue {
  shipping: ShippingData;
  billing: BillingData;
  setShipping: (update: (current: ShippingData) => ShippingData) => void;
  setBilling: (update: (current: BillingData) => BillingData) => void;
}

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [shipping, setShipping] = useState(loadShipping);
  const [billing, setBilling] = useState(loadBilling);

  useEffect(() => saveCheckout(shipping, billing), [shipping, billing]);

  const value = useMemo(() => ({ shipping, billing, setShipping, setBilling }), [shipping, billing]);
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckout must be used within a CheckoutProvider");
  return value;
}
