import type { AdminOrderRecord } from "@shop/shared";

/** The shopper's e-mails staff can send again (POST /api/admin/orders/{id}/emails {kind}). */
export const ORDER_EMAIL_KINDS = ["confirmation", "shipped", "cancelled", "refunded"] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/**
 * The e-mails an order can be sent again, by what has happened to it (the API's rule): the
 * confirmation once it was paid, the shipping notice once shipped, the cancellation or refund
 * notice in that status.
 */
export function resendableEmails(order: Pick<AdminOrderRecord, "status" | "paidAt">): OrderEmailKind[] {
  return ORDER_EMAIL_KINDS.filter((kind) => {
    switch (kind) {
      case "confirmation":
        return order.paidAt !== null;
      case "shipped":
        return order.status === "SHIPPED" || order.status === "DELIVERED";
      case "cancelled":
        return order.status === "CANCELLED";
      case "refunded":
        return order.status === "REFUNDED";
    }
  });
}
