// Checkout form rules (docs/storefront.md §4). Errors are translation keys, shown next to the field.
import { isEuCountry } from "@shop/shared/eu";
import type { BillingData, ShippingData } from "./checkoutData.ts";

export type FieldErrorKey = "form.errors.required" | "form.errors.invalidEmail" | "form.errors.invalidPhone";
export type FormErrors<T> = Partial<Record<keyof T & string, FieldErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9]{4,20}$/;

/** Spaces, dashes, dots and brackets people type in phone numbers; nothing is reformatted. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, "");
}

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

export function isValidPhone(phone: string): boolean {
  return PHONE.test(normalizePhone(phone));
}

const BILLING_REQUIRED = ["fullName", "countryCode", "phone", "address", "city", "postcode"] as const;
/** In the order the form shows them, so the first error found is the first one on screen. */
const SHIPPING_REQUIRED = ["email", "fullName", "countryCode", "phone", "address", "city", "postcode"] as const;

function requireFields<T extends BillingData>(data: T, fields: readonly (keyof T & string)[]): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of fields) {
    if (String(data[field] ?? "").trim() === "") errors[field] = "form.errors.required";
  }
  if (!errors.countryCode && !isEuCountry(data.countryCode)) errors.countryCode = "form.errors.required";
  return errors;
}

/**
 * Shipping: every field required. Format checks for e-mail and phone apply here too, since the
 * order API refuses a malformed address and the shopper should hear it at this step, not later.
 */
export function validateShipping(data: ShippingData): FormErrors<ShippingData> {
  const errors = requireFields(data, SHIPPING_REQUIRED);
  if (!errors.email && !isValidEmail(data.email)) errors.email = "form.errors.invalidEmail";
  if (!errors.phone && !isValidPhone(data.phone)) errors.phone = "form.errors.invalidPhone";
  return errors;
}

export function validateBilling(data: BillingData & { email?: string }): FormErrors<BillingData & { email?: string }> {
  const errors: FormErrors<BillingData & { email?: string }> = requireFields(data, BILLING_REQUIRED);
  if (data.email && !isValidEmail(data.email)) errors.email = "form.errors.invalidEmail";
  if (!errors.phone && !isValidPhone(data.phone)) errors.phone = "form.errors.invalidPhone";
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
