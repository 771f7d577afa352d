import type { Product } from "../api/types.ts";
import { useId, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useNavigate } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useCart } from "../cart/CartContext.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { FeatureList } from "./ProductInfo.tsx";
import styles from "./Product.module.css";

const QUANTITIES = [1, 2, 3, 4, 5] as const;

/** Title, price, quantity and the add-to-cart button, as a shopper sees them. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const navigate = useNavigate();
  const { addToCart } = useCart();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const available = product.inStock;

  const add = () => {
    addToCart({
      slug: product.slug,
      name: product.name,
      price: product.price,
      quantity,
      image: product.thumbnailUrl ?? product.images[0]?.imageUrl ?? null,
    });
    void navigate(localePath(language, "/cart"));
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
      {/* The API sanitizes product HTML on save (PRODUCT.md, data model). */}
      <div className={`prose ${styles.description}`} dangerouslySetInnerHTML={{ __html: product.description }} />
      <div className={styles.buy}>
        <div className={styles.quantity}>
          <label htmlFor={quantityId}>{t("product.quantity")}</label>
          <select
            id={quantityId}
            className="input"
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            disabled={!available}
          >
            {QUANTITIES.map((value) => (
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
