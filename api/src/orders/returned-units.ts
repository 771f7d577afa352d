// A returned parcel's units as staff received them (receive-return.ts, docs/behaviour.md §15):
// which line, how many, whether the seal was intact, and whether they are refunded. An intact unit
// is; an opened one of a product sealed for hygiene is not, since the right of withdrawal ended
// when its seal was broken (Art. 16(e) Directive 2011/83/EU, §312g Abs. 2 Nr. 3 BGB); an opened
// one of any other product is. They are kept in the `returned` event's parameters, the history's
// record of what came back, and read from there: by the refunds (refund-order.ts), the shopper's
// e-mail (return-mail.ts) and the console's refund of the return (admin/records.ts).
import { z } from "zod";
import type { OrderEventType } from "@shop/shared";
import type { Prisma } from "@shop/db";

/** The history's code of a returned parcel received. */
export const RETURNED_EVENT: OrderEventType = "returned";

const storedUnit = z.object({
  orderItemId: z.number().int().positive(),
  /** The line's name as ordered. */
  name: z.string(),
  quantity: z.number().int().positive(),
  sealIntact: z.boolean(),
  /** Whether the product was marked sealed for hygiene when the parcel was received. */
  sealedForHygiene: z.boolean(),
  refunded: z.boolean(),
});

/** Units of one line received in one state. */
export type ReturnedUnit = z.infer<typeof storedUnit>;

/** Whether units in this state are refunded: intact ones are, and opened ones of a product not sealed for hygiene. */
export const refundable = (unit: { sealIntact: boolean; sealedForHygiene: boolean }) =>
  unit.sealIntact || !unit.sealedForHygiene;

/** A `returned` event's units; none for one recorded before units were (a parcel received as a whole). */
export function returnedUnitsOf(params: Prisma.JsonValue): ReturnedUnit[] {
  const units = params && typeof params === "object" && !Array.isArray(params) ? params.units : undefined;
  const parsed = z.array(storedUnit).safeParse(units);
  return parsed.success ? parsed.data : [];
}

/** Units of each line (by orderItemId) that came back opened and sealed, over all the order's returns: never refunded. */
export function keptUnits(events: readonly { type: string; params: Prisma.JsonValue }[]): Map<number, number> {
  const kept = new Map<number, number>();
  for (const event of events) {
    if (event.type !== RETURNED_EVENT) continue;
    for (const unit of returnedUnitsOf(event.params))
      if (!unit.refunded) kept.set(unit.orderItemId, (kept.get(unit.orderItemId) ?? 0) + unit.quantity);
  }
  return kept;
}

/** How the history's English line and the console word units: "1 × name, 2 × name". */
export const unitsLine = (units: readonly { quantity: number; name: string }[]) =>
  units.map((unit) => `${unit.quantity} × ${unit.name}`).join(", ");
