// The cart for the whole shop: saved to local storage on every change, and every change
// reported as an analytics event (docs/storefront.md §2). Only the browser knows it: the server
// renders every page with an empty cart, and the stored one is read once the page has hydrated
// (`ready`), so the first render in the browser matches the server's HTML (app/browserStore.ts).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { browserStore, useBrowserStore } from "../app/browserStore.ts";
import { useHydrated } from "../app/site.ts";
import { useTrack } from "../analytics/analytics.ts";
import { cartQuantity, cartReducer, clampQuantity, type CartAction, type CartItem } from "./cartReducer.ts";
import { CART_STORAGE_KEY, loadCart, saveCart } from "./cartStorage.ts";

interface CartContextValue {
  cart: CartItem[];
  /** False until the stored cart has been read (on the server and while hydrating). */
  ready: boolean;
  quantity: number;
  addToCart: (item: CartItem) => void;
  removeFromCart: (slug: string) => void;
  updateQuantity: (slug: string, quantity: number) => void;
  clearCart: () => void;
  refreshPrices: (prices: Record<string, { name: string; price: number }>) => void;
}

const CartContext = createContext<CartContextValue | null>(null);
const EMPTY_CART: CartItem[] = [];

/** The cart in local storage (cartStorage.ts): empty on the server and while hydrating. */
const storedCart = browserStore<CartItem[]>({ read: loadCart, keys: [CART_STORAGE_KEY], serverValue: EMPTY_CART });

/** Applies a change to the stored cart: saved at once, and every reader re-renders (other tabs too). */
function change(action: CartAction): void {
  const current = storedCart.get();
  const next = cartReducer(current, action);
  if (next === current) return;
  saveCart(next);
  storedCart.set(next);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const cart = useBrowserStore(storedCart);
  const ready = useHydrated();
  const track = useTrack();

  const addToCart = useCallback(
    (item: CartItem) => {
      change({ type: "add", item });
      track("add_to_cart", [item]);
    },
    [track],
  );

  const removeFromCart = useCallback(
    (slug: string) => {
      const item = cart.find((line) => line.slug === slug);
      change({ type: "remove", slug });
      if (item) track("remove_from_cart", [item]);
    },
    [cart, track],
  );

  const updateQuantity = useCallback(
    (slug: string, quantity: number) => {
      const item = cart.find((line) => line.slug === slug);
      change({ type: "updateQuantity", slug, quantity });
      if (item) track("update_cart_quantity", [{ ...item, quantity: clampQuantity(quantity) }]);
    },
    [cart, track],
  );

  const clearCart = useCallback(() => {
    if (cart.length === 0) return;
    track("clear_cart", cart);
    change({ type: "clear" });
  }, [cart, track]);

  const refreshPrices = useCallback((prices: Record<string, { name: string; price: number }>) => {
    change({ type: "refresh", prices });
  }, []);

  const value = useMemo(
    () => ({
      cart,
      ready,
      quantity: cartQuantity(cart),
      addToCart,
      removeFromCart,
      updateQuantity,
      clearCart,
      refreshPrices,
    }),
    [cart, ready, addToCart, removeFromCart, updateQuantity, clearCart, refreshPrices],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside CartProvider");
  return value;
}
