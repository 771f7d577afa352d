// The order status page's "Pay for your order": an order that waits for its SEPA Direct Debit or
// Klarna payment (the bank returned the debit, or the shopper never finished) is paid again with
// the payment step's own form, on the order's own payment (the lookup's payAgain).
import type { OrderStatusView } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { DelayedPayment } from "../payment/DelayedPayment.tsx";
import { usePaymentConfig } from "../payment/paymentApi.ts";
import { usePayAgain } from "../payment/usePayAgain.ts";
import styles from "./OrderStatus.module.css";

export function PayAgain({
  order,
  payment,
  onPaid,
}: {
  order: OrderStatusView;
  payment: NonNullable<OrderStatusView["payAgain"]>;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const heading = useId();
  const config = usePaymentConfig();
  const flow = usePayAgain(order, payment, onPaid);
  const method = order.paymentMethod;
  const card = config.data?.card;
  return (
    <section className={styles.payAgain} aria-labelledby={heading}>
      <h3 id={heading}>{t("orderStatus.payAgain.title")}</h3>
      <p>{t(payment.failed ? "orderStatus.payAgain.failed" : "orderStatus.payAgain.waiting")}</p>
      {(method === "SEPA_DEBIT" || method === "KLARNA") && card?.gateway === payment.gateway ? (
        <DelayedPayment method={method} config={card} total={order.total} flow={flow} />
      ) : config.error ? (
        <p className="alert alert-error" role="alert">
          {t("payment.configFailed")}
        </p>
      ) : (
        <p role="status">{t("payment.loadingProvider")}</p>
      )}
    </section>
  );
}
