// Moving an order along the state machine (@shop/shared/order-states): staff ship, deliver, cancel
// and refund from the console. A move that undoes the payment does so at the provider first (a
// refund, or cancelling a payment still open), and the move itself is a conditional update on the
// status the order had, so it happens once (docs/behaviour.md §4). A partly refunded order keeps
// its status while the rest of it is shipped and delivered: those moves are decided under the
// order's row lock instead. Refunds, full or partial, and those a provider reports are made by
// refund-order.ts.
import type { OrderStatus, PaymentGateway, Role } from "@shop/shared";
import { allows, rolesWith } from "@shop/shared/permissions";
import {
  canMoveOrder,
  hasReached,
  movePermission,
  ORDER_MOVES,
  paymentReversal,
  staffMoveBetween,
  statusAfter,
  type OrderMoveName,
  type OrderProgress,
  type StaffMove,
} from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { ApiError, badRequest, conflict, forbidden, notFound } from "../errors.ts";
import type { PaymentStatus } from "../payments/provider.ts";
import { carrierName, type Carrier } from "@shop/shared/carriers";
import { takeDocumentNumber } from "../invoices/document-numbers.ts";
import { issueCreditNote } from "../invoices/issued-documents.ts";
import { enqueueOrderEmail } from "./order-mail-outbox.ts";
import { refundAuditChanges, refundRemainder } from "./refund-order.ts";
import { recordAudit, type StaffActor } from "../audit/audit-log.ts";
import type { AuditAction } from "@shop/shared";
import { addEvent, releaseStock, statusEvent, withStockChanges, type EventParams } from "./order-records.ts";
import { deliveredAtOf, lockOrder } from "./order-progress.ts";
import { releaseDiscount } from "./discounts.ts";

interface MovableOrder extends OrderProgress {
  id: number;
  number: string;
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
  order: OrderProgress,
  to: OrderStatus,
  role: Role,
  fromStatus?: OrderStatus,
): StaffMove | null {
  if (hasReached(order, to)) return null;
  // Staff decided on the order as they saw it; if it has moved since, they decide again.
  if (fromStatus && fromStatus !== order.status) {
    throw conflict(
      "order_changed",
      `This order is now ${order.status}, no longer ${fromStatus}; reload it and decide again`,
      "status",
    );
  }
  const move = staffMoveBetween(order, to);
  if (!move) throw conflict("invalid_transition", `An order that is ${order.status} cannot become ${to}`, "status");
  const permission = movePermission(move);
  if (!allows(role, permission))
    throw forbidden(`Moving an order to ${to} needs the ${rolesWith(permission).join(" or ")} role`);
  return move;
}

/** The moves made here; refunds are refund-order.ts's. */
type Move = Exclude<
  OrderMoveName,
  "pay" | "process" | "processingFailed" | "expire" | "refundedAtProvider" | "refundPart" | "refund"
>;

const DONE: Record<Move, string> = {
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
};

/** The order history's line for a move. */
export function moveMessage(move: Move, done: { refunded: boolean; restocked: boolean }): string {
  const verb = move === "cancel" && done.refunded ? "cancelled and refunded" : DONE[move];
  return `Order ${verb}${done.restocked ? "; stock returned" : ""}`;
}

/**
 * Undoes the order's payment at the provider as the move requires. A test-mode payment (the shop
 * has keys now) moved no money: there is nothing to cancel or refund anywhere.
 */
async function reversePayment(
  deps: Pick<Deps, "logger" | "payments">,
  order: MovableOrder,
  reversal: "refund" | "cancel" | null,
) {
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
const EMAIL: Partial<Record<Move, "shipped" | "cancelled">> = {
  ship: "shipped",
  cancel: "cancelled",
};

/** The audit log's action of each staff move. */
const AUDIT_ACTION: Record<Move, AuditAction> = {
  ship: "order.shipped",
  deliver: "order.delivered",
  cancel: "order.cancelled",
};

/**
 * The move itself: the conditional status change, the stock returned, the credit note of money
 * given back, the shopper's e-mail, the history's line and (a staff member's move) the audit log's
 * entry, all in one transaction.
 */
async function commitMove(
  deps: Pick<Deps, "catalogCache" | "env" | "outbox" | "prisma" | "shop">,
  order: MovableOrder,
  move: Move,
  actor: string,
  refunded: boolean,
  shipment: Shipment = {},
  staff?: StaffActor,
): Promise<void> {
  const { returnsStock } = ORDER_MOVES[move];
  const to = statusAfter(order.status, move);
  const at = new Date();
  const enqueued = await withStockChanges(deps, async (tx, changes) => {
    // A move that keeps the status (a partly refunded order's goods) is decided under the row's
    // lock, on the dates as they are now: two clicks ship or deliver it once.
    if (to === order.status) {
      await lockOrder(tx, order.id);
      const current = await tx.order.findUniqueOrThrow({
        where: { id: order.id },
        select: { status: true, shippedAt: true },
      });
      const now = { ...current, deliveredAt: await deliveredAtOf(tx, order.id) };
      if (hasReached(now, ORDER_MOVES[move].to)) return false;
      if (!canMoveOrder(now, move)) throw conflict("order_changed", "The order was changed by someone else; reload it");
    }
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status, ...(move === "ship" ? { shippedAt: null } : {}) },
      data: {
        status: to,
        expiresAt: null,
        ...(move === "ship"
          ? { shippedAt: at, carrier: shipment.carrier ?? null, trackingNumber: shipment.trackingNumber ?? null }
          : {}),
      },
    });
    if (count === 0) {
      // Someone may have made the same move a moment ago.
      const current = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
      if (current.status === to) return false;
      throw conflict("order_changed", "The order was changed by someone else; reload it");
    }
    const restocked = returnsStock && !order.stockReleased;
    if (restocked) {
      await releaseStock(tx, order.id, changes);
      await tx.order.update({ where: { id: order.id }, data: { stockReleased: true } });
    }
    // An order cancelled before it was paid gives its discount code's use back.
    if (move === "cancel" && !order.paidAt) await releaseDiscount(tx, order.id);
    // Money given back for an invoiced order: a credit note, numbered and frozen in this transaction.
    let creditNoteNumber: string | null = null;
    if (refunded && order.invoiceNumber && !order.creditNoteNumber) {
      creditNoteNumber = await takeDocumentNumber(tx, "credit_note", at, deps.env.SHOP_TIME_ZONE);
      await issueCreditNote(tx, order.id, {
        number: creditNoteNumber,
        issuedAt: at,
        seller: deps.shop.seller,
        timeZone: deps.env.SHOP_TIME_ZONE,
      });
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
    await addEvent(tx, order.id, statusEvent(ORDER_MOVES[move].to), actor, `${line}${detail}`, params);
    if (staff) {
      const changes = [
        "status",
        ...(move === "ship" ? ["shippedAt", "carrier", "trackingNumber"] : []),
        ...(restocked ? ["stockReleased"] : []),
        ...(creditNoteNumber ? ["creditNoteNumber"] : []),
      ];
      await recordAudit(tx, { ...staff, action: AUDIT_ACTION[move], recordId: order.id, changes });
    }
    return email !== undefined;
  });
  if (enqueued) deps.outbox.wake();
}

async function findOrder(deps: Pick<Deps, "prisma">, orderId: number): Promise<MovableOrder> {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId } });
  if (!order) throw notFound("Order");
  return { ...order, deliveredAt: await deliveredAtOf(deps.prisma, orderId) };
}

/**
 * A staff member moves an order to `to` (PUT /api/admin/orders/{id}). `fromStatus` is the status the
 * console showed: a move from any other is refused, never applied blindly. REFUNDED is the full
 * refund (refund-order.ts); PARTIALLY_REFUNDED needs what to refund (POST .../refunds).
 */
export async function moveOrder(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "outbox" | "payments" | "prisma" | "shop">,
  orderId: number,
  to: OrderStatus,
  staff: { username: string; role: Role; clientKey: string | null },
  options: { fromStatus?: OrderStatus; shipment?: Shipment } = {},
): Promise<void> {
  const order = await findOrder(deps, orderId);
  const move = planStaffMove(order, to, staff.role, options.fromStatus);
  if (!move) return;
  if (move === "refund") {
    const { refund } = await refundRemainder(deps, orderId, { actor: staff.username });
    await recordAudit(deps.prisma, {
      actor: staff.username,
      clientKey: staff.clientKey,
      action: "order.refunded",
      recordId: orderId,
      changes: refundAuditChanges(refund),
    });
    return;
  }
  if (move === "refundPart")
    throw badRequest(
      "A partial refund names its items, amount or shipping: POST /api/admin/orders/{id}/refunds",
      "status",
    );
  const reversal = paymentReversal(move, order.paidAt !== null);
  await reversePayment(deps, order, reversal);
  await commitMove(deps, order, move, staff.username, reversal === "refund", options.shipment, {
    actor: staff.username,
    clientKey: staff.clientKey,
  });
}
