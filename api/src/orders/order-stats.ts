// Figures about orders for the console's dashboard (reads only; the order writes are in
// order-service.ts).
import { AWAITING_SHIPMENT_STATUSES, REVENUE_STATUSES, WITHDRAWABLE_STATUSES } from "@shop/shared/order-states";
import type { Prisma } from "@shop/db";
import type { Deps } from "../context.ts";

const DAY_MS = 86_400_000;

export interface DayFigures {
  /** YYYY-MM-DD (UTC). */
  date: string;
  cents: number;
  orders: number;
}

/** Paid, not refunded orders (REVENUE_STATUSES) and their revenue per day, for the last `days` days up to today. */
export async function paidOrdersByDay(
  deps: Pick<Deps, "prisma">,
  days: number,
  now = new Date(),
): Promise<DayFigures[]> {
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const paid = await deps.prisma.order.findMany({
    where: { paidAt: { gte: since }, status: { in: [...REVENUE_STATUSES] } },
    select: { paidAt: true, totalCents: true, refunds: { where: { status: "done" }, select: { amountCents: true } } },
  });
  const figures = Array.from({ length: days }, (_, i) => ({
    date: new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
    cents: 0,
    orders: 0,
  }));
  const byDate = new Map(figures.map((day) => [day.date, day]));
  for (const order of paid) {
    const day = byDate.get(order.paidAt!.toISOString().slice(0, 10));
    if (day) {
      // A partially refunded order counts with what it kept.
      day.cents += order.totalCents - order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      day.orders += 1;
    }
  }
  return figures;
}

/** Paid orders not shipped yet. */
export function ordersAwaitingShipment(deps: Pick<Deps, "prisma">): Promise<number> {
  return deps.prisma.order.count({ where: { status: { in: [...AWAITING_SHIPMENT_STATUSES] } } });
}

/**
 * Orders with an open withdrawal: withdrawn from, and their refund not made yet (not refunded or
 * cancelled). The console's order list filters by it (`withdrawal: "open"`), the dashboard counts it.
 */
export const OPEN_WITHDRAWAL: Prisma.OrderWhereInput = {
  withdrawals: { some: {} },
  status: { in: [...WITHDRAWABLE_STATUSES] },
};

export function ordersWithOpenWithdrawal(deps: Pick<Deps, "prisma">): Promise<number> {
  return deps.prisma.order.count({ where: OPEN_WITHDRAWAL });
}
