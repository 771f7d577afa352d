// What every step of an order writes besides its status: the order's history (who did what) and
// the stock it holds. Stock is reserved with a conditional update (stock >= quantity), so it never
// goes below zero; a change of stock that shoppers can see (a product going low, sold out or back)
// refreshes the cached catalog answers once the change is committed.
import { LOW_STOCK, type OrderEventType, type OrderStatus } from "@shop/shared";
import type { Tx } from "@shop/db";
import type { Deps } from "../context.ts";

/** The names the order history gives the shop itself and the shopper; staff appear by username. */
export const SYSTEM_ACTOR = "system";
export const CUSTOMER_ACTOR = "customer";

/** The name a provider's webhook signs its changes with ("stripe-webhook"). */
export const webhookActor = (gateway: string) => `${gateway.toLowerCase()}-webhook`;

/** A plain value of an event's parameters. */
type EventValue = string | number | boolean | null;

/**
 * Event parameters: what the console needs to word the event in its language, and a record of
 * several things at once as a list of plain objects (a returned parcel's units, returned-units.ts).
 */
export type EventParams = Record<string, EventValue | readonly Readonly<Record<string, EventValue>>[]>;

/** The history's code of a move to `status` (status_shipped, status_delivered…). */
export const statusEvent = (status: OrderStatus) =>
  `status_${status.toLowerCase()}` as `status_${Lowercase<OrderStatus>}`;
/** When the goods arrived: the withdrawal period counts from it (withdrawal-period.ts). */
export const DELIVERED_EVENT = statusEvent("DELIVERED");
/** A shopper's withdrawal from the order's contract (withdraw-order.ts). */
export const WITHDRAWAL_RECEIVED_EVENT: OrderEventType = "withdrawal_received";

/** Writes a line of the order's history: a code (`type`) with its parameters, and an English line. */
export function addEvent(
  db: Tx,
  orderId: number,
  type: OrderEventType,
  actor: string,
  message?: string,
  params?: EventParams,
) {
  return db.orderEvent.create({ data: { orderId, type, actor, message, params } });
}

export class OutOfStock extends Error {
  constructor(
    readonly index: number,
    readonly productName: string,
  ) {
    super(`${productName} is out of stock`);
  }
}

/**
 * The products whose stock a transaction changed in a way the catalog's answers show (sold out,
 * back in stock, a low-stock hint), by slug: only theirs are refreshed (catalog/response-cache.ts).
 */
export interface StockChanges {
  visible: Set<string>;
}

export async function reserveStock(
  tx: Tx,
  lines: { productId: number; quantity: number; index: number; name: string }[],
  changes: StockChanges,
) {
  // A fixed locking order (by product id) keeps two concurrent checkouts from deadlocking.
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    // One conditional update per line, which also answers the stock it leaves.
    const [left] = await tx.$queryRaw<{ stock: number; slug: string }[]>`
      UPDATE "Product" SET "stock" = "stock" - ${line.quantity}, "updatedAt" = now()
      WHERE "id" = ${line.productId} AND "stock" >= ${line.quantity} AND "active"
      RETURNING "stock", "slug"`;
    if (!left) throw new OutOfStock(line.index, line.name);
    if (left.stock <= LOW_STOCK) changes.visible.add(left.slug);
  }
}

/** Gives an order's stock back; the caller marks the order `stockReleased` in the same transaction. */
export async function releaseStock(tx: Tx, orderId: number, changes: StockChanges) {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } } });
  for (const item of items) {
    const { stock, slug } = await tx.product.update({
      where: { id: item.productId! },
      data: { stock: { increment: item.quantity } },
      select: { stock: true, slug: true },
    });
    if (stock - item.quantity <= LOW_STOCK) changes.visible.add(slug);
  }
}

/** Runs a transaction that may change stock, then refreshes the catalog cache if shoppers can see it. */
export async function withStockChanges<T>(
  deps: Pick<Deps, "catalogCache" | "prisma">,
  work: (tx: Tx, changes: StockChanges) => Promise<T>,
): Promise<T> {
  const changes: StockChanges = { visible: new Set() };
  const result = await deps.prisma.$transaction((tx) => work(tx, changes));
  if (changes.visible.size > 0) deps.catalogCache.invalidate({ products: [...changes.visible] });
  return result;
}
