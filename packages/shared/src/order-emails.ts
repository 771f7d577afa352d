// The shopper's e-mails staff can send again (POST /api/admin/orders/{id}/emails), and which of
// them fit an order by what has happened to it: the API refuses the others (409), the console
// offers only these. Free of zod, so the console's order page loads it alone.
import type { OrderStatus } from "./enums.ts";

export const ORDER_EMAIL_KINDS = ["confirmation", "shipped", "cancelled", "refunded"] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** What the e-mails are chosen by: the status, the payment and, of a partly refunded order, its shipment. */
interface EmailOrder {
  status: OrderStatus;
  paidAt: Date | string | null;
  shippedAt?: Date | string | null;
}

/**
 * Which e-mail an order can be sent: the confirmation once paid, the others in their status (the
 * shipping notice also to a partly refunded order that was shipped).
 */
export function emailApplies(kind: OrderEmailKind, order: EmailOrder): boolean {
  switch (kind) {
    case "confirmation":
      return order.paidAt !== null;
    case "shipped":
      return (
        order.status === "SHIPPED" ||
        order.status === "DELIVERED" ||
        (order.status === "PARTIALLY_REFUNDED" && Boolean(order.shippedAt))
      );
    case "cancelled":
      return order.status === "CANCELLED";
    case "refunded":
      return order.status === "REFUNDED";
  }
}

/** The e-mails an order can be sent again, in the order the console lists them. */
export function resendableEmails(order: EmailOrder): OrderEmailKind[] {
  return ORDER_EMAIL_KINDS.filter((kind) => emailApplies(kind, order));
}
