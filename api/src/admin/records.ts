// Database rows → the console's order records. Catalog records are built beside their public views
// (catalog/views.ts, blog/views.ts).
import { type AdminOrderRecord, type AdminRefund, toEuros, toLanguage } from "@shop/shared";
import type { Prisma } from "@shop/db";
import { trackingUrl } from "@shop/shared/carriers";
import { REFUNDABLE_STATUSES } from "@shop/shared/order-states";
import {
  DELIVERED_EVENT,
  keptUnits,
  PAYMENT_FAILED_EVENT,
  refundLedger,
  type RefundRow,
  RETURNED_EVENT,
  returnedUnitsOf,
  unitsOf,
  withdrawalOpen,
  withdrawnItemsOf,
} from "../orders/index.ts";
import { linesWithRates } from "../invoices/order-vat.ts";

export const adminOrderInclude = {
  items: { orderBy: { id: "asc" }, include: { product: { select: { sealedForHygiene: true } } } },
  addresses: true,
  events: { orderBy: { createdAt: "asc" } },
  withdrawals: { orderBy: { id: "asc" } },
  refunds: { orderBy: { id: "asc" } },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

export function toAdminOrder(order: OrderRow): AdminOrderRecord {
  const address = (kind: "SHIPPING" | "BILLING") => {
    const row = order.addresses.find((a) => a.kind === kind);
    return row
      ? {
          firstName: row.firstName,
          lastName: row.lastName,
          company: row.company,
          address: row.address,
          addressLine2: row.addressLine2,
          city: row.city,
          postCode: row.postCode,
          country: row.country,
          phone: row.phone,
        }
      : null;
  };
  const shipping = address("SHIPPING");
  const ledger = refundLedger(order);
  const kept = keptUnits(order.events);
  const lastReturn = order.events.findLast((event) => event.type === RETURNED_EVENT);
  // A decline counts until the order is paid: a later attempt that went through answers it.
  const declined = order.paidAt ? undefined : order.events.findLast((event) => event.type === PAYMENT_FAILED_EVENT);
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    customerName: shipping ? `${shipping.firstName} ${shipping.lastName}`.trim() : "",
    language: toLanguage(order.language),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentGateway: order.paymentGateway,
    paymentReference: order.paymentReference,
    currency: "EUR",
    subtotal: toEuros(order.subtotalCents),
    discount: toEuros(order.discountCents),
    discountCode: order.discountCode,
    shipping: toEuros(order.shippingCents),
    vat: toEuros(order.vatCents),
    total: toEuros(order.totalCents),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    ageConfirmed: order.ageConfirmed,
    items: linesWithRates(order).map((item) => ({
      id: item.id,
      refundedQuantity: ledger.refundedUnits.get(item.id) ?? 0,
      keptQuantity: kept.get(item.id) ?? 0,
      sealedForHygiene: item.product?.sealedForHygiene ?? false,
      slug: item.slug,
      name: item.name,
      unitPrice: toEuros(item.unitPriceCents),
      quantity: item.quantity,
      lineTotal: toEuros(item.unitPriceCents * item.quantity),
      discount: toEuros(item.discountCents),
      vatRate: item.vatRate,
    })),
    shippingAddress: shipping,
    billingAddress: address("BILLING"),
    events: order.events.map((event) => ({
      id: event.id,
      type: event.type,
      params: eventParams(event.params),
      message: event.message,
      actor: event.actor,
      createdAt: event.createdAt.toISOString(),
    })),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    updatedAt: order.updatedAt.toISOString(),
    paymentDeclinedAt: declined?.createdAt.toISOString() ?? null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.events.find((event) => event.type === DELIVERED_EVENT)?.createdAt.toISOString() ?? null,
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: order.creditNoteNumber,
    withdrawals: order.withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      receivedAt: withdrawal.receivedAt.toISOString(),
      name: withdrawal.name,
      email: withdrawal.email,
      items: withdrawnItemsOf(withdrawal.items),
      language: toLanguage(withdrawal.language),
    })),
    withdrawn: order.withdrawals.length > 0,
    withdrawalOpen: withdrawalOpen(order),
    refunds: order.refunds.map((refund) => toAdminRefund(refund, order.items)),
    refunded: toEuros(ledger.refundedCents),
    refundable: toEuros(REFUNDABLE_STATUSES.includes(order.status) ? ledger.remainingCents : 0),
    shippingRefunded: ledger.shippingRefunded,
    returnReceivedAt: order.returnReceivedAt?.toISOString() ?? null,
    refundDueBy: order.returnRefundDueBy?.toISOString() ?? null,
    returnedUnits: lastReturn
      ? returnedUnitsOf(lastReturn.params).map(({ orderItemId, name, quantity, sealIntact, refunded }) => ({
          orderItemId,
          name,
          quantity,
          sealIntact,
          refunded,
        }))
      : [],
  };
}

/** A refund as the console lists it, its units named as the order's items are. */
export function toAdminRefund(refund: RefundRow, items: readonly { id: number; name: string }[]): AdminRefund {
  return {
    id: refund.id,
    status: refund.status,
    amount: toEuros(refund.amountCents),
    items: unitsOf(refund.items).map((unit) => ({
      orderItemId: unit.orderItemId,
      name: items.find((item) => item.id === unit.orderItemId)?.name ?? "",
      quantity: unit.quantity,
    })),
    shipping: toEuros(refund.shippingCents),
    sum: toEuros(refund.sumCents),
    restock: refund.restock,
    reason: refund.reason,
    creditNoteNumber: refund.creditNoteNumber,
    actor: refund.actor,
    createdAt: refund.createdAt.toISOString(),
  };
}

type EventParams = AdminOrderRecord["events"][number]["params"];

/** An event's stored parameters: an object of plain values (anything else was never written). */
function eventParams(params: Prisma.JsonValue): EventParams {
  if (!params || typeof params !== "object" || Array.isArray(params)) return null;
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number | boolean | null] => entry[1] === null || typeof entry[1] !== "object",
    ),
  );
}
