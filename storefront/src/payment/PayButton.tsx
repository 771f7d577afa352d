import { useTranslation } from "../i18n/useTranslation.ts";
import { OrderNotice } from "./OrderNotice.tsx";

interface PayButtonProps {
  processing: boolean;
  disabled: boolean;
  /** The server's total, when the quote has arrived. */
  total: number | undefined;
  /** A button that is not its form's submit button (the PayPal step) runs this. */
  onClick?: () => void;
  /** Nothing to pay (a total of 0): the order is binding, but obliges to no payment. */
  free?: boolean;
}

/**
 * The order button and what stands right above it (OrderNotice). Its words say that ordering
 * means paying, and nothing else (§312j(3) BGB, Art. 8(2) of Directive 2011/83/EU: "only with the
 * words"), so the total stands in the notice above it; "Processing…" while a payment runs. An
 * order with nothing to pay says only that it is placed.
 */
export function PayButton({ processing, disabled, total, onClick, free = false }: PayButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      <OrderNotice total={total} free={free} />
      <button
        type={onClick ? "button" : "submit"}
        className="btn btn-primary btn-block"
        disabled={processing || disabled}
        onClick={onClick}
      >
        {processing ? t("payment.processing") : t(free ? "payment.free.placeOrder" : "payment.placeOrder")}
      </button>
    </>
  );
}
