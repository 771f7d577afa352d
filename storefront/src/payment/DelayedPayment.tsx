// SEPA Direct Debit and Klarna: the built-in test provider's IBAN form in test mode, Stripe's
// Payment Element with Stripe's keys. Loaded only when the shopper chooses one of them, on the
// payment step (a new order from the cart) or on the order status page (paying an order again).
import type { PaymentConfig } from "../api/types.ts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePlaceOrder, type PaymentFlow } from "./usePlaceOrder.ts";

const TestSepaForm = lazy(() => import("./test/TestSepaForm.tsx").then((module) => ({ default: module.TestSepaForm })));
const StripeMethodForm = lazy(() =>
  import("./stripe/StripeMethodForm.tsx").then((module) => ({ default: module.StripeMethodForm })),
);

type DelayedMethod = "SEPA_DEBIT" | "KLARNA";

/** The payment step's: the order is made from the cart when the shopper pays. */
export function CheckoutDelayedPayment(props: {
  method: DelayedMethod;
  config: NonNullable<PaymentConfig["card"]>;
  total: number | undefined;
}) {
  const flow = usePlaceOrder(props.method);
  return <DelayedPayment {...props} flow={flow} />;
}

export function DelayedPayment({
  method,
  config,
  total,
  flow,
}: {
  method: DelayedMethod;
  config: NonNullable<PaymentConfig["card"]>;
  total: number | undefined;
  flow: PaymentFlow;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t("payment.loadingProvider")}</p>}>
      {config.gateway === "STRIPE" ? (
        <StripeMethodForm
          method={method}
          publishableKey={config.publishableKey ?? ""}
          scriptUrl={config.scriptUrl}
          total={total}
          flow={flow}
        />
      ) : (
        <TestSepaForm total={total} flow={flow} />
      )}
    </Suspense>
  );
}
