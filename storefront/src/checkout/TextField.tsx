import { useId } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { RequiredField } from "./RequiredField.tsx";
import type { FieldErrorKey } from "./validation.ts";

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error: FieldErrorKey | undefined;
  /** The error's placeholders (a postcode's country and example). */
  errorValues?: Record<string, string>;
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
  errorValues,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
}: TextFieldProps) {
  return (
    <RequiredField id={id} label={label} error={error} errorValues={errorValues}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </RequiredField>
  );
}

/** A labelled text input the shopper may leave empty, marked so in the label; its error is announced with it. */
export function OptionalTextField({
  id,
  label,
  value,
  error,
  onChange,
  autoComplete,
}: Omit<TextFieldProps, "type" | "inputMode" | "errorValues">) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span className="optional-mark">({t("checkout.optional")})</span>
      </label>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
