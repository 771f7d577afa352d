import { RequiredField } from "./RequiredField.tsx";
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
  return (
    <RequiredField id={id} label={label} error={error}>
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
