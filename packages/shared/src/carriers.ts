// The parcel carriers staff choose from when they ship an order, and each one's public tracking
// page. The order stores the code and the tracking number; the link is made from them wherever
// it is shown (the shipped e-mail, the order status page, the console), so it is never stale.

export const CARRIERS = ["DHL", "DEUTSCHE_POST", "DPD", "GLS", "UPS", "SPEEDY", "ECONT", "OTHER"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carriers' names as they write them (the same in every language). */
export const CARRIER_NAMES: Record<Carrier, string> = {
  DHL: "DHL",
  DEUTSCHE_POST: "Deutsche Post",
  DPD: "DPD",
  GLS: "GLS",
  UPS: "UPS",
  SPEEDY: "Speedy",
  ECONT: "Econt",
  OTHER: "",
};

type Lang = "en" | "de" | "bg";

/**
 * Each carrier's tracking page for a number, in the shopper's language where the carrier has a
 * page in it (English otherwise, or the carrier's only language).
 */
const TRACKING_PAGES: Record<Exclude<Carrier, "OTHER">, (number: string, language: Lang) => string> = {
  DHL: (n, l) =>
    `https://www.dhl.com/${{ en: "global-en", de: "de-de", bg: "bg-bg" }[l]}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  DEUTSCHE_POST: (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${n}`,
  DPD: (n, l) => `https://tracking.dpd.de/status/${l === "de" ? "de_DE" : "en_US"}/parcel/${n}`,
  GLS: (n) => `https://gls-group.com/track/${n}`,
  UPS: (n, l) => `https://www.ups.com/track?${l === "en" ? "" : `loc=${l}_${l.toUpperCase()}&`}tracknum=${n}`,
  SPEEDY: (n, l) => `https://www.speedy.bg/${l === "bg" ? "bg" : "en"}/track-shipment?shipmentNumber=${n}`,
  ECONT: (n, l) => `https://www.econt.com/${l === "bg" ? "" : "en/"}services/track-shipment/${n}`,
};

/** Tracking numbers are letters, digits and dashes (spaces typed from a label are dropped). */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]{4,40}$/;

/** A tracking number as staff type or scan it, read: spaces dropped, letters in capitals. */
export const normalizeTrackingNumber = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/**
 * The carrier's tracking page for a parcel, in `language` where the carrier has it (English by
 * default), or null for another carrier or without a number.
 */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
  language: Lang = "en",
): string | null {
  if (!carrier || !trackingNumber || !(carrier in TRACKING_PAGES)) return null;
  return TRACKING_PAGES[carrier as keyof typeof TRACKING_PAGES](encodeURIComponent(trackingNumber), language);
}

/** How a carrier is named to people: its name, or nothing for "another carrier". */
export const carrierName = (carrier: string | null | undefined): string | null =>
  carrier && carrier in CARRIER_NAMES ? CARRIER_NAMES[carrier as Carrier] || null : null;
