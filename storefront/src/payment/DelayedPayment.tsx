// SEPA Direct Debit and Klarna: the built-in test provider's IBAN form in test mode, Stripe's
// Payment Element with Stripe's keys. Loaded only when the shopper chooses one of them.
import type { PaymentConfig } from "../api/types.ts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";

const TestSepaForm = lazy(() => import("./test/TestSepaForm.tsx").then((module) => ({ default: module.TestSepaForm })));
const StripeMethodForm = lazy(() =>
  import("./stripe/StripeMethodForm.tsx").then((module) => ({ default: module.StripeMethodForm })),
);

export function DelayedPayment({
  method,
  config,
  total,
}: {
  method: "SEPA_DEBIT" | "KLARNA";
  config: NonNullable<PaymentConfig["card"]>;
  total: number | undefined;
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
        />
      ) : (
        <TestSepaForm total={total} />
      )}
    </Suspense>
  );
}
