// Card payment boundary: the payment configuration says which processor takes cards, and the
// matching implementation is loaded only when it is needed (never on the home route).
import type { PaymentConfig } from "../api/types.ts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";

const TestCardForm = lazy(() => import("./test/TestCardForm.tsx").then((module) => ({ default: module.TestCardForm })));
const StripeCardForm = lazy(() =>
  import("./stripe/StripeCardForm.tsx").then((module) => ({ default: module.StripeCardForm })),
);

export function CardPayment({
  config,
  total,
}: {
  config: NonNullable<PaymentConfig["card"]>;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t("payment.loadingProvider")}</p>}>
      {config.gateway === "STRIPE" ? (
        <StripeCardForm publishableKey={config.publishableKey ?? ""} scriptUrl={config.scriptUrl} total={total} />
      ) : (
        <TestCardForm total={total} />
      )}
    </Suspense>
  );
}
