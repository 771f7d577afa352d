/**
 * Order numbers: "TK-" and 8 characters in two groups from an alphabet without look-alikes
 * (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). 25^8 ≈ 1.5e11 possibilities, so numbers cannot be guessed.
 */
export const ORDER_NUMBER_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const ORDER_NUMBER_PATTERN = new RegExp(`^TK-[${ORDER_NUMBER_ALPHABET}]{4}-[${ORDER_NUMBER_ALPHABET}]{4}$`);
