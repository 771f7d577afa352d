// PayPal for the built-in TEST gateway: the same order flow as the real PayPal buttons (create
// a PAYPAL order, approve it, let the server capture and confirm it). The button is the order
// button, so it says so in words ("Place order and pay", docs/storefront.md §5) beside PayPal's
// wordmark, with the order notice right above it.
import { useTranslation } from "../../i18n/useTranslation.ts";
import { useCheckout } from "../../checkout/CheckoutContext.tsx";
import { confirmTestPayment } from "../paymentApi.ts";
import { OrderNotice } from "../OrderNotice.tsx";
import { PaymentError, usePlaceOrder } from "../usePlaceOrder.ts";
import styles from "../Payment.module.css";

export function TestPayPalButton({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const { shipping } = useCheckout();
  const { placeOrder, processing, error, ready } = usePlaceOrder("PAYPAL");

  const pay = () =>
    void placeOrder(async (order) => {
      const result = await confirmTestPayment({
        paymentReference: order.paymentReference,
        clientSecret: order.clientSecret,
        method: "PAYPAL",
      });
      if (result.status !== "succeeded") throw new PaymentError("payment_not_completed");
      window.alert(t("payment.paypal.completed", { name: shipping.fullName.trim() || t("payment.paypal.customer") }));
    });

  return (
    <div className={styles.paypal}>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <OrderNotice total={total} />
      <button type="button" className={styles.paypalButton} onClick={pay} disabled={processing || !ready}>
        {processing ? (
          t("payment.processing")
        ) : (
          <>
            <span className={styles.paypalOrderWords}>{t("payment.placeOrder")}</span>
            <span className="sr-only"> {t("payment.paypal.with")}</span>
            <span aria-hidden="true" className={styles.paypalWordmark}>
              <span>Pay</span>
              <span>Pal</span>
            </span>
          </>
        )}
      </button>
    </div>
  );
}
