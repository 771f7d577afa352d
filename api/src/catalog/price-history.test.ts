// Sale prices and the 30-day lowest price (docs/behaviour.md §20): every price change is in the
// history, a reduction shows the lowest price of the 30 days before it began, and orders charge
// the sale price while the sale runs. The clock is moved (Date only) to walk through the days.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminProductRecord, CreateOrderResponse, Product } from "@shop/shared";
import { firstAdminToken, orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { lowestPriorPrice } from "./price-history.ts";
import { runOrderSweep } from "../orders/reconcile-orders.ts";

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);

describe("lowestPriorPrice", () => {
  const history = [
    { at: day(0), priceCents: 3000 },
    { at: day(10), priceCents: 4000 },
    { at: day(35), priceCents: 2500 },
  ];
  it("takes the price in force when the 30 days began and every later one before the reduction", () => {
    expect(lowestPriorPrice(history, day(35))).toBe(3000);
    // From day 41 on, the €30 of days 0 to 10 lies more than 30 days back.
    expect(lowestPriorPrice(history.slice(0, 2), day(41))).toBe(4000);
    expect(lowestPriorPrice(history, day(50))).toBe(2500);
    expect(lowestPriorPrice(history, day(0))).toBeNull();
  });
});

describe("a product's sale, step by step", () => {
  let shop: TestShop;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(day(0));
    shop = await startTestShop();
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 3000, stock: 50 }]);
    const product = await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "drug-tests" } });
    // The fixture writes rows directly, as the migration does for products that exist: today's price.
    await shop.deps.prisma.productPrice.create({ data: { productId: product.id, at: day(0), priceCents: 3000 } });
  }, 300_000); // a fresh database with every migration, on a loaded machine
  afterAll(async () => {
    await shop.close();
    vi.useRealTimers();
  });
  afterEach(() => shop.deps.catalogCache.invalidate());

  async function save(changes: Partial<AdminProductRecord>) {
    const token = await firstAdminToken(shop.deps);
    const { id } = await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "drug-tests" } });
    const record = (await (await shop.request(`/api/admin/products/${id}`, { token })).json()) as AdminProductRecord;
    const response = await shop.request(`/api/admin/products/${id}`, {
      method: "PUT",
      token,
      json: { ...record, images: [], ...changes },
    });
    return response;
  }
  const shown = async () => (await (await shop.request("/api/products/drug-tests?lang=bg")).json()) as Product;
  const history = async () =>
    (await shop.deps.prisma.productPrice.findMany({ orderBy: [{ at: "asc" }, { id: "asc" }] })).map((row) => [
      Math.round((row.at.getTime() - day(0).getTime()) / DAY),
      row.priceCents,
    ]);

  it("walks through price changes, a sale, its end by hand and one that ends by date", async () => {
    vi.setSystemTime(day(10));
    expect((await save({ price: 40 })).status).toBe(200);
    expect(await shown()).toMatchObject({ price: 40 });
    expect((await shown()).lowestPrice30Days).toBeUndefined();

    // A sale price at or above the regular price is no sale.
    vi.setSystemTime(day(35));
    const refused = await save({ salePrice: 40 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.field).toBe("salePrice");

    expect((await save({ salePrice: 25 })).status).toBe(200);
    vi.setSystemTime(day(45));
    // The reduction began on day 35: from day 5 on, €30 (to day 10) and €40 were charged.
    expect(await shown()).toMatchObject({ price: 25, regularPrice: 40, lowestPrice30Days: 30 });
    const list = (await (await shop.request("/api/products?lang=de")).json()) as { products?: Product[] } | Product[];
    const items = Array.isArray(list) ? list : (list.products ?? []);
    expect(items.find((item) => item.slug === "drug-tests")).toMatchObject({ price: 25, lowestPrice30Days: 30 });

    // Orders charge the sale price; the client's price is checked against it.
    const placed = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1, price: 25 }]),
    });
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as CreateOrderResponse).total).toBe(25);

    // Ended by hand.
    vi.setSystemTime(day(50));
    expect((await save({ salePrice: null })).status).toBe(200);
    expect((await shown()).price).toBe(40);
    expect((await shown()).regularPrice).toBeUndefined();

    // A new sale with an end date: its 30 days hold the earlier sale's €25.
    vi.setSystemTime(day(52));
    expect((await save({ salePrice: 35, saleEndsAt: day(60).toISOString() })).status).toBe(200);
    expect(await shown()).toMatchObject({ price: 35, regularPrice: 40, lowestPrice30Days: 25 });

    // Its end is in the history ahead; once passed, the sweep clears the sale.
    vi.setSystemTime(day(61));
    const swept = await runOrderSweep(shop.deps, "test", day(61));
    expect(swept?.endedSales).toBe(1);
    expect((await shown()).price).toBe(40);
    expect(await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "drug-tests" } })).toMatchObject({
      salePriceCents: null,
      saleEndsAt: null,
    });
    expect(await history()).toEqual([
      [0, 3000],
      [10, 4000],
      [35, 2500],
      [50, 4000],
      [52, 3500],
      [60, 4000],
    ]);
  });
});
