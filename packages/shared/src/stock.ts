/**
 * At or below this many units a product is low on stock: the console flags it, and every sale or
 * return of its units refreshes the cached catalog answers, so what shoppers read about
 * availability (in stock, sold out) is what can really be bought.
 */
export const LOW_STOCK = 5;

/**
 * What a shopper is told of a product's stock: the number of units left when it is low (1 to
 * LOW_STOCK), else nothing (null): plenty, or sold out (then `inStock` is false).
 */
export function lowStockOf(stock: number, onSale: boolean): number | null {
  return onSale && stock >= 1 && stock <= LOW_STOCK ? stock : null;
}
