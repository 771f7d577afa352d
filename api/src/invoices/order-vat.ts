// The VAT rates an order's lines recorded when it was placed (OrderItem.vatRate), as numbers: what
// every reader of an order's VAT takes (the invoice, the e-mails, the order status page, the
// console), never today's table (docs/behaviour.md §2).
import type { Prisma } from "@shop/db";

export type WithRate<Line> = Omit<Line, "vatRate"> & { vatRate: number };

/** The order's lines with the rates they recorded (every line records one, docs/behaviour.md §2). */
export function linesWithRates<Line extends { vatRate: Prisma.Decimal }>(order: { items: Line[] }): WithRate<Line>[] {
  return order.items.map(({ vatRate, ...line }) => ({ ...line, vatRate: vatRate.toNumber() }));
}
