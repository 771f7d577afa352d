// The phone field is a calling-code picker plus the number as typed; the stored value is one
// international string. The field shows what the shopper types, unformatted.
import { toE164 } from "@shop/shared/contact";
import { CALLING_CODES, callingCode, DEFAULT_PHONE_COUNTRY } from "./callingCodes.ts";

/**
 * Germany and "(030) 123-456" → "+4930123456": a valid number in E.164, as the API stores it (a
 * number typed with its own "+" is read as international). A number that is not valid there is
 * kept as typed behind the calling code, so the form can refuse it and show it again as typed.
 */
export function composePhone(country: string, national: string): string {
  const typed = national.trim();
  if (typed === "") return "";
  const parsed = toE164(typed, country);
  if (parsed) return parsed;
  return typed.startsWith("+") ? typed : `+${callingCode(country)} ${typed}`;
}

/** Reads a stored number back into the picker's country and the typed part. */
export function splitPhone(phone: string, preferredCountry: string): { country: string; national: string } {
  const preferred = CALLING_CODES.has(preferredCountry) ? preferredCountry : DEFAULT_PHONE_COUNTRY;
  if (!phone.startsWith("+")) return { country: preferred, national: phone };
  const digits = phone.slice(1).trimStart();
  if (digits.startsWith(callingCode(preferred)))
    return { country: preferred, national: digits.slice(callingCode(preferred).length).trimStart() };
  let best: { country: string; code: string } | null = null;
  for (const [country, code] of CALLING_CODES) {
    if (digits.startsWith(code) && (!best || code.length > best.code.length)) best = { country, code };
  }
  return best
    ? { country: best.country, national: digits.slice(best.code.length).trimStart() }
    : { country: preferred, national: phone };
}
