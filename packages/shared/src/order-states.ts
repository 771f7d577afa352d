// The order state machine (docs/behaviour.md §4), the one place its rules live: the statuses an order goes through, the
// moves between them, who makes each move and what a move does besides changing the status. The
// API applies it (api/src/orders/settle-order.ts, move-order.ts, reconcile-orders.ts) and the
// console offers exactly the staff moves it allows. It loads in the console's order list, so it
// stays free of zod and anything else heavy.
import { OrderStatus, Role } from "@shop/db/enums";

/** Every status, in the order an order goes through them (the schema's order). */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** Statuses an order reaches only once its payment was verified: it is never taken again. */
export const PAID_STATUSES: readonly OrderStatus[] = ["PAID", "SHIPPED", "DELIVERED", "REFUNDED"];

export interface OrderMove {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The staff roles that may make the move from the console; none: only the shop itself makes it. */
  staff: readonly Role[];
  /** Gives the order's reserved stock back (once: an order's stock is never given back twice). */
  returnsStock: boolean;
  /**
   * Undoes the payment at the provider: a paid order is refunded there, a payment still open is
   * cancelled there so that the shopper cannot complete it afterwards.
   */
  reversesPayment: boolean;
}

const STAFF: readonly Role[] = Object.values(Role);

/** Every move an order can make, the shop's own first, then the staff's in the order the console offers them. */
export const ORDER_MOVES = {
  /**
   * The provider confirmed the payment for the order's amount (the shopper's confirm, a webhook or
   * the reconciliation). An order cancelled while its shopper was still paying (never one that was
   * paid) is paid too, taking its stock again if it is there: money that arrived is never lost.
   */
  pay: { from: ["PENDING_PAYMENT", "CANCELLED"], to: "PAID", staff: [], returnsStock: false, reversesPayment: false },
  /** The payment window passed without a payment (the reconciliation). */
  expire: { from: ["PENDING_PAYMENT"], to: "CANCELLED", staff: [], returnsStock: true, reversesPayment: true },
  /** A refund made at the provider itself (in its dashboard), reported by its webhook. */
  refundedAtProvider: {
    from: ["PAID", "SHIPPED", "DELIVERED"],
    to: "REFUNDED",
    staff: [],
    returnsStock: true,
    reversesPayment: false,
  },
  ship: { from: ["PAID"], to: "SHIPPED", staff: STAFF, returnsStock: false, reversesPayment: false },
  deliver: { from: ["SHIPPED"], to: "DELIVERED", staff: STAFF, returnsStock: false, reversesPayment: false },
  cancel: {
    from: ["PENDING_PAYMENT", "PAID"],
    to: "CANCELLED",
    staff: STAFF,
    returnsStock: true,
    reversesPayment: true,
  },
  /** A full refund of money that was taken. */
  refund: {
    from: ["PAID", "SHIPPED", "DELIVERED"],
    to: "REFUNDED",
    staff: STAFF,
    returnsStock: true,
    reversesPayment: true,
  },
} as const satisfies Record<string, OrderMove>;

export type OrderMoveName = keyof typeof ORDER_MOVES;

/** Paid orders whose money the shop keeps (not refunded): its revenue. */
export const REVENUE_STATUSES: readonly OrderStatus[] = PAID_STATUSES.filter(
  (status) => status !== ORDER_MOVES.refund.to,
);

/** Paid orders waiting to be shipped: those the ship move starts from. */
export const AWAITING_SHIPMENT_STATUSES: readonly OrderStatus[] = ORDER_MOVES.ship.from;

/** The moves staff make from the console. */
export type StaffMove = {
  [Move in OrderMoveName]: (typeof ORDER_MOVES)[Move]["staff"] extends readonly [] ? never : Move;
}[OrderMoveName];

const MOVES: Record<OrderMoveName, OrderMove> = ORDER_MOVES;
const STAFF_MOVES = (Object.keys(MOVES) as OrderMoveName[]).filter(
  (move): move is StaffMove => MOVES[move].staff.length > 0,
);

/** Whether an order in `status` can make the move. */
export function canMove(status: OrderStatus, move: OrderMoveName): boolean {
  return MOVES[move].from.includes(status);
}

/** The staff moves from `status` (those a member of `role` may make, when given), in the console's order. */
export function staffMoves(status: OrderStatus, role?: Role): StaffMove[] {
  return STAFF_MOVES.filter(
    (move) => canMove(status, move) && (role === undefined || MOVES[move].staff.includes(role)),
  );
}

/** The staff move that takes an order from `from` to `to`, if there is one. */
export function staffMoveBetween(from: OrderStatus, to: OrderStatus): StaffMove | undefined {
  return STAFF_MOVES.find((move) => MOVES[move].to === to && canMove(from, move));
}

/** What a move does to the payment at the provider, for an order that was paid or not. */
export function paymentReversal(move: OrderMoveName, paid: boolean): "refund" | "cancel" | null {
  if (!MOVES[move].reversesPayment) return null;
  return paid ? "refund" : "cancel";
}
