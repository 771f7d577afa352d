// Where an order's goods are, beside its status (@shop/shared/order-states, OrderProgress): a partly
// refunded order keeps its status while the rest of it is shipped (shippedAt) and delivered (its
// delivered event, whose day the withdrawal period counts from), so the questions "does it still
// wait to be shipped?" and "does it still need its customer's address?" are asked of both.
import { Prisma, type Tx } from "@shop/db";
import { AWAITING_SHIPMENT_STATUSES, IN_PROGRESS_STATUSES } from "@shop/shared/order-states";
import type { OrderStatus } from "@shop/shared";
import { notFound } from "../errors.ts";
import { DELIVERED_EVENT } from "./order-records.ts";

/** The order's row lock: what is decided on the order waits for the transaction that holds it. */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Order");
}

/** When the order's goods arrived (its delivered event), or null. */
export async function deliveredAtOf(db: Tx, orderId: number): Promise<Date | null> {
  const delivered = await db.orderEvent.findFirst({
    where: { orderId, type: DELIVERED_EVENT },
    orderBy: { id: "asc" },
    select: { createdAt: true },
  });
  return delivered?.createdAt ?? null;
}

/** Paid orders not shipped yet: PAID ones, and partly refunded ones whose goods have not gone out. */
export const AWAITING_SHIPMENT: Prisma.OrderWhereInput = {
  status: { in: [...AWAITING_SHIPMENT_STATUSES] },
  shippedAt: null,
};

/** AWAITING_SHIPMENT in SQL, of the order row named `order` (the console's order list). */
export function awaitingShipmentSql(order: string): Prisma.Sql {
  const row = Prisma.raw(`"${order}"`);
  return Prisma.sql`${row}."status" IN (${Prisma.join(AWAITING_SHIPMENT_STATUSES.map(statusSql))})
    AND ${row}."shippedAt" IS NULL`;
}

/**
 * Orders that still need their customer's personal data (docs/behaviour.md §17): waiting for their
 * payment, or paid and not shipped (AWAITING_SHIPMENT). Neither an erasure nor the retention sweep
 * touches them.
 */
export const IN_PROGRESS: Prisma.OrderWhereInput = {
  OR: [{ status: { in: [...IN_PROGRESS_STATUSES] } }, AWAITING_SHIPMENT],
};

/** Orders that no longer need it: the others. */
export const NOT_IN_PROGRESS: Prisma.OrderWhereInput = { NOT: IN_PROGRESS };

export const statusSql = (status: OrderStatus) => Prisma.sql`${status}::"OrderStatus"`;
