// Cookie consent as stored by the banner and the privacy popup (docs/storefront.md §9).
export const CONSENT_STORAGE_KEY = "cookieConsent";
export const ACCEPTED_STORAGE_KEY = "accepted";

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/**
 * What the settings propose before the visitor changes anything, and what "Reject all" stores:
 * nothing optional. Consent is a choice the visitor makes, never a box ticked for them (CJEU
 * C-673/17 Planet49; docs/storefront.md §9).
 */
export const NECESSARY_ONLY: CookieConsent = { necessary: true, analytics: false, marketing: false };
/** "Accept all": every optional cookie. */
export const ALL_COOKIES: CookieConsent = { necessary: true, analytics: true, marketing: true };

export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!value || typeof value !== "object") return null;
    return { necessary: true, analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

export function readConsent(): CookieConsent | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function hasAnswered(): boolean {
  try {
    return localStorage.getItem(ACCEPTED_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

export function storeConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    localStorage.setItem(ACCEPTED_STORAGE_KEY, "true");
  } catch {
    // Storage refused: the choice still applies for this visit.
  }
}
