// How a shopper can be reached: the one rule for e-mail addresses and the one parser of phone
// numbers, used by the storefront's forms and by the API's schemas (schemas.ts), so a value the
// form lets through is one the API takes. Without zod, so the storefront's checkout can import it.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** The longest e-mail address a mail system delivers to (RFC 5321's path limit less the brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An address every mail system the shop sends through delivers to: a local part of ASCII letters,
 * digits and . _ ' + - (no leading, trailing or doubled dot), then a domain of ASCII labels with a
 * top-level domain of two or more letters. Non-ASCII local parts (jürgen@…) need SMTPUTF8 end to
 * end, which the shop cannot count on, so they are refused where the shopper types them.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MESSAGE = "must be a valid e-mail address";

/** The rule, on the address as typed (surrounding spaces ignored). */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
}

/**
 * Why the rule refuses `value`, so a form can say what to change: `non_ascii` when the letters
 * outside ASCII before the @ are all that is wrong (jürgen@example.de), `format` for anything
 * else (maxi@@example, anna@); null when the address is taken.
 */
export function emailProblem(value: string): "format" | "non_ascii" | null {
  if (isEmailAddress(value)) return null;
  const email = value.trim();
  const at = email.indexOf("@");
  if (at < 0 || email.indexOf("@", at + 1) >= 0) return "format";
  const local = email.slice(0, at);
  const asAscii = local.replace(/[^\p{ASCII}]/gu, "a");
  return asAscii !== local && isEmailAddress(asAscii + email.slice(at)) ? "non_ascii" : "format";
}

export const PHONE_MESSAGE = "must be a phone number valid for its country, e.g. +4930123456";

/**
 * A phone number as typed ("(030) 123-456", "+43 660 1234567"), read in the given country when it
 * has no "+" of its own: its international E.164 form ("+4930123456"), or null when it is not a
 * valid number there. The trunk prefix (the 0 of 030) is dropped, brackets, spaces and dashes too.
 * The smallest metadata ("min") is enough to parse and to check a number's length per country,
 * and it keeps the storefront's checkout light; browser and API use the same, so they agree.
 */
export function toE164(typed: string, country?: string): string | null {
  const text = typed.trim();
  if (text === "" || text.length > 40) return null;
  const number = parsePhoneNumberFromString(text, {
    defaultCountry: country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined,
    extract: false,
  });
  return number?.isValid() ? number.number : null;
}
