// The order create payload (docs/api-contract.md), built from the cart, the server's quote and the
// checkout addresses. Prices come from the quote, so they match what the API will charge.
import type { Language, PaymentMethod } from "@shop/shared";
import type { AddressInput, CreateOrderInput } from "@shop/shared/schemas";
import { apiLanguage } from "../api/client.ts";
import type { CartQuote } from "../api/types.ts";
import type { CartItem } from "../cart/cartReducer.ts";
import { splitFullName, type BillingData, type ShippingData } from "../checkout/checkoutData.ts";
import { normalizePhone } from "../checkout/validation.ts";

function toAddress(data: BillingData): AddressInput {
  const { firstName, lastName } = splitFullName(data.fullName);
  return {
    firstName,
    lastName,
    address: data.address.trim(),
    city: data.city.trim(),
    country: data.countryCode as AddressInput["country"],
    postCode: data.postcode.trim(),
    phone: normalizePhone(data.phone),
  };
}

export function buildOrderPayload(input: {
  cart: readonly CartItem[];
  quote: CartQuote | undefined;
  shipping: ShippingData;
  billing: BillingData;
  paymentMethod: PaymentMethod;
  language: Language;
}): CreateOrderInput {
  const { cart, quote, shipping, billing, paymentMethod, language } = input;
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
  };
}
