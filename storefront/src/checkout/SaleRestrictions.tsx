import { countryName } from "@shop/shared/countries";
import { useId } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import styles from "./Checkout.module.css";

/** Which of the cart's products cannot be delivered to the chosen country. */
export function NotDeliveredNotice({ names, country }: { names: string[]; country: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (names.length === 0) return null;
  return (
    <div className="alert alert-error" role="alert" data-testid="not-delivered">
      {names.map((name) => (
        <p key={name}>{t("ivd.notDeliveredLine", { name, country: countryName(country, language) })}</p>
      ))}
    </div>
  );
}

/** The checkout's confirmation of the shopper's age, for an order with an adults-only product. */
export function AgeConfirmation({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div>
      <label className={styles.checkbox}>
        <input
          id="age-confirmed"
          type="checkbox"
          checked={checked}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t("ivd.ageConfirm")}
      </label>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t("ivd.ageRequired")}
        </p>
      )}
    </div>
  );
}
