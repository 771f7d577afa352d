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

/** A date's calendar day where `timeZone` is, as UTC midnight of that day (for arithmetic on days). */
function calendarDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(instant)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  })
    .formatToParts(instant)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the calendar day `days` after `instant`'s ends in `timeZone` (its next midnight there). */
export function endOfDayAfter(instant: Date, days: number, timeZone: string): Date {
  const midnight = calendarDay(instant, timeZone) + (days + 1) * 86_400_000;
  // The offset at that midnight; asked twice, as the first guess may sit across a clock change.
  const guess = midnight - offset(midnight, timeZone);
  return new Date(midnight - offset(guess, timeZone));
}

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
