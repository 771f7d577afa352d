import { useId } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import type { FieldErrorKey } from "./validation.ts";

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error: FieldErrorKey | undefined;
  onChange: (value: string) => void;
  type?: "text" | "email";
  autoComplete: string;
  inputMode?: "text" | "email" | "numeric";
}

/** A labelled, required text input whose error is announced with it. */
export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
}: TextFieldProps) {
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
      <input
        id={id}
        className="input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
