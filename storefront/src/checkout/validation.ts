// Checkout form rules (docs/storefront.md §4). Errors are translation keys, shown next to the field.
import { isEmailAddress, toE164 } from "@shop/shared/contact";
import { isEuCountry } from "@shop/shared/eu";
import { isSingleLine } from "@shop/shared/single-line";
import type { BillingData, ShippingData } from "./checkoutData.ts";

export type FieldErrorKey =
  "form.errors.required" | "form.errors.invalidEmail" | "form.errors.invalidPhone" | "form.errors.singleLine";
export type FormErrors<T> = Partial<Record<keyof T & string, FieldErrorKey>>;

/** Spaces, dashes, dots and brackets people type in phone numbers, taken out. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, "");
}

/** The API's own rule (@shop/shared/contact): an address the form lets through is one the order takes. */
function isValidEmail(email: string): boolean {
  return isEmailAddress(email);
}

/**
 * The phone field's value (PhoneField: "+" and the calling code, then the number) read as the API
 * reads it: a number without "+" in the address's country.
 */
export function isValidPhone(phone: string, country?: string): boolean {
  return toE164(phone, country) !== null;
}

const BILLING_REQUIRED = ["fullName", "countryCode", "phone", "address", "city", "postcode"] as const;
/** In the order the form shows them, so the first error found is the first one on screen. */
const SHIPPING_REQUIRED = ["email", "fullName", "countryCode", "phone", "address", "city", "postcode"] as const;
/** The one-line fields: the order API refuses line breaks and text-direction characters in them, so the form does. */
const ONE_LINE = ["fullName", "company", "address", "addressLine2", "city", "postcode"] as const;

function requireFields<T extends BillingData>(data: T, fields: readonly (keyof T & string)[]): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of fields) {
    if (String(data[field] ?? "").trim() === "") errors[field] = "form.errors.required";
  }
  if (!errors.countryCode && !isEuCountry(data.countryCode)) errors.countryCode = "form.errors.required";
  for (const field of ONE_LINE) {
    if (!errors[field] && !isSingleLine(data[field].trim())) errors[field] = "form.errors.singleLine";
  }
  return errors;
}

/**
 * Shipping: every field required. Format checks for e-mail and phone apply here too, since the
 * order API refuses a malformed address and the shopper should hear it at this step, not later.
 */
export function validateShipping(data: ShippingData): FormErrors<ShippingData> {
  const errors = requireFields(data, SHIPPING_REQUIRED);
  if (!errors.email && !isValidEmail(data.email)) errors.email = "form.errors.invalidEmail";
  if (!errors.phone && !isValidPhone(data.phone, data.countryCode)) errors.phone = "form.errors.invalidPhone";
  return errors;
}

export function validateBilling(data: BillingData & { email?: string }): FormErrors<BillingData & { email?: string }> {
  const errors: FormErrors<BillingData & { email?: string }> = requireFields(data, BILLING_REQUIRED);
  if (data.email && !isValidEmail(data.email)) errors.email = "form.errors.invalidEmail";
  if (!errors.phone && !isValidPhone(data.phone, data.countryCode)) errors.phone = "form.errors.invalidPhone";
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
