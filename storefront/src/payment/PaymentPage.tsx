import type { PaymentMethod } from "@shop/shared";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Navigate } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { CheckoutPending } from "../checkout/CheckoutPending.tsx";
import { useCart } from "../cart/CartContext.tsx";
import { useCartQuote } from "../cart/cartQuote.ts";
import { useCheckout } from "../checkout/CheckoutContext.tsx";
import { CheckoutProgress } from "../checkout/CheckoutProgress.tsx";
import { OrderSummary } from "../checkout/OrderSummary.tsx";
import { AgeConfirmation } from "../checkout/SaleRestrictions.tsx";
import { needsAgeConfirmation } from "../checkout/saleRestrictions.ts";
import { hasErrors, validateBilling, validateShipping } from "../checkout/validation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { DirectDebitBadge, KlarnaBadge, MastercardBadge, PayPalBadge, VisaBadge } from "../ui/PaymentBadges.tsx";
import { CardPayment } from "./CardPayment.tsx";
import { offeredMethods, usePaymentConfig } from "./paymentApi.ts";
import { PayPalPayment } from "./PayPalPayment.tsx";
import { CheckoutDelayedPayment } from "./DelayedPayment.tsx";
import { FreeOrder } from "./FreeOrder.tsx";
import { TestModeNotice } from "./TestModeNotice.tsx";
import styles from "./Payment.module.css";

/** The logos beside each method's name (hidden from assistive technology: the name says it). */
const METHOD_LOGOS: Record<PaymentMethod, ReactNode> = {
  CARD: (
    <>
      <VisaBadge />
      <MastercardBadge />
    </>
  ),
  PAYPAL: <PayPalBadge />,
  SEPA_DEBIT: <DirectDebitBadge label="SEPA" />,
  KLARNA: <KlarnaBadge label="Klarna" />,
};

export function PaymentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cart, ready } = useCart();
  const { shipping, billing, ageConfirmed, setAgeConfirmed, ageError, setAgeError } = useCheckout();
  const { quote } = useCartQuote();
  // Asked here too: the tick given at the checkout is kept for that tab's visit only, and a
  // payment step opened in another tab or a new visit would otherwise end in a refused order.
  const ageNeeded = needsAgeConfirmation(quote?.items ?? []);
  const config = usePaymentConfig();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);

  if (!ready) return <CheckoutPending step="payment" page="payment" title={t("payment.title")} />;
  if (cart.length === 0) return <Navigate to={localePath(language)} replace />;
  // Someone who skipped the address step is sent back to it.
  if (hasErrors(validateShipping(shipping)) || (shipping.differentBilling && hasErrors(validateBilling(billing)))) {
    return <Navigate to={localePath(language, "/checkout")} replace />;
  }

  // Only what the shop takes is offered; the first offered method is selected until one is chosen.
  const offered = config.data ? offeredMethods(config.data) : [];
  const method = chosen && offered.includes(chosen) ? chosen : offered[0];

  let methods: ReactNode;
  if (config.data && method && quote?.total === 0 && quote.items.every((line) => line.available)) {
    // Nothing to pay (a 100 % code): no method to choose, no payment form.
    methods = <FreeOrder method={method} />;
  } else if (config.data && method) {
    methods = (
      <>
        <fieldset className={styles.methods}>
          <legend>{t("payment.chooseMethod")}</legend>
          {offered.map((option) => (
            <label key={option} className={styles.method}>
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={method === option}
                onChange={() => setChosen(option)}
              />
              <span className={styles.methodLabel}>{t(`payment.methods.${option}`)}</span>
              <span className={styles.methodLogos} aria-hidden="true">
                {METHOD_LOGOS[option]}
              </span>
            </label>
          ))}
        </fieldset>
        <section className={styles.panel} aria-label={t(`payment.methods.${method}`)}>
          {method === "CARD" && config.data.card ? (
            <CardPayment config={config.data.card} total={quote?.total} />
          ) : (method === "SEPA_DEBIT" || method === "KLARNA") && config.data.card ? (
            <CheckoutDelayedPayment method={method} config={config.data.card} total={quote?.total} />
          ) : method === "PAYPAL" && config.data.paypal ? (
            <PayPalPayment config={config.data.paypal} total={quote?.total} />
          ) : null}
        </section>
      </>
    );
  } else if (config.data || config.error) {
    methods = (
      <div className="alert alert-error" role="alert">
        {t("payment.configFailed")}{" "}
        <button type="button" className="link-button" onClick={() => void config.mutate()}>
          {t("common.retry")}
        </button>
      </div>
    );
  } else {
    methods = <p role="status">{t("payment.loadingProvider")}</p>;
  }

  return (
    <div className="container page">
      <PageMeta page="payment" />
      <CheckoutProgress current="payment" />
      <h1>{t("payment.title")}</h1>
      <TestModeNotice />
      <div className={styles.layout}>
        <div>
          {ageNeeded && (
            <AgeConfirmation
              checked={ageConfirmed}
              error={ageError}
              onChange={(checked) => {
                setAgeConfirmed(checked);
                if (checked) setAgeError(false);
              }}
            />
          )}
          {methods}
          <p className={styles.secure}>{t("payment.secureNote")}</p>
        </div>
        <OrderSummary shipping={shipping} />
      </div>
    </div>
  );
}
