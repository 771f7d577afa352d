// The phone field is a calling-code picker plus the number as typed; the stored value is one
// international string. No formatting is applied to what the shopper types.
import { CALLING_CODES, callingCode, DEFAULT_PHONE_COUNTRY } from "./callingCodes.ts";

/** "+49" and "0151 234" → "+49151234"; a number typed with its own "+" is kept as typed. */
export function composePhone(country: string, national: string): string {
  const typed = national.trim();
  if (typed === "") return "";
  if (typed.startsWith("+")) return typed;
  // The trunk prefix 0 is dropped in international form (030 … → +49 30 …).
  return `+${callingCode(country)}${typed.replace(/^0(?=\d)/, "")}`;
}

/** Reads a stored number back into the picker's country and the typed part. */
export function splitPhone(phone: string, preferredCountry: string): { country: string; national: string } {
  const preferred = CALLING_CODES.has(preferredCountry) ? preferredCountry : DEFAULT_PHONE_COUNTRY;
  if (!phone.startsWith("+")) return { country: preferred, national: phone };
  const digits = phone.slice(1);
  if (digits.startsWith(callingCode(preferred)))
    return { country: preferred, national: digits.slice(callingCode(preferred).length) };
  let best: { country: string; code: string } | null = null;
  for (const [country, code] of CALLING_CODES) {
    if (digits.startsWith(code) && (!best || code.length > best.code.length)) best = { country, code };
  }
  return best
    ? { country: best.country, national: digits.slice(best.code.length) }
    : { country: preferred, national: phone };
}
