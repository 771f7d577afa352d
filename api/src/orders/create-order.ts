// POST /api/orders: price the cart on the server, hold the client to its limit of unpaid orders,
// reserve the stock and create the order in one transaction, then create its payment at the
// provider for the order's total (docs/behaviour.md §1, §3, §5). An order with nothing to pay
// (a total of 0) is paid in the transaction that creates it, and no payment is created.
import { toEuros, type CreateOrderResponse } from "@shop/shared";
import type { CreateOrderInput } from "@shop/shared/schemas";
import { toLanguage } from "@shop/shared";
import type { Deps } from "../context.ts";
import { ApiError, conflict } from "../errors.ts";
import { newOrderNumber } from "./order-number.ts";
import { addEvent, CUSTOMER_ACTOR, OutOfStock, reserveStock, SYSTEM_ACTOR, withStockChanges } from "./order-records.ts";
import type { Tx } from "@shop/db";
import { priceOrder } from "./pricing.ts";
import { redeemDiscount } from "./discounts.ts";
import { assertSaleAllowed } from "./sale-restrictions.ts";
import { METHOD_NAMES } from "../payments/payments.ts";
import { payFreeOrder } from "./settle-order.ts";

class TooManyOpenOrders extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many unpaid orders");
  }
}

const HOUR_MS = 3_600_000;

/**
 * Holds a client to ORDER_LIMIT_PER_HOUR unpaid orders (each one holds stock), in the order's
 * transaction: the per-client lock makes parallel requests count one after the other.
 */
async function assertOrderAllowance(deps: Pick<Deps, "env">, tx: Tx, clientKey: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order-client:${clientKey}`}))`;
  // Unpaid orders hold stock; free ones (a total of 0, paid at once) take stock and send mail with
  // no payment to stop them, so they count as well.
  const unpaid = {
    clientKey,
    createdAt: { gte: new Date(Date.now() - HOUR_MS) },
    OR: [{ status: "PENDING_PAYMENT" as const }, { totalCents: 0 }],
  };
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
  deps: Pick<
    Deps,
    "catalogCache" | "clientKey" | "emailKey" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop"
  >,
  input: CreateOrderInput,
  client: { address: string },
): Promise<CreateOrderResponse> {
  const language = toLanguage(input.language);
  const priced = await priceOrder(deps, input.items, language, input.shippingAddress.country, input.discountCode);
  await assertSaleAllowed(deps, priced.lines, {
    country: input.shippingAddress.country,
    ageConfirmed: input.ageConfirmed,
  });
  const email = input.customerEmail.toLowerCase();
  const method = input.paymentMethod;
  const provider = deps.payments.forMethod(method);
  if (!provider) {
    throw new ApiError(
      400,
      "payment_method_unavailable",
      `This shop does not take ${METHOD_NAMES[method]} payments; please choose another payment method`,
      "paymentMethod",
    );
  }
  const expiresAt = new Date(Date.now() + deps.env.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000);
  const free = priced.totalCents === 0;
  const clientKey = deps.clientKey(client.address);

  let order: { id: number; number: string } | undefined;
  for (let attempt = 0; !order; attempt++) {
    try {
      order = await withStockChanges(deps, async (tx, changes) => {
        await assertOrderAllowance(deps, tx, clientKey);
        await reserveStock(tx, priced.lines, changes);
        const created = await tx.order.create({
          data: {
            number: newOrderNumber(),
            clientKey,
            email,
            language,
            paymentMethod: method,
            paymentGateway: provider.gateway,
            subtotalCents: priced.subtotalCents,
            shippingCents: priced.shippingCents,
            vatCents: priced.vatCents,
            totalCents: priced.totalCents,
            discountCents: priced.discount?.totalCents ?? 0,
            discountCode: priced.discount?.code ?? null,
            ageConfirmed: input.ageConfirmed,
            expiresAt,
            items: {
              create: priced.lines.map((line) => ({
                productId: line.productId,
                slug: line.slug,
                name: line.name,
                unitPriceCents: line.unitPriceCents,
                quantity: line.quantity,
                vatRate: line.vatRate,
                discountCents: line.discountCents,
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
                message: free
                  ? "Order placed, nothing to pay"
                  : `Order placed, awaiting ${METHOD_NAMES[method]} payment`,
              },
            },
          },
          select: { id: true, number: true },
        });
        if (priced.discount)
          await redeemDiscount(tx, priced.discount.codeId, created.id, { email, emailKey: deps.emailKey(email) });
        // Last: paying takes the year's invoice number, which other paying orders wait for.
        if (free) await payFreeOrder(deps, tx, changes, created.id, CUSTOMER_ACTOR);
        return created;
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
  deps.metrics.ordersCreated.inc();
  const answer = {
    orderNumber: order.number,
    total: toEuros(priced.totalCents),
    discount: toEuros(priced.discount?.totalCents ?? 0),
    discountCode: priced.discount?.code ?? null,
    gateway: provider.gateway,
  };
  if (free) {
    deps.metrics.ordersPaid.inc();
    // The confirmation e-mails were enqueued with the payment: this instance's worker sends them now.
    deps.outbox.wake();
    return { ...answer, paid: true, clientSecret: "", paymentReference: "" };
  }

  try {
    const payment = await provider.createPayment({
      orderNumber: order.number,
      amountCents: priced.totalCents,
      currency: "EUR",
      email: input.customerEmail,
      method,
      idempotencyKey: `order-${order.number}`,
    });
    await deps.prisma.order.update({ where: { id: order.id }, data: { paymentReference: payment.reference } });
    return { ...answer, paid: false, clientSecret: payment.clientSecret, paymentReference: payment.reference };
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
