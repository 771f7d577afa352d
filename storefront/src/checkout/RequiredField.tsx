import { useId, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import type { FieldErrorKey } from "./validation.ts";

/** What a required control carries so its label, its state and its error are announced with it. */
interface RequiredControlProps {
  id: string;
  required: true;
  "aria-required": "true";
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface RequiredFieldProps {
  id: string;
  label: string;
  error: FieldErrorKey | undefined;
  /** The error's placeholders (a postcode's country and example). */
  errorValues?: Record<string, string>;
  /** Renders the control (an input, a select, a row of both) with the given props. */
  children: (control: RequiredControlProps) => ReactNode;
}

/** A labelled, required form field: the label with its mark, the control, and its translated error. */
export function RequiredField({ id, label, error, errorValues, children }: RequiredFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}{" "}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </label>
      {children({
        id,
        required: true,
        "aria-required": "true",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {t(error, errorValues)}
        </p>
      )}
    </div>
  );
}
