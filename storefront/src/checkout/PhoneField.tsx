import { useState } from "react";
import { CallingCodePicker } from "./CallingCodePicker.tsx";
import { DEFAULT_PHONE_COUNTRY } from "./callingCodes.ts";
import { composePhone, splitPhone } from "./phone.ts";
import { RequiredField } from "./RequiredField.tsx";
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
  const [initial] = useState(() => splitPhone(value, addressCountry || DEFAULT_PHONE_COUNTRY));
  const [country, setCountry] = useState(initial.country);
  const [typed, setTyped] = useState(initial.national);
  // Props that reset parts of the state are followed during render (no effect, no extra paint).
  const [shownAddressCountry, setShownAddressCountry] = useState(addressCountry);
  const [shownValue, setShownValue] = useState(value);
  // A new address country (which clears the phone) moves the picker to that country.
  if (addressCountry !== shownAddressCountry) {
    setShownAddressCountry(addressCountry);
    if (addressCountry) setCountry(addressCountry);
  }
  // The phone was cleared from outside: empty the typed part too.
  if (value !== shownValue) {
    setShownValue(value);
    if (value === "") setTyped("");
  }

  return (
    <RequiredField id={id} label={label} error={error}>
      {(control) => (
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
            {...control}
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(composePhone(country, event.target.value));
            }}
          />
        </div>
      )}
    </RequiredField>
  );
}
