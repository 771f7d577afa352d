// Card payments through Stripe Elements (PaymentIntents): number, expiry and CVC live in Stripe's
// fields, the browser confirms the PaymentIntent with the billing details (Stripe.js runs 3-D
// Secure when the bank asks for it), and the server verifies it before the order is marked paid.
// Above the fields, Stripe's Express Checkout Element offers Apple Pay and Google Pay where the
// browser has them (nothing shows elsewhere): a wallet pays with a card, so the order is a CARD order.
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  ExpressCheckoutElement,
  useElements,
  useStripe,
} from "@stripe/react-stripe-js";
import type { StripeCardNumberElementChangeEvent, StripeCardNumberElementOptions } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/useTranslation.ts";
import { useCheckout } from "../../checkout/CheckoutContext.tsx";
import { normalizePhone } from "../../checkout/validation.ts";
import { useLanguage } from "../../i18n/useLanguage.ts";
import type { CardBrand } from "../cardBrand.ts";
import { CardBrandIcon } from "../CardBrandIcon.tsx";
import { PaymentError, usePlaceOrder } from "../usePlaceOrder.ts";
import { PayButton } from "../PayButton.tsx";
import styles from "../Payment.module.css";
import { ProviderError, useStripeJs } from "./useStripeJs.tsx";

const style: StripeCardNumberElementOptions["style"] = {
  base: { fontSize: "16px", color: "#17292a", "::placeholder": { color: "#6b7c7a" } },
  invalid: { color: "#b3261e" },
};
// The brand icon is the shop's own (beside the field), as in the rest of the checkout.
const numberOptions: StripeCardNumberElementOptions = { style, showIcon: false };
const fieldOptions = { style };

const BRANDS: Record<string, CardBrand> = { visa: "visa", mastercard: "mastercard", amex: "amex" };
/** Stripe's error codes that mean "try another card" rather than "start again". */
const AUTHENTICATION_CODES = new Set(["authentication_required", "payment_intent_authentication_failure"]);

function StripeCardFields({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const { shipping, billing } = useCheckout();
  const { placeOrder, processing, error, ready, clearError } = usePlaceOrder("CARD");
  const [setupError, setSetupError] = useState<string | null>(null);
  const [brand, setBrand] = useState<CardBrand>("default");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      console.error("Stripe not loaded");
      setSetupError(t("payment.errors.stripeNotLoaded"));
      return;
    }
    const card = elements.getElement(CardNumberElement);
    if (!card) {
      console.error("CardNumberElement not found");
      setSetupError(t("payment.errors.cardElementMissing"));
      return;
    }
    setSetupError(null);
    void placeOrder(async (order) => {
      const payer = shipping.differentBilling ? billing : shipping;
      const result = await stripe.confirmCardPayment(order.clientSecret, {
        payment_method: {
          card,
          billing_details: {
            name: payer.fullName.trim(),
            email: shipping.email.trim(),
            phone: normalizePhone(payer.phone),
            address: {
              line1: payer.address.trim(),
              city: payer.city.trim(),
              country: payer.countryCode,
              postal_code: payer.postcode.trim(),
            },
          },
        },
      });
      if (result.error) {
        console.error(result.error);
        throw new PaymentError(
          AUTHENTICATION_CODES.has(result.error.code ?? "") ? "authentication_required" : "card_declined",
        );
      }
      if (result.paymentIntent?.status !== "succeeded") throw new PaymentError("payment_not_completed");
    });
  };

  const onNumberChange = (event: StripeCardNumberElementChangeEvent) => {
    setBrand(BRANDS[event.brand] ?? "default");
    // A declined card's message is about the card as it was: a corrected one starts afresh.
    clearError();
  };

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
      <div className="field">
        <span className="field-label">{t("payment.card.number")}</span>
        <div className={styles.cardNumber}>
          <div className={styles.stripeField}>
            <CardNumberElement options={numberOptions} onChange={onNumberChange} />
          </div>
          <span className={styles.brand} data-brand={brand}>
            <CardBrandIcon brand={brand} label={t("payment.card.genericCard")} />
          </span>
        </div>
      </div>
      <div className={styles.cardRow}>
        <div className="field">
          <span className="field-label">{t("payment.card.expiry")}</span>
          <div className={styles.stripeField}>
            <CardExpiryElement options={fieldOptions} onChange={clearError} />
          </div>
        </div>
        <div className="field">
          <span className="field-label">{t("payment.card.cvc")}</span>
          <div className={styles.stripeField}>
            <CardCvcElement options={fieldOptions} onChange={clearError} />
          </div>
        </div>
      </div>
      {setupError ? (
        <ProviderError message={setupError} />
      ) : (
        error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )
      )}
      <PayButton processing={processing} disabled={!ready || !stripe} total={total} />
    </form>
  );
}

/** Apple Pay and Google Pay, shown only when the browser offers one of them. */
function ExpressButtons() {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const { placeOrder, error } = usePlaceOrder("CARD");
  const [available, setAvailable] = useState(false);

  const pay = () => {
    if (!stripe || !elements) return;
    void placeOrder(async (order) => {
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: order.clientSecret,
        confirmParams: { return_url: window.location.href },
        redirect: "if_required",
      });
      if (result.error) {
        console.error(result.error);
        throw new PaymentError("card_declined");
      }
      if (result.paymentIntent?.status !== "succeeded") throw new PaymentError("payment_not_completed");
    });
  };

  return (
    <div className={styles.express} hidden={!available}>
      <ExpressCheckoutElement
        options={{
          paymentMethods: { applePay: "auto", googlePay: "auto", link: "never", paypal: "never", klarna: "never" },
        }}
        onReady={(event) => {
          const wallets = event.availablePaymentMethods;
          setAvailable(!!wallets && (wallets.applePay || wallets.googlePay));
        }}
        onConfirm={pay}
      />
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {available && <p className={styles.expressDivider}>{t("payment.express.or")}</p>}
    </div>
  );
}

export function StripeCardForm({
  publishableKey,
  scriptUrl,
  total,
}: {
  publishableKey: string;
  scriptUrl?: string;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { stripe, loadError } = useStripeJs(publishableKey, scriptUrl);

  if (loadError) return <ProviderError message={t(loadError)} />;
  return (
    <>
      {!!total && (
        <Elements
          // Stripe fixes the amount when the Element is created: a new total needs new Elements.
          key={total}
          stripe={stripe}
          options={{
            mode: "payment",
            amount: Math.round(total * 100),
            currency: "eur",
            allowedPaymentMethodTypes: ["card"],
            locale: language,
          }}
        >
          <ExpressButtons />
        </Elements>
      )}
      <Elements stripe={stripe} options={{ locale: language }}>
        <StripeCardFields total={total} />
      </Elements>
    </>
  );
}
