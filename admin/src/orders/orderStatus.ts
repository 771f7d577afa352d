import type { OrderStatus } from "@shop/shared";
import { ORDER_MOVES, type StaffMove } from "@shop/shared/order-states";

/**
 * The status a move leads to. Refunds go through their own calls (POST /orders/{id}/refund, …/refunds);
 * every other move is PUT /orders/{id} with the status it leads to.
 */
function statusAfter(move: Exclude<StaffMove, "refund" | "refundPart">): OrderStatus {
  return ORDER_MOVES[move].to;
}

/**
 * PUT /api/admin/orders/{id} for a move. The status on screen goes along as `fromStatus`: an order
 * someone else has moved since is refused (409) rather than moved from a status nobody saw.
 */
export function statusMove(
  shownStatus: OrderStatus,
  move: Exclude<StaffMove, "refund" | "refundPart">,
): { status: OrderStatus; fromStatus: OrderStatus } {
  return { status: statusAfter(move), fromStatus: shownStatus };
}

/**
 * How each status looks as a chip. Only colours whose text reaches 4.5:1 contrast (WCAG AA)
 * are used: MUI's warning and info fills are too light for white text.
 */
export const STATUS_CHIP: Record<
  OrderStatus,
  { color: "default" | "primary" | "secondary" | "success"; variant: "filled" | "outlined" }
> = {
  PENDING_PAYMENT: { color: "default", variant: "outlined" },
  PAYMENT_PROCESSING: { color: "secondary", variant: "outlined" },
  PAID: { color: "primary", variant: "filled" },
  SHIPPED: { color: "primary", variant: "outlined" },
  DELIVERED: { color: "success", variant: "filled" },
  PARTIALLY_REFUNDED: { color: "secondary", variant: "outlined" },
  CANCELLED: { color: "default", variant: "filled" },
  REFUNDED: { color: "secondary", variant: "filled" },
};
