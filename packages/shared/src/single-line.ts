// What a one-line field (a name, an address line, a city, a post code, a product's or a post's
// title, a staff member's name) may hold: no control characters (line breaks and tabs included),
// which would print as extra lines on invoices and e-mails, and no bidirectional controls, which
// would show a name or an amount reversed in the console (docs/behaviour.md §8). The API's schemas
// (schemas.ts) and the storefront's checkout form apply the same rule. Without zod, so the
// storefront's first screens can import it.

/** C0 and C1 controls and DEL (\p{Cc}), and the bidi marks, embeddings, overrides and isolates. */
const NOT_ONE_LINE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** For text that may span lines (notes, excerpts): the same, but line breaks and tabs are allowed. */
const NOT_PLAIN_TEXT = /(?![\t\n\r])\p{Cc}|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE = "must be one line of text, without control or text-direction characters";
export const PLAIN_TEXT_MESSAGE = "must not contain control or text-direction characters";

export function isSingleLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

export function isPlainText(text: string): boolean {
  return !NOT_PLAIN_TEXT.test(text);
}
