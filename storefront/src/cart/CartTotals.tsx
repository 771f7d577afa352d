import type { CartQuote } from "../api/types.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { QuoteTotals } from "./QuoteTotals.tsx";
import { DiscountField } from "./DiscountField.tsx";
import styles from "./Cart.module.css";

interface CartTotalsProps {
  quote: CartQuote | undefined;
  quantity: number;
  loading: boolean;
  /** The quote's failure, if any (QuoteTotals). */
  failed: unknown;
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
      <QuoteTotals
        quote={quote}
        failed={failed}
        onRetry={onRetry}
        className={styles.totalsList}
        totalClassName={styles.grandTotal}
      >
        <div>
          <dt>{t("cart.totals.amount")}</dt>
          <dd>{t("cart.totals.items", { count: quantity })}</dd>
        </div>
      </QuoteTotals>
      <DiscountField />
      {quote?.items.some((line) => !line.available) && <p className={styles.totalNote}>{t("cart.stock.totalNote")}</p>}
      <p className={styles.vatNote}>
        {quote && quote.vat > 0 ? t("cart.totals.vatIncluded", { vat: price(quote.vat) }) : t("cart.totals.vatNote")}
      </p>
      {children}
    </section>
  );
}
