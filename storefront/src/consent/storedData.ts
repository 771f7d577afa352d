// What the shop and the providers it works with keep in a visitor's browser, per consent category,
// as the privacy settings list it (docs/storefront.md §9): each cookie and storage key, who sets it,
// why and for how long. Names are the keys as the code writes them (the modules that write them
// keep them to themselves); storedData.test.ts reads the storefront's source and fails when a key
// it writes is missing here, or a key of the shop's listed here is written nowhere. The words are
// the translations' (cookies.settings.stored).

export type ConsentCategory = "necessary" | "analytics" | "marketing";

/** Where it is kept: a cookie, or the browser's local storage (until deleted) or session storage (this tab). */
type StorageKind = "cookie" | "local" | "session";

/** Who sets it and reads it: the shop itself, or a provider it works with. */
type StoredDataVendor = "shop" | "stripe" | "paypal" | "google" | "meta";

export interface StoredItem {
  /** The cookie's or key's name; several alike, written as one entry, are separated by ", ". */
  name: string;
  kind: StorageKind;
  vendor: StoredDataVendor;
  /** cookies.settings.stored.purposes.<purpose> */
  purpose: string;
  /** cookies.settings.stored.retention.<retention> */
  retention: string;
}

const shop = (name: string, kind: StorageKind, purpose: string, retention: string): StoredItem => ({
  name,
  kind,
  vendor: "shop",
  purpose,
  retention,
});

export const STORED_DATA: Record<ConsentCategory, readonly StoredItem[]> = {
  necessary: [
    shop("lang", "cookie", "languageCookie", "oneYear"),
    shop("i18nextLng", "local", "language", "untilDeleted"),
    shop("cookieConsent", "local", "consent", "untilDeleted"),
    shop("accepted", "local", "answered", "untilDeleted"),
    shop("cart", "local", "cart", "untilOrdered"),
    shop("discountCode", "local", "discountCode", "untilOrdered"),
    shop("checkout_shippingData", "local", "shippingAddress", "untilDeleted"),
    shop("checkout_billingData", "local", "billingAddress", "untilDeleted"),
    shop("differentBilling", "local", "differentBilling", "untilDeleted"),
    shop("checkout_ageConfirmed", "session", "ageConfirmed", "tab"),
    shop("chunk-reload", "session", "chunkReload", "tab"),
    shop("adminToken", "local", "adminToken", "untilSignedOut"),
    // Set by Stripe.js on the payment page, for card, SEPA Direct Debit and Klarna payments.
    { name: "__stripe_mid", kind: "cookie", vendor: "stripe", purpose: "stripeDevice", retention: "oneYear" },
    { name: "__stripe_sid", kind: "cookie", vendor: "stripe", purpose: "stripeSession", retention: "thirtyMinutes" },
    // Set by PayPal's buttons on PayPal's own domain (PayPal's cookie statement names them).
    {
      name: "ts, ts_c, x-pp-s, nsid",
      kind: "cookie",
      vendor: "paypal",
      purpose: "paypal",
      retention: "upToThreeYears",
    },
  ],
  // The events of storefront/src/analytics/analytics.ts go to the page's gtag: Google Analytics.
  analytics: [
    { name: "_ga", kind: "cookie", vendor: "google", purpose: "analyticsVisitor", retention: "twoYears" },
    { name: "_ga_*", kind: "cookie", vendor: "google", purpose: "analyticsVisit", retention: "twoYears" },
  ],
  // The advertising tag's cookies (consent/adsScript.ts expires them when consent is withdrawn).
  marketing: [
    { name: "_gcl_au", kind: "cookie", vendor: "google", purpose: "adConversions", retention: "ninetyDays" },
    { name: "_fbp", kind: "cookie", vendor: "meta", purpose: "metaAds", retention: "ninetyDays" },
    { name: "IDE", kind: "cookie", vendor: "google", purpose: "googleAds", retention: "thirteenMonths" },
  ],
};
