import { parseEuros, toEuros, type AdminOrderRecord } from "@shop/shared";
import type { AdminRefundQuoteRequest, AdminRefundRequest } from "@shop/shared/schemas";

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

/** Units of an item that can still be refunded: not refunded yet, and not kept (returned opened, sealed for hygiene). */
export const unitsLeft = (item: AdminOrderRecord["items"][number]) =>
  Math.max(0, item.quantity - item.refundedQuantity - item.keptQuantity);

/**
 * What the form asks to give back, as the refund quote takes it: only the lines with units chosen,
 * the sum when one was typed; null while there is nothing to ask about (nothing chosen, or a sum
 * that is not an amount). What it comes to is the API's to say (useRefundQuote).
 */
export function refundChoice(form: RefundFormState): AdminRefundQuoteRequest | null {
  const cents = parseEuros(form.amount);
  if (cents === null) return null;
  const items = Object.entries(form.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));
  if (items.length === 0 && !form.shipping && !cents) return null;
  return { items, ...(cents ? { amount: toEuros(cents) } : {}), shipping: form.shipping };
}

/** The request the form sends: its choice, whether the units go back to stock, and why. */
export function refundRequest(form: RefundFormState): AdminRefundRequest {
  return {
    ...(refundChoice(form) ?? { items: [], shipping: false }),
    restock: form.restock,
    reason: form.reason.trim(),
  };
}

/** The quote's refusals that mean more than can still be refunded. */
const TOO_MUCH = new Set(["refund_exceeds_payment", "refund_exceeds_quantity", "shipping_already_refunded"]);

/**
 * Why the form cannot be sent yet (a message key), or null; `refused` is the error code the API
 * answered the quote of its choice with.
 */
export function refundFormProblem(form: RefundFormState, refused?: string): string | null {
  if (parseEuros(form.amount) === null) return "resources.orders.refund.amount_invalid";
  if (!refundChoice(form)) return "resources.orders.refund.nothing_chosen";
  if (refused && TOO_MUCH.has(refused)) return "resources.orders.refund.too_much";
  if (!form.reason.trim()) return "resources.orders.refund.reason_required";
  return null;
}
