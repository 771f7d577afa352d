// Card form for the built-in TEST gateway (test mode, which TestModeNotice announces with the test
// card numbers). It goes through exactly the steps of the real card flow: create the order,
// confirm the payment with the processor, confirm the order.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/useTranslation.ts";
import { cardBrand, formatCardNumber, formatExpiry, isValidCvc, isValidExpiry, passesLuhn } from "../cardBrand.ts";
import { CardBrandIcon } from "../CardBrandIcon.tsx";
import { confirmTestPayment } from "../paymentApi.ts";
import { PaymentError, usePlaceOrder } from "../usePlaceOrder.ts";
import { PayButton } from "../PayButton.tsx";
import styles from "../Payment.module.css";

type CardField = "number" | "expiry" | "cvc";

export function TestCardForm({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const { placeOrder, processing, error, ready, clearError } = usePlaceOrder("CARD");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const id = useId();
  const brand = cardBrand(number);

  const validate = () => {
    const found: Partial<Record<CardField, string>> = {};
    if (!passesLuhn(number)) found.number = t("payment.card.invalidNumber");
    if (!isValidExpiry(expiry)) found.expiry = t("payment.card.invalidExpiry");
    if (!isValidCvc(cvc, brand)) found.cvc = t("payment.card.invalidCvc");
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearError();
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as CardField[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    void placeOrder(async (order) => {
      const result = await confirmTestPayment({
        paymentReference: order.paymentReference,
        clientSecret: order.clientSecret,
        cardNumber: number.replace(/\D/g, ""),
        method: "CARD",
      });
      if (result.status !== "succeeded") throw new PaymentError("payment_not_completed");
    });
  };

  const fieldProps = (field: CardField) => ({
    id: `${id}-${field}`,
    className: "input",
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    required: true,
  });
  const fieldError = (field: CardField) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    );

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-number`}>{t("payment.card.number")}</label>
        <div className={styles.cardNumber}>
          <input
            {...fieldProps("number")}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            onChange={(event) => {
              setNumber(formatCardNumber(event.target.value));
              setErrors((current) => ({ ...current, number: undefined }));
              // A declined card's message is about the card as it was: a corrected one starts afresh.
              clearError();
            }}
          />
          <span className={styles.brand} data-brand={brand}>
            <CardBrandIcon brand={brand} label={t("payment.card.genericCard")} />
          </span>
        </div>
        {fieldError("number")}
      </div>
      <div className={styles.cardRow}>
        <div className="field">
          <label htmlFor={`${id}-expiry`}>{t("payment.card.expiry")}</label>
          <input
            {...fieldProps("expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("payment.card.expiryPlaceholder")}
            value={expiry}
            onChange={(event) => {
              setExpiry(formatExpiry(event.target.value));
              setErrors((current) => ({ ...current, expiry: undefined }));
              clearError();
            }}
          />
          {fieldError("expiry")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-cvc`}>{t("payment.card.cvc")}</label>
          <input
            {...fieldProps("cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={brand === "amex" ? "1234" : "123"}
            maxLength={4}
            value={cvc}
            onChange={(event) => {
              setCvc(event.target.value.replace(/\D/g, "").slice(0, 4));
              setErrors((current) => ({ ...current, cvc: undefined }));
              clearError();
            }}
          />
          {fieldError("cvc")}
        </div>
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <PayButton processing={processing} disabled={!ready} total={total} />
    </form>
  );
}
