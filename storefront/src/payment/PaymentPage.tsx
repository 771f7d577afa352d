import { useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Navigate } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useCart } from "../cart/CartContext.tsx";
import { useCartQuote } from "../cart/cartQuote.ts";
import { useCheckout } from "../checkout/CheckoutContext.tsx";
import { CheckoutProgress } from "../checkout/CheckoutProgress.tsx";
import type { PaymentMethodName } from "../checkout/orderConfirmation.ts";
import { OrderSummary } from "../checkout/OrderSummary.tsx";
import { hasErrors, validateBilling, validateShipping } from "../checkout/validation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { MastercardBadge, PayPalBadge, VisaBadge } from "../ui/PaymentBadges.tsx";
import { CardPayment } from "./CardPayment.tsx";
import { usePaymentConfig } from "./paymentApi.ts";
import { PayPalPayment } from "./PayPalPayment.tsx";
import styles from "./Payment.module.css";

export function PaymentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cart } = useCart();
  const { shipping, billing } = useCheckout();
  const { quote } = useCartQuote();
  const config = usePaymentConfig();
  const [method, setMethod] = useState<PaymentMethodName>("card");

  if (cart.length === 0) return <Navigate to={localePath(language)} replace />;
  // Someone who skipped the address step is sent back to it.
  if (hasErrors(validateShipping(shipping)) || (shipping.differentBilling && hasErrors(validateBilling(billing)))) {
    return <Navigate to={localePath(language, "/checkout")} replace />;
  }

  return (
    <div className="container page">
      <PageMeta page="payment" />
      <CheckoutProgress current="payment" />
      <h1>{t("payment.title")}</h1>
      <div className={styles.layout}>
        <div>
          <fieldset className={styles.methods}>
            <legend>{t("payment.chooseMethod")}</legend>
            <label className={styles.method}>
              <input type="radio" name="payment-method" value="card" checked={method === "card"} onChange={() => setMethod("card")} />
              <span className={styles.methodLabel}>{t("payment.methods.card")}</span>
              <span className={styles.methodLogos} aria-hidden="true">
                <VisaBadge />
                <MastercardBadge />
              </span>
            </label>
            <label className={styles.method}>
              <input type="radio" name="payment-method" value="paypal" checked={method === "paypal"} onChange={() => setMethod("paypal")} />
              <span className={styles.methodLabel}>{t("payment.methods.paypal")}</span>
              <span className={styles.methodLogos} aria-hidden="true">
                <PayPalBadge />
              </span>
            </label>
          </fieldset>
          <section className={styles.panel} aria-label={t(`payment.methods.${method}`)}>
            {config.error && !config.data ? (
              <div className="alert alert-error" role="alert">
                {t("payment.configFailed")}{" "}
                <button type="button" className="link-button" onClick={() => void config.mutate()}>
                  {t("common.retry")}
                </button>
              </div>
            ) : !config.data ? (
              <p role="status">{t("payment.loadingProvider")}</p>
            ) : method === "card" ? (
              <CardPayment config={config.data.card} total={quote?.total} />
            ) : (
              <PayPalPayment config={config.data.paypal} />
            )}
          </section>
          <p className={styles.secure}>{t("payment.secureNote")}</p>
        </div>
        <OrderSummary shipping={shipping} />
      </div>
    </div>
  );
}
