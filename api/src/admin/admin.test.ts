// The console's REST API in ra-data-simple-rest's conventions, and what each role may do.
// Runs on PostgreSQL too (api/vitest.config.ts): the console's lists and dashboard in SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCategoryRecord,
  AdminDashboard,
  AdminOrderListRow,
  AdminOrderRecord,
  AdminProductRecord,
  AdminUserRecord,
  ApiErrorBody,
  CreateOrderResponse,
  Product,
} from "@shop/shared";
import type { AdminCustomerRecord } from "@shop/shared";
import { sweepExpiredOrders } from "../orders/reconcile-orders.ts";
import {
  orderPayload,
  seedFixtureCatalog,
  startTestShop,
  TEST_MANUFACTURER,
  testImage,
  SUPPORT,
  type TestShop,
} from "../../test/harness.ts";
import { payInTestMode } from "../../test/payment-shop.ts";

let shop: TestShop;
let admin: string;
let support: string;
let categories: Map<string, number>;

beforeAll(async () => {
  shop = await startTestShop();
  ({ categories } = await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 3, category: "vitamin-d-test" },
  ]));
  admin = await shop.login();
  support = await shop.login(SUPPORT);
});
afterAll(() => shop.close());

const q = (params: Record<string, unknown>) =>
  "?" +
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

const translations = (name: string) => ({
  en: { name: `${name} EN`, description: "<p>en</p>" },
  de: { name: `${name} DE`, description: "<p>de</p>" },
  bg: { name: `${name} BG`, description: "<p>bg</p>" },
});

describe("products", () => {
  it("lists with sort, range, filters and Content-Range", async () => {
    const response = await shop.request(
      `/api/admin/products${q({ sort: ["price", "ASC"], range: [0, 0], filter: {} })}`,
      { token: support },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBe("products 0-0/2");
    expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range");
    const [cheapest] = (await response.json()) as AdminProductRecord[];
    expect(cheapest).toMatchObject({
      slug: "vitamin-d-test",
      price: 19,
      translations: { de: { name: "vitamin-d-test (de)" } },
    });

    const lowStock = (await (
      await shop.request(`/api/admin/products${q({ filter: { lowStock: true } })}`, { token: admin })
    ).json()) as AdminProductRecord[];
    expect(lowStock.map((p) => p.slug)).toEqual(["vitamin-d-test"]);
    const search = (await (
      await shop.request(`/api/admin/products${q({ filter: { q: "DRUG" } })}`, { token: admin })
    ).json()) as AdminProductRecord[];
    expect(search.map((p) => p.slug)).toEqual(["drug-tests"]);
    const byCategory = await shop.request(
      `/api/admin/products${q({ filter: { categoryId: categories.get("vitamin-d-test") } })}`,
      { token: admin },
    );
    expect(((await byCategory.json()) as AdminProductRecord[]).map((p) => p.slug)).toEqual(["vitamin-d-test"]);
    const many = await shop.request(`/api/admin/products${q({ filter: { id: [1] } })}`, { token: admin });
    expect(((await many.json()) as AdminProductRecord[]).map((p) => p.id)).toEqual([1]);
    expect(
      (await shop.request(`/api/admin/products${q({ sort: ["password", "ASC"] })}`, { token: admin })).status,
    ).toBe(400);
    expect((await shop.request("/api/admin/products?range=[0", { token: admin })).status).toBe(400);
  });

  it("creates with all three translations and an uploaded image, edits and deletes (ADMIN)", async () => {
    const upload = new FormData();
    upload.append("file", new Blob([await testImage(1000, 800)], { type: "image/png" }), "kit.png");
    const image = await shop.request("/api/admin/images", { method: "POST", token: admin, body: upload });
    expect(image.status).toBe(201);
    const { fileKey } = (await image.json()) as { fileKey: string };

    const created = await shop.request("/api/admin/products", {
      method: "POST",
      token: admin,
      json: {
        price: 12.5,
        stock: 4,
        active: true,
        ...TEST_MANUFACTURER,
        categoryIds: [categories.get("drug-tests")],
        translations: translations("Saliva Test"),
        images: [{ fileKey, isMain: true }],
      },
    });
    expect(created.status).toBe(201);
    const record = (await created.json()) as AdminProductRecord;
    expect(record).toMatchObject({
      slug: "saliva-test-en",
      price: 12.5,
      translations: { bg: { name: "Saliva Test BG" } },
    });
    expect(record.images[0]).toMatchObject({ fileKey, isMain: true });
    expect(((await (await shop.request(`/api/products/${record.slug}?lang=de`)).json()) as { name: string }).name).toBe(
      "Saliva Test DE",
    );

    const edited = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token: admin,
      json: { ...record, price: 13, images: [] },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ price: 13, images: [] });

    expect((await shop.request(`/api/admin/products/${record.id}`, { method: "DELETE", token: admin })).status).toBe(
      200,
    );
    expect((await shop.request(`/api/admin/products/${record.id}`, { token: admin })).status).toBe(404);
  });

  it("keeps each language's claims: none for a new product, set by a save, shown by the shop in their language only", async () => {
    const created = await shop.request("/api/admin/products", {
      method: "POST",
      token: admin,
      json: {
        price: 9,
        stock: 5,
        active: true,
        ...TEST_MANUFACTURER,
        translations: translations("Claims Kit"),
        images: [],
      },
    });
    expect(created.status).toBe(201);
    const record = (await created.json()) as AdminProductRecord;
    expect(Object.values(record.translations).map((t) => t.highlights)).toEqual([[], [], []]);
    const shown = async (language: string) =>
      ((await (await shop.request(`/api/products/${record.slug}?lang=${language}`)).json()) as Product).highlights;
    expect(await shown("en")).toEqual([]);

    const claims = {
      en: { ...record.translations.en, highlights: ["  Sensitivity 25 mIU/ml ", "", "Result after 5 minutes"] },
      de: { ...record.translations.de, highlights: ["Empfindlichkeit 25 mIU/ml"] },
      bg: record.translations.bg,
    };
    const saved = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token: admin,
      json: { ...record, translations: claims },
    });
    expect(saved.status).toBe(200);
    const withClaims = (await saved.json()) as AdminProductRecord;
    expect(withClaims.translations.en.highlights).toEqual(["Sensitivity 25 mIU/ml", "Result after 5 minutes"]);
    expect(withClaims.translations.bg.highlights).toEqual([]);
    expect(await (await shop.request(`/api/admin/products/${record.id}`, { token: admin })).json()).toEqual(withClaims);
    expect(await shown("en")).toEqual(["Sensitivity 25 mIU/ml", "Result after 5 minutes"]);
    expect(await shown("de")).toEqual(["Empfindlichkeit 25 mIU/ml"]);
    expect(await shown("bg")).toEqual([]);

    // A save that leaves them out (an older client, the storefront's inline editor) keeps them.
    const withoutClaims = Object.fromEntries(
      Object.entries(withClaims.translations).map(([language, { name, description }]) => [
        language,
        { name, description },
      ]),
    );
    const kept = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token: admin,
      json: { ...withClaims, price: 9.5, translations: withoutClaims },
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as AdminProductRecord).translations.de.highlights).toEqual([
      "Empfindlichkeit 25 mIU/ml",
    ]);
    const inline = new FormData();
    const { version } = await shop.deps.prisma.product.findUniqueOrThrow({ where: { id: record.id } });
    inline.append(
      "product",
      JSON.stringify({ price: 10, version, translation: { language: "en", name: "Claims Kit EN" } }),
    );
    expect(
      (await shop.request(`/api/products/${record.slug}`, { method: "PUT", token: admin, body: inline })).status,
    ).toBe(200);
    expect(await shown("en")).toEqual(["Sensitivity 25 mIU/ml", "Result after 5 minutes"]);

    const current = (await (
      await shop.request(`/api/admin/products/${record.id}`, { token: admin })
    ).json()) as AdminProductRecord;
    for (const [highlights, field] of [
      [Array.from({ length: 7 }, (_, i) => `Claim ${i + 1}`), "translations.en.highlights"],
      [["x".repeat(161)], "translations.en.highlights.0"],
      [["Line one\nline two"], "translations.en.highlights.0"],
    ] as const) {
      const refused = await shop.request(`/api/admin/products/${record.id}`, {
        method: "PUT",
        token: admin,
        json: { ...current, translations: { ...current.translations, en: { ...current.translations.en, highlights } } },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ApiErrorBody).error.field).toBe(field);
    }
    expect(await (await shop.request(`/api/admin/products/${record.id}`, { token: admin })).json()).toEqual(current);
    expect((await shop.request(`/api/admin/products/${record.id}`, { method: "DELETE", token: admin })).status).toBe(
      200,
    );
  });

  it("lets SUPPORT read but not write the catalog", async () => {
    expect((await shop.request("/api/admin/products/1", { token: support })).status).toBe(200);
    const write = await shop.request("/api/admin/products", {
      method: "POST",
      token: support,
      json: { price: 1, stock: 1, active: true, translations: translations("X") },
    });
    expect(write.status).toBe(403);
    expect((await shop.request("/api/admin/products/1", { method: "DELETE", token: support })).status).toBe(403);
    expect((await shop.request("/api/admin/categories/1", { method: "DELETE", token: support })).status).toBe(403);
    expect((await shop.request("/api/admin/users", { token: support })).status).toBe(403);
    expect(await shop.deps.prisma.product.count()).toBe(2);
  });
});

describe("ids beyond PostgreSQL's integer range", () => {
  it("are refused with 400, not a database error", async () => {
    const created = await shop.request("/api/admin/products", {
      method: "POST",
      token: admin,
      json: { price: 1, stock: 1, active: true, categoryIds: [1e308], translations: translations("Huge") },
    });
    expect(created.status).toBe(400);
    expect(((await created.json()) as ApiErrorBody).error.field).toBe("categoryIds.0");
    expect((await shop.request("/api/admin/products/99999999999", { token: admin })).status).toBe(400);
    const filtered = await shop.request(`/api/admin/products${q({ filter: { categoryId: 1e308, id: [1, 1e308] } })}`, {
      token: admin,
    });
    expect(filtered.status).toBe(200);
  });
});

describe("list queries", () => {
  const answer = async (path: string) => {
    const response = await shop.request(path, { token: admin });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const refusal = (field: string, message: string | RegExp) => ({
    status: 400,
    body: {
      error: {
        code: "invalid_request",
        field,
        message: typeof message === "string" ? message : (expect.stringMatching(message) as unknown),
      },
    },
  });

  it("answers malformed sort, range and filter with 400 naming the parameter", async () => {
    expect(await answer("/api/admin/products?sort=price")).toEqual(refusal("sort", "sort must be JSON"));
    expect(await answer(`/api/admin/products${q({ sort: ["password", "ASC"] })}`)).toEqual(
      refusal("sort", "Cannot sort by password"),
    );
    expect(await answer(`/api/admin/categories${q({ sort: ["position", "UP"] })}`)).toEqual(
      refusal("sort", /^sort is not valid: /),
    );
    expect(await answer(`/api/admin/blog-posts${q({ range: [5, 2] })}`)).toEqual(
      refusal("range", "range is not valid: invalid range"),
    );
    expect(await answer("/api/admin/users?filter=%7B")).toEqual(refusal("filter", "filter must be JSON"));
    expect(await answer(`/api/admin/users${q({ filter: [1] })}`)).toEqual(refusal("filter", /^filter is not valid: /));
  });

  it("validates each resource's filter, naming the filter field", async () => {
    expect(await answer(`/api/admin/users${q({ filter: { role: "OWNER" } })}`)).toEqual(
      refusal("filter.role", /^filter\.role /),
    );
    expect(await answer(`/api/admin/products${q({ filter: { categoryId: "drugs" } })}`)).toEqual(
      refusal("filter.categoryId", "filter.categoryId must be an id (a whole number)"),
    );
    expect(await answer(`/api/admin/products${q({ filter: { active: "yes" } })}`)).toEqual(
      refusal("filter.active", /^filter\.active /),
    );
    expect(await answer(`/api/admin/blog-posts${q({ filter: { q: 5 } })}`)).toEqual(refusal("filter.q", /^filter\.q /));
    expect(await answer(`/api/admin/categories${q({ filter: { id: [{}] } })}`)).toEqual(
      refusal("filter.id", /^filter\.id /),
    );
    expect(await answer(`/api/admin/orders${q({ filter: { status: "LOST" } })}`)).toEqual(
      refusal("filter.status", "filter.status is not a known status"),
    );
    expect(await answer(`/api/admin/orders${q({ filter: { createdAt_gte: "soon" } })}`)).toEqual(
      refusal("filter.createdAt_gte", "filter.createdAt_gte must be a date"),
    );
    expect(await answer(`/api/admin/orders${q({ filter: { createdAt_lte: "10000-01-01" } })}`)).toEqual(
      refusal("filter.createdAt_lte", "filter.createdAt_lte must be a date between the years 1 and 9999"),
    );
    const everyStatus = await answer(`/api/admin/orders${q({ filter: { status: "", createdAt_gte: "" } })}`);
    expect(everyStatus.status).toBe(200);
  });

  it("reads ids as numbers or digits; an id no row can have matches nothing", async () => {
    const users = await answer(`/api/admin/users${q({ filter: { id: ["1"], q: "  " } })}`);
    expect(users.status).toBe(200);
    expect((users.body as { id: number }[]).map((user) => user.id)).toEqual([1]);
    const none = await shop.request(`/api/admin/products${q({ filter: { categoryId: 1e308 } })}`, { token: admin });
    expect(none.status).toBe(200);
    expect(none.headers.get("content-range")).toBe("products 0-0/0");
  });
});

describe("categories", () => {
  it("creates with translations, refuses to delete a category in use", async () => {
    const created = await shop.request("/api/admin/categories", {
      method: "POST",
      token: admin,
      json: {
        position: 9,
        translations: { en: { name: "STI/STD Tests" }, de: { name: "STI/STD-Tests" }, bg: { name: "Тестове за ППИ" } },
      },
    });
    expect(created.status).toBe(201);
    const category = (await created.json()) as AdminCategoryRecord;
    expect(category.slug).toBe("stistd-tests");
    const inUse = await shop.request(`/api/admin/categories/${categories.get("drug-tests")}`, {
      method: "DELETE",
      token: admin,
    });
    expect(inUse.status).toBe(409);
    expect(
      (await shop.request(`/api/admin/categories/${category.id}`, { method: "DELETE", token: admin })).status,
    ).toBe(200);
  });
});

describe("orders", () => {
  let order: CreateOrderResponse;

  beforeAll(async () => {
    const response = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 2 }], {
        customerEmail: "Maria.Ivanova@example.bg",
        shippingAddress: {
          firstName: "Maria",
          lastName: "Ivanova",
          address: "ul. Vitosha 1",
          city: "Sofia",
          country: "BG",
          postCode: "1000",
          phone: "+359888123456",
        },
      }),
    });
    order = (await response.json()) as CreateOrderResponse;
    await payInTestMode(shop, order);
    await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" });
  });

  it("finds an order by number, e-mail or name", async () => {
    for (const search of [order.orderNumber.toLowerCase(), "maria.ivanova@", "Maria Ivanova", "ivanova"]) {
      const response = await shop.request(`/api/admin/orders${q({ filter: { q: search } })}`, { token: support });
      const found = (await response.json()) as AdminOrderRecord[];
      expect(
        found.map((o) => o.number),
        search,
      ).toEqual([order.orderNumber]);
    }
    const none = await shop.request(`/api/admin/orders${q({ filter: { q: "nobody" } })}`, { token: support });
    expect(none.headers.get("content-range")).toBe("orders 0-0/0");
    const byStatus = await shop.request(
      `/api/admin/orders${q({ filter: { status: "PAID", createdAt_gte: "2020-01-01" } })}`,
      { token: support },
    );
    expect(((await byStatus.json()) as AdminOrderRecord[]).length).toBe(1);
  });

  it("records a status change and a note with the acting user; refuses impossible moves", async () => {
    const [row] = (await (
      await shop.request(`/api/admin/orders${q({ filter: { q: order.orderNumber } })}`, { token: support })
    ).json()) as AdminOrderListRow[];
    expect(row).toEqual({
      id: expect.any(Number) as number,
      number: order.orderNumber,
      email: "maria.ivanova@example.bg",
      customerName: "Maria Ivanova",
      status: "PAID",
      paymentMethod: "CARD",
      paymentGateway: "TEST",
      total: 49.8,
      itemCount: 2,
      createdAt: expect.any(String) as string,
      paidAt: expect.any(String) as string,
      paymentDeclinedAt: null,
      withdrawn: false,
      withdrawalOpen: false,
      refunded: 0,
    });
    // The list's row is not the record: the order's own answer has the rest.
    const record = (await (
      await shop.request(`/api/admin/orders/${row.id}`, { token: support })
    ).json()) as AdminOrderRecord;
    expect(record).toMatchObject({ ...row, shippingAddress: { country: "BG" } });

    const shipped = await shop.request(`/api/admin/orders/${record.id}`, {
      method: "PUT",
      token: support,
      json: { status: "SHIPPED", note: "DHL 00340434161094042557" },
    });
    expect(shipped.status).toBe(200);
    const after = (await shipped.json()) as AdminOrderRecord;
    expect(after.status).toBe("SHIPPED");
    expect(after.events.slice(-2).map((e) => [e.type, e.actor])).toEqual([
      ["status_shipped", "support"],
      ["note", "support"],
    ]);

    const back = await shop.request(`/api/admin/orders/${record.id}`, {
      method: "PUT",
      token: support,
      json: { status: "PENDING_PAYMENT" },
    });
    expect(back.status).toBe(409);
    expect(((await back.json()) as ApiErrorBody).error.field).toBe("status");
  });

  it("refunds through the provider, and returns the shipped kits to stock only when staff say so", async () => {
    const [record] = (await (
      await shop.request(`/api/admin/orders${q({ filter: { q: order.orderNumber } })}`, { token: admin })
    ).json()) as AdminOrderRecord[];
    const stockBefore = (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "drug-tests" } })).stock;
    const refunded = await shop.request(`/api/admin/orders/${record.id}/refund`, {
      method: "POST",
      token: admin,
      json: { restock: true },
    });
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as AdminOrderRecord).status).toBe("REFUNDED");
    expect((await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "drug-tests" } })).stock).toBe(
      stockBefore + 2,
    );
    const payment = await shop.deps.prisma.testPayment.findUniqueOrThrow({ where: { id: order.paymentReference } });
    expect(payment.status).toBe("refunded");
  });
});

describe("users and dashboard", () => {
  it("lets ADMIN create users and set roles, and keeps one admin", async () => {
    const created = await shop.request("/api/admin/users", {
      method: "POST",
      token: admin,
      json: { username: "elena", password: "correct-horse-battery", role: "SUPPORT" },
    });
    expect(created.status).toBe(201);
    const user = (await created.json()) as AdminUserRecord;
    expect(user).not.toHaveProperty("passwordHash");
    expect(
      (
        await shop.request("/api/admin-login", {
          method: "POST",
          json: { username: "elena", password: "correct-horse-battery" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await shop.request("/api/admin/users", {
          method: "POST",
          token: admin,
          json: { username: "x", password: "short", role: "ADMIN" },
        })
      ).status,
    ).toBe(400);
    const demote = await shop.request("/api/admin/users/1", {
      method: "PUT",
      token: admin,
      json: { role: "SUPPORT", version: 1 },
    });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as ApiErrorBody).error.code).toBe("last_admin");
  });

  it("answers 30 days of revenue, orders to ship and low stock", async () => {
    const dashboard = (await (await shop.request("/api/admin/dashboard", { token: support })).json()) as AdminDashboard;
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.lowStock.map((p) => p.slug)).toEqual(["vitamin-d-test"]);
  });
});

describe("one customer's orders", () => {
  const place = async (email: string) => {
    const response = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { customerEmail: email }),
    });
    return (await response.json()) as CreateOrderResponse;
  };
  const pay = async (order: CreateOrderResponse) => {
    await payInTestMode(shop, order);
    await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" });
    return order;
  };
  const tryCard = (order: CreateOrderResponse, cardNumber: string) =>
    shop.request("/api/payments/test/confirm", {
      method: "POST",
      json: { paymentReference: order.paymentReference, clientSecret: order.clientSecret, method: "CARD", cardNumber },
    });
  /** The order found by its number in the list, as its own record. */
  const recordOf = async (order: CreateOrderResponse) => {
    const [row] = (await (
      await shop.request(`/api/admin/orders${q({ filter: { q: order.orderNumber } })}`, { token: support })
    ).json()) as AdminOrderListRow[];
    const record = (await (
      await shop.request(`/api/admin/orders/${row.id}`, { token: support })
    ).json()) as AdminOrderRecord;
    expect(row).toEqual(
      Object.fromEntries(Object.keys(row).map((key) => [key, record[key as keyof AdminOrderRecord]])),
    );
    return record;
  };
  const numbersFor = async (filter: Record<string, unknown>) => {
    const response = await shop.request(`/api/admin/orders${q({ filter })}`, { token: support });
    return ((await response.json()) as AdminOrderRecord[]).map((o) => o.number).sort();
  };

  let first: CreateOrderResponse;
  let second: CreateOrderResponse;
  let declined: CreateOrderResponse;
  let lookalike: CreateOrderResponse;
  beforeAll(async () => {
    first = await pay(await place("Tom_Lee@example.com"));
    second = await pay(await place("tom_lee@example.com"));
    declined = await place("TOM_LEE@EXAMPLE.COM");
    // `_` matches any one character in SQL's LIKE: this address must not count as Tom's.
    lookalike = await pay(await place("tomxlee@example.com"));
  });

  it("lists the orders of one whole e-mail address, in any case", async () => {
    const toms = [first, second, declined].map((o) => o.orderNumber).sort();
    expect(await numbersFor({ email: "tom_lee@example.com" })).toEqual(toms);
    expect(await numbersFor({ email: "  TOM_LEE@example.COM " })).toEqual(toms);
    expect(await numbersFor({ email: "tomxlee@example.com" })).toEqual([lookalike.orderNumber]);
    expect(await numbersFor({ email: "%@example.com" })).toEqual([]);
    expect(await numbersFor({ email: "tom_lee@example" })).toEqual([]);
    expect(await numbersFor({ email: "tom_lee@example.com", status: "PAID" })).toEqual(
      [first.orderNumber, second.orderNumber].sort(),
    );
    const wrongKind = await shop.request(`/api/admin/orders${q({ filter: { email: 42 } })}`, { token: support });
    expect(wrongKind.status).toBe(400);
    expect(((await wrongKind.json()) as ApiErrorBody).error.field).toBe("filter.email");
  });

  /** The customer view's call: the address in the body, never the path (request logs keep paths). */
  const lookUpCustomer = (email: string, token: string) =>
    shop.request("/api/admin/customers/lookup", { method: "POST", token, json: { email } });

  it("sums a customer's orders: how many, the paid ones' total, the first and the last", async () => {
    const response = await lookUpCustomer("tom_lee@example.com", support);
    expect(response.status).toBe(200);
    const customer = (await response.json()) as AdminCustomerRecord;
    const created = await shop.deps.prisma.order.findMany({
      where: { number: { in: [first.orderNumber, declined.orderNumber] } },
      orderBy: { id: "asc" },
    });
    expect(customer).toEqual({
      id: "tom_lee@example.com",
      email: "tom_lee@example.com",
      customerName: "Anna Schmidt",
      orderCount: 3,
      paidOrderCount: 2,
      paidTotal: first.total + second.total,
      refundedTotal: 0,
      firstOrderAt: created[0].createdAt.toISOString(),
      lastOrderAt: created[1].createdAt.toISOString(),
    });

    // A refunded order is no longer revenue; it still counts as an order.
    const refunded = await recordOf(second);
    await shop.request(`/api/admin/orders/${refunded.id}/refund`, { method: "POST", token: admin });
    const after = (await (await lookUpCustomer("TOM_LEE@example.com", admin)).json()) as AdminCustomerRecord;
    expect(after).toMatchObject({
      id: "TOM_LEE@example.com",
      orderCount: 3,
      paidOrderCount: 1,
      paidTotal: first.total,
      refundedTotal: second.total,
    });

    // A refund in part is no longer paid either: the order counts with what it kept.
    const partly = await recordOf(first);
    const refundedPart = await shop.request(`/api/admin/orders/${partly.id}/refunds`, {
      method: "POST",
      token: admin,
      json: { items: [], amount: 5, restock: false, reason: "Goodwill" },
    });
    expect(refundedPart.status).toBe(201);
    const net = (await (await lookUpCustomer("tom_lee@example.com", admin)).json()) as AdminCustomerRecord;
    expect(net).toMatchObject({
      paidOrderCount: 1,
      paidTotal: Math.round((first.total - 5) * 100) / 100,
      refundedTotal: Math.round((second.total + 5) * 100) / 100,
    });

    expect((await lookUpCustomer("nobody@example.com", support)).status).toBe(404);
    expect((await lookUpCustomer("tom%@example.com", support)).status).toBe(404);
    const blank = await lookUpCustomer(" ", support);
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ApiErrorBody).error.field).toBe("email");
    expect((await shop.request("/api/admin/customers/lookup", { method: "POST", json: {} })).status).toBe(401);
  });

  it("marks a pending order whose card was declined, which still expires as any unpaid order", async () => {
    expect((await tryCard(declined, "4000 0000 0000 0002")).status).toBe(402);
    // A mistyped number never reached a bank: nothing to record.
    expect((await tryCard(declined, "4242 4242 4242 4241")).status).toBe(402);
    const pending = await recordOf(declined);
    expect(pending.status).toBe("PENDING_PAYMENT");
    expect(pending.paymentDeclinedAt).toEqual(expect.any(String));
    expect(pending.events.filter((e) => e.type === "payment_failed")).toEqual([
      expect.objectContaining({
        actor: "customer",
        message: "Payment attempt failed: Your card was declined.",
        params: { detail: "Your card was declined." },
      }),
    ]);
    expect((await recordOf(first)).paymentDeclinedAt).toBeNull();

    // Declined, then paid with another card: no longer declined.
    const retried = await place("tom_lee@example.com");
    expect((await tryCard(retried, "4000000000009995")).status).toBe(402);
    expect((await recordOf(retried)).paymentDeclinedAt).toEqual(expect.any(String));
    await pay(retried);
    expect(await recordOf(retried)).toMatchObject({ status: "PAID", paymentDeclinedAt: null });

    const later = new Date(Date.now() + (shop.env.ORDER_PAYMENT_TIMEOUT_MINUTES + 1) * 60_000);
    expect(await sweepExpiredOrders(shop.deps, later)).toMatchObject({ expired: 1 });
    expect(await recordOf(declined)).toMatchObject({ status: "CANCELLED" });
  });
});
