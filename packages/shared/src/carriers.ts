// The parcel carriers staff choose from when they ship an order, and each one's public tracking
// page. The order stores the code and the tracking number; the link is made from them wherever
// it is shown (the shipped e-mail, the order status page, the console), so it is never stale.

import type { Language } from "./languages.ts";

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

/**
 * Each carrier's tracking page for a number, in the languages the carrier has pages in (by the
 * language's code); for any other language, its English page (or its only one). A shop language
 * the carrier does not speak needs nothing here.
 */
const TRACKING_PAGES: Record<
  Exclude<Carrier, "OTHER">,
  { languages: readonly string[]; url: (number: string, language: string) => string }
> = {
  DHL: {
    languages: ["de", "bg"],
    url: (n, l) =>
      `https://www.dhl.com/${l === "en" ? "global-en" : `${l}-${l}`}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  },
  DEUTSCHE_POST: {
    languages: [],
    url: (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${n}`,
  },
  DPD: {
    languages: ["de"],
    url: (n, l) => `https://tracking.dpd.de/status/${l === "en" ? "en_US" : `${l}_${l.toUpperCase()}`}/parcel/${n}`,
  },
  GLS: { languages: [], url: (n) => `https://gls-group.com/track/${n}` },
  UPS: {
    languages: ["de", "bg"],
    url: (n, l) => `https://www.ups.com/track?${l === "en" ? "" : `loc=${l}_${l.toUpperCase()}&`}tracknum=${n}`,
  },
  SPEEDY: { languages: ["bg"], url: (n, l) => `https://www.speedy.bg/${l}/track-shipment?shipmentNumber=${n}` },
  ECONT: {
    languages: ["bg"],
    url: (n, l) => `https://www.econt.com/${l === "bg" ? "" : "en/"}services/track-shipment/${n}`,
  },
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
  language: Language = "en",
): string | null {
  if (!carrier || !trackingNumber || !(carrier in TRACKING_PAGES)) return null;
  const page = TRACKING_PAGES[carrier as keyof typeof TRACKING_PAGES];
  return page.url(encodeURIComponent(trackingNumber), page.languages.includes(language) ? language : "en");
}

/** How a carrier is named to people: its name, or nothing for "another carrier". */
export const carrierName = (carrier: string | null | undefined): string | null =>
  carrier && carrier in CARRIER_NAMES ? CARRIER_NAMES[carrier as Carrier] || null : null;
