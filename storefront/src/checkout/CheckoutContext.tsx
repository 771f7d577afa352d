import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { loadBilling, loadShipping, saveCheckout, type BillingData, type ShippingData } from "./checkoutData.ts";
import { loadAgeConfirmed, saveAgeConfirmed } from "./ageConfirmation.ts";

interface CheckoutContextValue {
  shipping: ShippingData;
  billing: BillingData;
  setShipping: (update: (current: ShippingData) => ShippingData) => void;
  setBilling: (update: (current: BillingData) => BillingData) => void;
  /** The shopper confirmed being 18 or older (asked when the cart holds an adults-only product). */
  ageConfirmed: boolean;
  setAgeConfirmed: (confirmed: boolean) => void;
}

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [shipping, setShipping] = useState(loadShipping);
  const [billing, setBilling] = useState(loadBilling);
  const [ageConfirmed, setAgeConfirmed] = useState(loadAgeConfirmed);

  useEffect(() => saveCheckout(shipping, billing), [shipping, billing]);
  useEffect(() => saveAgeConfirmed(ageConfirmed), [ageConfirmed]);

  const value = useMemo(
    () => ({ shipping, billing, setShipping, setBilling, ageConfirmed, setAgeConfirmed }),
    [shipping, billing, ageConfirmed],
  );
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckout must be used within a CheckoutProvider");
  return value;
}
