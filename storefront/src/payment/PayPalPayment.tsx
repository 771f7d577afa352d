// PayPal boundary: the real PayPal buttons when the shop has PayPal keys, else the test stand-in.
import type { PaymentConfig } from "../api/types.ts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";

const TestPayPalButton = lazy(() =>
  import("./test/TestPayPalButton.tsx").then((module) => ({ default: module.TestPayPalButton })),
);
const PayPalCheckout = lazy(() =>
  import("./paypal/PayPalCheckout.tsx").then((module) => ({ default: module.PayPalCheckout })),
);

export function PayPalPayment({
  config,
  total,
}: {
  config: NonNullable<PaymentConfig["paypal"]>;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t("payment.loadingProvider")}</p>}>
      {config.gateway === "PAYPAL" ? (
        <PayPalCheckout clientId={config.clientId ?? ""} sdkUrl={config.sdkUrl} total={total} />
      ) : (
        <TestPayPalButton total={total} />
      )}
    </Suspense>
  );
}
