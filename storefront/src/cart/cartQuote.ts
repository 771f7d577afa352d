// The server's pricing of the cart (POST /api/cart/quote). Cart, checkout and payment show these
// totals, never ones computed in the browser, so the page cannot promise what the API refuses.
import { isEuCountry } from "@shop/shared/eu";
import { useEffect } from "react";
import useSWR from "swr";
import { api, apiLanguage, ApiError, readJson } from "../api/client.ts";
import type { CartQuote } from "../api/types.ts";
import { useCheckout } from "../checkout/CheckoutContext.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useCart } from "./CartContext.tsx";
import type { CartItem } from "./cartReducer.ts";
import { isDiscountError, setDiscountCode, setDiscountRefusal, useDiscountCode } from "./discountCode.ts";

type QuoteKey = readonly ["cart-quote", string, string, string, string];

/**
 * The quote, with the applied code and, once a shipping country is chosen, the delivery time
 * there. A code the server refuses (unknown, expired, used up…) is dropped, its refusal shown
 * beside the field, and the cart priced without it.
 */
async function fetchQuote([, language, lines, discountCode, country]: QuoteKey): Promise<CartQuote> {
  const items = lines.split(",").map((line) => {
    const [slug, quantity] = line.split(":");
    return { slug, quantity: Number(quantity) };
  });
  const shipTo = isEuCountry(country) ? { country } : undefined;
  try {
    return await readJson(
      api.cart.quote.$post({ json: { items, language, discountCode: discountCode || undefined, shipTo } }),
    );
  } catch (error) {
    if (!discountCode || !(error instanceof ApiError) || !isDiscountError(error.code)) throw error;
    setDiscountRefusal(error.code);
    setDiscountCode(null);
    return readJson(api.cart.quote.$post({ json: { items, language, shipTo } }));
  }
}

/** A compact, stable key: one "slug:quantity" per line. */
export function quoteKeyLines(cart: readonly CartItem[]): string {
  return cart.map((item) => `${item.slug}:${item.quantity}`).join(",");
}

export function quoteMatchesCart(quote: CartQuote, cart: readonly CartItem[]): boolean {
  return (
    quote.items.length === cart.length &&
    cart.every((item) => quote.items.some((line) => line.slug === item.slug && line.quantity === item.quantity))
  );
}

export function useCartQuote() {
  const { cart, refreshPrices } = useCart();
  const language = apiLanguage(useLanguage());
  const lines = quoteKeyLines(cart);
  const discountCode = useDiscountCode() ?? "";
  const country = useCheckout().shipping.countryCode;
  const key: QuoteKey | null = lines ? ["cart-quote", language, lines, discountCode, country] : null;
  const result = useSWR<CartQuote, Error, QuoteKey | null>(key, fetchQuote, {
    keepPreviousData: true,
    revalidateOnFocus: true,
    dedupingInterval: 5_000,
    onError: (error) => console.error("Failed to price the cart", error),
  });

  // Keep the stored cart's names and prices in line with the server's.
  const quote = result.data;
  useEffect(() => {
    if (!quote) return;
    const prices: Record<string, { name: string; price: number }> = {};
    for (const line of quote.items) if (line.available) prices[line.slug] = { name: line.name, price: line.unitPrice };
    refreshPrices(prices);
  }, [quote, refreshPrices]);

  const unavailable = quote ? quote.items.filter((line) => !line.available).map((line) => line.slug) : [];
  /** The quote prices the cart as it is now (not an older one kept while refetching). */
  const current = quote !== undefined && quoteMatchesCart(quote, cart);
  return { ...result, quote, unavailable, current };
}
