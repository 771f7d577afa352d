import { randomInt } from "node:crypto";

/** `length` characters drawn uniformly from `alphabet` with a cryptographically secure source. */
export function randomString(length: number, alphabet: string): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
