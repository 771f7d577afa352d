import { countryName } from "@shop/shared/countries";
import { useId } from "react";
import { useCart } from "../cart/CartContext.tsx";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { AGE_CONFIRMATION_ID } from "./ageConfirmation.ts";
import styles from "./Checkout.module.css";
import restrictions from "./SaleRestrictions.module.css";

/**
 * Which of the cart's products cannot be delivered to the chosen country, each with a button that
 * takes it out of the cart: the shopper can go on at once instead of hunting for the cart's line.
 */
export function NotDeliveredNotice({ lines, country }: { lines: { slug: string; name: string }[]; country: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { removeFromCart } = useCart();
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <div className="alert alert-error" role="alert" data-testid="not-delivered">
      {lines.map(({ slug, name }) => (
        <p key={slug} className={restrictions.line}>
          <span id={`${id}-${slug}`}>
            {t("ivd.notDeliveredLine", { name, country: countryName(country, language) })}
          </span>{" "}
          <button
            type="button"
            className={`btn btn-secondary ${restrictions.remove}`}
            aria-describedby={`${id}-${slug}`}
            onClick={() => removeFromCart(slug)}
          >
            {t("ivd.removeLine")}
          </button>
        </p>
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
          id={AGE_CONFIRMATION_ID}
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
