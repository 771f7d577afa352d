// The order status page's read (POST /api/orders/lookup): a shopper names an order by its number
// and the e-mail it was placed with, and sees what the shop can tell them of it. A wrong e-mail
// and an unknown number give the same 404, so a lookup never tells whether a number exists; the
// misses are counted per client and refused past ORDER_LOOKUP_MAX_MISSES (429 with Retry-After).
// The withdrawal function names orders the same way (withdraw-order.ts), on a counter of its own.
import { orderVatRate, toEuros, type OrderStatusStep, type OrderStatusView, type PaymentMethod } from "@shop/shared";
import { carrierName, trackingUrl } from "@shop/shared/carriers";
import { ORDER_NUMBER_PATTERN } from "@shop/shared/order-number";
import type { Order, Prisma } from "@shop/db";
import type { AttemptCounter } from "../auth/rate-limit.ts";
import type { Deps } from "../context.ts";
import { ApiError, notFound } from "../errors.ts";
import { linesWithRates } from "../invoices/order-vat.ts";
import { WITHDRAWAL_RECEIVED_EVENT } from "./order-records.ts";
import { PAYMENT_FAILED_EVENT, PAYMENT_PROCESSING_EVENT } from "./payment-failures.ts";
import { withdrawalAvailability } from "./withdrawal-period.ts";

/** TK-7KQ4-M9XR as shoppers type it: any case, with or without dashes and spaces. */
function normalOrderNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const number = /^TK[A-Z0-9]{8}$/.test(compact) ? `TK-${compact.slice(2, 6)}-${compact.slice(6)}` : compact;
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
}

/** The history events a shopper sees, as steps; staff notes, failed attempts and e-mails are the shop's own. */
const STEP_OF_EVENT: Record<string, OrderStatusStep["step"]> = {
  [PAYMENT_PROCESSING_EVENT]: "processing",
  paid: "paid",
  status_shipped: "shipped",
  status_delivered: "delivered",
  [WITHDRAWAL_RECEIVED_EVENT]: "withdrawn",
  status_cancelled: "cancelled",
  expired: "cancelled",
  status_partially_refunded: "partially_refunded",
  status_refunded: "refunded",
};

/** A refund's event names what it gave back (refund-order.ts: `amount`, in euros). */
function refundedAmountOf(params: Prisma.JsonValue): number | undefined {
  const amount = params && typeof params === "object" && !Array.isArray(params) ? params.amount : undefined;
  return typeof amount === "number" ? amount : undefined;
}

/**
 * The order a shopper names by its number and e-mail (any case), read with `include`; the same 404
 * for an unknown number and a wrong e-mail. Every request counts as a miss on `misses` before the
 * database is asked, and is forgiven once its order is found: parallel guesses cannot all pass the
 * limit before the first is counted, and a client past ORDER_LOOKUP_MAX_MISSES learns nothing more.
 */
export async function findNamedOrder<Include extends Prisma.OrderInclude>(
  deps: Pick<Deps, "clientKey" | "env" | "prisma">,
  misses: AttemptCounter,
  client: string,
  request: { orderNumber: string; email: string },
  include: Include,
): Promise<Prisma.OrderGetPayload<{ include: Include }>> {
  const key = deps.clientKey(client);
  if ((await misses.attempt(key)) > deps.env.ORDER_LOOKUP_MAX_MISSES) {
    const retryAfter = await misses.retryAfter(key);
    throw new ApiError(
      429,
      "too_many_lookups",
      `Too many orders not found; try again in ${Math.ceil(retryAfter / 60)} minutes`,
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
  const number = normalOrderNumber(request.orderNumber);
  const order = number
    ? await deps.prisma.order.findFirst({
        where: { number, email: { equals: request.email.trim(), mode: "insensitive" } },
        include,
      })
    : null;
  if (!order) throw notFound("Order");
  await misses.forgive(key);
  return order;
}

export async function lookUpOrder(
  deps: Pick<Deps, "clientKey" | "documentLinks" | "env" | "logger" | "lookupMisses" | "payments" | "prisma">,
  request: { orderNumber: string; email: string },
  client: string,
): Promise<OrderStatusView> {
  const order = await findNamedOrder(deps, deps.lookupMisses, client, request, {
    items: { orderBy: { id: "asc" } },
    addresses: true,
    events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    refunds: { where: { status: "done" }, select: { amountCents: true } },
  });

  const shipping = order.addresses.find((a) => a.kind === "SHIPPING") ?? order.addresses[0];
  const history: OrderStatusStep[] = [{ step: "placed", at: order.createdAt.toISOString() }];
  for (const event of order.events) {
    const step = STEP_OF_EVENT[event.type];
    if (!step) continue;
    const amount = refundedAmountOf(event.params);
    history.push({ step, at: event.createdAt.toISOString(), ...(amount === undefined ? {} : { amount }) });
  }
  const shipped = order.shippedAt !== null;
  const items = linesWithRates(order);
  return {
    orderNumber: order.number,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    currency: "EUR",
    items: items.map((item) => ({
      slug: item.slug,
      name: item.name,
      quantity: item.quantity,
      unitPrice: toEuros(item.unitPriceCents),
      lineTotal: toEuros(item.unitPriceCents * item.quantity),
    })),
    subtotal: toEuros(order.subtotalCents),
    discount: toEuros(order.discountCents),
    discountCode: order.discountCode,
    shipping: toEuros(order.shippingCents),
    vat: toEuros(order.vatCents),
    // The rate the order's lines recorded when it was placed, not today's rate for its destination.
    vatRate: orderVatRate(items.map((item) => item.vatRate)),
    total: toEuros(order.totalCents),
    refunded: toEuros(order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0)),
    shippingAddress: {
      firstName: shipping.firstName,
      lastName: shipping.lastName,
      company: shipping.company,
      address: shipping.address,
      addressLine2: shipping.addressLine2,
      city: shipping.city,
      postCode: shipping.postCode,
      country: shipping.country,
    },
    history,
    shipment: shipped
      ? {
          carrier: carrierName(order.carrier),
          trackingNumber: order.trackingNumber,
          trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
        }
      : null,
    invoice: order.invoiceNumber
      ? { number: order.invoiceNumber, url: await deps.documentLinks.path(order.number, "invoice") }
      : null,
    creditNote: order.creditNoteNumber
      ? { number: order.creditNoteNumber, url: await deps.documentLinks.path(order.number, "credit_note") }
      : null,
    withdrawal: withdrawalAvailability(deps.env, order, order.events),
    payAgain: await payAgainOf(deps, order),
  };
}

/** The payment methods whose payment stays payable after it failed: the debit a bank returned. */
const PAYABLE_AGAIN: ReadonlySet<PaymentMethod> = new Set(["SEPA_DEBIT", "KLARNA"]);

/**
 * The payment a shopper can make again on the status page: the order's own, while the order waits
 * for it and has not expired. Asking the processor may fail; the page then shows the order without it.
 */
async function payAgainOf(
  deps: Pick<Deps, "logger" | "payments">,
  order: Pick<Order, "number" | "status" | "expiresAt" | "paymentMethod" | "paymentGateway" | "paymentReference"> & {
    events: { type: string }[];
  },
): Promise<OrderStatusView["payAgain"]> {
  const reference = order.paymentReference;
  if (order.status !== "PENDING_PAYMENT" || !reference || !PAYABLE_AGAIN.has(order.paymentMethod)) return null;
  if (!order.expiresAt || order.expiresAt.getTime() <= Date.now()) return null;
  if (deps.payments.retired(order.paymentGateway)) return null;
  const provider = deps.payments.find(order.paymentGateway);
  if (!provider?.resume) return null;
  try {
    const payment = await provider.resume(reference);
    return {
      gateway: order.paymentGateway,
      paymentReference: payment.reference,
      clientSecret: payment.clientSecret,
      failed: order.events.some((event) => event.type === PAYMENT_FAILED_EVENT),
    };
  } catch (error) {
    deps.logger.warn({ err: error, order: order.number }, "the payment to pay again could not be read");
    return null;
  }
}
