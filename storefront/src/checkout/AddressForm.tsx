import { countryName } from "@shop/shared/countries";
import { postcodeExample } from "@shop/shared/postcodes";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import type { BillingData, ShippingData } from "./checkoutData.ts";
import { CountrySelect } from "./CountrySelect.tsx";
import { PhoneField } from "./PhoneField.tsx";
import { OptionalTextField, TextField } from "./TextField.tsx";
import type { FormErrors } from "./validation.ts";
import styles from "./Checkout.module.css";

type AddressKind = "shipping" | "billing";
type AddressField = keyof ShippingData;

interface AddressFormProps {
  kind: AddressKind;
  data: BillingData & { email?: string };
  errors: FormErrors<ShippingData>;
  onChange: (field: AddressField, value: string) => void;
  onCountryChange: (code: string, name: string) => void;
}

export function fieldId(kind: AddressKind, field: string): string {
  return `${kind}-${field}`;
}

/**
 * The address fields of one form; shipping also asks for the e-mail address. The postcode comes
 * before the city, as addresses in Germany, Austria and Bulgaria write them.
 */
export function AddressForm({ kind, data, errors, onChange, onCountryChange }: AddressFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (field: string) => t(`checkout.fields.${field}`);
  const text = (
    field: AddressField,
    autoComplete: string,
    extra: { type?: "email"; inputMode?: "email" | "numeric"; errorValues?: Record<string, string> } = {},
  ) => (
    <TextField
      id={fieldId(kind, field)}
      label={label(field)}
      value={String(data[field as keyof typeof data] ?? "")}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
      autoComplete={autoComplete}
      {...extra}
    />
  );
  const optional = (field: "company" | "addressLine2", autoComplete: string) => (
    <OptionalTextField
      id={fieldId(kind, field)}
      label={label(field)}
      value={data[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
      autoComplete={autoComplete}
    />
  );

  return (
    <div className={styles.formGrid}>
      {kind === "shipping" && (
        <div className={styles.full}>{text("email", "email", { type: "email", inputMode: "email" })}</div>
      )}
      <div className={styles.full}>{text("fullName", `${kind} name`)}</div>
      <div className={styles.full}>{optional("company", `${kind} organization`)}</div>
      <CountrySelect
        id={fieldId(kind, "countryCode")}
        label={label("countryCode")}
        value={data.countryCode}
        error={errors.countryCode}
        autoComplete={`${kind} country`}
        onChange={onCountryChange}
      />
      <PhoneField
        id={fieldId(kind, "phone")}
        label={label("phone")}
        value={data.phone}
        addressCountry={data.countryCode}
        error={errors.phone}
        onChange={(phone) => onChange("phone", phone)}
      />
      <div className={styles.full}>{text("address", `${kind} address-line1`)}</div>
      <div className={styles.full}>{optional("addressLine2", `${kind} address-line2`)}</div>
      {text("postcode", `${kind} postal-code`, {
        errorValues: { country: countryName(data.countryCode, language), example: postcodeExample(data.countryCode) },
      })}
      {text("city", `${kind} address-level2`)}
    </div>
  );
}
