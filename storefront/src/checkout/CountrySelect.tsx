import { countryOptions } from "@shop/shared/countries";
import { useMemo } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { RequiredField } from "./RequiredField.tsx";
import type { FieldErrorKey } from "./validation.ts";

interface CountrySelectProps {
  id: string;
  label: string;
  value: string;
  error: FieldErrorKey | undefined;
  autoComplete: string;
  onChange: (code: string, name: string) => void;
}

/** The 27 EU states, named and sorted in the page's language. */
export function CountrySelect({ id, label, value, error, autoComplete, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <RequiredField id={id} label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => {
            const option = options.find((entry) => entry.code === event.target.value);
            onChange(event.target.value, option?.name ?? "");
          }}
        >
          <option value="">{t("form.selectCountry")}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </RequiredField>
  );
}
