// Card payments through Stripe Elements (PaymentIntents): the card fields live in Stripe's
// iframes, the browser confirms the PaymentIntent, and the server verifies it before the order
// is marked paid.
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeCardNumberElementOptions } from "@stripe/stripe-js";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCheckout } from "../../checkout/CheckoutContext.tsx";
import { normalizePhone } from "../../checkout/validation.ts";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { usePrice } from "../../i18n/usePrice.ts";
import { PaymentError, usePlaceOrder } from "../usePlaceOrder.ts";
import styles from "../Payment.module.css";

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((cause: unknown) => {
      console.error("Failed to load Stripe.js", cause);
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const elementOptions: StripeCardNumberElementOptions = {
  style: { base: { fontSize: "16px", color: "#17292a", "::placeholder": { color: "#6b7c7a" } }, invalid: { color: "#b3261e" } },
  showIcon: true,
};

function StripeCardFields({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const price = usePrice();
  const stripe = useStripe();
  const elements = useElements();
  const { shipping, billing } = useCheckout();
  const { placeOrder, processing, error, ready } = usePlaceOrder("card");
  const [loadError, setLoadError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      console.error("Stripe not loaded");
      setLoadError(t("payment.errors.providerUnavailable"));
      return;
    }
    void placeOrder(async (order) => {
      const card = elements.getElement(CardNumberElement);
      if (!card) throw new Error("CardNumberElement not found");
      const payer = shipping.differentBilling ? billing : shipping;
      const result = await stripe.confirmCardPayment(order.clientSecret, {
        payment_method: {
          card,
          billing_details: {
            name: payer.fullName,
            email: shipping.email,
            phone: normalizePhone(payer.phone),
            address: { line1: payer.address, city: payer.city, country: payer.countryCode, postal_code: payer.postcode },
          },
        },
      });
      if (result.error) {
        console.error(result.error);
        throw new PaymentError(result.error.code === "authentication_required" ? "authentication_required" : "card_declined");
      }
      if (result.paymentIntent?.status !== "succeeded") throw new PaymentError("payment_not_completed");
    });
  };

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
      <div className="field">
        <span className="field-label">{t("payment.card.number")}</span>
        <div className={styles.stripeField}>
          <CardNumberElement options={elementOptions} />
        </div>
      </div>
      <div className={styles.cardRow}>
        <div className="field">
          <span className="field-label">{t("payment.card.expiry")}</span>
          <div className={styles.stripeField}>
            <CardExpiryElement options={{ style: elementOptions.style }} />
          </div>
        </div>
        <div className="field">
          <span className="field-label">{t("payment.card.cvc")}</span>
          <div className={styles.stripeField}>
            <CardCvcElement options={{ style: elementOptions.style }} />
          </div>
        </div>
      </div>
      {(error ?? loadError) && (
        <p className="alert alert-error" role="alert">
          {error ?? loadError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={processing || !ready || !stripe}>
        {processing ? t("payment.processing") : total !== undefined ? t("payment.payAmount", { amount: price(total) }) : t("payment.pay")}
      </button>
    </form>
  );
}

export function StripeCardForm({ publishableKey, total }: { publishableKey: string; total: number | undefined }) {
  const language = useLanguage();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: language }}>
      <StripeCardFields total={total} />
    </Elements>
  );
}
