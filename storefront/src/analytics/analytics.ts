// Shop events (docs/storefront.md §8). They go to the site's gtag when one is present and the
// visitor allowed analytics. What someone looks at or buys in a health shop is health data (CJEU
// C-21/23), so by default an event names no product: each item is its price and quantity. An
// operator who turns product ids on (ANALYTICS_PRODUCT_IDS) gets each product's `analyticsId`
// from the API as `item_id`: a keyed hash only the shop can make, never computed here (a hash of
// the public slug is a lookup away from its product). Only an operator with explicit consent for
// it turns names on (ANALYTICS_PRODUCT_DETAILS, which reaches the page as
// `Site.analyticsProductDetails`). Nothing is printed to the console unless a developer asks for
// it in this browser (`localStorage.analyticsDebug = "true"`).
import { useCallback } from "react";
import { useSite } from "../app/site.ts";
import { readConsent } from "../consent/consentStorage.ts";

type ShopEventName =
  | "view_item"
  | "view_cart"
  | "add_to_cart"
  | "remove_from_cart"
  | "clear_cart"
  | "update_cart_quantity"
  | "begin_checkout"
  | "checkout_progress";

/** An item as events carry it: the id only as the API gave it, the name and category only with ANALYTICS_PRODUCT_DETAILS. */
export interface TrackedItem {
  item_id?: string;
  price: number;
  quantity: number;
  item_name?: string;
  item_category?: string;
}

export interface ShopEvent {
  currency: "EUR";
  items: TrackedItem[];
  value?: number;
  checkout_step?: number;
}

/** What the shop knows of a line when it reports it: a cart line or a product shown. */
export interface TrackedLine {
  name: string;
  price: number;
  quantity: number;
  /** The product's keyed id as the API answered it; absent unless the operator turned ids on. */
  analyticsId?: string;
}

type Gtag = (command: "event", name: string, params: ShopEvent) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

const DEBUG_STORAGE_KEY = "analyticsDebug";

/**
 * A line as an event item: price and quantity, the product's keyed id when the API gave one (the
 * operator turned ids on), and with `productDetails` the name and the one category "Products".
 */
export function trackedItem(line: TrackedLine, productDetails: boolean): TrackedItem {
  return {
    ...(line.analyticsId ? { item_id: line.analyticsId } : {}),
    ...(productDetails ? { item_name: line.name } : {}),
    price: line.price,
    quantity: line.quantity,
    ...(productDetails ? { item_category: "Products" } : {}),
  };
}

export function shopEvent(items: TrackedItem[], extra: Partial<Omit<ShopEvent, "currency" | "items">> = {}): ShopEvent {
  const value = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  return { currency: "EUR", value, items, ...extra };
}

function debugging(): boolean {
  try {
    return localStorage.getItem(DEBUG_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

function track(name: ShopEventName, event: ShopEvent): void {
  if (typeof window === "undefined") return;
  if (debugging()) console.debug(`[analytics] ${name}`, event);
  if (typeof window.gtag === "function" && readConsent()?.analytics) window.gtag("event", name, event);
}

export type Track = (
  name: ShopEventName,
  lines: readonly TrackedLine[],
  extra?: Partial<Omit<ShopEvent, "currency" | "items">>,
) => void;

/** Reports an event about `lines` as the operator's setting allows (names only with consent for them). */
export function useTrack(): Track {
  const { analyticsProductDetails } = useSite();
  return useCallback<Track>(
    (name, lines, extra) =>
      track(
        name,
        shopEvent(
          lines.map((line) => trackedItem(line, analyticsProductDetails)),
          extra,
        ),
      ),
    [analyticsProductDetails],
  );
}
