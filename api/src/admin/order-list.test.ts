// The console's order list at the size of a real shop (docs/performance.md, "The console's
// lists"): searches by number, e-mail and name, with their exact paths; sorts by total; the count
// capped at LIST_COUNT_CAP (Content-Range `*` past it); and the plans: trigram indexes for a
// search, the sort's index for a page.
// Runs on PostgreSQL too (api/vitest.config.ts): the console's order list in SQL and its plans.
import { Prisma } from "@shop/db";
import { LIST_COUNT_CAP, type AdminOrderListRow, type CreateOrderResponse } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, SUPPORT, type TestShop } from "../../test/harness.ts";
import { orderPageQuery, orderListWhere, type OrderListFilter } from "./order-list.ts";
import type { ListQuery } from "../data/list-query.ts";

let shop: TestShop;
let support: string;
/** Orders made in SQL beside the few placed through the shop: past the count's cap. */
const BULK = LIST_COUNT_CAP + 50;

const placed: Record<string, CreateOrderResponse> = {};

const address = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  address: "Hauptstraße 1",
  city: "Berlin",
  country: "DE",
  postCode: "10115",
  phone: "+4930123456",
});

/** An order to `shipTo`, billed to `billTo` (the same person when not given). */
async function place(key: string, email: string, shipTo: [string, string], quantity = 1, billTo = shipTo) {
  const response = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "drug-tests", quantity }], {
      customerEmail: email,
      shippingAddress: address(...shipTo),
      billingAddress: address(...billTo),
    }),
  });
  expect(response.status).toBe(201);
  placed[key] = (await response.json()) as CreateOrderResponse;
}

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 1000 }]);
  support = await shop.login(SUPPORT);
  await place("schmidt", "anna.schmidt@example.de", ["Anna", "Schmidt"], 3);
  await place("li", "wei@example.com", ["Wei", "Li"]);
  await place("lisa", "lisa.lindner@example.com", ["Lisa", "Lindner"], 2);
  // An address a wildcard would match: `_` and `%` are searched as themselves. Billed to another name.
  await place("underscore", "tom_lee@example.com", ["Tom", "Lee"], 1, ["Grace", "Hopper"]);
  // Orders of no interest but their number, made in SQL: the count's cap, the sort's pages, the plans.
  await shop.deps.prisma.$executeRaw`
    INSERT INTO "Order" ("number", "email", "language", "status", "paymentMethod", "paymentGateway",
      "subtotalCents", "shippingCents", "vatCents", "totalCents", "createdAt", "updatedAt")
    SELECT 'BULK-' || lpad(i::text, 6, '0'), 'bulk' || i || '@example.org', 'en',
      'DELIVERED', 'CARD', 'TEST', 1000 + i % 500, 0, 0, 1000 + i % 500, now() - i * interval '1 minute', now()
    FROM generate_series(1, ${BULK}) AS i`;
  await shop.deps.prisma.$executeRaw`ANALYZE "Order"`;
}, 120_000);
afterAll(() => shop.close());

const q = (params: Record<string, unknown>) =>
  "?" +
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

async function list(params: Record<string, unknown>) {
  const response = await shop.request(`/api/admin/orders${q(params)}`, { token: support });
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as AdminOrderListRow[], range: response.headers.get("content-range") };
}

const found = async (search: string) => (await list({ filter: { q: search } })).rows.map((row) => row.number).sort();
const numbers = (...keys: string[]) => keys.map((key) => placed[key].orderNumber).sort();

describe("the order search", () => {
  it("finds a whole order number in any case, exactly", async () => {
    expect(await found(placed.schmidt.orderNumber.toLowerCase())).toEqual(numbers("schmidt"));
    expect(await found(` ${placed.li.orderNumber} `)).toEqual(numbers("li"));
  });

  it("pages a search by number from its matches, counted as found, the same as with a filter beside it", async () => {
    // "bulk-00001" is in 10 numbers (BULK-000010 … BULK-000019): a search alone, then with a filter that keeps all.
    const alone = await list({ filter: { q: "bulk-00001" }, sort: ["id", "DESC"], range: [2, 5] });
    const filtered = await list({
      filter: { q: "bulk-00001", createdAt_gte: "2000-01-01" },
      sort: ["id", "DESC"],
      range: [2, 5],
    });
    expect(alone.range).toBe("orders 2-5/10");
    expect(alone.rows.map((row) => row.number)).toEqual(["BULK-000017", "BULK-000016", "BULK-000015", "BULK-000014"]);
    expect(filtered).toEqual(alone);
    const ascending = await list({ filter: { q: "bulk-00001" }, sort: ["id", "ASC"], range: [0, 1] });
    expect(ascending.rows.map((row) => row.number)).toEqual(["BULK-000010", "BULK-000011"]);
  });

  it("pages a search by date, the console's default, from its matches' dates", async () => {
    // The bulk orders' dates run against their ids (order i was placed i minutes ago).
    const alone = await list({ filter: { q: "bulk-00001" }, sort: ["createdAt", "DESC"], range: [2, 5] });
    const filtered = await list({
      filter: { q: "bulk-00001", createdAt_gte: "2000-01-01" },
      sort: ["createdAt", "DESC"],
      range: [2, 5],
    });
    expect(alone.range).toBe("orders 2-5/10");
    expect(alone.rows.map((row) => row.number)).toEqual(["BULK-000012", "BULK-000013", "BULK-000014", "BULK-000015"]);
    expect(filtered).toEqual(alone);
    const oldest = await list({ filter: { q: "bulk-00001" }, sort: ["createdAt", "ASC"], range: [0, 0] });
    expect(oldest.rows.map((row) => row.number)).toEqual(["BULK-000019"]);
    // Past its last match, a page is empty and still counts them (the same as with a filter).
    const beyond = await list({ filter: { q: "bulk-00001" }, sort: ["createdAt", "DESC"], range: [20, 24] });
    expect(beyond.rows).toEqual([]);
    expect(beyond).toEqual(
      await list({
        filter: { q: "bulk-00001", createdAt_gte: "2000-01-01" },
        sort: ["createdAt", "DESC"],
        range: [20, 24],
      }),
    );
  });

  it("finds a part of an order number", async () => {
    const part = placed.lisa.orderNumber.slice(3, 7).toLowerCase();
    expect(await found(part)).toContain(placed.lisa.orderNumber);
    const { range } = await list({ filter: { q: "bulk-000001" } });
    expect(range).toBe("orders 0-0/1");
  });

  it("finds a whole e-mail address in any case, exactly, and a part of one", async () => {
    expect(await found("ANNA.Schmidt@Example.de")).toEqual(numbers("schmidt"));
    // A whole address is no part of another: lisa.lindner@ holds "a.lindner@example.com" but is not it.
    expect(await found("a.lindner@example.com")).toEqual([]);
    expect(await found("a.lindner@")).toEqual(numbers("lisa"));
    expect(await found("tom_lee")).toEqual(numbers("underscore"));
    expect(await found("tom%lee")).toEqual([]);
  });

  it("finds a name: every word, each in the number, the e-mail or a name", async () => {
    expect(await found("schmidt")).toEqual(numbers("schmidt"));
    expect(await found("Anna SCHMIDT")).toEqual(numbers("schmidt"));
    expect(await found("anna lindner")).toEqual([]);
    expect(await found("lind")).toEqual(numbers("lisa"));
    expect(await found("hopper")).toEqual(numbers("underscore"));
    // A word shorter than a trigram is a whole first or last name: "Li", not "Lisa" or "Lindner".
    expect(await found("li")).toEqual(numbers("li"));
    expect(await found("nobody")).toEqual([]);
  });

  it("answers each found order's list row", async () => {
    const [row] = (await list({ filter: { q: placed.schmidt.orderNumber } })).rows;
    expect(row).toMatchObject({
      number: placed.schmidt.orderNumber,
      email: "anna.schmidt@example.de",
      customerName: "Anna Schmidt",
      status: "PENDING_PAYMENT",
      itemCount: 3,
      total: placed.schmidt.total,
      withdrawn: false,
      paymentDeclinedAt: null,
    });
  });
});

describe("sorting and paging", () => {
  it("sorts by total either way, ties in id order, page after page", async () => {
    const first = await list({ sort: ["total", "ASC"], range: [0, 24] });
    const second = await list({ sort: ["total", "ASC"], range: [25, 49] });
    const rows = [...first.rows, ...second.rows];
    expect(rows.map((row) => row.total)).toEqual(rows.map((row) => row.total).sort((a, b) => a - b));
    expect(new Set(rows.map((row) => row.id)).size).toBe(50);
    // 1000 + i % 500 cents: the lowest total, 10.00, is that of i = 500, 1000, …; by id within it.
    expect(first.rows[0].total).toBe(10);
    const tied = rows.filter((row) => row.total === 10).map((row) => row.id);
    expect(tied).toEqual([...tied].sort((a, b) => a - b));
    const highest = await list({ sort: ["total", "DESC"], range: [0, 0] });
    expect(highest.rows[0].total).toBe(Math.max(placed.schmidt.total, placed.lisa.total, 14.99));
  });

  it("reads a page far past the first ones", async () => {
    const { rows } = await list({ sort: ["createdAt", "DESC"], range: [BULK - 10, BULK - 1] });
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.createdAt)).toEqual(
      rows
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
  });

  it("reads a last page from the end: the rows an offset walk reads, in the list's order", async () => {
    const total = BULK + 4;
    const sorts: [string, "asc" | "desc"][] = [
      ["createdAt", "desc"],
      ["total", "asc"],
      ["paidAt", "desc"],
      ["number", "asc"],
    ];
    for (const [sortField, sortOrder] of sorts) {
      const forward = await shop.deps.prisma.$queryRaw<{ id: number }[]>(
        orderPageQuery({ sortField, sortOrder, start: total - 7, end: total - 1, filter: {} }),
      );
      const last = await list({ sort: [sortField, sortOrder.toUpperCase()], range: [total - 7, total - 1] });
      expect(last.rows.map((row) => row.id)).toEqual(forward.map((row) => row.id));
      expect(last.range).toBe(`orders ${total - 7}-${total - 1}/${total}`);
    }
    // A range past the end answers the rows there are.
    const beyond = await list({ sort: ["id", "ASC"], range: [total - 3, total + 5] });
    expect(beyond.rows).toHaveLength(3);
    expect(beyond.range).toBe(`orders ${total - 3}-${total - 1}/${total}`);
  });
});

describe("the count", () => {
  it("stops at the cap: `*` past it, the total below it", async () => {
    expect((await list({ range: [0, 24] })).range).toBe("orders 0-24/*");
    expect((await list({ range: [0, 0], filter: { status: "DELIVERED" } })).range).toBe("orders 0-0/*");
    expect((await list({ range: [0, 24], filter: { status: "PENDING_PAYMENT" } })).range).toBe("orders 0-3/4");
    // Past the cap, a page still tells whether one follows it; the last pages count all.
    const total = BULK + 4;
    expect((await list({ range: [total - 20, total - 11] })).range).toBe(`orders ${total - 20}-${total - 11}/*`);
    expect((await list({ range: [total - 10, total - 1] })).range).toBe(`orders ${total - 10}-${total - 1}/${total}`);
  });
});

describe("the plans", () => {
  const planOf = async (sql: Prisma.Sql, avoid = ["enable_seqscan"]) => {
    const { prisma } = shop.deps;
    // The planner is told to avoid a scan where it can: on a test database a scan may be as cheap.
    const plan = await prisma.$transaction([
      ...avoid.map((setting) => prisma.$executeRawUnsafe(`SET LOCAL ${setting} = off`)),
      prisma.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`),
    ]);
    return (plan.at(-1) as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n");
  };
  const page = (sortField: string, filter: OrderListFilter, sortOrder: "asc" | "desc" = "desc") =>
    ({ sortField, sortOrder, start: 0, end: 24, filter }) satisfies ListQuery<OrderListFilter>;

  it("searches through the trigram index of the orders' search texts", async () => {
    // And to read no index in full (the primary key's, in the order a union merges ids in).
    const text = await planOf(Prisma.sql`SELECT o."id" FROM "Order" o WHERE ${orderListWhere({ q: "schmidt" })}`, [
      "enable_seqscan",
      "enable_indexscan",
    ]);
    expect(text).toContain(`Bitmap Index Scan on "OrderSearch_text_trgm_idx"`);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("keeps each order's search text as the order and its addresses are written", async () => {
    const { prisma } = shop.deps;
    const order = await prisma.order.findUniqueOrThrow({
      where: { number: placed.li.orderNumber },
      include: { addresses: true },
    });
    const textOf = async () => (await prisma.orderSearch.findUniqueOrThrow({ where: { orderId: order.id } })).text;
    const before = await textOf();
    expect(before).toContain(order.number.toLowerCase());
    expect(before).toContain(order.email);
    for (const address of order.addresses) expect(before).toContain(address.lastName.toLowerCase());
    expect((await prisma.orderSearch.findUniqueOrThrow({ where: { orderId: order.id } })).createdAt).toEqual(
      order.createdAt,
    );
    // A corrected name is found by its new spelling, not its old one.
    const [first] = order.addresses;
    await prisma.orderAddress.update({ where: { id: first.id }, data: { lastName: "Zwetschgenbaum" } });
    expect(await textOf()).toContain("zwetschgenbaum");
    await prisma.orderAddress.update({ where: { id: first.id }, data: { lastName: first.lastName } });
    expect(await textOf()).toBe(before);
  });

  it("looks a whole number or e-mail address up by its own index", async () => {
    expect(await planOf(orderPageQuery(page("createdAt", { q: placed.li.orderNumber })))).toMatch(/"Order_number_key"/);
    expect(await planOf(orderPageQuery(page("createdAt", { q: "wei@example.com" })))).toMatch(/"Order_email_idx"/);
  });

  it("reads a page sorted by total, date or payment in the order of its index", async () => {
    expect(await planOf(orderPageQuery(page("total", {}, "asc")))).toMatch(
      /Index (Only )?Scan using "Order_totalCents_id_idx"/,
    );
    expect(await planOf(orderPageQuery(page("createdAt", {})))).toMatch(
      /Index (Only )?Scan Backward using "Order_createdAt_id_idx"/,
    );
    expect(await planOf(orderPageQuery(page("paidAt", {})))).toMatch(/"Order_paidAt_id_idx"/);
    expect(await planOf(orderPageQuery(page("status", {})))).toMatch(/"Order_status_createdAt_idx"/);
  });
});
