// The cart's rules (docs/storefront.md §2), kept pure so they can be tested without a browser.

/**
 * MAX_LINE_QUANTITY of @shop/shared/schemas. Not imported: that module brings zod and the
 * country name tables, which the shop's first screen must not download.
 */
export const MAX_LINE_QUANTITY = 99;

export interface CartItem {
  slug: string;
  name: string;
  /** Euros, VAT included, as last shown to the shopper. */
  price: number;
  quantity: number;
  image: string | null;
  /** The product's keyed id for analytics events, as its page had it (only when the operator turned ids on). */
  analyticsId?: string;
}

export type CartAction =
  | { type: "add"; item: CartItem }
  | { type: "remove"; slug: string }
  | { type: "updateQuantity"; slug: string; quantity: number }
  | { type: "clear" }
  | { type: "replace"; cart: CartItem[] }
  | { type: "refresh"; prices: Record<string, { name: string; price: number }> };

/** The API takes 1–99 of a line; anything else in the cart would make the order fail. */
/**
 * How many of `wanted` units can go into the cart when `stock` are on sale and `inCart` are in it
 * already: all of them, what is left, or none.
 */
export function addableUnits(wanted: number, stock: number, inCart: number): number {
  return Math.max(0, Math.min(wanted, stock - inCart));
}

/**
 * The most units a product's page can count on, from what the shop tells shoppers of its stock
 * (never the exact figure): the units left when few are (`lowStock`), none when sold out, else as
 * many as a line may hold. The cart's quote says so should fewer be left than that.
 */
export function shownStock(product: { inStock: boolean; lowStock: number | null }): number {
  if (!product.inStock) return 0;
  return product.lowStock ?? MAX_LINE_QUANTITY;
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity)));
}

export function cartReducer(cart: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const existing = cart.find((item) => item.slug === action.item.slug);
      if (!existing) return [...cart, { ...action.item, quantity: clampQuantity(action.item.quantity) }];
      return cart.map((item) =>
        item.slug === action.item.slug
          ? { ...item, quantity: clampQuantity(item.quantity + action.item.quantity) }
          : item,
      );
    }
    case "remove":
      return cart.filter((item) => item.slug !== action.slug);
    case "updateQuantity":
      return cart.map((item) =>
        item.slug === action.slug ? { ...item, quantity: clampQuantity(action.quantity) } : item,
      );
    case "clear":
      return cart.length === 0 ? cart : [];
    case "replace":
      return action.cart;
    case "refresh": {
      // The server's current names and prices replace what was stored; nothing else changes.
      let changed = false;
      const next = cart.map((item) => {
        const current = action.prices[item.slug];
        if (!current || (current.price === item.price && current.name === item.name)) return item;
        changed = true;
        return { ...item, name: current.name, price: current.price };
      });
      return changed ? next : cart;
    }
  }
}

export function cartQuantity(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

/** Reads a stored cart defensively: anything malformed is dropped rather than crashing the shop. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: Partial<CartItem>) =>
      entry && typeof entry.slug === "string" && typeof entry.name === "string" && typeof entry.price === "number"
        ? [
            {
              slug: entry.slug,
              name: entry.name,
              price: entry.price,
              quantity: clampQuantity(Number(entry.quantity)),
              image: typeof entry.image === "string" ? entry.image : null,
              ...(typeof entry.analyticsId === "string" ? { analyticsId: entry.analyticsId } : {}),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}
