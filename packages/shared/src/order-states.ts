// The order state machine (docs/behaviour.md §4), the one place its rules live: the statuses an order goes through, the
// moves between them, the permission staff need for each move (who has it: permissions.ts) and
// what a move does besides changing the status. A status tells where the goods are until part of
// the money goes back; from then on (PARTIALLY_REFUNDED) the order's shippedAt and deliveredAt
// tell it, and the rest of the order still ships and is delivered (OrderProgress). The
// API applies it (api/src/orders/settle-order.ts, move-order.ts, reconcile-orders.ts) and the
// console offers exactly the staff moves it allows. It loads in the console's order list, so it
// stays free of zod and anything else heavy.
import { OrderStatus, type Role } from "@shop/db/enums";
import { allows, type Permission } from "./permissions.ts";

/** Every status, in the order an order goes through them (the schema's order). */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** Orders waiting for their money: not paid yet, or paid by a debit the bank has not settled yet. */
export const AWAITING_PAYMENT_STATUSES: readonly OrderStatus[] = ["PENDING_PAYMENT", "PAYMENT_PROCESSING"];

/** Statuses an order reaches only once its payment was verified: it is never taken again. */
export const PAID_STATUSES: readonly OrderStatus[] = ["PAID", "SHIPPED", "DELIVERED", "PARTIALLY_REFUNDED", "REFUNDED"];

/** Paid orders with money still to give back: those a refund starts from. */
const REFUNDABLE: readonly OrderStatus[] = ["PAID", "SHIPPED", "DELIVERED", "PARTIALLY_REFUNDED"];

export interface OrderMove {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The permission staff need to make the move from the console; null: only the shop itself makes it. */
  permission: Permission | null;
  /**
   * Gives the order's reserved stock back (once: an order's stock is never given back twice). A
   * refund gives back the units staff choose to restock instead (api/src/orders/refund-order.ts).
   */
  returnsStock: boolean;
  /**
   * Undoes the payment at the provider: a paid order is refunded there, a payment still open is
   * cancelled there so that the shopper cannot complete it afterwards.
   */
  reversesPayment: boolean;
}

/** Every move an order can make, the shop's own first, then the staff's in the order the console offers them. */
export const ORDER_MOVES = {
  /**
   * The provider confirmed the payment for the order's amount (the shopper's confirm, a webhook or
   * the reconciliation). An order cancelled while its shopper was still paying (never one that was
   * paid) is paid too, taking its stock again if it is there: money that arrived is never lost.
   */
  pay: {
    from: ["PENDING_PAYMENT", "PAYMENT_PROCESSING", "CANCELLED"],
    to: "PAID",
    permission: null,
    returnsStock: false,
    reversesPayment: false,
  },
  /**
   * The provider accepted a payment its bank settles later (a SEPA Direct Debit, Klarna): the
   * order keeps its stock and no longer expires until the payment settles or fails.
   */
  process: {
    from: ["PENDING_PAYMENT"],
    to: "PAYMENT_PROCESSING",
    permission: null,
    returnsStock: false,
    reversesPayment: false,
  },
  /**
   * The delayed payment failed (the debit was returned): the order waits for a payment again, with
   * a new payment window, and expires as usual when none comes.
   */
  processingFailed: {
    from: ["PAYMENT_PROCESSING"],
    to: "PENDING_PAYMENT",
    permission: null,
    returnsStock: false,
    reversesPayment: false,
  },
  /** The payment window passed without a payment (the reconciliation). */
  expire: { from: ["PENDING_PAYMENT"], to: "CANCELLED", permission: null, returnsStock: true, reversesPayment: true },
  /**
   * A refund of everything made at the provider itself (in its dashboard), reported by its webhook:
   * what the shop had not refunded yet is recorded as refunded.
   */
  refundedAtProvider: {
    from: REFUNDABLE,
    to: "REFUNDED",
    permission: null,
    returnsStock: false,
    reversesPayment: false,
  },
  /** The goods went out; a partly refunded order ships what is left of it (and stays partly refunded). */
  ship: {
    from: ["PAID", "PARTIALLY_REFUNDED"],
    to: "SHIPPED",
    permission: "orders.ship",
    returnsStock: false,
    reversesPayment: false,
  },
  /** The goods arrived; a partly refunded order that was shipped is delivered too (and stays partly refunded). */
  deliver: {
    from: ["SHIPPED", "PARTIALLY_REFUNDED"],
    to: "DELIVERED",
    permission: "orders.deliver",
    returnsStock: false,
    reversesPayment: false,
  },
  cancel: {
    from: ["PENDING_PAYMENT", "PAID"],
    to: "CANCELLED",
    permission: "orders.cancel",
    returnsStock: true,
    reversesPayment: true,
  },
  /** A refund of part of the money (chosen units, the shipping, a sum): more may follow. */
  refundPart: {
    from: REFUNDABLE,
    to: "PARTIALLY_REFUNDED",
    permission: "orders.refund",
    returnsStock: false,
    reversesPayment: true,
  },
  /** A refund of all the money not refunded yet (the shortcut, or the refund that completes the parts). */
  refund: {
    from: REFUNDABLE,
    to: "REFUNDED",
    permission: "orders.refund",
    returnsStock: false,
    reversesPayment: true,
  },
} as const satisfies Record<string, OrderMove>;

export type OrderMoveName = keyof typeof ORDER_MOVES;

/** Paid orders whose money the shop keeps (not refunded in full; a partial refund is deducted): its revenue. */
export const REVENUE_STATUSES: readonly OrderStatus[] = PAID_STATUSES.filter(
  (status) => status !== ORDER_MOVES.refund.to,
);

/**
 * Orders whose contract the shopper can withdraw from (docs/behaviour.md §14): paid, and neither
 * cancelled nor refunded in full. A withdrawal of an order in one of them is open: its refund is
 * still due. The same statuses as REVENUE_STATUSES, named for the rule that reads them.
 * @alias
 */
export const WITHDRAWABLE_STATUSES: readonly OrderStatus[] = REVENUE_STATUSES;

/**
 * Paid orders waiting to be shipped: those the ship move starts from, while not shipped yet
 * (shippedAt null: a partly refunded order may have been shipped before or after its refund).
 */
export const AWAITING_SHIPMENT_STATUSES: readonly OrderStatus[] = ORDER_MOVES.ship.from;

/**
 * Orders that still need their customer's personal data (docs/behaviour.md §17): one waiting for
 * its payment may still be paid, one paid and not shipped still needs its address. Neither an
 * erasure nor the retention sweep touches them, nor an order of AWAITING_SHIPMENT_STATUSES that
 * has not been shipped (a partly refunded one; api/src/orders/order-progress.ts).
 */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = [
  ...ORDER_MOVES.expire.from,
  ...ORDER_MOVES.processingFailed.from,
  "PAID",
];

/**
 * An order as the goods' moves read it: its status, and when its goods went out and arrived. Until
 * a partial refund the status says it (PAID, SHIPPED, DELIVERED); a partly refunded order keeps its
 * status while the rest of it is shipped and delivered, so the dates say it then.
 */
export interface OrderProgress {
  status: OrderStatus;
  shippedAt: Date | string | null;
  deliveredAt: Date | string | null;
}

/** The moves that carry the goods along, and the statuses they lead to. */
const GOODS_MOVES = { ship: "SHIPPED", deliver: "DELIVERED" } as const satisfies Partial<Record<string, OrderStatus>>;

/** Whether the goods have reached the point a move leads to (shipped, delivered) by the order's dates. */
function goodsAt(order: OrderProgress, to: OrderStatus): boolean {
  if (to === GOODS_MOVES.ship) return order.shippedAt !== null;
  if (to === GOODS_MOVES.deliver) return order.deliveredAt !== null;
  return false;
}

/** The moves staff make from the console. */
export type StaffMove = {
  [Move in OrderMoveName]: (typeof ORDER_MOVES)[Move]["permission"] extends null ? never : Move;
}[OrderMoveName];

const MOVES: Record<OrderMoveName, OrderMove> = ORDER_MOVES;
const STAFF_MOVES = (Object.keys(MOVES) as OrderMoveName[]).filter(
  (move): move is StaffMove => MOVES[move].permission !== null,
);

/** The permission a staff member needs to make a staff move. */
export function movePermission(move: StaffMove): Permission {
  return ORDER_MOVES[move].permission;
}

/**
 * Whether an order in `status` can make the move, as far as its status tells: ship and deliver
 * also need the goods where the move starts (canMoveOrder).
 */
export function canMove(status: OrderStatus, move: OrderMoveName): boolean {
  return MOVES[move].from.includes(status);
}

/** Whether the order can make the move: its status allows it, and ship and deliver find the goods where they start. */
export function canMoveOrder(order: OrderProgress, move: OrderMoveName): boolean {
  if (!canMove(order.status, move)) return false;
  if (move === "ship") return order.shippedAt === null;
  if (move === "deliver") return order.shippedAt !== null && order.deliveredAt === null;
  return true;
}

/**
 * Whether the order is where a move to `to` would take it: in that status, or (partly refunded)
 * with its goods there already. Asking for it again is then no move.
 */
export function hasReached(order: OrderProgress, to: OrderStatus): boolean {
  return order.status === to || (order.status === ORDER_MOVES.refundPart.to && goodsAt(order, to));
}

/** The status after the move: a partly refunded order stays so while its goods move on (its dates tell them). */
export function statusAfter(status: OrderStatus, move: OrderMoveName): OrderStatus {
  const keeps = status === ORDER_MOVES.refundPart.to && move in GOODS_MOVES;
  return keeps ? status : MOVES[move].to;
}

/** Statuses a refund (partial or full) can be made from. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = REFUNDABLE;

/**
 * Statuses in which staff can mark a returned parcel received: the goods went out, and not all
 * the money went back.
 */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ["SHIPPED", "DELIVERED", "PARTIALLY_REFUNDED"];

/** The staff moves the order can make (those a member of `role` may make, when given), in the console's order. */
export function staffMoves(order: OrderProgress, role?: Role): StaffMove[] {
  return STAFF_MOVES.filter(
    (move) => canMoveOrder(order, move) && (role === undefined || allows(role, movePermission(move))),
  );
}

/** The staff move that takes the order to `to`, if there is one. */
export function staffMoveBetween(order: OrderProgress, to: OrderStatus): StaffMove | undefined {
  return STAFF_MOVES.find((move) => MOVES[move].to === to && canMoveOrder(order, move));
}

/** What a move does to the payment at the provider, for an order that was paid or not. */
export function paymentReversal(move: OrderMoveName, paid: boolean): "refund" | "cancel" | null {
  if (!MOVES[move].reversesPayment) return null;
  return paid ? "refund" : "cancel";
}
