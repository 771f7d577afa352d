import { lazy, Suspense } from "react";
import type { Product } from "../api/types.ts";
import { useHydrated } from "../app/site.ts";
import { rememberedCountry } from "../checkout/saleRestrictions.ts";

// The country names of three languages (13 KB gzip) are needed only when the notice shows, which
// is rare: the product page does not load them otherwise.
const NotDeliveredNotice = lazy(() =>
  import("./NotDeliveredNotice.tsx").then((module) => ({ default: module.NotDeliveredNotice })),
);

/**
 * Says that the product cannot be delivered to the country the shopper chose at the checkout
 * before (remembered in this browser, so read once the page runs there); nothing otherwise.
 */
export function DeliveryRestriction({ product }: { product: Product }) {
  // The server renders no notice; the browser reads the country once the page has hydrated.
  const country = useHydrated() ? rememberedCountry() : "";
  if (!country || !product.blockedCountries.includes(country)) return null;
  return (
    <Suspense fallback={null}>
      <NotDeliveredNotice country={country} />
    </Suspense>
  );
}
