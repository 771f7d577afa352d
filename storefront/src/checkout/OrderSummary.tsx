import { countryName } from "@shop/shared/countries";
import type { ReactNode } from "react";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useCart } from "../cart/CartContext.tsx";
import { useCartQuote } from "../cart/cartQuote.ts";
import { QuoteTotals } from "../cart/QuoteTotals.tsx";
import { usePrice } from "../i18n/usePrice.ts";
import type { ShippingData } from "./checkoutData.ts";
import styles from "./Checkout.module.css";

interface OrderSummaryProps {
  /** Shown once the shopper has entered it. */
  shipping?: ShippingData;
  children?: ReactNode;
}

/** Side box on checkout and payment: the lines and totals as the server prices them. */
export function OrderSummary({ shipping, children }: OrderSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const { cart } = useCart();
  const { quote, error, mutate, unavailable } = useCartQuote();
  // The quote for the chosen country (cartQuote.ts): the server's delivery days (@shop/shared/delivery).
  const delivery = quote?.delivery && quote.delivery.country === shipping?.countryCode ? quote.delivery : null;
  const hasAddress = shipping && shipping.fullName && shipping.address && shipping.city;

  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t("checkout.summary.title")}</h2>
      <ul className={styles.summaryLines}>
        {cart.map((item) => {
          const line = quote?.items.find((entry) => entry.slug === item.slug);
          return (
            <li key={item.slug}>
              <span>
                {line?.name ?? item.name} <span className={styles.times}>× {item.quantity}</span>
                {line && !line.available && (
                  <strong className={styles.lineUnavailable}> — {t("cart.unavailable")}</strong>
                )}
              </span>
              <span>{line ? price(line.lineTotal) : "…"}</span>
            </li>
          );
        })}
      </ul>
      <QuoteTotals
        quote={quote}
        failed={error}
        onRetry={() => void mutate()}
        className={styles.summaryTotals}
        totalClassName={styles.summaryTotal}
      />
      <p className={styles.vatNote}>{t("cart.totals.vatNote")}</p>
      {delivery && (
        <p className={styles.vatNote} data-testid="delivery-time">
          {t("product.deliveryTime", {
            country: countryName(delivery.country, language),
            min: delivery.min,
            max: delivery.max,
          })}
        </p>
      )}
      {unavailable.length > 0 && (
        <p className="alert alert-error" role="alert">
          {t("cart.unavailableNotice")}
        </p>
      )}
      {hasAddress && (
        <div className={styles.shipTo}>
          <h3>{t("checkout.summary.shipTo")}</h3>
          <address>
            {shipping.fullName}
            <br />
            {shipping.address}
            <br />
            {shipping.postcode} {shipping.city}
            <br />
            {/* The country's name in the page's language, whatever language it was chosen in. */}
            {countryName(shipping.countryCode, language)}
            <br />
            {shipping.email}
          </address>
        </div>
      )}
      {children}
    </aside>
  );
}
