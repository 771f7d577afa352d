// The codes staff type from paper or a message: recovery codes (second-factor.ts) and enrolment
// codes (enrolment-codes.ts). Random characters of Crockford's base32 (no i, l, o, u: 5 bits each,
// easy to read and type) in groups of five; stored as SHA-256 hashes of their normal form, so a
// code typed in capitals, without its dashes or with an O for a 0, is the same code.
import { createHash, randomInt } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** `length` random characters, in groups of five joined by dashes. */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return (code.match(/.{1,5}/g) ?? []).join("-");
}

/** A typed code's hash: lower case, without dashes and spaces, the letters Crockford reads as digits read as digits. */
export function typedCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return createHash("sha256").update(normal).digest("hex");
}
