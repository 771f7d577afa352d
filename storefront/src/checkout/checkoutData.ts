// The checkout's address data (docs/storefront.md §4) and how it is kept in local storage.
export interface BillingData {
  fullName: string;
  /** Optional, as is addressLine2. */
  company: string;
  countryCode: string;
  countryName: string;
  phone: string;
  address: string;
  addressLine2: string;
  city: string;
  postcode: string;
}

export interface ShippingData extends BillingData {
  email: string;
  differentBilling: boolean;
}

export const EMPTY_BILLING: BillingData = {
  fullName: "",
  company: "",
  countryCode: "",
  countryName: "",
  phone: "",
  address: "",
  addressLine2: "",
  city: "",
  postcode: "",
};

export const EMPTY_SHIPPING: ShippingData = { ...EMPTY_BILLING, email: "", differentBilling: false };

export const STORAGE_KEYS = {
  shipping: "checkout_shippingData",
  billing: "checkout_billingData",
  differentBilling: "differentBilling",
} as const;

function readJson(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Copies only the known string fields, so stale or hostile storage cannot add anything. */
function pickStrings<T extends object>(empty: T, stored: Record<string, unknown> | null): T {
  const result = { ...empty };
  if (!stored) return result;
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    if (typeof stored[key] === "string") (result as Record<string, unknown>)[key] = stored[key];
  }
  return result;
}

export function loadShipping(): ShippingData {
  const stored = readJson(STORAGE_KEYS.shipping);
  const shipping = pickStrings(EMPTY_SHIPPING, stored);
  // The shipping data's own flag wins; otherwise the separately remembered checkbox.
  if (typeof stored?.differentBilling === "boolean") {
    shipping.differentBilling = stored.differentBilling;
  } else {
    try {
      shipping.differentBilling = localStorage.getItem(STORAGE_KEYS.differentBilling) === "true";
    } catch {
      shipping.differentBilling = false;
    }
  }
  return shipping;
}

export function loadBilling(): BillingData {
  return pickStrings(EMPTY_BILLING, readJson(STORAGE_KEYS.billing));
}

/**
 * The addresses as the checkout starts with them: a form without a country gets `country` (the
 * page language's, docs/storefront.md §4), so a shopper on /de finds Germany chosen.
 */
export function withCountry<T extends BillingData>(data: T, country: { code: string; name: string } | null): T {
  return data.countryCode || !country ? data : { ...data, countryCode: country.code, countryName: country.name };
}

/** A delivery country chosen outside the checkout (a product page): the shipping data keeps it, the rest as it was. */
export function saveShippingCountry(code: string, name: string): void {
  try {
    const stored = readJson(STORAGE_KEYS.shipping) ?? {};
    localStorage.setItem(STORAGE_KEYS.shipping, JSON.stringify({ ...stored, countryCode: code, countryName: name }));
  } catch {
    // Storage refused: the page shows the country for this visit only.
  }
}

export function saveCheckout(shipping: ShippingData, billing: BillingData): void {
  try {
    localStorage.setItem(STORAGE_KEYS.shipping, JSON.stringify(shipping));
    localStorage.setItem(STORAGE_KEYS.billing, JSON.stringify(billing));
    localStorage.setItem(STORAGE_KEYS.differentBilling, String(shipping.differentBilling));
  } catch {
    // Storage refused: the form keeps its values for this visit.
  }
}

/** The full name splits at the first whitespace: first name, then the rest as last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const match = /\s+/.exec(trimmed);
  if (!match) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, match.index), lastName: trimmed.slice(match.index).trim() };
}
