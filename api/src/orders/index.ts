// The orders' front door: everything outside api/src/orders reaches orders through this file.
// Routes, webhooks and jobs create, settle (mark paid), move, note, refund, resend and record a
// failed payment here; the history's events, the stock changes and the e-mails' outbox rows stay
// inside the folder, written in the same transaction as the change they belong to
// (docs/architecture.md, "Orders"). api/src/architecture.test.ts refuses an import that goes around it.
import { emailApplies, type OrderEmailKind } from "@shop/shared/order-emails";
import type { Deps } from "../context.ts";
import { conflict, notFound } from "../errors.ts";
import { recordAudit, type StaffActor } from "../audit/audit-log.ts";
import { addEvent } from "./order-records.ts";
import { countResend, enqueueResend } from "./order-mail-outbox.ts";

// Commands: what changes an order.
export { createOrder } from "./create-order.ts";
export { settleOrder } from "./settle-order.ts";
export { moveOrder } from "./move-order.ts";
export { quoteRefund, refundAuditChanges, refundOrder, refundRemainder } from "./refund-order.ts";
export { recordPaymentFailure } from "./payment-failures.ts";
export { applyPaymentEvent } from "./payment-events.ts";
export { receiveReturn, returnsAwaitingRefund } from "./receive-return.ts";
export { withdrawFromOrder } from "./withdraw-order.ts";
export { reconcileOpenPayments, runOrderSweep } from "./reconcile-orders.ts";
export {
  addCounts,
  anonymiseOrder,
  deleteOrderMailCopies,
  noneAnonymised,
  type AnonymisedCounts,
} from "./anonymise-orders.ts";

// Reads and the names the history and the console share.
export { lookUpOrder } from "./order-lookup.ts";
export { quoteCart } from "./pricing.ts";
export {
  openWithdrawalSql,
  ordersAwaitingShipment,
  ordersWithOpenWithdrawal,
  paidOrdersByDay,
  withdrawalOpen,
} from "./order-stats.ts";
export { awaitingShipmentSql, IN_PROGRESS, NOT_IN_PROGRESS } from "./order-progress.ts";
export { refundLedger, unitsOf, type RefundRow } from "./refund-order.ts";
export { withdrawnItemsOf } from "./withdrawal-mail.ts";
export { PAYMENT_FAILED_EVENT } from "./payment-failures.ts";
export { CUSTOMER_ACTOR, DELIVERED_EVENT, statusEvent, SYSTEM_ACTOR } from "./order-records.ts";

// The outbox kinds of the orders' e-mails, for the worker's registry (deps.ts) and the erasure.
export { orderConfirmation, orderEmail, refundEmail } from "./order-mail-outbox.ts";
export { orderWithdrawal } from "./withdrawal-mail.ts";
export { returnMail } from "./return-mail.ts";
export { keptUnits, RETURNED_EVENT, returnedUnitsOf } from "./returned-units.ts";
// The test provider's delayed SEPA outcome, applied when its time comes (test mode only).
export { testDebitSettlement } from "./test-debit-settlement.ts";

/** A staff member's note on an order: a line in its history and an entry in the audit log, together. */
export async function noteOrder(
  deps: Pick<Deps, "prisma">,
  orderId: number,
  note: string,
  staff: StaffActor,
): Promise<void> {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!order) throw notFound("Order");
  await deps.prisma.$transaction(async (tx) => {
    await addEvent(tx, orderId, "note", staff.actor, note);
    await recordAudit(tx, { ...staff, action: "order.noted", recordId: orderId, changes: ["note"] });
  });
}

/**
 * Sends one of the shopper's e-mails again, through the outbox like the first one; the history
 * records it once it is sent. Counted per order and per staff member first (429 past the limits),
 * and refused (409) for an e-mail the order's status does not have.
 */
export async function resendOrderEmail(
  deps: Pick<Deps, "outbox" | "prisma" | "resends">,
  orderId: number,
  kind: OrderEmailKind,
  staff: StaffActor & { userId: number },
): Promise<void> {
  await countResend(deps, orderId, staff.userId);
  const order = await deps.prisma.order.findUnique({
    where: { id: orderId },
    select: { status: true, paidAt: true, shippedAt: true },
  });
  if (!order) throw notFound("Order");
  if (!emailApplies(kind, order))
    throw conflict("email_not_applicable", `An order that is ${order.status} has no ${kind} e-mail to send`, "kind");
  await deps.prisma.$transaction(async (tx) => {
    await enqueueResend(tx, orderId, kind, staff.actor);
    await recordAudit(tx, {
      actor: staff.actor,
      clientKey: staff.clientKey,
      action: "order.email_resent",
      recordId: orderId,
    });
  });
  deps.outbox.wake();
}
