// Rule 5: stock is never oversold, even when many shoppers check out the last units at once.
// Meaningful on PostgreSQL (real concurrent transactions); on PGlite the requests serialise.
// Runs on PostgreSQL too (api/vitest.config.ts): concurrent checkouts of the last units.
import { afterAll, beforeAll, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 5 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 100 },
  ]);
});
afterAll(() => shop.close());

it("20 concurrent orders for the last 5 units: exactly 5 succeed and stock ends at 0", async () => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      shop.request("/api/orders", {
        method: "POST",
        // Every other order also takes another product, so reservations interleave across rows.
        json: orderPayload(
          i % 2
            ? [
                { slug: "vitamin-d-test", quantity: 1 },
                { slug: "drug-tests", quantity: 1 },
              ]
            : [{ slug: "drug-tests", quantity: 1 }],
        ),
      }),
    ),
  );
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(15);
  const products = await shop.deps.prisma.product.findMany({ orderBy: { slug: "asc" } });
  expect(products.find((p) => p.slug === "drug-tests")?.stock).toBe(0);
  const orders = await shop.deps.prisma.order.findMany({ include: { items: true } });
  expect(orders).toHaveLength(5);
  // The other product was only taken by the orders that succeeded.
  const vitaminTaken = orders.flatMap((o) => o.items).filter((i) => i.slug === "vitamin-d-test").length;
  expect(products.find((p) => p.slug === "vitamin-d-test")?.stock).toBe(100 - vitaminTaken);
});
