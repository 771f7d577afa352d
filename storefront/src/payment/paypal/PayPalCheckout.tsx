// PayPal Orders v2 through the official buttons. The API creates the PayPal order (its id is the
// order's paymentReference) and captures it server-side when the order is confirmed, so a PayPal
// purchase is recorded exactly like a card purchase.
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useTranslation } from "react-i18next";
import { useCheckout } from "../../checkout/CheckoutContext.tsx";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { usePlaceOrder } from "../usePlaceOrder.ts";

const PAYPAL_LOCALES = { en: "en_GB", de: "de_DE", bg: "bg_BG" } as const;

function Buttons() {
  const { t } = useTranslation();
  const [{ isRejected, isPending }] = usePayPalScriptReducer();
  const { shipping } = useCheckout();
  const { prepareOrder, completeOrder, fail, error, ready, setError } = usePlaceOrder("paypal");

  if (isRejected) {
    console.error("Failed to load the PayPal JS SDK script.");
    return (
      <p className="alert alert-error" role="alert">
        {t("payment.errors.providerUnavailable")}
      </p>
    );
  }

  return (
    <>
      {isPending && <p role="status">{t("payment.loadingProvider")}</p>}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <PayPalButtons
        style={{ layout: "vertical", shape: "pill" }}
        disabled={!ready}
        createOrder={async () => {
          setError(null);
          const order = await prepareOrder();
          return order.paymentReference;
        }}
        onApprove={async () => {
          try {
            const order = await prepareOrder();
            window.alert(t("payment.paypal.completed", { name: shipping.fullName.trim() || t("payment.paypal.customer") }));
            await completeOrder(order);
          } catch (cause) {
            fail(cause);
          }
        }}
        onError={fail}
      />
    </>
  );
}

export function PayPalCheckout({ clientId }: { clientId: string }) {
  const language = useLanguage();
  return (
    <PayPalScriptProvider options={{ clientId, currency: "EUR", intent: "capture", locale: PAYPAL_LOCALES[language] }}>
      <Buttons />
    </PayPalScriptProvider>
  );
}
