// The two fields that name an order, as the order status page and the withdrawal function ask for
// them: its number (any case, dashes optional; the e-mails' links fill it in with ?number=) and
// the e-mail address it was placed with. Read from the form when it is sent, so what was typed
// before the page came alive counts too.
import type { ReactNode } from "react";

interface FieldProps {
  id: string;
  label: string;
  /** The page's own field style. */
  className: string;
}

export function OrderNumberField({ id, label, className, defaultValue }: FieldProps & { defaultValue: string }) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="orderNumber"
        className="input"
        required
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="TK-XXXX-XXXX"
        defaultValue={defaultValue}
      />
    </div>
  );
}

export function OrderEmailField({
  id,
  label,
  className,
  hint,
}: FieldProps & {
  /** A line under the field (its id is `${id}-hint`), with the class the page gives it. */
  hint?: { text: ReactNode; className: string };
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="email"
        type="email"
        className="input"
        required
        maxLength={254}
        autoComplete="email"
        inputMode="email"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={hint.className}>
          {hint.text}
        </p>
      )}
    </div>
  );
}
