import type { AdminOrderRecord } from "@shop/shared";
import { toCents, unitsDiscountCents } from "@shop/shared";
import type { AdminRefundRequest } from "@shop/shared/schemas";

/** The refund dialog's fields: units per item id, the shipping, a sum as typed, restock, reason. */
export interface RefundFormState {
  quantities: Record<number, number>;
  shipping: boolean;
  amount: string;
  restock: boolean;
  reason: string;
}

/** A fresh form: nothing chosen; restock proposed only while the order has not been shipped. */
export function emptyRefundForm(order: AdminOrderRecord): RefundFormState {
  return { quantities: {}, shipping: false, amount: "", restock: order.status === "PAID", reason: "" };
}

/** Units of an item that can still be refunded. */
export const unitsLeft = (item: AdminOrderRecord["items"][number]) => item.quantity - item.refundedQuantity;

/** "12,50" or "12.50" → 12.5; null when it is not an amount of euros in cents; undefined when empty. */
export function parseEuros(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** What the form asks to give back, in cents (null: the amount is not a number). */
export function refundTotalCents(order: AdminOrderRecord, form: RefundFormState): number | null {
  const sum = parseEuros(form.amount);
  if (sum === null) return null;
  // Each unit gives back the price paid for it: its price less its share of the line's discount.
  const units = order.items.reduce((total, item) => {
    const quantity = form.quantities[item.id] ?? 0;
    const discountCents = unitsDiscountCents(
      { quantity: item.quantity, discountCents: toCents(item.discount ?? 0) },
      quantity,
      unitsLeft(item),
    );
    return total + toCents(item.unitPrice) * quantity - discountCents;
  }, 0);
  return units + (form.shipping ? toCents(order.shipping) : 0) + toCents(sum ?? 0);
}

/** The request the form sends: only the lines with units chosen; the sum when one was typed. */
export function refundRequest(form: RefundFormState): AdminRefundRequest {
  const amount = parseEuros(form.amount);
  return {
    items: Object.entries(form.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ orderItemId: Number(id), quantity })),
    ...(typeof amount === "number" ? { amount } : {}),
    shipping: form.shipping,
    restock: form.restock,
    reason: form.reason.trim(),
  };
}

/** Why the form cannot be sent yet (a message key), or null. */
export function refundFormProblem(order: AdminOrderRecord, form: RefundFormState): string | null {
  const total = refundTotalCents(order, form);
  if (total === null) return "resources.orders.refund.amount_invalid";
  if (total <= 0) return "resources.orders.refund.nothing_chosen";
  if (total > toCents(order.refundable)) return "resources.orders.refund.too_much";
  if (!form.reason.trim()) return "resources.orders.refund.reason_required";
  return null;
}
