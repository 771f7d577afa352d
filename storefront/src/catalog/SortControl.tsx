import { useId } from "react";
import { PRODUCT_SORTS, type ProductSort } from "@shop/shared";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./ListControls.module.css";

/** Translation keys of the orders (shop.sort.*). */
const LABELS: Record<ProductSort, string> = {
  "price-asc": "priceAsc",
  "price-desc": "priceDesc",
  name: "name",
  newest: "newest",
};

interface SortControlProps {
  /** The order asked for; undefined: the list's own. */
  value: ProductSort | undefined;
  /** The list's own order, offered first: newest on the shop, relevance on a search. */
  own: "newest" | "relevance";
  onChange: (sort: ProductSort | undefined) => void;
}

/**
 * The order of a product list (docs/storefront.md §13). Choosing the list's own order removes
 * `sort` from the address, so every list has one address.
 */
export function SortControl({ value, own, onChange }: SortControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = own === "relevance" ? (["", ...PRODUCT_SORTS] as const) : PRODUCT_SORTS;
  const selected = value ?? (own === "newest" ? "newest" : "");
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t("shop.sort.label")}</label>
      <select
        id={id}
        className="input"
        value={selected}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === "" || chosen === own ? undefined : (chosen as ProductSort));
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`shop.sort.${option === "" ? "relevance" : LABELS[option]}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
