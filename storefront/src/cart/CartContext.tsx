// The cart for the whole shop: saved to local storage on every change, and every change
// reported as an analytics event (docs/storefront.md §2).
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { shopEvent, track, trackedItem } from "../analytics/analytics.ts";
import { cartQuantity, cartReducer, clampQuantity, type CartItem } from "./cartReducer.ts";
import { CART_STORAGE_KEY, loadCart, saveCart } from "./cartStorage.ts";

interface CartContextValue {
  cart: CartItem[];
  quantity: number;
  addToCart: (item: CartItem) => void;
  removeFromCart: (slug: string) => void;
  updateQuantity: (slug: string, quantity: number) => void;
  clearCart: () => void;
  refreshPrices: (prices: Record<string, { name: string; price: number }>) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, dispatch] = useReducer(cartReducer, undefined, loadCart);

  useEffect(() => saveCart(cart), [cart]);

  // Another tab changed the cart: follow it, so both tabs show the same count.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) dispatch({ type: "replace", cart: loadCart() });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const addToCart = useCallback((item: CartItem) => {
    dispatch({ type: "add", item });
    track("add_to_cart", shopEvent([trackedItem(item)]));
  }, []);

  const removeFromCart = useCallback(
    (slug: string) => {
      const item = cart.find((line) => line.slug === slug);
      dispatch({ type: "remove", slug });
      if (item) track("remove_from_cart", shopEvent([trackedItem(item)]));
    },
    [cart],
  );

  const updateQuantity = useCallback(
    (slug: string, quantity: number) => {
      const item = cart.find((line) => line.slug === slug);
      dispatch({ type: "updateQuantity", slug, quantity });
      if (item) track("update_cart_quantity", shopEvent([trackedItem({ ...item, quantity: clampQuantity(quantity) })]));
    },
    [cart],
  );

  const clearCart = useCallback(() => {
    if (cart.length === 0) return;
    track("clear_cart", shopEvent(cart.map(trackedItem)));
    dispatch({ type: "clear" });
  }, [cart]);

  const refreshPrices = useCallback((prices: Record<string, { name: string; price: number }>) => {
    dispatch({ type: "refresh", prices });
  }, []);

  const value = useMemo(
    () => ({ cart, quantity: cartQuantity(cart), addToCart, removeFromCart, updateQuantity, clearCart, refreshPrices }),
    [cart, addToCart, removeFromCart, updateQuantity, clearCart, refreshPrices],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside CartProvider");
  return value;
}
