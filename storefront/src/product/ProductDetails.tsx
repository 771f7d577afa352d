import type { Product } from "../api/types.ts";
import { useId, useRef } from "react";
import { useDeliveryCountry } from "../checkout/deliveryCountry.ts";
import { isDeliveredTo } from "../checkout/saleRestrictions.ts";
import { shownStock } from "../cart/cartReducer.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { AdultsOnlyNote, DeliveryTime, NotDeliveredHere } from "./DeliveryInfo.tsx";
import { PriceTag } from "./PriceTag.tsx";
import { ProductHighlights } from "./ProductInfo.tsx";
import { RestockAlert } from "./RestockAlert.tsx";
import { StickyBuyBar } from "./StickyBuyBar.tsx";
import { useAddToCart } from "./useAddToCart.ts";
import styles from "./Product.module.css";

/** The product page offers 1 to 5 (docs/storefront.md §6), never more than it says are left. */
const MAX_CHOICE = 5;

/**
 * Title, price, quantity and the add-to-cart button, as a shopper sees them: the buy box comes
 * right under the price (on a phone it is in the first screen), the description after it; once
 * it has scrolled away, a phone shows the buy bar. A sold-out product offers the restock alert.
 * Beside the price the delivery time to the shopper's country; right under the button what
 * limits buying it: a country it cannot go to (the button disabled) and adults only.
 */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart(product);
  // Read when adding, not kept in state: a choice made before the page hydrated counts too.
  const quantity = useRef<HTMLSelectElement>(null);
  const buyBox = useRef<HTMLDivElement>(null);
  const quantityId = useId();
  const notDeliveredId = useId();
  const adultsOnlyId = useId();
  const country = useDeliveryCountry();
  const deliverable = isDeliveredTo(product, country);
  const available = product.inStock;
  const describedBy =
    [!deliverable && notDeliveredId, product.adultsOnly && adultsOnlyId].filter(Boolean).join(" ") || undefined;
  const choices = Array.from({ length: available ? Math.min(MAX_CHOICE, shownStock(product)) : 1 }, (_, i) => i + 1);
  const add = () => addToCart(Number(quantity.current?.value ?? 1));

  return (
    <div className={styles.details}>
      {product.categories.length > 0 && (
        <p className={styles.category}>{product.categories.map((category) => category.name).join(" · ")}</p>
      )}
      <h1>{product.name}</h1>
      <PriceTag product={product} className={styles.price}>
        <span className={styles.vat}>{t("product.vatIncluded")}</span>
        {deliverable && <DeliveryTime country={country} />}
      </PriceTag>
      {product.lowStock !== null && (
        <p className={styles.lowStock}>{t("product.stock.left", { count: product.lowStock })}</p>
      )}
      <div className={styles.buy} ref={buyBox}>
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
        <button
          type="button"
          className={`btn btn-primary ${styles.addToCart}`}
          onClick={add}
          disabled={!available || !deliverable}
          aria-describedby={describedBy}
        >
          {available ? t("product.addToCart") : t("product.outOfStock")}
        </button>
        {!deliverable && country && <NotDeliveredHere id={notDeliveredId} country={country} />}
        {product.adultsOnly && <AdultsOnlyNote id={adultsOnlyId} />}
      </div>
      {!available ? (
        <RestockAlert product={product} />
      ) : (
        deliverable && <StickyBuyBar product={product} buyBox={buyBox} onAdd={add} />
      )}
      <ProductHighlights highlights={product.highlights} />
      {/* The API sanitizes product HTML on save (api/src/catalog/sanitize.ts). */}
      <div className={`prose ${styles.description}`} dangerouslySetInnerHTML={{ __html: product.description }} />
    </div>
  );
}
