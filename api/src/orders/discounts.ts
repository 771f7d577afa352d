// Discount codes at checkout (docs/behaviour.md §19): which code applies to which lines, how much it
// takes off each line (so each line's VAT is of what it is charged), and the code's uses. A use is
// taken in the order's transaction under a lock on the code's row, so parallel checkouts count one
// after the other and a limited code is never used more often than it may be; the use is given back
// when its order expires or is cancelled unpaid.
import type { DiscountCode, Tx } from "@shop/db";
import { formatPrice } from "@shop/shared";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";

const FIELD = "discountCode";

/** The refusals, each with its code; the storefront words them in the shopper's language. */
const invalid = () => new ApiError(400, "discount_invalid", "This discount code does not exist", FIELD);
const expired = (notYet: boolean) =>
  new ApiError(
    400,
    "discount_expired",
    notYet ? "This discount code is not valid yet" : "This discount code has expired",
    FIELD,
  );
const usedUp = () => new ApiError(409, "discount_used_up", "This discount code has been used up", FIELD);

/** A line as the discount sees it: what it costs before the discount, and what it is. */
export interface DiscountableLine {
  slug: string;
  categorySlugs: string[];
  grossCents: number;
}

/** The code as the order records it, and each line's share of the reduction (same order as the lines). */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  totalCents: number;
  lineCents: number[];
}

/** Finds an active code (any case) valid at `now`, or refuses it. */
export async function findUsableCode(
  deps: Pick<Deps, "prisma">,
  typed: string,
  now = new Date(),
): Promise<DiscountCode> {
  const code = await deps.prisma.discountCode.findUnique({ where: { code: typed.trim().toUpperCase() } });
  if (!code || !code.active) throw invalid();
  if (code.startsAt && code.startsAt > now) throw expired(true);
  if (code.endsAt && code.endsAt <= now) throw expired(false);
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) throw usedUp();
  return code;
}

function applies(code: DiscountCode, line: DiscountableLine): boolean {
  if (code.productSlugs.length === 0 && code.categorySlugs.length === 0) return true;
  return code.productSlugs.includes(line.slug) || line.categorySlugs.some((slug) => code.categorySlugs.includes(slug));
}

/**
 * The reduction of `lines` (their sum is the order's subtotal): a percentage of the lines the code
 * applies to, or a fixed amount (never more than those lines cost), shared over those lines in
 * proportion to their amounts, the rounding cents going to the largest lines first.
 */
export function applyDiscount(code: DiscountCode, lines: DiscountableLine[]): AppliedDiscount {
  const subtotal = lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (code.minimumOrderCents !== null && subtotal < code.minimumOrderCents) {
    throw new ApiError(
      400,
      "discount_minimum",
      `This discount code needs an order of at least ${formatPrice(code.minimumOrderCents, "en")}`,
      FIELD,
    );
  }
  const eligible = lines.map((line) => (applies(code, line) ? line.grossCents : 0));
  const base = eligible.reduce((sum, cents) => sum + cents, 0);
  if (base === 0) {
    throw new ApiError(
      400,
      "discount_not_applicable",
      "This discount code does not apply to the items in your cart",
      FIELD,
    );
  }
  const totalCents = code.kind === "PERCENT" ? Math.round((base * code.value) / 100) : Math.min(code.value, base);
  const exact = eligible.map((cents) => (cents * totalCents) / base);
  const lineCents = exact.map(Math.floor);
  let left = totalCents - lineCents.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => eligible[index] > 0)
    .sort((a, b) => b.remainder - a.remainder || eligible[b.index] - eligible[a.index]);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    lineCents[index] += 1;
    left -= 1;
  }
  return { codeId: code.id, code: code.code, totalCents, lineCents };
}

/**
 * Takes one use of the code for an order, in the order's transaction: the row lock makes parallel
 * checkouts wait for each other, so the limits are read after every earlier use is counted. The
 * uses per e-mail are counted per mailbox: by `emailKey` (the keyed hash of the normalised
 * address, PlatformServices.emailKey), so `casey+1@` and, at Gmail, `c.asey@` are `casey@`, and an
 * erasure, which rewrites the redemption's address but keeps its key, does not reset the count.
 * Uses recorded before the key was (emailKey null) count by the address they stored.
 */
export async function redeemDiscount(
  tx: Tx,
  codeId: number,
  orderId: number,
  customer: { email: string; emailKey: string },
): Promise<void> {
  const { email, emailKey } = customer;
  const [code] = await tx.$queryRaw<
    { usageLimit: number | null; usageLimitPerEmail: number | null; usageCount: number; active: boolean }[]
  >`SELECT "usageLimit", "usageLimitPerEmail", "usageCount", "active" FROM "DiscountCode" WHERE "id" = ${codeId} FOR UPDATE`;
  if (!code || !code.active) throw invalid();
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) throw usedUp();
  if (code.usageLimitPerEmail !== null) {
    const mine = await tx.discountRedemption.count({
      where: { discountCodeId: codeId, OR: [{ emailKey }, { emailKey: null, email }] },
    });
    if (mine >= code.usageLimitPerEmail) throw usedUp();
  }
  // The database counts the new redemption into usageCount (and refuses it beyond the limit).
  await tx.discountRedemption.create({ data: { discountCodeId: codeId, orderId, email, emailKey } });
}

/** Gives an order's use of its code back (the order expired or was cancelled unpaid). */
export async function releaseDiscount(tx: Tx, orderId: number): Promise<void> {
  await tx.discountRedemption.deleteMany({ where: { orderId } });
}
