// IBANs as the shopper types them: grouped in fours on screen, checked with ISO 13616's mod-97
// check digits before anything is sent (the bank has the last word).

/** Capitals, grouped in fours: "de89 3704…" → "DE89 3704 …". */
export function formatIban(value: string): string {
  const compact = value
    .replace(/[^0-9a-zA-Z]/g, "")
    .toUpperCase()
    .slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Whether the IBAN has a valid form and check digits. */
export function isValidIban(value: string): boolean {
  const compact = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  let remainder = 0;
  for (const char of compact.slice(4) + compact.slice(0, 4)) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
