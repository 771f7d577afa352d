// Paying an order that waits for its payment again, from the order status page: a SEPA debit the
// bank returned, or a Klarna payment never finished. The payment step's own forms take the
// payment on the order's existing payment (the lookup's payAgain); then the server confirms it,
// as after the payment step, and the page shows what the order is waiting for now.
import type { OrderStatusView } from "@shop/shared";
import { useCallback, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { confirmOrder } from "./paymentApi.ts";
import { paymentErrorKey, type PaymentFlow } from "./usePlaceOrder.ts";

export function usePayAgain(
  order: OrderStatusView,
  payment: NonNullable<OrderStatusView["payAgain"]>,
  onPaid: () => void,
): PaymentFlow {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const placeOrder = useCallback<PaymentFlow["placeOrder"]>(
    async (takePayment) => {
      if (processing) return;
      setProcessing(true);
      setError(null);
      try {
        await takePayment({
          orderNumber: order.orderNumber,
          clientSecret: payment.clientSecret,
          paymentReference: payment.paymentReference,
          gateway: payment.gateway,
          total: order.total,
          discount: order.discount,
          discountCode: order.discountCode,
          // An order waiting for its payment has something to pay.
          paid: false,
        });
        await confirmOrder(order.orderNumber);
        onPaid();
      } catch (cause) {
        console.error("Payment failed", cause);
        setError(t(paymentErrorKey(cause)));
      } finally {
        setProcessing(false);
      }
    },
    [processing, order, payment, onPaid, t],
  );

  const clearError = useCallback(() => setError(null), []);
  return { placeOrder, processing, error, ready: true, clearError };
}
