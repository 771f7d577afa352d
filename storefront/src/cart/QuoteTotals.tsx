import { ApiError } from "../api/client.ts";
import type { CartQuote } from "../api/types.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePrice } from "../i18n/usePrice.ts";

interface QuoteTotalsProps {
  quote: CartQuote | undefined;
  /** The quote's failure, if any (its error; falsy when it was priced). */
  failed: unknown;
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
  // A cart whose total no payment can be taken for (above 0, below €0.50) is not a failure to retry:
  // it is said as it is, whatever totals were shown before.
  if (failed instanceof ApiError && failed.code === "total_below_minimum") {
    return (
      <div className="alert alert-error" role="alert">
        {t("payment.errors.total_below_minimum")}
      </div>
    );
  }
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
