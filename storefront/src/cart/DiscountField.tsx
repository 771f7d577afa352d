import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { setDiscountCode, setDiscountRefusal, useDiscountCode, useDiscountRefusal } from "./discountCode.ts";
import styles from "./Cart.module.css";

/**
 * The cart's discount code: typed and applied here, checked by the server with the cart's quote
 * (cartQuote.ts). A refused code is shown beside the field in the shopper's language.
 */
export function DiscountField() {
  const { t } = useTranslation();
  const applied = useDiscountCode();
  const refusal = useDiscountRefusal();
  const [typed, setTyped] = useState("");
  const id = useId();
  const errorId = `${id}-error`;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (!code) return;
    setDiscountRefusal(null);
    setDiscountCode(code);
    setTyped("");
  };

  if (applied) {
    return (
      <div className={styles.discount}>
        <p role="status">{t("cart.discount.applied", { code: applied })}</p>
        <button type="button" className="link-button" onClick={() => setDiscountCode(null)}>
          {t("cart.discount.remove")}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.discount} onSubmit={apply} noValidate>
      <label htmlFor={id}>{t("cart.discount.label")}</label>
      <div className={styles.discountRow}>
        <input
          id={id}
          className="input"
          name="discountCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (refusal) setDiscountRefusal(null);
          }}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
        />
        <button type="submit" className="btn btn-secondary">
          {t("cart.discount.apply")}
        </button>
      </div>
      {refusal && (
        <p id={errorId} className={styles.discountError} role="alert">
          {t(`cart.discount.errors.${refusal}`)}
        </p>
      )}
    </form>
  );
}
