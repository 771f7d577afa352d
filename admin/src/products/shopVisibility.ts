/**
 * What keeps a product from being sold in the shop once saved, as the API's catalog decides it
 * (api/src/catalog/catalog-reads.ts): a product not on sale (`active` off) is left out of every
 * list and search and its page is "Product not found"; one with no stock is shown as out of stock
 * and cannot be ordered. A missing translation hides nothing (the shop falls back to English), and
 * the form does not let one through anyway: the API wants a name in every language.
 */
export type VisibilityWarning = "not_on_sale" | "sold_out";

export function shopVisibilityWarnings(values: {
  active?: boolean | null;
  stock?: number | null;
}): VisibilityWarning[] {
  if (!values.active) return ["not_on_sale"];
  return values.stock === 0 ? ["sold_out"] : [];
}
