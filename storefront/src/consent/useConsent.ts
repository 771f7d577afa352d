// The visitor's consent as the components below ConsentProvider (ConsentContext.tsx) read it. Kept
// apart from the provider, which loads the banner lazily: the banner reads this, not the provider.
import { createContext, useContext } from "react";
import type { CookieConsent } from "./consentStorage.ts";

export interface ConsentContextValue {
  consent: CookieConsent | null;
  save: (consent: CookieConsent) => void;
  openSettings: () => void;
  /** The cookie banner is on screen (at the bottom): bars fixed there stay away meanwhile. */
  bannerOpen: boolean;
}

export const ConsentContext = createContext<ConsentContextValue | null>(null);

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside ConsentProvider");
  return value;
}
