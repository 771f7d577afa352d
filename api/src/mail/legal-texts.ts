// The legal information every order e-mail closes with, per language: the right of withdrawal
// and any further notice the seller must give. Built-in texts suit the demo shop; a real shop's
// lawyer supplies its own in the JSON file LEGAL_TEXTS_FILE names (README, "Configuration"):
//   {"en": {"withdrawal": "…", "notice": "…"}, "de": {…}, "bg": {…}}
// A language or a field the file leaves out keeps the built-in text. Read once at start-up, and a
// file that cannot be read or does not fit stops the start with the reason.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { LANGUAGES, type Language } from "@shop/shared";

export interface LegalTexts {
  /** The right of withdrawal, and its exception for sealed health products. */
  withdrawal: string;
  /** Anything else the seller must state (managing director, register court…); may be empty. */
  notice: string;
}

export const DEFAULT_LEGAL_TEXTS: Record<Language, LegalTexts> = {
  en: {
    withdrawal:
      "Right of withdrawal: you may withdraw from this purchase within 14 days of receiving the goods without giving a reason, by telling us by e-mail. This right does not apply to sealed test kits whose seal was broken after delivery, as they cannot be returned for reasons of health protection and hygiene. Once we have your withdrawal, we refund the price and the standard shipping within 14 days, by the payment method you used.",
    notice: "",
  },
  de: {
    withdrawal:
      "Widerrufsrecht: Sie können diesen Kauf binnen 14 Tagen ab Erhalt der Ware ohne Angabe von Gründen widerrufen, indem Sie uns dies per E-Mail mitteilen. Das Widerrufsrecht erlischt bei versiegelten Testkits, deren Versiegelung nach der Lieferung entfernt wurde, da sie aus Gründen des Gesundheitsschutzes und der Hygiene nicht zur Rückgabe geeignet sind. Nach Eingang Ihres Widerrufs erstatten wir den Kaufpreis und die Standardversandkosten binnen 14 Tagen über die von Ihnen verwendete Zahlungsart.",
    notice: "",
  },
  bg: {
    withdrawal:
      "Право на отказ: можете да се откажете от покупката в срок от 14 дни след получаване на стоката, без да посочвате причина, като ни уведомите по имейл. Правото не се прилага за запечатани тестове, чиято опаковка е отворена след доставката, тъй като те не могат да бъдат върнати поради опазване на здравето и хигиена. След като получим отказа ви, възстановяваме цената и стандартната доставка в срок от 14 дни чрез използвания от вас начин на плащане.",
    notice: "",
  },
};

const fileSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z
    .object({ withdrawal: z.string().trim().min(1).max(5000), notice: z.string().trim().max(5000) })
    .partial()
    .strict(),
);

/** The legal texts per language: the built-in ones, with what `file` (LEGAL_TEXTS_FILE) replaces. */
export function loadLegalTexts(file?: string): Record<Language, LegalTexts> {
  if (!file) return DEFAULT_LEGAL_TEXTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`LEGAL_TEXTS_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const result = fileSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `LEGAL_TEXTS_FILE ${file}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...DEFAULT_LEGAL_TEXTS[language], ...result.data[language] }]),
  ) as Record<Language, LegalTexts>;
}
