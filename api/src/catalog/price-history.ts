// Sale prices and the price history (docs/behaviour.md §20). A product's regular price is
// `priceCents`; while a sale runs (`salePriceCents` set, `saleEndsAt` not passed) the sale price is
// charged instead. Every change of the price charged is a ProductPrice row: the console's edits, the
// demo seed and a sale's start write theirs when they happen, a sale's end is written ahead, dated
// when it ends. Wherever a reduction is shown, the lowest price charged in the 30 days before it
// began is shown with it (Art. 6a of Directive 98/6/EC).
import type { Tx } from "@shop/db";

const DAY_MS = 86_400_000;
const PRIOR_PRICE_DAYS = 30;

export interface PricedProduct {
  priceCents: number;
  salePriceCents: number | null;
  saleEndsAt: Date | null;
  saleStartedAt: Date | null;
}

/** Whether a sale runs at `now`. */
function onSale(product: PricedProduct, now = new Date()): boolean {
  return (
    product.salePriceCents !== null &&
    product.salePriceCents < product.priceCents &&
    (product.saleEndsAt === null || product.saleEndsAt > now)
  );
}

/** What the product costs at `now`: the sale price while the sale runs, else the regular price. */
export function chargedPriceCents(product: PricedProduct, now = new Date()): number {
  return onSale(product, now) ? product.salePriceCents! : product.priceCents;
}

/**
 * The lowest price charged in the 30 days before `since` (the reduction's start), from the history
 * (`at` ascending): the price in force when the window opened and every later one before `since`.
 * Null when the history holds nothing before `since`.
 */
export function lowestPriorPrice(history: { at: Date; priceCents: number }[], since: Date): number | null {
  const windowStart = since.getTime() - PRIOR_PRICE_DAYS * DAY_MS;
  let inForce: number | null = null;
  let lowest: number | null = null;
  for (const row of history) {
    const at = row.at.getTime();
    if (at >= since.getTime()) break;
    if (at <= windowStart) {
      inForce = row.priceCents;
      continue;
    }
    lowest = lowest === null ? row.priceCents : Math.min(lowest, row.priceCents);
  }
  if (inForce !== null) lowest = lowest === null ? inForce : Math.min(lowest, inForce);
  return lowest;
}

/** What a reduction shows: the regular price and the lowest prior price; null when none is shown. */
export function shownReduction(
  product: PricedProduct & { priceHistory?: { at: Date; priceCents: number }[] },
  now = new Date(),
): { regularCents: number; lowestCents: number } | null {
  if (!onSale(product, now)) return null;
  const since = product.saleStartedAt ?? now;
  const lowest = lowestPriorPrice(product.priceHistory ?? [], since);
  return { regularCents: product.priceCents, lowestCents: lowest ?? product.priceCents };
}

/**
 * Records a product's prices after a save: the price charged from now (when it changed), and the
 * sale's end ahead. Rows dated after now (a sale's end written ahead) are replaced, since the save
 * decides the future anew. Returns the sale's start to store on the product.
 */
export async function recordPriceChange(
  tx: Tx,
  productId: number,
  before: PricedProduct | null,
  after: Omit<PricedProduct, "saleStartedAt">,
  now = new Date(),
): Promise<Date | null> {
  await tx.productPrice.deleteMany({ where: { productId, at: { gt: now } } });
  const nowCharged = chargedPriceCents({ ...after, saleStartedAt: null }, now);
  const wasCharged = before ? chargedPriceCents(before, now) : null;
  if (wasCharged !== nowCharged) await tx.productPrice.create({ data: { productId, at: now, priceCents: nowCharged } });
  const saleRuns = onSale({ ...after, saleStartedAt: null }, now);
  if (saleRuns && after.saleEndsAt) {
    await tx.productPrice.create({ data: { productId, at: after.saleEndsAt, priceCents: after.priceCents } });
  }
  if (!saleRuns) return null;
  // A sale that ran before the save (same or changed price) keeps its start; a new one starts now.
  return before && onSale(before, now) && before.saleStartedAt ? before.saleStartedAt : now;
}
