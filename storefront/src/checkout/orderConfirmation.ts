// What the payment step hands to /success in the navigation state (docs/storefront.md §5).
import { PaymentMethod } from "@shop/shared";

const METHODS = Object.values(PaymentMethod);

/** Set in the state by the payment step; /success empties the cart and then drops the flag. */
export const CLEAR_CART_ON_ARRIVAL = "clearCart";

export interface OrderConfirmation {
  orderNumber: string;
  email: string;
  total: number | null;
  /** The discount code's reduction, when the order had one. */
  discount?: { amount: number; code: string };
  paymentMethod: PaymentMethod;
  /** The bank settles the payment later (a SEPA debit): the page says so instead of "paid". */
  processing?: boolean;
  /** `countryCode` names the country in the page's language; `countryName` is for entries without it. */
  shippingAddress: {
    countryCode: string;
    countryName: string;
    address: string;
    city: string;
    postcode: string;
  } | null;
}

/** Navigation state can be anything (a bookmark, an old entry): read only what is well-formed. */
export function readOrderConfirmation(state: unknown): OrderConfirmation | null {
  if (!state || typeof state !== "object") return null;
  const value = state as Partial<Record<keyof OrderConfirmation, unknown>>;
  if (typeof value.orderNumber !== "string" || value.orderNumber === "") return null;
  const address = value.shippingAddress as Partial<Record<string, unknown>> | null | undefined;
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  const discount = value.discount as Partial<Record<string, unknown>> | null | undefined;
  const discounted =
    discount && typeof discount.amount === "number" && Number.isFinite(discount.amount) && discount.amount > 0
      ? { discount: { amount: discount.amount, code: text(discount.code) } }
      : {};
  return {
    ...discounted,
    orderNumber: value.orderNumber,
    email: text(value.email),
    total: typeof value.total === "number" && Number.isFinite(value.total) ? value.total : null,
    // Any case: a history entry from before the methods were named CARD and PAYPAL says "paypal".
    paymentMethod: METHODS.find((method) => method === String(value.paymentMethod).toUpperCase()) ?? "CARD",
    processing: value.processing === true,
    shippingAddress:
      address && typeof address === "object"
        ? {
            countryCode: text(address.countryCode),
            countryName: text(address.countryName),
            address: text(address.address),
            city: text(address.city),
            postcode: text(address.postcode),
          }
        : null,
  };
}
