import type { AdminDiscountCodeRecord } from "@shop/shared";

/** A code's value as the list shows it: "10 %" or the amount in euros. */
export function discountValueText(record: Pick<AdminDiscountCodeRecord, "kind" | "value">, locale: string): string {
  if (record.kind === "PERCENT") return `${record.value.toLocaleString(locale)} %`;
  return record.value.toLocaleString(locale, { style: "currency", currency: "EUR" });
}
