// Figures about orders for the console's dashboard (reads only; the order writes are in
// order-service.ts).
import { REVENUE_STATUSES, WITHDRAWABLE_STATUSES } from "@shop/shared/order-states";
import { Prisma } from "@shop/db";
import type { OrderStatus } from "@shop/shared";
import type { Deps } from "../context.ts";
import { AWAITING_SHIPMENT, statusSql } from "./order-progress.ts";

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

/** Paid orders not shipped yet, partly refunded ones included. */
export function ordersAwaitingShipment(deps: Pick<Deps, "prisma">): Promise<number> {
  return deps.prisma.order.count({ where: AWAITING_SHIPMENT });
}

/**
 * An open withdrawal: one whose refund is still due. A withdrawal is settled once, after it was
 * received, a refund was made, or a returned parcel was received that leaves no refund due (its
 * units were refunded already, or were opened sealed goods, receive-return.ts); an order refunded
 * in full or cancelled has none open. The console's order list filters by it (`withdrawal:
 * "open"`), the dashboard counts it, the order's record says it (withdrawalOpen).
 */
export function openWithdrawalSql(order: string): Prisma.Sql {
  const row = Prisma.raw(`"${order}"`);
  return Prisma.sql`${row}."status" IN (${Prisma.join(WITHDRAWABLE_STATUSES.map(statusSql))})
    AND EXISTS (
      SELECT 1 FROM "Withdrawal" w WHERE w."orderId" = ${row}."id"
        AND NOT coalesce(${row}."returnReceivedAt" >= w."receivedAt" AND ${row}."returnRefundDueBy" IS NULL, FALSE)
        AND NOT EXISTS (
          SELECT 1 FROM "Refund" r
          WHERE r."orderId" = ${row}."id" AND r."status" = 'done' AND r."completedAt" >= w."receivedAt"
        )
    )`;
}

/** What openWithdrawalSql reads of an order, as the order's record has it. */
interface WithdrawnOrder {
  status: OrderStatus;
  returnReceivedAt: Date | null;
  returnRefundDueBy: Date | null;
  withdrawals: readonly { receivedAt: Date }[];
  refunds: readonly { status: string; completedAt: Date | null }[];
}

/** openWithdrawalSql's rule for one order read whole (the console's order record). */
export function withdrawalOpen(order: WithdrawnOrder): boolean {
  if (!WITHDRAWABLE_STATUSES.includes(order.status)) return false;
  return order.withdrawals.some((withdrawal) => {
    const returned =
      order.returnReceivedAt !== null && order.returnReceivedAt >= withdrawal.receivedAt && !order.returnRefundDueBy;
    const refunded = order.refunds.some(
      (refund) =>
        refund.status === "done" && refund.completedAt !== null && refund.completedAt >= withdrawal.receivedAt,
    );
    return !returned && !refunded;
  });
}

export async function ordersWithOpenWithdrawal(deps: Pick<Deps, "prisma">): Promise<number> {
  const [{ open }] = await deps.prisma.$queryRaw<[{ open: number }]>`
    SELECT count(*)::int AS "open" FROM "Order" o WHERE ${openWithdrawalSql("o")}`;
  return open;
}
