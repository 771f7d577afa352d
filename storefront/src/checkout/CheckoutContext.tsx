import { languageCountry, type Language } from "@shop/shared";
import { countryName } from "@shop/shared/countries";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLanguage } from "../i18n/useLanguage.ts";
import {
  loadBilling,
  loadShipping,
  saveCheckout,
  withCountry,
  type BillingData,
  type ShippingData,
} from "./checkoutData.ts";
import { loadAgeConfirmed, saveAgeConfirmed } from "./ageConfirmation.ts";
import { deliveryCountrySaved } from "./deliveryCountry.ts";

interface CheckoutContextValue {
  shipping: ShippingData;
  billing: BillingData;
  setShipping: (update: (current: ShippingData) => ShippingData) => void;
  setBilling: (update: (current: BillingData) => BillingData) => void;
  /** The shopper confirmed being 18 or older (asked when the cart holds an adults-only product). */
  ageConfirmed: boolean;
  setAgeConfirmed: (confirmed: boolean) => void;
  /** The confirmation is missing where it is needed: the checkbox says so (checkout or payment step). */
  ageError: boolean;
  setAgeError: (missing: boolean) => void;
}

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function CheckoutProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  // An address without a country starts with the page language's (Germany on /de, docs/storefront.md §4).
  const [shipping, setShipping] = useState(() => withCountry(loadShipping(), languageDefault(language)));
  const [billing, setBilling] = useState(() => withCountry(loadBilling(), languageDefault(language)));
  const [ageConfirmed, setAgeConfirmed] = useState(loadAgeConfirmed);
  const [ageError, setAgeError] = useState(false);

  useEffect(() => {
    saveCheckout(shipping, billing);
    deliveryCountrySaved(shipping.countryCode);
  }, [shipping, billing]);
  useEffect(() => saveAgeConfirmed(ageConfirmed), [ageConfirmed]);

  const value = useMemo(
    () => ({ shipping, billing, setShipping, setBilling, ageConfirmed, setAgeConfirmed, ageError, setAgeError }),
    [shipping, billing, ageConfirmed, ageError],
  );
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

/** The language's country with its name, or null (English). */
function languageDefault(language: Language) {
  const code = languageCountry(language);
  return code ? { code, name: countryName(code, language) } : null;
}

export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckout must be used within a CheckoutProvider");
  return value;
}
