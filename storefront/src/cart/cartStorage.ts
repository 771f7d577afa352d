import { parseCart, type CartItem } from "./cartReducer.ts";

export const CART_STORAGE_KEY = "cart";

export function loadCart(): CartItem[] {
  try {
    return parseCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveCart(cart: CartItem[]): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Storage refused (private mode, quota): the cart lives for this visit only.
  }
}
