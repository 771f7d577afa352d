// Figures about orders for the console's dashboard (reads only; the order writes are in
// order-service.ts).
import { AWAITING_SHIPMENT_STATUSES, REVENUE_STATUSES, WITHDRAWABLE_STATUSES } from "@shop/shared/order-states";
import { Prisma } from "@shop/db";
import type { OrderStatus } from "@shop/shared";
import type { Deps } from "../context.ts";

const DAY_MS = 86_400_000;

export interface DayFigures {
  /** YYYY-MM-DD (UTC). */
  date: string;
  cents: number;
  orders: number;
}

/** How long the dashboard's daily figures are kept: they are recomputed at most once a minute. */
const DAY_FIGURES_TTL_MS = 60_000;

/**
 * The daily figures last computed, per database client, that is per instance of the shop: each
 * instance recomputes them once a minute at most, whatever the number of staff looking.
 */
const dayFiguresCache = new WeakMap<object, { key: string; until: number; figures: Promise<DayFigures[]> }>();

/**
 * Paid, not refunded orders (REVENUE_STATUSES) and their revenue per day, for the last `days` days
 * up to today, summed by the database over the payment dates of those days (the ("paidAt", "id")
 * index) and kept for DAY_FIGURES_TTL_MS: up to a minute old.
 */
export function paidOrdersByDay(deps: Pick<Deps, "prisma">, days: number, now = new Date()): Promise<DayFigures[]> {
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const key = `${since.toISOString()}/${days}`;
  const cached = dayFiguresCache.get(deps.prisma);
  if (cached && cached.key === key && cached.until > now.getTime()) return cached.figures;
  const figures = sumPaidOrdersByDay(deps, since, days);
  dayFiguresCache.set(deps.prisma, { key, until: now.getTime() + DAY_FIGURES_TTL_MS, figures });
  // A failed computation is not kept: the next request tries again.
  figures.catch(() => {
    if (dayFiguresCache.get(deps.prisma)?.figures === figures) dayFiguresCache.delete(deps.prisma);
  });
  return figures;
}

async function sumPaidOrdersByDay(deps: Pick<Deps, "prisma">, since: Date, days: number): Promise<DayFigures[]> {
  // A partially refunded order counts with what it kept; the day is the payment's (UTC).
  const sums = await deps.prisma.$queryRaw<{ date: string; cents: bigint; orders: number }[]>`
    SELECT to_char(o."paidAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "date",
      sum(o."totalCents" - coalesce(r."refundedCents", 0))::bigint AS "cents", count(*)::int AS "orders"
    FROM "Order" o
    LEFT JOIN LATERAL (
      SELECT sum(x."amountCents") AS "refundedCents" FROM "Refund" x WHERE x."orderId" = o."id" AND x."status" = 'done'
    ) r ON TRUE
    WHERE o."paidAt" >= ${since} AND o."status" IN (${Prisma.join(REVENUE_STATUSES.map(statusSql))})
    GROUP BY 1`;
  const byDate = new Map(sums.map((day) => [day.date, day]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const day = byDate.get(date);
    return { date, cents: Number(day?.cents ?? 0), orders: day?.orders ?? 0 };
  });
}

const statusSql = (status: OrderStatus) => Prisma.sql`${status}::"OrderStatus"`;

/** Paid orders not shipped yet. */
export function ordersAwaitingShipment(deps: Pick<Deps, "prisma">): Promise<number> {
  return deps.prisma.order.count({ where: { status: { in: [...AWAITING_SHIPMENT_STATUSES] } } });
}

/**
 * Orders with an open withdrawal: withdrawn from, and their refund not made yet (not refunded or
 * cancelled). The console's order list filters by it (`withdrawal: "open"`), the dashboard counts it.
 */
const OPEN_WITHDRAWAL: Prisma.OrderWhereInput = {
  withdrawals: { some: {} },
  status: { in: [...WITHDRAWABLE_STATUSES] },
};

/** OPEN_WITHDRAWAL in SQL, of the order row named `order` (the console's order list, admin/order-list.ts). */
export function openWithdrawalSql(order: string): Prisma.Sql {
  const row = Prisma.raw(`"${order}"`);
  return Prisma.sql`EXISTS (SELECT 1 FROM "Withdrawal" w WHERE w."orderId" = ${row}."id")
    AND ${row}."status" IN (${Prisma.join(WITHDRAWABLE_STATUSES.map(statusSql))})`;
}

export function ordersWithOpenWithdrawal(deps: Pick<Deps, "prisma">): Promise<number> {
  return deps.prisma.order.count({ where: OPEN_WITHDRAWAL });
}
