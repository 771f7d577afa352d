// What a one-line field (a name, an address line, a city, a post code, a company, a product's or a
// post's title, a staff member's name) may hold: no control characters (line breaks and tabs
// included) nor Unicode's line and paragraph separators (U+2028, U+2029), which would print as
// extra lines on invoices and e-mails ("Street 1", "TOTAL DUE: EUR 0.00"); no bidirectional
// controls, which would show a name or an amount reversed in the console; and no format or
// invisible characters (zero-width spaces and joiners, the BOM, the soft hyphen, Hangul fillers,
// tag characters), which make names that look alike but are not the same (docs/behaviour.md §8).
// The API's schemas (schemas.ts) and the storefront's checkout form apply the same rule. Without
// zod, so the storefront's first screens can import it.

/**
 * The characters that show a text as something other than one line of what it says: controls
 * (\p{Cc}: C0, C1, DEL), format characters (\p{Cf}: the bidi marks, embeddings, overrides and
 * isolates, zero-width characters, U+2060–U+2064, the BOM, the soft hyphen, tag characters), the
 * line and paragraph separators (\p{Zl}, \p{Zp}), what Unicode says renders as nothing
 * (Default_Ignorable_Code_Point: the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation
 * selectors, the unassigned tags) and the blank braille pattern, which shows as a space but is none.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** For text that may span lines (notes, excerpts): controls and text-direction characters, line breaks and tabs allowed. */
const NOT_PLAIN_TEXT = /(?![\t\n\r])\p{Cc}|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE =
  "must be one line of visible text: no line or paragraph breaks, control, invisible, formatting or text-direction characters";
export const PLAIN_TEXT_MESSAGE = "must not contain control or text-direction characters";

export function isSingleLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

export function isPlainText(text: string): boolean {
  return !NOT_PLAIN_TEXT.test(text);
}
