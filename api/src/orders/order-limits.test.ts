// No order holds more than a real cart, no client hoards stock with unpaid orders, and what the
// catalog says about availability follows the stock that can really be bought.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOW_STOCK,
  type ApiErrorBody,
  type CartQuote,
  type CreateOrderResponse,
  type Product,
  type ProductListItem,
} from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, usesPostgres, type TestShop } from "../../test/harness.ts";
import { sweepExpiredOrders } from "./reconcile-orders.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ ORDER_LIMIT_PER_HOUR: "3", TRUST_PROXY: "true" });
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 500 },
    { slug: "last-two", priceCents: 1900, stock: 2 },
    { slug: "luxury-a", priceCents: 10_000_000, stock: 99 },
    { slug: "luxury-b", priceCents: 10_000_000, stock: 99 },
    { slug: "luxury-c", priceCents: 10_000_000, stock: 99 },
  ]);
});
afterAll(() => shop.close());

let nextClient = 1;
/** A fresh client address for each test (TRUST_PROXY takes it from X-Forwarded-For). */
const newClient = () => `203.0.113.${nextClient++}`;
const order = (client: string, items: { slug: string; quantity: number }[]) =>
  shop.request("/api/orders", { method: "POST", json: orderPayload(items), headers: { "x-forwarded-for": client } });
const stockOf = async (slug: string) => (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).stock;

describe("no order holds more than a real cart", () => {
  it("merges lines of the same product into one", async () => {
    const before = await stockOf("drug-tests");
    const response = await order(newClient(), [
      { slug: "drug-tests", quantity: 40 },
      { slug: "drug-tests", quantity: 30 },
    ]);
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as CreateOrderResponse;
    const items = await shop.deps.prisma.orderItem.findMany({ where: { order: { number: orderNumber } } });
    expect(items.map((item) => item.quantity)).toEqual([70]);
    expect(await stockOf("drug-tests")).toBe(before - 70);
  });

  it("refuses lines of one product that together exceed the per-line maximum, reserving nothing", async () => {
    const before = await stockOf("drug-tests");
    const orders = await shop.deps.prisma.order.count();
    const response = await order(newClient(), [
      { slug: "drug-tests", quantity: 60 },
      { slug: "drug-tests", quantity: 60 },
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.field).toBe("items.1.quantity");
    expect(await stockOf("drug-tests")).toBe(before);
    expect(await shop.deps.prisma.order.count()).toBe(orders);
  });

  it("answers a total beyond the database's integer range with a 4xx, not a 500", async () => {
    const items = ["luxury-a", "luxury-b", "luxury-c"].map((slug) => ({ slug, quantity: 99 }));
    const response = await order(newClient(), items);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({ code: "order_too_large", field: "items" });
    expect(await stockOf("luxury-a")).toBe(99);
  });

  it("caps the cart quote of repeated lines at what one cart line can hold", async () => {
    const response = await shop.request("/api/cart/quote", {
      method: "POST",
      json: {
        items: [
          { slug: "drug-tests", quantity: 60 },
          { slug: "drug-tests", quantity: 60 },
        ],
      },
    });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as CartQuote;
    expect(quote.items).toHaveLength(1);
    expect(quote.items[0].quantity).toBe(99);
  });
});

describe("inventory cannot be hoarded", () => {
  it("allows ORDER_LIMIT_PER_HOUR unpaid orders per client address, then 429 with Retry-After", async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await order(client, [{ slug: "drug-tests", quantity: 1 }])).status).toBe(201);
    const before = await stockOf("drug-tests");
    const refused = await order(client, [{ slug: "drug-tests", quantity: 1 }]);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe("too_many_orders");
    expect(await stockOf("drug-tests")).toBe(before);
    // Another shopper is not affected.
    expect((await order(newClient(), [{ slug: "drug-tests", quantity: 1 }])).status).toBe(201);
  });

  it("counts only unpaid orders: a paid one frees a place", async () => {
    const client = newClient();
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++)
      numbers.push(
        ((await (await order(client, [{ slug: "drug-tests", quantity: 1 }])).json()) as CreateOrderResponse)
          .orderNumber,
      );
    expect((await order(client, [{ slug: "drug-tests", quantity: 1 }])).status).toBe(429);
    await shop.deps.prisma.order.update({
      where: { number: numbers[0] },
      data: { status: "PAID", paidAt: new Date() },
    });
    expect((await order(client, [{ slug: "drug-tests", quantity: 1 }])).status).toBe(201);
  });

  it("counts free orders too: a 100 % code takes stock and sends mail with no payment to stop it", async () => {
    await shop.deps.prisma.discountCode.create({ data: { code: "ALLFREE", kind: "PERCENT", value: 100 } });
    const client = newClient();
    const free = (n: number) =>
      shop.request("/api/orders", {
        method: "POST",
        json: orderPayload([{ slug: "drug-tests", quantity: 1 }], {
          discountCode: "ALLFREE",
          customerEmail: `free${n}@example.com`,
        }),
        headers: { "x-forwarded-for": client },
      });
    for (let i = 0; i < 3; i++) {
      const placed = await free(i);
      expect(placed.status).toBe(201);
      expect(await placed.json()).toMatchObject({ total: 0, paid: true });
    }
    const before = await stockOf("drug-tests");
    const refused = await free(3);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe("too_many_orders");
    expect(await stockOf("drug-tests")).toBe(before);
  });

  it.runIf(usesPostgres)("holds under parallel requests: 10 at once from one client, exactly 3 placed", async () => {
    const client = newClient();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => order(client, [{ slug: "drug-tests", quantity: 1 }])),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("never stores the client's address in clear", async () => {
    const orders = await shop.deps.prisma.order.findMany({ select: { clientKey: true } });
    expect(orders.every((o) => o.clientKey && !o.clientKey.includes("203.0.113"))).toBe(true);
  });
});

describe("inStock and lowStock follow the units that can really be bought", () => {
  const listed = async () =>
    ((await (await shop.request("/api/products?lang=en")).json()) as ProductListItem[]).find(
      (product) => product.slug === "last-two",
    )!;
  const detail = async () => (await (await shop.request("/api/products/last-two?lang=en")).json()) as Product;

  it("turns false when the last units are reserved and true again when the hold expires", async () => {
    expect((await listed()).inStock).toBe(true);
    expect((await detail()).inStock).toBe(true);
    expect((await listed()).lowStock).toBe(2);
    const one = await order(newClient(), [{ slug: "last-two", quantity: 1 }]);
    expect(one.status).toBe(201);
    // The answers above were cached; every sale of a low-stock product must have refreshed them.
    expect((await listed()).lowStock).toBe(1);
    expect(await detail()).toMatchObject({ inStock: true, lowStock: 1 });
    const placed = await order(newClient(), [{ slug: "last-two", quantity: 1 }]);
    expect(placed.status).toBe(201);
    expect(await listed()).toMatchObject({ inStock: false, lowStock: null });
    expect(await detail()).toMatchObject({ inStock: false, lowStock: null });

    await sweepExpiredOrders(shop.deps, new Date(Date.now() + 24 * 3_600_000));
    expect(await listed()).toMatchObject({ inStock: true, lowStock: 2 });
    expect(await detail()).toMatchObject({ inStock: true, lowStock: 2 });
  });

  it("says nothing of the stock when there is plenty: lowStock only from 1 to LOW_STOCK units", async () => {
    const lowStockAt = async (stock: number) => {
      await shop.deps.prisma.product.update({ where: { slug: "last-two" }, data: { stock } });
      shop.deps.catalogCache.invalidate();
      return (await listed()).lowStock;
    };
    try {
      expect(await lowStockAt(0)).toBeNull();
      expect(await lowStockAt(1)).toBe(1);
      expect(await lowStockAt(LOW_STOCK)).toBe(LOW_STOCK);
      expect(await lowStockAt(LOW_STOCK + 1)).toBeNull();
    } finally {
      await lowStockAt(2);
    }
  });
});
