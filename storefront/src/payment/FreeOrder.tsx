// An order with nothing to pay (a 100 % discount code, docs/storefront.md §5): no payment form. The
// order button places it; the API pays it at once (the answer's `paid`), and the shopper goes
// straight to the confirmation, by the same steps as after a payment.
import type { PaymentMethod } from "@shop/shared";
import type { FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { PayButton } from "./PayButton.tsx";
import { PaymentError, usePlaceOrder } from "./usePlaceOrder.ts";
import styles from "./Payment.module.css";

/** `method`: what the order records; no money moves by it. */
export function FreeOrder({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const { placeOrder, processing, error, ready } = usePlaceOrder(method);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing to take: the order is paid as it is placed (this runs only for one that is not,
    // priced above 0 meanwhile, whose payment step the refreshed totals then offer).
    void placeOrder(() => Promise.reject(new PaymentError("price_changed")));
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <p role="status">{t("payment.free.text")}</p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <PayButton processing={processing} disabled={!ready} total={0} free />
    </form>
  );
}
