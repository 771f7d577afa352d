import type { CartQuoteLine } from "../api/types.ts";
import { useId } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { TrashIcon } from "../ui/icons.tsx";
import { useCart } from "./CartContext.tsx";
import { MAX_LINE_QUANTITY, type CartItem } from "./cartReducer.ts";
import styles from "./Cart.module.css";

/** One row of the cart table; prices are the server's when the quote has them. */
export function CartLine({ item, quoted }: { item: CartItem; quoted: CartQuoteLine | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const { removeFromCart, updateQuantity } = useCart();
  const quantityId = useId();
  const unitPrice = quoted?.unitPrice ?? item.price;
  const lineTotal = quoted?.lineTotal ?? Math.round(item.price * item.quantity * 100) / 100;
  const unavailable = quoted ? !quoted.available : false;
  /** Some units can be bought, fewer than the line asks for. */
  const fewerLeft = quoted && !quoted.available && quoted.availableQuantity > 0 ? quoted.availableQuantity : null;

  return (
    <tr className={unavailable ? styles.unavailableRow : undefined}>
      <td className={styles.productCell}>
        <img
          src={item.image ?? "/images/placeholder.svg"}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
        <div>
          <Link to={localePath(language, `/product/${item.slug}`)} className={styles.productName}>
            {quoted?.name ?? item.name}
          </Link>
          {fewerLeft !== null ? (
            <p className={styles.unavailable}>
              {t("product.stock.left", { count: fewerLeft })}{" "}
              <button
                type="button"
                className={`link-button ${styles.reduce}`}
                onClick={() => updateQuantity(item.slug, fewerLeft)}
              >
                {t("cart.stock.reduceTo", { count: fewerLeft })}
              </button>
            </p>
          ) : (
            unavailable && <p className={styles.unavailable}>{t("cart.unavailable")}</p>
          )}
        </div>
      </td>
      <td data-label={t("cart.table.price")}>{price(unitPrice)}</td>
      <td data-label={t("cart.table.quantity")}>
        <label htmlFor={quantityId} className="sr-only">
          {t("cart.quantityFor", { name: item.name })}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t("cart.decrease", { name: item.name })}
            disabled={item.quantity <= 1}
            onClick={() => updateQuantity(item.slug, item.quantity - 1)}
          >
            −
          </button>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={item.quantity}
            onChange={(event) => {
              const value = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(value) && value !== item.quantity) updateQuantity(item.slug, value);
            }}
          />
          <button
            type="button"
            aria-label={t("cart.increase", { name: item.name })}
            disabled={item.quantity >= MAX_LINE_QUANTITY}
            onClick={() => updateQuantity(item.slug, item.quantity + 1)}
          >
            +
          </button>
        </div>
      </td>
      <td data-label={t("cart.table.subtotal")} className={styles.lineTotal}>
        {price(lineTotal)}
      </td>
      <td>
        <button
          type="button"
          className={styles.remove}
          onClick={() => removeFromCart(item.slug)}
          aria-label={t("cart.remove", { name: item.name })}
        >
          <TrashIcon />
          <span className={styles.removeText}>{t("cart.removeShort")}</span>
        </button>
      </td>
    </tr>
  );
}
