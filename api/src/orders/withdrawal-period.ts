// Whether the withdrawal function takes an order now (docs/behaviour.md §14). Only a contract that
// stands can be withdrawn from: a paid order, not cancelled or refunded (an unpaid order binds
// nobody and lapses by itself). The period runs from the order until 14 days after the goods
// arrived (Art. 9 of Directive 2011/83/EU): the day of its delivered event, or for a shipped order
// not marked delivered, WITHDRAWAL_TRANSIT_DAYS after it was shipped; an order not shipped yet has
// its whole period ahead. A period of days ends with its last day (Regulation 1182/71, Art. 3):
// at midnight in the shop's time zone (SHOP_TIME_ZONE).
import type { OrderStatus } from "@shop/shared";
import { WITHDRAWABLE_STATUSES } from "@shop/shared/order-states";
import type { Env } from "../env.ts";
import { endOfDayAfter } from "../platform/shop-calendar.ts";
import { DELIVERED_EVENT } from "./order-records.ts";

const WITHDRAWAL_DAYS = 14;

interface DatedOrder {
  status: OrderStatus;
  shippedAt: Date | null;
}

type Judgement =
  | { open: true; until: Date | null }
  | {
      open: false;
      code: "order_not_paid" | "order_cancelled" | "order_refunded" | "withdrawal_period_over";
      message: string;
    };

/** The end of the order's withdrawal period; null while it has not begun (not shipped yet). */
export function withdrawalPeriodEnd(
  env: Pick<Env, "WITHDRAWAL_TRANSIT_DAYS" | "SHOP_TIME_ZONE">,
  order: DatedOrder,
  events: readonly { type: string; createdAt: Date }[],
): Date | null {
  const delivered = events.findLast((event) => event.type === DELIVERED_EVENT)?.createdAt;
  if (delivered) return endOfDayAfter(delivered, WITHDRAWAL_DAYS, env.SHOP_TIME_ZONE);
  if (!order.shippedAt) return null;
  return endOfDayAfter(order.shippedAt, env.WITHDRAWAL_TRANSIT_DAYS + WITHDRAWAL_DAYS, env.SHOP_TIME_ZONE);
}

/** Whether a withdrawal received `now` is taken, or why not. */
export function judgeWithdrawal(
  env: Pick<Env, "WITHDRAWAL_TRANSIT_DAYS" | "SHOP_TIME_ZONE">,
  order: DatedOrder,
  events: readonly { type: string; createdAt: Date }[],
  now = new Date(),
): Judgement {
  if (!WITHDRAWABLE_STATUSES.includes(order.status)) {
    if (order.status === "CANCELLED")
      return {
        open: false,
        code: "order_cancelled",
        message: "This order was cancelled: there is no contract left to withdraw from",
      };
    if (order.status === "REFUNDED")
      return { open: false, code: "order_refunded", message: "This order has been refunded already" };
    return {
      open: false,
      code: "order_not_paid",
      message: "This order has not been paid: it binds nobody and lapses by itself, there is nothing to withdraw from",
    };
  }
  const until = withdrawalPeriodEnd(env, order, events);
  if (until && now >= until)
    return {
      open: false,
      code: "withdrawal_period_over",
      message: `The withdrawal period of this order ended on ${until.toISOString()}`,
    };
  return { open: true, until };
}

/** The order status page's view of it: when the period ends (null: not begun), or null when closed. */
export function withdrawalAvailability(
  env: Pick<Env, "WITHDRAWAL_TRANSIT_DAYS" | "SHOP_TIME_ZONE">,
  order: DatedOrder,
  events: readonly { type: string; createdAt: Date }[],
  now = new Date(),
): { until: string | null } | null {
  const judgement = judgeWithdrawal(env, order, events, now);
  return judgement.open ? { until: judgement.until?.toISOString() ?? null } : null;
}
