// What the payment step hands to /success in the navigation state (docs/storefront.md §5).
export type PaymentMethodName = "card" | "paypal";

/** Set in the state by the payment step; /success empties the cart and then drops the flag. */
export const CLEAR_CART_ON_ARRIVAL = "clearCart";

export interface OrderConfirmation {
  orderNumber: string;
  email: string;
  total: number | null;
  paymentMethod: PaymentMethodName;
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
    paymentMethod: value.paymentMethod === "paypal" ? "paypal" : "card",
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
