import type { CartQuote } from "../api/types.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePrice } from "../i18n/usePrice.ts";

interface QuoteTotalsProps {
  quote: CartQuote | undefined;
  failed: boolean;
  onRetry: () => void;
  className?: string;
  totalClassName?: string;
  /** Rows shown before the subtotal (the cart shows the item count). */
  children?: ReactNode;
}

/**
 * Subtotal, shipping and total as the server priced them (POST /api/cart/quote), or the failure
 * with a retry: the cart's totals box and the checkout's summary show the same amounts.
 */
export function QuoteTotals({ quote, failed, onRetry, className, totalClassName, children }: QuoteTotalsProps) {
  const { t } = useTranslation();
  const price = usePrice();
  if (failed && !quote) {
    return (
      <div className="alert alert-error" role="alert">
        {t("cart.quoteFailed")}{" "}
        <button type="button" className="link-button" onClick={onRetry}>
          {t("common.retry")}
        </button>
      </div>
    );
  }
  return (
    <dl className={className}>
      {children}
      <div>
        <dt>{t("cart.totals.subtotal")}</dt>
        <dd>{quote ? price(quote.subtotal) : "…"}</dd>
      </div>
      {quote && quote.discount > 0 && (
        <div data-testid="discount-line">
          <dt>{t("cart.discount.line", { code: quote.discountCode ?? "" })}</dt>
          <dd>−{price(quote.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{t("cart.totals.shipping")}</dt>
        <dd>{quote ? (quote.shipping === 0 ? t("cart.totals.freeShipping") : price(quote.shipping)) : "…"}</dd>
      </div>
      <div className={totalClassName}>
        <dt>{t("cart.totals.total")}</dt>
        <dd>{quote ? price(quote.total) : "…"}</dd>
      </div>
    </dl>
  );
}
