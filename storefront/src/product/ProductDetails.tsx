import type { Product } from "../api/types.ts";
import { useId, useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useNavigate } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useCart } from "../cart/CartContext.tsx";
import type { CartArrival } from "../cart/cartArrival.ts";
import { addableUnits } from "../cart/cartReducer.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { FeatureList } from "./ProductInfo.tsx";
import styles from "./Product.module.css";

/** The product page offers 1 to 5 (docs/storefront.md §6), never more than there is. */
const MAX_CHOICE = 5;

/** Title, price, quantity and the add-to-cart button, as a shopper sees them. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const navigate = useNavigate();
  const { cart, addToCart } = useCart();
  // Read when adding, not kept in state: a choice made before the page hydrated counts too.
  const quantity = useRef<HTMLSelectElement>(null);
  const quantityId = useId();
  const available = product.inStock;
  const choices = Array.from({ length: available ? Math.min(MAX_CHOICE, product.stock) : 1 }, (_, i) => i + 1);

  const add = () => {
    const wanted = Number(quantity.current?.value ?? 1);
    const inCart = cart.find((line) => line.slug === product.slug)?.quantity ?? 0;
    const added = addableUnits(wanted, product.stock, inCart);
    if (added > 0) {
      addToCart({
        slug: product.slug,
        name: product.name,
        price: product.price,
        quantity: added,
        image: product.thumbnailUrl ?? product.images[0]?.imageUrl ?? null,
      });
    }
    // Fewer than asked for: the cart says so instead of quietly adding less.
    const state: CartArrival | undefined =
      added < wanted ? { stockNotice: { name: product.name, inCart: inCart + added } } : undefined;
    void navigate(localePath(language, "/cart"), { state });
  };

  return (
    <div className={styles.details}>
      {product.categories.length > 0 && (
        <p className={styles.category}>{product.categories.map((category) => category.name).join(" · ")}</p>
      )}
      <h1>{product.name}</h1>
      <p className={styles.price}>
        {price(product.price)} <span className={styles.vat}>{t("product.vatIncluded")}</span>
      </p>
      {product.lowStock !== null && (
        <p className={styles.lowStock}>{t("product.stock.left", { count: product.lowStock })}</p>
      )}
      {/* The API sanitizes product HTML on save (PRODUCT.md, data model). */}
      <div className={`prose ${styles.description}`} dangerouslySetInnerHTML={{ __html: product.description }} />
      <div className={styles.buy}>
        <div className={styles.quantity}>
          <label htmlFor={quantityId}>{t("product.quantity")}</label>
          <select id={quantityId} className="input" ref={quantity} defaultValue={1} disabled={!available}>
            {choices.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={`btn btn-primary ${styles.addToCart}`} onClick={add} disabled={!available}>
          {available ? t("product.addToCart") : t("product.outOfStock")}
        </button>
      </div>
      <FeatureList />
    </div>
  );
}
