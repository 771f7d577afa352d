import type { Product } from "../api/types.ts";
import { useNavigate } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useCart } from "../cart/CartContext.tsx";
import type { CartArrival } from "../cart/cartArrival.ts";
import { addableUnits, shownStock } from "../cart/cartReducer.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

/**
 * Adds `wanted` units of the product to the cart (never more than its page says there are) and
 * opens the cart, which says so when fewer went in than asked for. Shared by the product page's
 * buy box and its sticky buy bar.
 */
export function useAddToCart(product: Product): (wanted: number) => void {
  const language = useLanguage();
  const navigate = useNavigate();
  const { cart, addToCart } = useCart();
  return (wanted) => {
    const inCart = cart.find((line) => line.slug === product.slug)?.quantity ?? 0;
    const added = addableUnits(wanted, shownStock(product), inCart);
    if (added > 0) {
      addToCart({
        slug: product.slug,
        name: product.name,
        price: product.price,
        quantity: added,
        image: product.thumbnailUrl ?? product.images[0]?.imageUrl ?? null,
        ...(product.analyticsId ? { analyticsId: product.analyticsId } : {}),
      });
    }
    // Fewer than asked for: the cart says so instead of quietly adding less.
    const state: CartArrival | undefined =
      added < wanted ? { stockNotice: { name: product.name, inCart: inCart + added } } : undefined;
    void navigate(localePath(language, "/cart"), { state });
  };
}
