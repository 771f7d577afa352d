/**
 * At or below this many units a product is low on stock: the console flags it, and every sale or
 * return of its units refreshes the cached catalog answers, so what shoppers read about
 * availability (in stock, sold out) is what can really be bought.
 */
export const LOW_STOCK = 5;
