// The server's prices: every total comes from the catalog as it is now, never from the client.
import {
  formatPrice,
  includedVatOfLines,
  MINIMUM_PAYMENT_CENTS,
  orderVatRate,
  toCents,
  toEuros,
  VAT_RATES,
  type CartQuote,
} from "@shop/shared";
import type { Language } from "@shop/shared";
import { deliveryDays } from "@shop/shared/delivery";
import type { CountryCode } from "@shop/shared/eu";
import { MAX_LINE_QUANTITY } from "@shop/shared/schemas";
import type { Deps } from "../context.ts";
import { ApiError, badRequest, conflict } from "../errors.ts";
import { pickTranslation } from "../catalog/translations.ts";
import { mainImage } from "../catalog/views.ts";
import { imageSource } from "../uploads/store.ts";
import { chargedPriceCents } from "../catalog/price-history.ts";
import { applyDiscount, findUsableCode, type AppliedDiscount } from "./discounts.ts";

/** Free shipping across the EU (docs/behaviour.md §1). */
const SHIPPING_CENTS = 0;

/** Order amounts are stored as PostgreSQL integers (cents); an order beyond that is no real cart. */
const MAX_ORDER_TOTAL_CENTS = 2_147_483_647;

export interface PricedLine {
  productId: number;
  slug: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  /** The VAT rate the line is charged at (percent): the destination's standard rate, recorded with the line. */
  vatRate: number;
  /** The line's share of the discount (all its units); 0 without a code. */
  discountCents: number;
  /** Index of the line in the request, for error fields. */
  index: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  /** The discount code applied (taken off the total), if any. */
  discount: AppliedDiscount | null;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * Refuses a total that is neither free nor payable (0 < total < MINIMUM_PAYMENT_CENTS: a code that
 * leaves €0.30), at the quote and before an order is placed, so none waits unpayable with its
 * stock and its code's use. Named after the code when one brought it there.
 */
function assertPayable(totalCents: number, discounted: boolean) {
  if (totalCents === 0 || totalCents >= MINIMUM_PAYMENT_CENTS) return;
  throw new ApiError(
    422,
    "total_below_minimum",
    `The total of ${formatPrice(totalCents, "en")} is below ${formatPrice(MINIMUM_PAYMENT_CENTS, "en")}, the least a payment can be taken for: an order is either free or at least that`,
    discounted ? "discountCode" : "items",
  );
}

interface RequestedLine {
  slug: string;
  quantity: number;
  price?: number;
}

async function loadProducts(deps: Pick<Deps, "prisma">, slugs: string[]) {
  return deps.prisma.product.findMany({
    where: { slug: { in: slugs } },
    include: {
      translations: true,
      images: { orderBy: { position: "asc" } },
      categories: { select: { slug: true } },
    },
  });
}

/**
 * Merges repeated slugs so a product is reserved once with the summed quantity, which is held to
 * the per-line maximum like any line: a cart holds at most MAX_LINE_QUANTITY of a product. `over`
 * says what to do with more: refuse the order, or cap the quote at what the cart could hold.
 */
function mergeLines(items: RequestedLine[], over: "refuse" | "cap"): (RequestedLine & { index: number })[] {
  const merged = new Map<string, RequestedLine & { index: number }>();
  items.forEach((item, index) => {
    const existing = merged.get(item.slug);
    if (!existing) {
      merged.set(item.slug, { ...item, index });
      return;
    }
    existing.quantity += item.quantity;
    if (existing.quantity <= MAX_LINE_QUANTITY) return;
    if (over === "cap") existing.quantity = MAX_LINE_QUANTITY;
    else
      throw badRequest(
        `Together, the lines for '${item.slug}' ask for more than ${MAX_LINE_QUANTITY}`,
        `items.${index}.quantity`,
      );
  });
  return [...merged.values()];
}

/**
 * Prices an order for delivery to `country`; refuses unknown or inactive products and prices that
 * differ from the catalog. Each line is charged the destination's standard VAT rate of today, which
 * the order records with the line (docs/behaviour.md §2).
 */
export async function priceOrder(
  deps: Pick<Deps, "prisma">,
  items: RequestedLine[],
  language: Language,
  country: string,
  discountCode?: string,
): Promise<PricedOrder> {
  const vatRate = VAT_RATES[country];
  if (vatRate === undefined) throw badRequest(`The shop does not deliver to '${country}'`, "shippingAddress.country");
  const requested = mergeLines(items, "refuse");
  const products = new Map(
    (
      await loadProducts(
        deps,
        requested.map((item) => item.slug),
      )
    ).map((p) => [p.slug, p]),
  );
  const now = new Date();
  const code = discountCode ? await findUsableCode(deps, discountCode, now) : null;
  const categories = new Map<string, string[]>();
  const lines = requested.map((item): PricedLine => {
    const product = products.get(item.slug);
    if (!product || !product.active)
      throw badRequest(`Product '${item.slug}' is not available`, `items.${item.index}.slug`);
    const name = pickTranslation(product.translations, language)?.name ?? product.slug;
    const unitPriceCents = chargedPriceCents(product, now);
    if (item.price !== undefined && toCents(item.price) !== unitPriceCents) {
      throw conflict(
        "price_changed",
        `The price of ${name} is now ${formatPrice(unitPriceCents, "en")}, not ${formatPrice(toCents(item.price), "en")}; please review your cart`,
        `items.${item.index}.price`,
      );
    }
    categories.set(
      product.slug,
      product.categories.map((category) => category.slug),
    );
    return {
      productId: product.id,
      slug: product.slug,
      name,
      unitPriceCents,
      quantity: item.quantity,
      vatRate,
      discountCents: 0,
      index: item.index,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discount = code
    ? applyDiscount(
        code,
        lines.map((line) => ({
          slug: line.slug,
          categorySlugs: categories.get(line.slug) ?? [],
          grossCents: line.unitPriceCents * line.quantity,
        })),
      )
    : null;
  discount?.lineCents.forEach((cents, index) => (lines[index].discountCents = cents));
  const totalCents = subtotalCents - (discount?.totalCents ?? 0) + SHIPPING_CENTS;
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new ApiError(
      422,
      "order_too_large",
      `An order can total at most ${formatPrice(MAX_ORDER_TOTAL_CENTS, "en")}; please split it`,
      "items",
    );
  }
  assertPayable(totalCents, discount !== null);
  return {
    lines,
    subtotalCents,
    discount,
    shippingCents: SHIPPING_CENTS,
    // Each line's VAT is of what it is charged after its share of the discount, at its own rate.
    vatCents: includedVatOfLines([
      ...lines.map((line) => ({
        grossCents: line.unitPriceCents * line.quantity - line.discountCents,
        vatRate: line.vatRate,
      })),
      { grossCents: SHIPPING_CENTS, vatRate: orderVatRate(lines.map((line) => line.vatRate)) },
    ]),
    totalCents,
  };
}

/**
 * The cart page's totals. A line asking for more than the stock is marked unavailable and counts
 * with the units that can be bought (`availableQuantity`): the shopper sees what the cart would
 * cost once reduced, and is offered that reduction.
 */
export async function quoteCart(
  deps: Pick<Deps, "prisma" | "uploads">,
  items: { slug: string; quantity: number }[],
  language: Language,
  discountCode?: string,
  /** The shipping country, when the shopper has chosen one: the quote says how long delivery takes. */
  country?: CountryCode,
): Promise<CartQuote> {
  const now = new Date();
  const code = discountCode ? await findUsableCode(deps, discountCode, now) : null;
  const requested = mergeLines(items, "cap");
  const products = new Map(
    (
      await loadProducts(
        deps,
        requested.map((item) => item.slug),
      )
    ).map((p) => [p.slug, p]),
  );
  const lines = requested.map((item) => {
    const product = products.get(item.slug);
    const availableQuantity = product?.active ? Math.max(0, Math.min(product.stock, item.quantity)) : 0;
    const unitCents = product ? chargedPriceCents(product, now) : 0;
    const main = product ? mainImage(product.images) : undefined;
    return {
      slug: item.slug,
      name: product ? (pickTranslation(product.translations, language)?.name ?? product.slug) : item.slug,
      unitPrice: toEuros(unitCents),
      quantity: item.quantity,
      lineTotal: toEuros(unitCents * availableQuantity),
      available: availableQuantity === item.quantity,
      availableQuantity,
      thumbnailUrl: main ? imageSource(main, deps.uploads.linkBase).imageUrl : null,
      discount: 0,
      categorySlugs: product?.categories.map((category) => category.slug) ?? [],
      adultsOnly: product?.adultsOnly ?? false,
      blockedCountries: product?.blockedCountries ?? [],
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
  const discount = code
    ? applyDiscount(
        code,
        lines.map((line) => ({
          slug: line.slug,
          categorySlugs: line.categorySlugs,
          grossCents: toCents(line.lineTotal),
        })),
      )
    : null;
  const totalCents = subtotal - (discount?.totalCents ?? 0) + SHIPPING_CENTS;
  assertPayable(totalCents, discount !== null);
  // The cart page shows VAT 0 and total = subtotal (docs/behaviour.md §2): prices already include VAT.
  return {
    items: lines.map(({ categorySlugs: _categorySlugs, ...line }, index) => ({
      ...line,
      discount: toEuros(discount?.lineCents[index] ?? 0),
    })),
    subtotal: toEuros(subtotal),
    discount: toEuros(discount?.totalCents ?? 0),
    discountCode: discount?.code ?? null,
    shipping: toEuros(SHIPPING_CENTS),
    vat: 0,
    total: toEuros(totalCents),
    currency: "EUR",
    delivery: country ? { country, ...deliveryDays(country) } : null,
  };
}
