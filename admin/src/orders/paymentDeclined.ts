import type { AdminOrderRecord } from "@shop/shared";

/**
 * An order still waiting for its money whose last payment attempt the provider declined: the
 * shopper may try another card, else the order expires as any unpaid one. Once it is paid or
 * gone, the decline is history only.
 */
export const isPaymentDeclined = (order: Pick<AdminOrderRecord, "status" | "paymentDeclinedAt">) =>
  order.status === "PENDING_PAYMENT" && order.paymentDeclinedAt !== null;
