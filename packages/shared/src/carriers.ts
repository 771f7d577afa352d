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

const TRACKING_PAGES: Record<Exclude<Carrier, "OTHER">, (number: string) => string> = {
  DHL: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  DEUTSCHE_POST: (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${n}`,
  DPD: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}`,
  GLS: (n) => `https://gls-group.com/track/${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  SPEEDY: (n) => `https://www.speedy.bg/en/track-shipment?shipmentNumber=${n}`,
  ECONT: (n) => `https://www.econt.com/services/track-shipment/${n}`,
};

/** Tracking numbers are letters, digits and dashes (spaces typed from a label are dropped). */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]{4,40}$/;

/** A tracking number as staff type or scan it, read: spaces dropped, letters in capitals. */
export const normalizeTrackingNumber = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** The carrier's tracking page for a parcel, or null for another carrier or without a number. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!carrier || !trackingNumber || !(carrier in TRACKING_PAGES)) return null;
  return TRACKING_PAGES[carrier as keyof typeof TRACKING_PAGES](encodeURIComponent(trackingNumber));
}

/** How a carrier is named to people: its name, or nothing for "another carrier". */
export const carrierName = (carrier: string | null | undefined): string | null =>
  carrier && carrier in CARRIER_NAMES ? CARRIER_NAMES[carrier as Carrier] || null : null;
