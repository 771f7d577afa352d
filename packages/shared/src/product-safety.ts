// A product's safety information (GPSR, Reg. (EU) 2023/988 Art. 19; docs/behaviour.md §21): the
// rules the console's form, the API's schemas and the database's CHECKs (prisma/migrations/
// 20261203124844_product_safety) agree on. Without zod, so any front end can import it.
import { isEmailAddress } from "./contact.ts";

/** What a product must name before it goes on sale, in the order a refusal names them. */
export const SAFETY_FIELDS_FOR_SALE = ["manufacturerName", "manufacturerAddress", "manufacturerContact"] as const;
export type SafetyFieldForSale = (typeof SAFETY_FIELDS_FOR_SALE)[number];

/** The first of SAFETY_FIELDS_FOR_SALE the product leaves blank, or null when it names them all. */
export function missingForSale(product: Record<SafetyFieldForSale, string>): SafetyFieldForSale | null {
  return SAFETY_FIELDS_FOR_SALE.find((field) => product[field].trim() === "") ?? null;
}

export const MANUFACTURER_CONTACT_MESSAGE =
  "must be an e-mail address or a web address starting with https:// or http://";

/** The manufacturer's electronic address: an e-mail address, or a web page (a contact form) by http(s). */
export function isManufacturerContact(value: string): boolean {
  const contact = value.trim();
  if (isEmailAddress(contact)) return true;
  if (!/^https?:\/\/\S+$/i.test(contact)) return false;
  try {
    const url = new URL(contact);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const GTIN_MESSAGE = "must be a GTIN of 8, 12, 13 or 14 digits whose last digit is its check digit";

/**
 * A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) as printed under its barcode: with weights 1, 3, 1, 3 …
 * from the right, check digit included, its digits sum to a multiple of ten.
 */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const sum = [...value].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return sum % 10 === 0;
}

/** One warning a line, as staff write them: trimmed, blank lines left out. */
export function warningLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
