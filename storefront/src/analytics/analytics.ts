// Shop events (docs/storefront.md §8). They go to the site's gtag when one is present and
// the visitor allowed analytics; without gtag they are logged as a warning for developers.
import { readConsent } from "../consent/consentStorage.ts";

export type ShopEventName =
  | "view_item"
  | "view_cart"
  | "add_to_cart"
  | "remove_from_cart"
  | "clear_cart"
  | "update_cart_quantity"
  | "begin_checkout"
  | "checkout_progress";

export interface TrackedItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category: string;
}

export interface ShopEvent {
  currency: "EUR";
  items: TrackedItem[];
  value?: number;
  checkout_step?: number;
}

type Gtag = (command: "event", name: string, params: ShopEvent) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** Every line is tracked under the one category "Products" (docs/storefront.md §8). */
export function trackedItem(line: { slug: string; name: string; price: number; quantity: number }): TrackedItem {
  return {
    item_id: line.slug,
    item_name: line.name,
    price: line.price,
    quantity: line.quantity,
    item_category: "Products",
  };
}

export function shopEvent(items: TrackedItem[], extra: Partial<Omit<ShopEvent, "currency" | "items">> = {}): ShopEvent {
  const value = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  return { currency: "EUR", value, items, ...extra };
}

export function track(name: ShopEventName, event: ShopEvent): void {
  if (typeof window === "undefined") return;
  if (typeof window.gtag === "function") {
    if (readConsent()?.analytics) window.gtag("event", name, event);
    return;
  }
  console.warn(`[analytics] ${name}`, event);
}
