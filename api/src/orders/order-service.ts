// The life of an order. Three rules hold everywhere here:
//  - stock is reserved with a conditional update (stock >= quantity), so it never goes below zero;
//  - an order becomes paid only after its payment provider has said so, for the order's amount;
//  - every state change is a conditional update on the current status, so retries, duplicate
//    webhooks and concurrent confirms change an order exactly once;
//  - a change of stock that shoppers can see (a product going low, sold out or back) refreshes
//    the cached catalog answers once the change is committed.
import { LOW_STOCK, toEuros, type ConfirmOrderResponse, type CreateOrderResponse } from "@shop/shared";
import type { CreateOrderInput } from "@shop/shared/schemas";
import { toLanguage } from "@shop/shared";
import type { OrderStatus, Prisma } from "@shop/db";
import type { Deps } from "../context.ts";
import { ApiError, conflict, notFound } from "../errors.ts";
import { PaymentProviderError, type PaymentStatus } from "../payments/provider.ts";
import { sendMissingConfirmations, sendOrderConfirmation } from "./confirmation-mail.ts";
import { newOrderNumber } from "./order-number.ts";
import { priceOrder } from "./pricing.ts";

type Tx = Prisma.TransactionClient;

export const SYSTEM_ACTOR = "system";
export const CUSTOMER_ACTOR = "customer";

class OutOfStock extends Error {
  constructor(
    readonly index: number,
    readonly productName: string,
  ) {
    super(`${productName} is out of stock`);
  }
}

class TooManyOpenOrders extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many unpaid orders");
  }
}

/** Whether a transaction changed stock in a way the catalog's cached answers show. */
interface StockChanges {
  visible: boolean;
}

async function reserveStock(
  tx: Tx,
  lines: { productId: number; quantity: number; index: number; name: string }[],
  changes: StockChanges,
) {
  // A fixed locking order (by product id) keeps two concurrent checkouts from deadlocking.
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    // One conditional update per line, which also answers the stock it leaves.
    const [left] = await tx.$queryRaw<{ stock: number }[]>`
      UPDATE "Product" SET "stock" = "stock" - ${line.quantity}, "updatedAt" = (now() AT TIME ZONE 'UTC')
      WHERE "id" = ${line.productId} AND "stock" >= ${line.quantity} AND "active"
      RETURNING "stock"`;
    if (!left) throw new OutOfStock(line.index, line.name);
    if (left.stock <= LOW_STOCK) changes.visible = true;
  }
}

async function releaseStock(tx: Tx, orderId: number, changes: StockChanges) {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } } });
  for (const item of items) {
    const { stock } = await tx.product.update({
      where: { id: item.productId! },
      data: { stock: { increment: item.quantity } },
      select: { stock: true },
    });
    if (stock - item.quantity <= LOW_STOCK) changes.visible = true;
  }
}

function afterCommit(deps: Deps, changes: StockChanges) {
  if (changes.visible) deps.catalogCache.invalidate();
}

const HOUR_MS = 3_600_000;

/**
 * Holds a client to ORDER_LIMIT_PER_HOUR unpaid orders (each one holds stock), in the order's
 * transaction: the per-client lock makes parallel requests count one after the other.
 */
async function assertOrderAllowance(deps: Deps, tx: Tx, clientKey: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order-client:${clientKey}`}))`;
  const unpaid = { clientKey, status: "PENDING_PAYMENT" as const, createdAt: { gte: new Date(Date.now() - HOUR_MS) } };
  if ((await tx.order.count({ where: unpaid })) < deps.env.ORDER_LIMIT_PER_HOUR) return;
  // The place frees up when the oldest of them leaves the hour (or sooner, if it is paid or expires).
  const oldest = await tx.order.findFirstOrThrow({
    where: unpaid,
    select: { createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  throw new TooManyOpenOrders(Math.max(1, Math.ceil((oldest.createdAt.getTime() + HOUR_MS - Date.now()) / 1000)));
}

export async function createOrder(
  deps: Deps,
  input: CreateOrderInput,
  client: { address: string },
): Promise<CreateOrderResponse> {
  const language = toLanguage(input.language);
  const priced = await priceOrder(deps, input.items, language, input.shippingAddress.country);
  const method = input.paymentProvider === "PAYPAL" ? "PAYPAL" : "CARD";
  const provider = deps.payments.forMethod(method);
  if (!provider) {
    throw new ApiError(
      400,
      "payment_method_unavailable",
      `This shop does not take ${method === "CARD" ? "card" : "PayPal"} payments; please choose another payment method`,
      "paymentProvider",
    );
  }
  const expiresAt = new Date(Date.now() + deps.env.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000);
  const clientKey = deps.clientKey(client.address);
  const changes: StockChanges = { visible: false };

  let order: { id: number; number: string } | undefined;
  for (let attempt = 0; !order; attempt++) {
    try {
      order = await deps.prisma.$transaction(async (tx) => {
        await assertOrderAllowance(deps, tx, clientKey);
        await reserveStock(tx, priced.lines, changes);
        return tx.order.create({
          data: {
            number: newOrderNumber(),
            clientKey,
            email: input.customerEmail.toLowerCase(),
            language,
            paymentMethod: method,
            paymentGateway: provider.gateway,
            subtotalCents: priced.subtotalCents,
            shippingCents: priced.shippingCents,
            vatCents: priced.vatCents,
            totalCents: priced.totalCents,
            expiresAt,
            items: {
              create: priced.lines.map((line) => ({
                productId: line.productId,
                slug: line.slug,
                name: line.name,
                unitPriceCents: line.unitPriceCents,
                quantity: line.quantity,
              })),
            },
            addresses: {
              create: [
                { kind: "SHIPPING", ...input.shippingAddress },
                { kind: "BILLING", ...input.billingAddress },
              ],
            },
            events: {
              create: {
                type: "created",
                actor: CUSTOMER_ACTOR,
                message: `Order placed, awaiting ${method === "CARD" ? "card" : "PayPal"} payment`,
              },
            },
          },
          select: { id: true, number: true },
        });
      });
    } catch (error) {
      if (error instanceof OutOfStock) {
        throw conflict(
          "out_of_stock",
          `${error.productName} is out of stock in the quantity requested`,
          `items.${error.index}.quantity`,
        );
      }
      if (error instanceof TooManyOpenOrders) {
        throw new ApiError(
          429,
          "too_many_orders",
          `You have ${deps.env.ORDER_LIMIT_PER_HOUR} unpaid orders; please pay or wait for one to expire before placing another`,
          undefined,
          { "Retry-After": String(error.retryAfterSeconds) },
        );
      }
      // An order number collision (one in 10^11) just draws another number.
      if ((error as { code?: string }).code === "P2002" && attempt < 3) continue;
      throw error;
    }
  }
  afterCommit(deps, changes);

  try {
    const payment = await provider.createPayment({
      orderNumber: order.number,
      amountCents: priced.totalCents,
      currency: "EUR",
      email: input.customerEmail,
      idempotencyKey: `order-${order.number}`,
    });
    await deps.prisma.order.update({ where: { id: order.id }, data: { paymentReference: payment.reference } });
    return {
      clientSecret: payment.clientSecret,
      orderNumber: order.number,
      total: toEuros(priced.totalCents),
      gateway: provider.gateway,
      paymentReference: payment.reference,
    };
  } catch (error) {
    // The order and its reservation stay: it is reconciled or expires like any unpaid order.
    deps.logger.error({ err: error, order: order.number }, "payment could not be created");
    await addEvent(
      deps.prisma,
      order.id,
      "payment_setup_failed",
      SYSTEM_ACTOR,
      "The payment provider could not be reached",
    );
    throw new ApiError(
      502,
      "payment_provider_unavailable",
      "The payment provider is not reachable right now; please try again in a moment",
    );
  }
}

export function addEvent(db: Tx, orderId: number, type: string, actor: string, message?: string) {
  return db.orderEvent.create({ data: { orderId, type, actor, message } });
}

const PAID_STATUSES: OrderStatus[] = ["PAID", "SHIPPED", "DELIVERED", "REFUNDED"];

/**
 * Asks the provider about the order's payment and, if it succeeded for the order's amount,
 * marks the order paid. Safe to call any number of times, from any instance, at once.
 */
export async function settleOrder(deps: Deps, orderNumber: string, actor: string): Promise<ConfirmOrderResponse> {
  const order = await deps.prisma.order.findUnique({ where: { number: orderNumber } });
  if (!order) throw notFound("Order");
  const answer = (status: OrderStatus): ConfirmOrderResponse => ({
    orderNumber: order.number,
    status,
    total: toEuros(order.totalCents),
  });
  if (PAID_STATUSES.includes(order.status) || order.paidAt) return answer(order.status);
  if (!order.paymentReference) {
    throw conflict("payment_not_completed", "No payment has been started for this order");
  }
  if (deps.payments.retired(order.paymentGateway)) {
    throw conflict(
      "test_payment_retired",
      "This order was placed in the shop's test mode, which has ended: it cannot be paid. Please place the order again",
    );
  }

  let status: PaymentStatus;
  try {
    const provider = deps.payments.forGateway(order.paymentGateway);
    // Only a pending order may still take the money (a PayPal capture); an expired one is only read.
    status =
      order.status === "PENDING_PAYMENT"
        ? await provider.complete(order.paymentReference)
        : await provider.getStatus(order.paymentReference);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.logger.warn({ err: error, order: order.number }, "payment provider unavailable while confirming");
      throw new ApiError(
        502,
        "payment_provider_unavailable",
        "The payment provider is not reachable right now; your order is kept and will be confirmed as soon as it answers",
      );
    }
    throw error;
  }
  if (status.state !== "succeeded") {
    throw conflict(
      "payment_not_completed",
      status.detail ? `The payment has not completed: ${status.detail}` : "The payment has not completed",
    );
  }
  if (status.amountCents !== order.totalCents || status.currency.toUpperCase() !== order.currency) {
    await addEvent(
      deps.prisma,
      order.id,
      "payment_mismatch",
      SYSTEM_ACTOR,
      `Provider reports ${status.amountCents} ${status.currency}, order is ${order.totalCents} ${order.currency}`,
    );
    throw conflict("payment_mismatch", "The payment does not match the order's total");
  }
  const paid = await markPaid(deps, order.id, actor);
  if (paid.changed) await sendOrderConfirmation(deps, order.id);
  return answer(paid.status);
}

/** PENDING_PAYMENT (or an order cancelled while the shopper was still paying) → PAID, exactly once. */
async function markPaid(
  deps: Deps,
  orderId: number,
  actor: string,
): Promise<{ status: OrderStatus; changed: boolean }> {
  const changes: StockChanges = { visible: false };
  const result = await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, paidAt: null, status: { in: ["PENDING_PAYMENT", "CANCELLED"] } },
      data: { status: "PAID", paidAt: new Date(), expiresAt: null },
    });
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    if (count === 0) return { status: order.status, changed: false };
    await addEvent(tx, orderId, "paid", actor, "Payment verified with the provider");
    if (order.stockReleased) {
      // The reservation had expired before the money arrived: take the stock again if it is
      // there; if not, the order is still paid (never lost) and staff are told to act.
      try {
        await reserveStock(
          tx,
          order.items
            .filter((i) => i.productId)
            .map((i, index) => ({ productId: i.productId!, quantity: i.quantity, index, name: i.name })),
          changes,
        );
        await tx.order.update({ where: { id: orderId }, data: { stockReleased: false } });
      } catch (error) {
        if (!(error instanceof OutOfStock)) throw error;
        await addEvent(
          tx,
          orderId,
          "stock_shortage",
          SYSTEM_ACTOR,
          `Paid after its reservation expired and ${error.productName} is now out of stock: restock or refund`,
        );
      }
    }
    return { status: "PAID" as const, changed: true };
  });
  afterCommit(deps, changes);
  return result;
}

/** Cancels an unpaid order whose payment window has passed, giving its stock back. */
export async function expireOrder(deps: Deps, orderId: number): Promise<boolean> {
  const changes: StockChanges = { visible: false };
  const expired = await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: "PENDING_PAYMENT", paidAt: null, stockReleased: false },
      data: { status: "CANCELLED", stockReleased: true, expiresAt: null },
    });
    if (count === 0) return false;
    await releaseStock(tx, orderId, changes);
    await addEvent(tx, orderId, "expired", SYSTEM_ACTOR, "Not paid in time; stock returned");
    return true;
  });
  afterCommit(deps, changes);
  return expired;
}

/** settleOrder for the reconciliation: "not paid (yet)" is an answer, not an error. */
async function settledNow(deps: Deps, orderNumber: string): Promise<boolean> {
  try {
    return (await settleOrder(deps, orderNumber, SYSTEM_ACTOR)).status === "PAID";
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

/**
 * Reconciles unpaid orders whose time is up: paid ones (the shopper closed the tab after paying)
 * are completed; for the rest the payment is cancelled at the provider, so it cannot be paid
 * later, and the order expires. Also retries confirmation e-mails that could not be sent.
 * Runs at start and periodically; a provider that does not answer leaves its orders for next time.
 * Orders of a retired gateway (placed in test mode before the shop got keys) just expire: they can never be paid.
 */
export async function sweepExpiredOrders(deps: Deps, now = new Date()): Promise<{ paid: number; expired: number }> {
  const due = await deps.prisma.order.findMany({
    where: { status: "PENDING_PAYMENT", expiresAt: { lte: now } },
    select: { id: true, number: true, paymentReference: true, paymentGateway: true },
    take: 200,
    orderBy: { expiresAt: "asc" },
  });
  let paid = 0;
  let expired = 0;
  for (const order of due) {
    try {
      if (order.paymentReference && !deps.payments.retired(order.paymentGateway)) {
        if (await settledNow(deps, order.number)) {
          paid++;
          continue;
        }
        const after = await deps.payments.forGateway(order.paymentGateway).cancel(order.paymentReference);
        // The shopper paid between the two calls: complete instead of expiring.
        if (after.state === "succeeded" && (await settledNow(deps, order.number))) {
          paid++;
          continue;
        }
      }
      if (await expireOrder(deps, order.id)) expired++;
    } catch (error) {
      // A provider that cannot answer now is asked again on the next sweep; the order waits.
      deps.logger.warn({ err: error, order: order.number }, "could not reconcile order");
    }
  }
  await sendMissingConfirmations(deps, now);
  return { paid, expired };
}

/** Staff moves: which statuses each status may go to. */
export const ALLOWED_MOVES: Record<OrderStatus, OrderStatus[]> = {
  PENDING_PAYMENT: ["CANCELLED"],
  PAID: ["SHIPPED", "CANCELLED", "REFUNDED"],
  SHIPPED: ["DELIVERED", "REFUNDED"],
  DELIVERED: ["REFUNDED"],
  CANCELLED: [],
  REFUNDED: [],
};

/**
 * A staff member moves an order; refunds and cancellations of paid orders go through the provider
 * (unless the provider reported the refund itself: `refundedAtProvider`).
 */
export async function moveOrder(
  deps: Deps,
  orderId: number,
  to: OrderStatus,
  actor: string,
  options: { refundedAtProvider?: boolean; fromStatus?: OrderStatus } = {},
): Promise<void> {
  const order = await deps.prisma.order.findUnique({ where: { id: orderId } });
  if (!order) throw notFound("Order");
  if (order.status === to) return;
  // Staff decided on the order as they saw it; if it has moved since, they decide again.
  if (options.fromStatus && options.fromStatus !== order.status) {
    throw conflict(
      "order_changed",
      `This order is now ${order.status}, no longer ${options.fromStatus}; reload it and decide again`,
      "status",
    );
  }
  if (!ALLOWED_MOVES[order.status].includes(to)) {
    throw conflict("invalid_transition", `An order that is ${order.status} cannot become ${to}`, "status");
  }
  // A test-mode payment (the shop has keys now) moved no money: nothing to cancel or refund anywhere.
  const noProvider = deps.payments.retired(order.paymentGateway);
  if (to === "CANCELLED" && order.paidAt === null && order.paymentReference && !noProvider) {
    // Cancelling an unpaid order also stops its payment, so the shopper cannot pay it afterwards.
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
  }
  const refundNeeded = order.paidAt !== null && (to === "REFUNDED" || to === "CANCELLED");
  if (refundNeeded && !options.refundedAtProvider && !noProvider) {
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
  const changes: StockChanges = { visible: false };
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: order.status },
      data: { status: to, expiresAt: null },
    });
    if (count === 0) {
      // The provider's refund webhook may have recorded the same move a moment ago.
      const current = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
      if (current.status === to) return;
      throw conflict("order_changed", "The order was changed by someone else; reload it");
    }
    const restock = (to === "CANCELLED" || to === "REFUNDED") && !order.stockReleased;
    if (restock) {
      await releaseStock(tx, orderId, changes);
      await tx.order.update({ where: { id: orderId }, data: { stockReleased: true } });
    }
    const verb: Record<OrderStatus, string> = {
      PENDING_PAYMENT: "reopened",
      PAID: "marked paid",
      SHIPPED: "shipped",
      DELIVERED: "delivered",
      CANCELLED: refundNeeded ? "cancelled and refunded" : "cancelled",
      REFUNDED: "refunded",
    };
    await addEvent(
      tx,
      orderId,
      `status_${to.toLowerCase()}`,
      actor,
      `Order ${verb[to]}${restock ? "; stock returned" : ""}`,
    );
  });
  afterCommit(deps, changes);
}
