// Moving an order along the state machine (@shop/shared/order-states): staff ship, deliver, cancel
// and refund from the console; a provider reports a refund made on its side. A move that undoes
// the payment does so at the provider first (a refund, or cancelling a payment still open), and
// the move itself is a conditional update on the status the order had, so it happens once
// (docs/behaviour.md §4).
import type { OrderStatus, PaymentGateway, Role } from "@shop/shared";
import {
  canMove,
  ORDER_MOVES,
  paymentReversal,
  staffMoveBetween,
  type OrderMoveName,
  type StaffMove,
} from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { ApiError, conflict, forbidden, notFound } from "../errors.ts";
import type { PaymentStatus } from "../payments/provider.ts";
import { carrierName, type Carrier } from "@shop/shared/carriers";
import { takeDocumentNumber } from "../invoices/document-numbers.ts";
import { enqueueOrderEmail } from "./order-mail-outbox.ts";
import { addEvent, releaseStock, withStockChanges, type EventParams } from "./order-records.ts";

interface MovableOrder {
  id: number;
  number: string;
  status: OrderStatus;
  paidAt: Date | null;
  paymentGateway: PaymentGateway;
  paymentReference: string | null;
  totalCents: number;
  stockReleased: boolean;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

/**
 * Which move a staff member's request makes, checked against the state machine; null when the
 * order already has the status asked for.
 */
export function planStaffMove(
  order: { status: OrderStatus },
  to: OrderStatus,
  role: Role,
  fromStatus?: OrderStatus,
): StaffMove | null {
  if (order.status === to) return null;
  // Staff decided on the order as they saw it; if it has moved since, they decide again.
  if (fromStatus && fromStatus !== order.status) {
    throw conflict(
      "order_changed",
      `This order is now ${order.status}, no longer ${fromStatus}; reload it and decide again`,
      "status",
    );
  }
  const move = staffMoveBetween(order.status, to);
  if (!move) throw conflict("invalid_transition", `An order that is ${order.status} cannot become ${to}`, "status");
  const staff: readonly Role[] = ORDER_MOVES[move].staff;
  if (!staff.includes(role)) throw forbidden(`Moving an order to ${to} needs the ${staff.join(" or ")} role`);
  return move;
}

const DONE: Record<Exclude<OrderMoveName, "pay" | "expire">, string> = {
  refundedAtProvider: "refunded",
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
  refund: "refunded",
};

/** The order history's line for a move. */
export function moveMessage(move: keyof typeof DONE, done: { refunded: boolean; restocked: boolean }): string {
  const verb = move === "cancel" && done.refunded ? "cancelled and refunded" : DONE[move];
  return `Order ${verb}${done.restocked ? "; stock returned" : ""}`;
}

/**
 * Undoes the order's payment at the provider as the move requires. A test-mode payment (the shop
 * has keys now) moved no money: there is nothing to cancel or refund anywhere.
 */
async function reversePayment(deps: Deps, order: MovableOrder, reversal: "refund" | "cancel" | null) {
  if (!reversal || deps.payments.retired(order.paymentGateway)) return;
  if (reversal === "cancel") {
    // Cancelling an unpaid order also stops its payment, so the shopper cannot pay it afterwards.
    if (!order.paymentReference) return;
    let after: PaymentStatus;
    try {
      after = await deps.payments.forGateway(order.paymentGateway).cancel(order.paymentReference);
    } catch (error) {
      deps.logger.error({ err: error, order: order.number }, "payment could not be cancelled");
      throw new ApiError(
        502,
        "payment_provider_unavailable",
        "The payment could not be cancelled with the payment provider; nothing was changed",
      );
    }
    if (after.state === "succeeded")
      throw conflict("payment_received", "The shopper has just paid this order; reload it", "status");
    return;
  }
  if (!order.paymentReference) throw conflict("not_refundable", "This order has no payment to refund");
  try {
    await deps.payments
      .forGateway(order.paymentGateway)
      .refund(order.paymentReference, order.totalCents, `refund-${order.number}`);
  } catch (error) {
    deps.logger.error({ err: error, order: order.number }, "refund failed");
    throw new ApiError(
      502,
      "payment_provider_unavailable",
      "The refund could not be made with the payment provider; nothing was changed",
    );
  }
}

/** Who carries a shipped parcel (both optional; the ship move only). */
export interface Shipment {
  carrier?: Carrier;
  trackingNumber?: string;
}

/** The shopper's e-mail each move sends (delivery sends none: the shopper has the parcel). */
const EMAIL: Partial<Record<keyof typeof DONE, "shipped" | "cancelled" | "refunded">> = {
  ship: "shipped",
  cancel: "cancelled",
  refund: "refunded",
  refundedAtProvider: "refunded",
};

/**
 * The move itself: the conditional status change, the stock returned, the credit note of money
 * given back, the shopper's e-mail and the history's line, all in one transaction.
 */
async function commitMove(
  deps: Deps,
  order: MovableOrder,
  move: keyof typeof DONE,
  actor: string,
  refunded: boolean,
  shipment: Shipment = {},
): Promise<void> {
  const { to, returnsStock } = ORDER_MOVES[move];
  const at = new Date();
  const enqueued = await withStockChanges(deps, async (tx, changes) => {
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status },
      data: {
        status: to,
        expiresAt: null,
        ...(move === "ship"
          ? { shippedAt: at, carrier: shipment.carrier ?? null, trackingNumber: shipment.trackingNumber ?? null }
          : {}),
      },
    });
    if (count === 0) {
      // The provider's refund webhook may have recorded the same move a moment ago.
      const current = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
      if (current.status === to) return false;
      throw conflict("order_changed", "The order was changed by someone else; reload it");
    }
    const restocked = returnsStock && !order.stockReleased;
    if (restocked) {
      await releaseStock(tx, order.id, changes);
      await tx.order.update({ where: { id: order.id }, data: { stockReleased: true } });
    }
    // Money given back for an invoiced order: a credit note, numbered in this transaction.
    let creditNoteNumber: string | null = null;
    if (refunded && order.invoiceNumber && !order.creditNoteNumber) {
      creditNoteNumber = await takeDocumentNumber(tx, "credit_note", at);
      await tx.order.update({ where: { id: order.id }, data: { creditNoteNumber, creditNoteIssuedAt: at } });
    }
    const email = EMAIL[move];
    if (email) await enqueueOrderEmail(tx, order.id, email);
    const params: EventParams =
      move === "ship"
        ? { carrier: shipment.carrier ?? null, trackingNumber: shipment.trackingNumber ?? null }
        : { refunded, restocked, creditNoteNumber };
    const line = moveMessage(move, { refunded, restocked });
    const detail =
      move === "ship" && shipment.trackingNumber
        ? ` (${carrierName(shipment.carrier) ?? "tracking"} ${shipment.trackingNumber})`
        : creditNoteNumber
          ? `; credit note ${creditNoteNumber}`
          : "";
    await addEvent(tx, order.id, `status_${to.toLowerCase()}`, actor, `${line}${detail}`, params);
    return email !== undefined;
  });
  if (enqueued) deps.outbox.wake();
}

async function findOrder(deps: Deps, orderId: number): Promise<MovableOrder> {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId } });
  if (!order) throw notFound("Order");
  return order;
}

/**
 * A staff member moves an order to `to` (PUT /api/admin/orders/{id}, POST .../refund). `fromStatus`
 * is the status the console showed: a move from any other is refused, never applied blindly.
 */
export async function moveOrder(
  deps: Deps,
  orderId: number,
  to: OrderStatus,
  staff: { username: string; role: Role },
  options: { fromStatus?: OrderStatus; shipment?: Shipment } = {},
): Promise<void> {
  const order = await findOrder(deps, orderId);
  const move = planStaffMove(order, to, staff.role, options.fromStatus);
  if (!move) return;
  const reversal = paymentReversal(move, order.paidAt !== null);
  await reversePayment(deps, order, reversal);
  await commitMove(deps, order, move, staff.username, reversal === "refund", options.shipment);
}

/** Records a refund the provider reports was made on its side (its webhook); nothing is refunded again. */
export async function recordProviderRefund(deps: Deps, orderId: number, actor: string): Promise<void> {
  const order = await findOrder(deps, orderId);
  if (!canMove(order.status, "refundedAtProvider")) return;
  await commitMove(deps, order, "refundedAtProvider", actor, true);
}
