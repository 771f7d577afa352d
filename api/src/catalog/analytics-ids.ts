// A product's id in the storefront's analytics events (docs/storefront.md §8), made here so the key
// never reaches a browser: HMAC-SHA256 of the slug under a key derived from the shop's signing
// secret (JWT_SECRET, or the one an embedded start generated). The same product has the same id on
// every instance and every visit, so reports still count products; but slugs are public, and an
// unkeyed hash of one (FNV, SHA-256...) is a lookup away from its product, while this one cannot
// be computed without the shop's secret. Only with ANALYTICS_PRODUCT_IDS (or the names that
// ANALYTICS_PRODUCT_DETAILS sends anyway) does an answer carry it; otherwise events name no product.
import { createHmac } from "node:crypto";

/** The id of a product (its slug) in analytics events. */
export type AnalyticsProductId = (slug: string) => string;

/** The ids, or null when the operator has not turned product ids on. */
export function analyticsProductIds(signingSecret: string, enabled: boolean): AnalyticsProductId | null {
  if (!enabled) return null;
  const key = createHmac("sha256", signingSecret).update("analytics-product-id").digest();
  return (slug) => `p${createHmac("sha256", key).update(slug).digest("hex").slice(0, 20)}`;
}
