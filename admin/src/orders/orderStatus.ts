import type { OrderStatusName } from "@shop/shared";

/** What staff can do to an order; each maps to one API call. */
export type OrderAction = "ship" | "deliver" | "cancel" | "refund";

/**
 * The moves the API allows from each status (docs/api-contract.md): PAID → SHIPPED →
 * DELIVERED; PENDING_PAYMENT or PAID → CANCELLED; a full refund of money that was taken.
 */
const ACTIONS_BY_STATUS: Record<OrderStatusName, OrderAction[]> = {
  PENDING_PAYMENT: ["cancel"],
  PAID: ["ship", "cancel", "refund"],
  SHIPPED: ["deliver", "refund"],
  DELIVERED: ["refund"],
  CANCELLED: [],
  REFUNDED: [],
};

/**
 * Every status, in the order an order goes through them. Taken from the table above, which
 * the type checker holds complete, rather than from @shop/shared/schemas: that module brings
 * zod and the country names into the order list's chunk.
 */
export const ORDER_STATUSES = Object.keys(ACTIONS_BY_STATUS) as OrderStatusName[];

export function allowedOrderActions(status: OrderStatusName): OrderAction[] {
  return ACTIONS_BY_STATUS[status] ?? [];
}

/** The status a move leads to; refunds go through their own call. */
export const STATUS_AFTER: Record<Exclude<OrderAction, "refund">, OrderStatusName> = {
  ship: "SHIPPED",
  deliver: "DELIVERED",
  cancel: "CANCELLED",
};

/**
 * PUT /api/admin/orders/{id} for a move. The status on screen goes along as `fromStatus`: an order
 * someone else has moved since is refused (409) rather than moved from a status nobody saw.
 */
export function statusMove(
  shownStatus: OrderStatusName,
  action: Exclude<OrderAction, "refund">,
): { status: OrderStatusName; fromStatus: OrderStatusName } {
  return { status: STATUS_AFTER[action], fromStatus: shownStatus };
}

/**
 * How each status looks as a chip. Only colours whose text reaches 4.5:1 contrast (WCAG AA)
 * are used: MUI's warning and info fills are too light for white text.
 */
export const STATUS_CHIP: Record<
  OrderStatusName,
  { color: "default" | "primary" | "secondary" | "success"; variant: "filled" | "outlined" }
> = {
  PENDING_PAYMENT: { color: "default", variant: "outlined" },
  PAID: { color: "primary", variant: "filled" },
  SHIPPED: { color: "primary", variant: "outlined" },
  DELIVERED: { color: "success", variant: "filled" },
  CANCELLED: { color: "default", variant: "filled" },
  REFUNDED: { color: "secondary", variant: "filled" },
};
