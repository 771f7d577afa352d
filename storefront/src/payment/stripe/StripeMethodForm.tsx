// SEPA Direct Debit and Klarna through Stripe's Payment Element (PaymentIntents, payment details
// collected before the intent exists): the Element shows the method's own fields and the SEPA
// mandate text; on "pay" the order is created (the server makes the PaymentIntent for its own
// amount and this method), or taken as it is when paid again from the order status page, and
// Stripe.js confirms it. A SEPA debit answers "processing" at once
// and the order waits for the bank; Klarna sends the shopper to Klarna and back to the order's
// status page, where the webhook's outcome shows (docs/behaviour.md §5).
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { FormEvent } from "react";
import { localePath } from "../../app/languagePath.ts";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { useTranslation } from "../../i18n/useTranslation.ts";
import { PayButton } from "../PayButton.tsx";
import { PaymentError, type PaymentFlow } from "../usePlaceOrder.ts";
import styles from "../Payment.module.css";
import { ProviderError, useStripeJs } from "./useStripeJs.tsx";

type DelayedMethod = "SEPA_DEBIT" | "KLARNA";

const STRIPE_TYPES: Record<DelayedMethod, string> = { SEPA_DEBIT: "sepa_debit", KLARNA: "klarna" };

function MethodFields({
  method,
  total,
  flow,
}: {
  method: DelayedMethod;
  total: number | undefined;
  flow: PaymentFlow;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const { placeOrder, processing, error, ready } = flow;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    void placeOrder(async (order) => {
      // The Element checks its fields first (an IBAN, Klarna's country); then the payment is confirmed.
      const checked = await elements.submit();
      if (checked.error) throw new PaymentError(method === "SEPA_DEBIT" ? "incorrect_iban" : "payment_not_completed");
      const statusPage = `${localePath(language, "/order-status")}?number=${encodeURIComponent(order.orderNumber)}`;
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: order.clientSecret,
        confirmParams: { return_url: new URL(statusPage, window.location.origin).href },
        redirect: "if_required",
      });
      if (result.error) {
        console.error(result.error);
        throw new PaymentError(method === "SEPA_DEBIT" ? "incorrect_iban" : "payment_not_completed");
      }
      const status = result.paymentIntent?.status;
      if (status !== "processing" && status !== "succeeded") throw new PaymentError("payment_not_completed");
    });
  };

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
      <PaymentElement options={{ layout: "tabs" }} />
      {method === "SEPA_DEBIT" && <p className={styles.mandate}>{t("payment.sepa.delayed")}</p>}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <PayButton processing={processing} disabled={!ready || !stripe} total={total} />
    </form>
  );
}

export function StripeMethodForm({
  method,
  publishableKey,
  scriptUrl,
  total,
  flow,
}: {
  method: DelayedMethod;
  publishableKey: string;
  scriptUrl?: string;
  total: number | undefined;
  flow: PaymentFlow;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { stripe, loadError } = useStripeJs(publishableKey, scriptUrl);

  if (loadError) return <ProviderError message={t(loadError)} />;
  if (!total) return <p role="status">{t("payment.loadingProvider")}</p>;
  return (
    <Elements
      // A new amount or method needs new Elements: Stripe fixes them when the Element is created.
      key={`${method}:${total}`}
      stripe={stripe}
      options={{
        mode: "payment",
        amount: Math.round(total * 100),
        currency: "eur",
        allowedPaymentMethodTypes: [STRIPE_TYPES[method]],
        locale: language,
      }}
    >
      <MethodFields method={method} total={total} flow={flow} />
    </Elements>
  );
}
