// SEPA Direct Debit form for the built-in TEST gateway (test mode; TestModeNotice names the test
// IBANs). The same steps as a real debit: create the order (or take the one paid again), give the
// mandate with the IBAN (the test bank answers "processing"), confirm the order, which is then
// waiting for the bank.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/useTranslation.ts";
import { confirmTestPayment } from "../paymentApi.ts";
import { PaymentError, type PaymentFlow } from "../usePlaceOrder.ts";
import { PayButton } from "../PayButton.tsx";
import { formatIban, isValidIban } from "../iban.ts";
import styles from "../Payment.module.css";

export function TestSepaForm({ total, flow }: { total: number | undefined; flow: PaymentFlow }) {
  const { t } = useTranslation();
  const { placeOrder, processing, error, ready, clearError } = flow;
  const [iban, setIban] = useState("");
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidIban(iban)) {
      setInvalid(true);
      document.getElementById(`${id}-iban`)?.focus();
      return;
    }
    void placeOrder(async (order) => {
      const result = await confirmTestPayment({
        paymentReference: order.paymentReference,
        clientSecret: order.clientSecret,
        iban: iban.replace(/\s/g, ""),
        method: "SEPA_DEBIT",
      });
      if (result.status !== "processing" && result.status !== "succeeded")
        throw new PaymentError("payment_not_completed");
    });
  };

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-iban`}>{t("payment.sepa.iban")}</label>
        <input
          id={`${id}-iban`}
          className="input"
          autoComplete="off"
          spellCheck={false}
          placeholder="DE89 3704 0044 0532 0130 00"
          required
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-iban-error` : `${id}-mandate`}
          value={iban}
          onChange={(event) => {
            setIban(formatIban(event.target.value));
            setInvalid(false);
            // A refused IBAN's message is about the account as it was typed.
            clearError();
          }}
        />
        {invalid && (
          <p id={`${id}-iban-error`} className="field-error">
            {t("payment.sepa.invalidIban")}
          </p>
        )}
      </div>
      <p id={`${id}-mandate`} className={styles.mandate}>
        {t("payment.sepa.mandate")}
      </p>
      <p className={styles.mandate}>{t("payment.sepa.delayed")}</p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <PayButton processing={processing} disabled={!ready} total={total} />
    </form>
  );
}
