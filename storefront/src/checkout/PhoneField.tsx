import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { CallingCodePicker } from "./CallingCodePicker.tsx";
import { DEFAULT_PHONE_COUNTRY } from "./callingCodes.ts";
import { composePhone, splitPhone } from "./phone.ts";
import type { FieldErrorKey } from "./validation.ts";
import styles from "./Checkout.module.css";

interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  /** The address's country; the picker follows it (default Germany). */
  addressCountry: string;
  error: FieldErrorKey | undefined;
  onChange: (phone: string) => void;
}

export function PhoneField({ id, label, value, addressCountry, error, onChange }: PhoneFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [initial] = useState(() => splitPhone(value, addressCountry || DEFAULT_PHONE_COUNTRY));
  const [country, setCountry] = useState(initial.country);
  const [typed, setTyped] = useState(initial.national);
  const shownAddressCountry = useRef(addressCountry);

  // A new address country (which clears the phone) moves the picker to that country.
  useEffect(() => {
    if (addressCountry === shownAddressCountry.current) return;
    shownAddressCountry.current = addressCountry;
    if (addressCountry) setCountry(addressCountry);
  }, [addressCountry]);

  // The phone was cleared from outside: empty the typed part too.
  useEffect(() => {
    if (value === "") setTyped("");
  }, [value]);

  return (
    <div className="field">
      <label htmlFor={id}>
        {label}{" "}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </label>
      <div className={styles.phoneRow}>
        <CallingCodePicker
          country={country}
          fieldLabel={label}
          onChange={(next) => {
            setCountry(next);
            onChange(composePhone(next, typed));
          }}
        />
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(composePhone(country, event.target.value));
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
