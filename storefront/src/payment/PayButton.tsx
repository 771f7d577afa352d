import { useTranslation } from "../i18n/useTranslation.ts";
import { usePrice } from "../i18n/usePrice.ts";

interface PayButtonProps {
  processing: boolean;
  disabled: boolean;
  /** The server's total, when the quote has arrived. */
  total: number | undefined;
}

/** The card forms' submit button: "Pay €29.90", or "Processing…" while a payment runs. */
export function PayButton({ processing, disabled, total }: PayButtonProps) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={processing || disabled}>
      {processing
        ? t("payment.processing")
        : total !== undefined
          ? t("payment.payAmount", { amount: price(total) })
          : t("payment.pay")}
    </button>
  );
}
