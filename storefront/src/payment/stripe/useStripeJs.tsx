// Stripe.js for a payment form (the card form and the Payment Element's methods): the promise
// Elements takes, loaded once per key, and, when it cannot load, what the shopper is told instead
// of the form. The failure is kept as a translation key, so the message follows a language switch;
// a language switch does not load Stripe again.
import type { Stripe } from "@stripe/stripe-js";
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/useTranslation.ts";
import { loadStripeJs, STRIPE_NOT_AVAILABLE } from "./loadStripeJs.ts";

type LoadFailure = "payment.errors.stripeUnavailable" | "payment.errors.stripeLoadFailed";

export function useStripeJs(publishableKey: string, scriptUrl?: string) {
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  const stripe = useMemo<Promise<Stripe | null>>(
    () =>
      loadStripeJs(publishableKey, scriptUrl).catch((cause: unknown) => {
        const message = cause instanceof Error ? cause.message : String(cause);
        console.error(message, cause);
        setLoadError(
          message === STRIPE_NOT_AVAILABLE ? "payment.errors.stripeUnavailable" : "payment.errors.stripeLoadFailed",
        );
        return null;
      }),
    [publishableKey, scriptUrl],
  );
  return { stripe, loadError };
}

/** In place of a payment form whose provider cannot be reached: why, and what to do. */
export function ProviderError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error" role="alert">
      <p>{message}</p>
      <p>{t("payment.errors.providerUnavailable")}</p>
    </div>
  );
}
