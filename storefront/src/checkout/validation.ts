// Checkout form rules (docs/storefront.md §4). Errors are translation keys, shown next to the field.
import { emailProblem, toE164 } from "@shop/shared/contact";
import { isEuCountry } from "@shop/shared/eu";
import { isPostcode } from "@shop/shared/postcodes";
import { isSingleLine } from "@shop/shared/single-line";
import type { BillingData, ShippingData } from "./checkoutData.ts";

export type FieldErrorKey =
  | "form.errors.required"
  | "form.errors.invalidEmail"
  | "form.errors.emailNotAscii"
  | "form.errors.invalidPhone"
  | "form.errors.invalidPostcode"
  | "form.errors.singleLine";
export type FormErrors<T> = Partial<Record<keyof T & string, FieldErrorKey>>;

/** Spaces, dashes, dots and brackets people type in phone numbers, taken out. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, "");
}

/**
 * The API's own rule (@shop/shared/contact), with what to change: an address the form lets through
 * is one the order takes, and a refused one is told apart by why (a letter outside ASCII, or a
 * malformed address such as maxi@@example).
 */
function emailError(email: string): FieldErrorKey | undefined {
  const problem = emailProblem(email);
  if (!problem) return undefined;
  return problem === "non_ascii" ? "form.errors.emailNotAscii" : "form.errors.invalidEmail";
}

/**
 * The phone field's value (PhoneField: "+" and the calling code, then the number) read as the API
 * reads it: a number without "+" in the address's country.
 */
export function isValidPhone(phone: string, country?: string): boolean {
  return toE164(phone, country) !== null;
}

/** The fields in the order the form shows them (AddressForm): errors are listed so, the first on screen first. */
const FORM_ORDER = [
  "email",
  "fullName",
  "company",
  "countryCode",
  "phone",
  "address",
  "addressLine2",
  "postcode",
  "city",
] as const;
const BILLING_REQUIRED = ["fullName", "countryCode", "phone", "address", "postcode", "city"] as const;
const SHIPPING_REQUIRED = ["email", ...BILLING_REQUIRED] as const;
/** The one-line fields: the order API refuses line breaks and text-direction characters in them, so the form does. */
const ONE_LINE = ["fullName", "company", "address", "addressLine2", "postcode", "city"] as const;

function inFormOrder<T>(errors: FormErrors<T>): FormErrors<T> {
  const ordered: Record<string, FieldErrorKey> = {};
  for (const field of FORM_ORDER) {
    const error = (errors as Record<string, FieldErrorKey | undefined>)[field];
    if (error) ordered[field] = error;
  }
  return ordered as FormErrors<T>;
}

function requireFields<T extends BillingData>(data: T, fields: readonly (keyof T & string)[]): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of fields) {
    if (String(data[field] ?? "").trim() === "") errors[field] = "form.errors.required";
  }
  if (!errors.countryCode && !isEuCountry(data.countryCode)) errors.countryCode = "form.errors.required";
  for (const field of ONE_LINE) {
    if (!errors[field] && !isSingleLine(data[field].trim())) errors[field] = "form.errors.singleLine";
  }
  // The API's rule (@shop/shared/postcodes): a postcode of the address's country.
  if (!errors.postcode && !errors.countryCode && !isPostcode(data.countryCode, data.postcode))
    errors.postcode = "form.errors.invalidPostcode";
  return errors;
}

/**
 * Shipping: every field required. Format checks for e-mail, phone and postcode apply here too,
 * since the order API refuses a malformed address and the shopper should hear it at this step.
 */
export function validateShipping(data: ShippingData): FormErrors<ShippingData> {
  const errors = requireFields(data, SHIPPING_REQUIRED);
  if (!errors.email) {
    const problem = emailError(data.email);
    if (problem) errors.email = problem;
  }
  if (!errors.phone && !isValidPhone(data.phone, data.countryCode)) errors.phone = "form.errors.invalidPhone";
  return inFormOrder(errors);
}

export function validateBilling(data: BillingData & { email?: string }): FormErrors<BillingData & { email?: string }> {
  const errors: FormErrors<BillingData & { email?: string }> = requireFields(data, BILLING_REQUIRED);
  const problem = data.email ? emailError(data.email) : undefined;
  if (problem) errors.email = problem;
  if (!errors.phone && !isValidPhone(data.phone, data.countryCode)) errors.phone = "form.errors.invalidPhone";
  return inFormOrder(errors);
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
