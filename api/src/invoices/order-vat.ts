// The VAT rates an order's lines recorded when it was placed (OrderItem.vatRate), as numbers: what
// every reader of an order's VAT takes (the invoice, the e-mails, the order status page, the
// console), never today's table (docs/behaviour.md §2).
import { VAT_RATES } from "@shop/shared";
import type { Prisma } from "@shop/db";

interface OrderLines<Line> {
  number: string;
  items: Line[];
  addresses: { kind: "SHIPPING" | "BILLING"; country: string }[];
}

export type WithRate<Line> = Omit<Line, "vatRate"> & { vatRate: number };

/** Where the order goes: its shipping country, whose rate its lines were charged. */
export function destinationOf(order: Pick<OrderLines<unknown>, "number" | "addresses">): string {
  const address = order.addresses.find((a) => a.kind === "SHIPPING") ?? order.addresses[0];
  if (!address) throw new Error(`Order ${order.number} has no address`);
  return address.country;
}

/**
 * The order's lines with the rates they recorded. A line without one was written by the previous
 * version of the shop during an upgrade (the migration gave every earlier line its rate): it counts
 * at its destination's rate, and issuing the invoice records that rate on it.
 */
export function linesWithRates<Line extends { vatRate: Prisma.Decimal | null }>(
  order: OrderLines<Line>,
): WithRate<Line>[] {
  let fallback: number | undefined;
  return order.items.map(({ vatRate, ...line }) => {
    if (vatRate !== null) return { ...line, vatRate: vatRate.toNumber() };
    fallback ??= VAT_RATES[destinationOf(order)];
    if (fallback === undefined) throw new Error(`Order ${order.number}: no VAT rate for its destination`);
    return { ...line, vatRate: fallback };
  });
}
