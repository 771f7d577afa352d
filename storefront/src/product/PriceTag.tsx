import type { ReactNode } from "react";
import type { ProductListItem } from "../api/types.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./PriceTag.module.css";

interface PriceTagProps {
  product: Pick<ProductListItem, "price" | "lowestPrice30Days">;
  /** The price's own look (the card's, the product page's). */
  className?: string;
  /** Shown after the price on its line (the product page's "incl. VAT"). */
  children?: ReactNode;
}

/**
 * A product's price as shoppers see it everywhere (cards, search, the product page): what is
 * charged now and, while a reduction is shown, the lowest price of the 30 days before it began
 * (Art. 6a of Directive 98/6/EC), which is the only price the reduction is set against.
 */
export function PriceTag({ product, className, children }: PriceTagProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const reduced = product.lowestPrice30Days !== undefined;
  return (
    <>
      <p className={className}>
        <span className={reduced ? styles.reduced : undefined}>{price(product.price)}</span>
        {children && <> {children}</>}
      </p>
      {reduced && (
        <p className={styles.priorPrice} data-testid="lowest-price-30-days">
          {t("product.price.lowest30", { price: price(product.lowestPrice30Days!) })}
        </p>
      )}
    </>
  );
}
