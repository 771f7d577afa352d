// What the payment step hands to /success in the navigation state (docs/storefront.md §5).
import type { PaymentMethod } from "@shop/shared";

/** Set in the state by the payment step; /success empties the cart and then drops the flag. */
export const CLEAR_CART_ON_ARRIVAL = "clearCart";

export interface OrderConfirmation {
  orderNumber: string;
  email: string;
  total: number | null;
  paymentMethod: PaymentMethod;
  shippingAddress: { countryName: string; address: string; city: string; postcode: string } | null;
}

/** Navigation state can be anything (a bookmark, an old entry): read only what is well-formed. */
export function readOrderConfirmation(state: unknown): OrderConfirmation | null {
  if (!state || typeof state !== "object") return null;
  const value = state as Partial<Record<keyof OrderConfirmation, unknown>>;
  if (typeof value.orderNumber !== "string" || value.orderNumber === "") return null;
  const address = value.shippingAddress as Partial<Record<string, unknown>> | null | undefined;
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  return {
    orderNumber: value.orderNumber,
    email: text(value.email),
    total: typeof value.total === "number" && Number.isFinite(value.total) ? value.total : null,
    // Any case: a history entry from before the methods were named CARD and PAYPAL says "paypal".
    paymentMethod: String(value.paymentMethod).toUpperCase() === "PAYPAL" ? "PAYPAL" : "CARD",
    shippingAddress:
      address && typeof address === "object"
        ? {
            countryName: text(address.countryName),
            address: text(address.address),
            city: text(address.city),
            postcode: text(address.postcode),
          }
        : null,
  };
}
