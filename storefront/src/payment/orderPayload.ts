// The order create payload (docs/api-contract.md), built from the cart, the server's quote and the
// checkout addresses. Prices come from the quote, so they match what the API will charge.
import type { Language, PaymentMethod } from "@shop/shared";
import type { AddressInput, CreateOrderInput } from "@shop/shared/schemas";
import { apiLanguage } from "../api/client.ts";
import type { CartQuote } from "../api/types.ts";
import type { CartItem } from "../cart/cartReducer.ts";
import { splitFullName, type BillingData, type ShippingData } from "../checkout/checkoutData.ts";
import { toE164 } from "@shop/shared/contact";

function toAddress(data: BillingData): AddressInput {
  const { firstName, lastName } = splitFullName(data.fullName);
  return {
    firstName,
    lastName,
    company: data.company.trim(),
    address: data.address.trim(),
    addressLine2: data.addressLine2.trim(),
    city: data.city.trim(),
    country: data.countryCode as AddressInput["country"],
    postCode: data.postcode.trim(),
    // The form keeps the number in E.164 once it is valid (checkout/phone.ts); the API reads it the same way.
    phone: toE164(data.phone, data.countryCode) ?? data.phone.trim(),
  };
}

export function buildOrderPayload(input: {
  cart: readonly CartItem[];
  quote: CartQuote | undefined;
  shipping: ShippingData;
  billing: BillingData;
  paymentMethod: PaymentMethod;
  language: Language;
  /** The checkout's age confirmation (asked for adults-only products). */
  ageConfirmed?: boolean;
}): CreateOrderInput {
  const { cart, quote, shipping, billing, paymentMethod, language, ageConfirmed = false } = input;
  return {
    customerEmail: shipping.email.trim(),
    paymentMethod,
    shippingAddress: toAddress(shipping),
    billingAddress: toAddress(shipping.differentBilling ? billing : shipping),
    items: cart.map((item) => ({
      slug: item.slug,
      quantity: item.quantity,
      price: quote?.items.find((line) => line.slug === item.slug)?.unitPrice ?? item.price,
    })),
    language: apiLanguage(language) as CreateOrderInput["language"],
    // The code the quote applied: the order is charged what the shopper was shown.
    discountCode: quote?.discountCode ?? undefined,
    ageConfirmed,
  };
}
