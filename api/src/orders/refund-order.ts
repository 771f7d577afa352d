// Giving money back on a paid order (docs/behaviour.md §15): chosen units of its lines, its
// shipping and/or a sum, through the payment provider, with a credit note for exactly that part.
// Units that came back opened although sealed for hygiene (a return's record, returned-units.ts)
// are never refunded as units: the right of withdrawal ended for them (a sum still can be, as
// goodwill). A refund goes in three steps so that refunds never add up to more than was paid,
// however many are asked for at once and on however many instances:
//  1. reserve: under the order's row lock, check what remains and write the refund "pending";
//  2. the provider pays the money back (its idempotency key is the refund's id, so asking again
//     after a crash never pays twice); if it refuses, the pending refund is deleted: nothing changed;
//  3. complete: the refund "done", its credit note numbered and frozen, the units restocked if
//     staff chose so, the status (PARTIALLY_REFUNDED, or REFUNDED once all of the money went back),
//     the history's line with the reason and the shopper's e-mail with the credit note, in one
//     transaction. A refund left pending by a crash between 2 and 3 is finished by the order sweep.
import { formatPrice, LOW_STOCK, unitsDiscountCents, type OrderStatus } from "@shop/shared";
import { canMove } from "@shop/shared/order-states";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { ApiError, badRequest, conflict, notFound } from "../errors.ts";
import { takeDocumentNumber } from "../invoices/document-numbers.ts";
import { issueRefundCreditNote } from "../invoices/issued-documents.ts";
import { refundEmail } from "./order-mail-outbox.ts";
import type { Tx } from "@shop/db";
import { addEvent, statusEvent, withStockChanges, type StockChanges } from "./order-records.ts";
// The order's row lock: refunds of one order are decided one after another.
import { lockOrder } from "./order-progress.ts";
import { keptUnits, RETURNED_EVENT } from "./returned-units.ts";

/** What is asked for: every amount in cents. */
export interface RefundRequest {
  items: { orderItemId: number; quantity: number }[];
  shipping: boolean;
  sumCents: number;
  restock: boolean;
  reason: string;
  idempotencyKey?: string;
}

export type RefundRow = Prisma.RefundGetPayload<object>;

export interface RefundUnit {
  orderItemId: number;
  quantity: number;
}

/** Refund.items as written (anything else was never written). */
export function unitsOf(items: Prisma.JsonValue): RefundUnit[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) =>
    item && typeof item === "object" && !Array.isArray(item) && typeof item.orderItemId === "number"
      ? [{ orderItemId: item.orderItemId, quantity: Number(item.quantity) }]
      : [],
  );
}

interface LedgerOrder {
  totalCents: number;
  shippingCents: number;
  items: { id: number; quantity: number; unitPriceCents: number }[];
  refunds: Pick<RefundRow, "amountCents" | "items" | "shippingCents" | "sumCents">[];
}

/** What the refunds so far (pending ones included) have taken, and what remains. */
export function refundLedger(order: LedgerOrder) {
  const refundedUnits = new Map<number, number>();
  for (const refund of order.refunds)
    for (const unit of unitsOf(refund.items))
      refundedUnits.set(unit.orderItemId, (refundedUnits.get(unit.orderItemId) ?? 0) + unit.quantity);
  const refundedCents = order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    refundedUnits,
    refundedCents,
    remainingCents: order.totalCents - refundedCents,
    shippingRefunded: order.refunds.some((refund) => refund.shippingCents > 0),
    /** Whether a refund gave back a sum besides whole units. */
    sumRefunded: order.refunds.some((refund) => refund.sumCents > 0),
    remainingUnits: (itemId: number) =>
      (order.items.find((item) => item.id === itemId)?.quantity ?? 0) - (refundedUnits.get(itemId) ?? 0),
  };
}

/** What units give back: their price less the discount they carry, under the refunds before them. */
function unitsValue(
  order: { items: { id: number; quantity: number; unitPriceCents: number; discountCents: number }[] },
  units: RefundUnit[],
  remainingUnits: (itemId: number) => number,
) {
  return units.map((unit) => {
    const item = order.items.find((line) => line.id === unit.orderItemId);
    if (!item) return { ...unit, grossCents: 0, discountCents: 0 };
    const discountCents = unitsDiscountCents(item, unit.quantity, remainingUnits(item.id));
    return { ...unit, grossCents: item.unitPriceCents * unit.quantity - discountCents, discountCents };
  });
}

/** Amounts in the API's English messages, as the shop writes prices. */
const euros = (cents: number) => formatPrice(cents, "en");

const ledgerInclude = {
  items: { orderBy: { id: "asc" } },
  refunds: true,
  events: { where: { type: RETURNED_EVENT }, select: { type: true, params: true } },
} satisfies Prisma.OrderInclude;

/**
 * Units of a line that can still be refunded: not refunded yet, less those kept (returned opened,
 * sealed for hygiene), which no refund gives back.
 */
function refundableUnits(order: ReservableOrder, ledger: ReturnType<typeof refundLedger>) {
  const kept = keptUnits(order.events);
  return (item: { id: number }) => Math.max(0, ledger.remainingUnits(item.id) - (kept.get(item.id) ?? 0));
}

type ReservableOrder = Prisma.OrderGetPayload<{ include: typeof ledgerInclude }>;

/** What a refund gives back: the units, the shipping and the sum; the amounts follow from the order. */
export type RefundChoice = Pick<RefundRequest, "items" | "shipping" | "sumCents">;

/**
 * Refuses a refund the order cannot take; answers the pending refund's row data: what each line's
 * units, the shipping and the whole give back, and what can still be refunded after it.
 */
function plan(order: ReservableOrder, request: RefundChoice) {
  if (!canMove(order.status, "refundPart"))
    throw conflict("not_refundable", `An order that is ${order.status} cannot be refunded`, "status");
  const ledger = refundLedger(order);
  const refundable = refundableUnits(order, ledger);
  const lines = request.items.map((unit, index) => {
    const item = order.items.find((line) => line.id === unit.orderItemId);
    if (!item)
      throw badRequest(
        `items.${index}.orderItemId ${unit.orderItemId} is not an item of this order`,
        `items.${index}.orderItemId`,
      );
    const remaining = ledger.remainingUnits(item.id);
    if (unit.quantity > remaining)
      throw conflict(
        "refund_exceeds_quantity",
        `Only ${remaining} of ${item.quantity} × ${item.name} can still be refunded`,
        `items.${index}.quantity`,
      );
    if (unit.quantity > refundable(item))
      throw conflict(
        "units_not_refundable",
        `${remaining - refundable(item)} × ${item.name} came back opened and is sealed for hygiene: the right of withdrawal ended for it (Art. 16(e) Directive 2011/83/EU), so it is not refunded; only ${refundable(item)} can be`,
        `items.${index}.quantity`,
      );
    const amountCents = item.unitPriceCents * unit.quantity - unitsDiscountCents(item, unit.quantity, remaining);
    return { orderItemId: item.id, quantity: unit.quantity, amountCents };
  });
  const unitsCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (request.shipping && ledger.shippingRefunded)
    throw conflict("shipping_already_refunded", "The shipping of this order was refunded already", "shipping");
  if (request.shipping && order.shippingCents === 0)
    throw badRequest("This order's shipping was free: there is no shipping to refund", "shipping");
  const shippingCents = request.shipping ? order.shippingCents : 0;
  const amountCents = unitsCents + shippingCents + request.sumCents;
  if (amountCents > ledger.remainingCents)
    throw conflict(
      "refund_exceeds_payment",
      `This refund of ${euros(amountCents)} is more than the ${euros(ledger.remainingCents)} that can still be refunded (${euros(order.totalCents)} paid)`,
      request.sumCents > 0 ? "amount" : "items",
    );
  const remainingCents = ledger.remainingCents - amountCents;
  return { lines, amountCents, shippingCents, sumCents: request.sumCents, remainingCents };
}

/**
 * What a refund would give back, decided as the refund itself decides it (plan) and refused the
 * same way, with nothing written: the console's refund dialog shows it before staff send it.
 */
export async function quoteRefund(deps: Pick<Deps, "prisma">, orderId: number, choice: RefundChoice) {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId }, include: ledgerInclude });
  if (!order) throw notFound("Order");
  return plan(order, choice);
}

/** Step 1: the refund written pending, its amount reserved; or the refund an Idempotency-Key already made. */
async function reserve(
  deps: Pick<Deps, "prisma">,
  orderId: number,
  request: RefundRequest,
  actor: string,
): Promise<{ refund: RefundRow; replayed: boolean }> {
  return deps.prisma.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: ledgerInclude });
    if (request.idempotencyKey) {
      const earlier = order.refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey);
      if (earlier) return { refund: earlier, replayed: true };
    }
    const { amountCents, shippingCents } = plan(order, request);
    const refund = await tx.refund.create({
      data: {
        orderId,
        amountCents,
        items: request.items.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
        shippingCents,
        sumCents: request.sumCents,
        restock: request.restock,
        reason: request.reason,
        actor,
        idempotencyKey: request.idempotencyKey ?? null,
      },
    });
    return { refund, replayed: false };
  });
}

/** Step 2: the money back at the provider. A test-mode payment (the shop has keys now) moved none. */
async function payBack(
  deps: Pick<Deps, "payments">,
  order: { number: string; paymentGateway: ReservableOrder["paymentGateway"]; paymentReference: string | null },
  refund: RefundRow,
) {
  if (deps.payments.retired(order.paymentGateway)) return;
  if (!order.paymentReference) throw conflict("not_refundable", "This order has no payment to refund");
  await deps.payments
    .forGateway(order.paymentGateway)
    .refund(order.paymentReference, refund.amountCents, `refund-${order.number}-${refund.id}`);
}

/** Gives the refund's units back to stock. */
async function restockUnits(tx: Tx, units: RefundUnit[], changes: StockChanges) {
  for (const unit of units) {
    const item = await tx.orderItem.findUnique({ where: { id: unit.orderItemId }, select: { productId: true } });
    if (item?.productId === null || item?.productId === undefined) continue;
    const { stock, slug } = await tx.product.update({
      where: { id: item.productId },
      data: { stock: { increment: unit.quantity } },
      select: { stock: true, slug: true },
    });
    if (stock - unit.quantity <= LOW_STOCK) changes.visible.add(slug);
  }
}

/**
 * Step 3: the refund done, in one transaction. The units a refund covers are on its credit note
 * unless it gives back a sum that stands for them (the shortcut after an earlier sum refund): its
 * lines are then the sum, split over the order's lines.
 */
async function complete(
  deps: Pick<Deps, "catalogCache" | "env" | "outbox" | "prisma" | "shop">,
  refundId: number,
): Promise<RefundRow> {
  const at = new Date();
  const enqueued = await withStockChanges(deps, async (tx, changes) => {
    const pending = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
    await lockOrder(tx, pending.orderId);
    const order = await tx.order.findUniqueOrThrow({ where: { id: pending.orderId }, include: ledgerInclude });
    const refund = order.refunds.find((row) => row.id === refundId)!;
    if (refund.status === "done") return false;
    const earlier = refundLedger({ ...order, refunds: order.refunds.filter((row) => row.id < refund.id) });
    const units = unitsValue(order, unitsOf(refund.items), earlier.remainingUnits);
    const unitsCents = units.reduce((sum, unit) => sum + unit.grossCents, 0);
    const creditsUnits = unitsCents + refund.shippingCents + refund.sumCents === refund.amountCents;
    let creditNoteNumber: string | null = null;
    if (order.invoiceNumber) {
      creditNoteNumber = await takeDocumentNumber(tx, "credit_note", at, deps.env.SHOP_TIME_ZONE);
      await issueRefundCreditNote(
        tx,
        order.id,
        {
          units: creditsUnits
            ? units.map(({ orderItemId, quantity, discountCents }) => ({ orderItemId, quantity, discountCents }))
            : [],
          shipping: refund.shippingCents > 0,
          sumCents: refund.sumCents,
        },
        { number: creditNoteNumber, issuedAt: at, seller: deps.shop.seller, timeZone: deps.env.SHOP_TIME_ZONE },
      );
    }
    if (refund.restock) await restockUnits(tx, units, changes);
    // All the money went back once the refunds done, this one included, add up to the payment
    // (another refund still pending completes the order itself).
    const done = order.refunds.filter((row) => row.status === "done" || row.id === refund.id);
    const full = refundLedger({ ...order, refunds: done }).remainingCents === 0;
    const to: OrderStatus = full ? "REFUNDED" : "PARTIALLY_REFUNDED";
    await tx.refund.update({ where: { id: refund.id }, data: { status: "done", completedAt: at, creditNoteNumber } });
    await tx.order.update({
      where: { id: order.id },
      data: {
        status: to,
        expiresAt: null,
        returnRefundDueBy: null,
      },
    });
    const restocked = refund.restock && units.length > 0;
    await addEvent(
      tx,
      order.id,
      statusEvent(to),
      refund.actor,
      `Refunded ${euros(refund.amountCents)}: ${refund.reason}${restocked ? "; stock returned" : ""}${creditNoteNumber ? `; credit note ${creditNoteNumber}` : ""}`,
      {
        refunded: true,
        amount: refund.amountCents / 100,
        restocked,
        creditNoteNumber,
        reason: refund.reason,
      },
    );
    await refundEmail.enqueue(tx, { orderId: order.id, refundId: refund.id }, `order-refund:${refund.id}`);
    return true;
  });
  if (enqueued) deps.outbox.wake();
  return deps.prisma.refund.findUniqueOrThrow({ where: { id: refundId } });
}

/** The audit log's `changes` of a refund: the fields of the order record it changed (never amounts). */
export function refundAuditChanges(refund: { restock: boolean; items: unknown }): string[] {
  const units = Array.isArray(refund.items) && refund.items.length > 0;
  return ["status", "refunds", ...(refund.restock && units ? ["stockReleased"] : []), "creditNoteNumber"];
}

/**
 * Makes a refund: reserves it, has the provider pay it back, completes it. An Idempotency-Key
 * already used on the order answers its refund again (`replayed`), and nothing else happens.
 */
export async function refundOrder(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "outbox" | "payments" | "prisma" | "shop">,
  orderId: number,
  request: RefundRequest,
  actor: string,
): Promise<{ refund: RefundRow; replayed: boolean }> {
  const { refund, replayed } = await reserve(deps, orderId, request, actor);
  if (replayed) return { refund, replayed };
  return { refund: await payAndComplete(deps, orderId, refund), replayed: false };
}

/**
 * Steps 2 and 3 of a reserved refund: the provider pays it back, then it is completed. A provider
 * that refuses leaves nothing behind: the reservation is deleted (502 unless it said why).
 */
async function payAndComplete(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "outbox" | "payments" | "prisma" | "shop">,
  orderId: number,
  refund: RefundRow,
): Promise<RefundRow> {
  const order = await deps.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  try {
    await payBack(deps, order, refund);
  } catch (error) {
    await deps.prisma.refund.delete({ where: { id: refund.id } });
    if (error instanceof ApiError) throw error;
    deps.logger.error({ err: error, order: order.number }, "refund failed");
    throw new ApiError(
      502,
      "payment_provider_unavailable",
      "The refund could not be made with the payment provider; nothing was changed",
    );
  }
  return complete(deps, refund.id);
}

/**
 * What a refund of everything not refunded yet gives back: the units no refund covered and the
 * shipping, or, once a sum was refunded (the units' prices would then add up to more than what
 * remains), what remains as a sum, the units it covers named for restocking.
 */
async function remainderOf(deps: Pick<Deps, "prisma">, orderId: number) {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId }, include: ledgerInclude });
  if (!order) throw notFound("Order");
  const ledger = refundLedger(order);
  const refundable = refundableUnits(order, ledger);
  const items = order.items
    .map((item) => ({ orderItemId: item.id, quantity: refundable(item) }))
    .filter((unit) => unit.quantity > 0);
  const shipping = !ledger.shippingRefunded && order.shippingCents > 0;
  // Units not refunded that are kept, since they came back opened although sealed for hygiene.
  const kept = order.items.some((item) => refundable(item) < ledger.remainingUnits(item.id));
  return { order, items, shipping, ledger, kept };
}

/**
 * The full refund (the shortcut): everything not refunded yet, but units kept (returned opened,
 * sealed for hygiene). Without a restock choice, units go back to stock only while the order has
 * not been shipped.
 */
export async function refundRemainder(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "outbox" | "payments" | "prisma" | "shop">,
  orderId: number,
  options: { restock?: boolean; reason?: string; actor: string },
) {
  const { order, items, shipping, ledger, kept } = await remainderOf(deps, orderId);
  if (!canMove(order.status, "refund"))
    throw conflict("not_refundable", `An order that is ${order.status} cannot be refunded`, "status");
  const restock = options.restock ?? order.status === "PAID";
  const reason = options.reason ?? "Full refund";
  if (kept && (ledger.sumRefunded || (items.length === 0 && !shipping)))
    throw conflict(
      "units_not_refundable",
      "What is left of this order came back opened and is sealed for hygiene: it is not refunded (a sum still can be)",
      "items",
    );
  if (!ledger.sumRefunded)
    return refundOrder(deps, orderId, { items, shipping, sumCents: 0, restock, reason }, options.actor);
  return refundSumWithUnits(deps, orderId, { items, sumCents: ledger.remainingCents, restock, reason }, options.actor);
}

/** The shortcut after a sum refund: what remains as a sum, covering the units left (see remainderOf). */
async function refundSumWithUnits(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "outbox" | "payments" | "prisma" | "shop">,
  orderId: number,
  request: { items: RefundUnit[]; sumCents: number; restock: boolean; reason: string },
  actor: string,
) {
  const reserved = await deps.prisma.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: ledgerInclude });
    const ledger = refundLedger(order);
    if (!canMove(order.status, "refund") || ledger.remainingCents !== request.sumCents)
      throw conflict("order_changed", "The order was refunded meanwhile; reload it");
    return tx.refund.create({
      data: {
        orderId,
        amountCents: request.sumCents,
        items: request.items.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
        sumCents: request.sumCents,
        restock: request.restock,
        reason: request.reason,
        actor,
      },
    });
  });
  return { refund: await payAndComplete(deps, orderId, reserved), replayed: false };
}

/**
 * Records a refund the provider reports was made on its side for everything (its webhook): what
 * the shop had not refunded yet, without asking the provider again. While a refund of the shop's
 * own is pending, the report is about it, and that refund records itself.
 */
export async function recordProviderRefund(
  deps: Pick<Deps, "catalogCache" | "env" | "outbox" | "prisma" | "shop">,
  orderId: number,
  actor: string,
): Promise<void> {
  const { order, items, shipping, ledger } = await remainderOf(deps, orderId);
  if (!canMove(order.status, "refundedAtProvider") || ledger.remainingCents <= 0) return;
  if (order.refunds.some((refund) => refund.status === "pending")) return;
  const restock = order.status === "PAID";
  const reason = "Refunded at the payment provider";
  const reserved = await deps.prisma.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const current = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: ledgerInclude });
    if (current.refunds.length !== order.refunds.length) return null;
    const unitsCents = unitsValue(order, items, ledger.remainingUnits).reduce((sum, unit) => sum + unit.grossCents, 0);
    const shippingCents = shipping ? order.shippingCents : 0;
    const asUnits = !ledger.sumRefunded && unitsCents + shippingCents === ledger.remainingCents;
    return tx.refund.create({
      data: {
        orderId,
        amountCents: ledger.remainingCents,
        items,
        shippingCents: asUnits ? shippingCents : 0,
        sumCents: asUnits ? 0 : ledger.remainingCents,
        restock,
        reason,
        actor,
      },
    });
  });
  if (reserved) await complete(deps, reserved.id);
}

/**
 * Finishes refunds left pending by a crash between the provider's refund and its recording (run by
 * the order sweep): the provider is asked again with the same idempotency key, which pays nothing
 * twice, then the refund is completed. One the provider still refuses stays pending and is logged.
 */
export async function finishPendingRefunds(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "outbox" | "payments" | "prisma" | "shop">,
  olderThan: Date,
): Promise<number> {
  const pending = await deps.prisma.refund.findMany({
    where: { status: "pending", createdAt: { lt: olderThan } },
    include: { order: true },
    orderBy: { id: "asc" },
  });
  let finished = 0;
  for (const refund of pending) {
    try {
      await payBack(deps, refund.order, refund);
      await complete(deps, refund.id);
      finished++;
    } catch (error) {
      deps.logger.error(
        { err: error, order: refund.order.number, refund: refund.id },
        "a pending refund could not be finished",
      );
    }
  }
  return finished;
}
