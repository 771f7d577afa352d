import type { CartQuote } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePrice } from "../i18n/usePrice.ts";
import styles from "./Cart.module.css";

interface CartTotalsProps {
  quote: CartQuote | undefined;
  quantity: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  children?: ReactNode;
}

/** The totals box: the server's amounts for the cart, and the step's call to action. */
export function CartTotals({ quote, quantity, loading, failed, onRetry, children }: CartTotalsProps) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title" aria-busy={loading}>
      <h2 id="cart-totals-title">{t("cart.totals.title")}</h2>
      <p className={styles.totalsDescription}>{t("cart.totals.description")}</p>
      {failed && !quote ? (
        <div className="alert alert-error" role="alert">
          {t("cart.quoteFailed")}{" "}
          <button type="button" className="link-button" onClick={onRetry}>
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <dl className={styles.totalsList}>
          <div>
            <dt>{t("cart.totals.amount")}</dt>
            <dd>{t("cart.totals.items", { count: quantity })}</dd>
          </div>
          <div>
            <dt>{t("cart.totals.subtotal")}</dt>
            <dd>{quote ? price(quote.subtotal) : "…"}</dd>
          </div>
          <div>
            <dt>{t("cart.totals.shipping")}</dt>
            <dd>{quote ? (quote.shipping === 0 ? t("cart.totals.freeShipping") : price(quote.shipping)) : "…"}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t("cart.totals.total")}</dt>
            <dd>{quote ? price(quote.total) : "…"}</dd>
          </div>
        </dl>
      )}
      <p className={styles.vatNote}>{quote && quote.vat > 0 ? t("cart.totals.vatIncluded", { vat: price(quote.vat) }) : t("cart.totals.vatNote")}</p>
      {children}
    </section>
  );
}
