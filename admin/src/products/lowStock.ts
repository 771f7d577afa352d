/** The API's `lowStock` filter and the dashboard list products with at most this many units. */
export const LOW_STOCK_LIMIT = 5;
