// Staff reads of personal data (issue 32, H7): a console list answers at most MAX_LIST_PAGE rows
// per request, whatever range is asked for, and Content-Range says which rows came; every page of
// orders, every order record, every customer view and every page of newsletter subscribers is in
// the audit log with who read it, how many rows, and its filter without the personal data in it.
import { MAX_LIST_PAGE } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestShop, SUPPORT, type TestShop } from "../../test/harness.ts";
import { customerRecordId } from "../audit/audit-log.ts";

let shop: TestShop;
let admin: string;
let support: string;
const ORDERS = 250;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.login(ADMIN);
  support = await shop.login(SUPPORT);
  await shop.deps.prisma.$executeRaw`
    INSERT INTO "Order" ("number", "email", "language", "status", "paymentMethod", "paymentGateway",
      "subtotalCents", "shippingCents", "vatCents", "totalCents", "createdAt", "updatedAt")
    SELECT 'READ-' || lpad(i::text, 6, '0'), 'reader' || i || '@example.org', 'en',
      'DELIVERED', 'CARD', 'TEST', 1000, 0, 0, 1000, now() - i * interval '1 minute', now()
    FROM generate_series(1, ${ORDERS}) AS i`;
  await shop.deps.prisma.newsletterSubscriber.createMany({
    data: Array.from({ length: 130 }, (_, i) => ({ email: `subscriber${i}@example.com`, language: "en" })),
  });
});
afterAll(() => shop.close());

const q = (params: Record<string, unknown>) =>
  "?" +
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

/** The audit log's newest entry. */
const latestEntry = () => shop.deps.prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } });

describe("a list's page size", () => {
  it("is at most 100 rows per request, and Content-Range says which came", async () => {
    const response = await shop.request(`/api/admin/orders${q({ range: [0, 999], sort: ["id", "ASC"] })}`, {
      token: support,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(MAX_LIST_PAGE);
    expect(response.headers.get("content-range")).toBe(`orders 0-99/${ORDERS}`);
    // The next page from where it stopped, as react-admin pages on.
    const next = await shop.request(`/api/admin/orders${q({ range: [100, 1099], sort: ["id", "ASC"] })}`, {
      token: support,
    });
    expect(next.headers.get("content-range")).toBe(`orders 100-199/${ORDERS}`);
  });

  it("holds for every admin list, the newsletter's too", async () => {
    const response = await shop.request(`/api/admin/newsletter-subscribers${q({ range: [0, 499] })}`, {
      token: admin,
    });
    expect(await response.json()).toHaveLength(MAX_LIST_PAGE);
    expect(response.headers.get("content-range")).toBe("newsletter-subscribers 0-99/130");
    const audit = await shop.request(`/api/admin/audit-log${q({ range: [0, 999] })}`, { token: admin });
    expect(((await audit.json()) as unknown[]).length).toBeLessThanOrEqual(MAX_LIST_PAGE);
  });

  it("still refuses a range that ends before it starts", async () => {
    const response = await shop.request(`/api/admin/orders${q({ range: [10, 2] })}`, { token: support });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("range");
  });
});

describe("the audit log of staff reads", () => {
  it("records a page of orders: who, how many rows, the filter", async () => {
    await shop.request(`/api/admin/orders${q({ range: [0, 24], filter: { status: "DELIVERED" } })}`, {
      token: support,
    });
    expect(await latestEntry()).toMatchObject({
      actor: SUPPORT.username,
      action: "order.listed",
      resource: "orders",
      recordId: null,
      rowCount: 25,
      detail: { filter: { status: "DELIVERED" }, from: 0 },
    });
  });

  it("keeps a search by e-mail address as that customer's keyed id, and a name as a keyed hash", async () => {
    const before = await shop.deps.prisma.auditEntry.count();
    await shop.request(`/api/admin/orders${q({ filter: { q: "Reader7@example.org" } })}`, { token: support });
    const byEmail = await latestEntry();
    expect(byEmail).toMatchObject({ action: "order.listed", rowCount: 1 });
    expect(byEmail.detail).toEqual({
      filter: { q: customerRecordId(shop.deps, "reader7@example.org") },
      from: 0,
    });
    await shop.request(`/api/admin/orders${q({ filter: { q: "Anna Schmidt" } })}`, { token: support });
    const byName = await latestEntry();
    const kept = JSON.stringify(byName.detail);
    expect(kept).not.toMatch(/anna|schmidt/i);
    expect(kept).toMatch(/"q":"s-[\w-]{32}"/);
    // The same search is recognisable as the same, in any case.
    await shop.request(`/api/admin/orders${q({ filter: { q: "anna schmidt" } })}`, { token: support });
    expect((await latestEntry()).detail).toEqual(byName.detail);
    // One entry per request.
    expect(await shop.deps.prisma.auditEntry.count()).toBe(before + 3);
  });

  it("records one customer's orders and the customer record as views of that customer", async () => {
    const recordId = customerRecordId(shop.deps, "reader3@example.org");
    await shop.request(`/api/admin/orders${q({ filter: { email: "reader3@example.org" } })}`, { token: support });
    const entry = await latestEntry();
    expect(entry).toMatchObject({ action: "customer.viewed", resource: "customers", recordId, rowCount: 1 });
    expect(JSON.stringify(entry.detail)).not.toContain("reader3");
    const view = await shop.request("/api/admin/customers/lookup", {
      method: "POST",
      token: support,
      json: { email: "reader3@example.org" },
    });
    expect(view.status).toBe(200);
    expect(await latestEntry()).toMatchObject({ action: "customer.viewed", recordId, rowCount: 1 });
    // A look-up that finds nobody is recorded too: asking is telling.
    await shop.request("/api/admin/customers/lookup", {
      method: "POST",
      token: support,
      json: { email: "nobody@example.org" },
    });
    expect(await latestEntry()).toMatchObject({ action: "customer.viewed", rowCount: 0 });
  });

  it("records a single order's record", async () => {
    const order = await shop.deps.prisma.order.findFirstOrThrow({ where: { number: "READ-000005" } });
    const response = await shop.request(`/api/admin/orders/${order.id}`, { token: support });
    expect(response.status).toBe(200);
    expect(await latestEntry()).toMatchObject({
      actor: SUPPORT.username,
      action: "order.viewed",
      resource: "orders",
      recordId: String(order.id),
      rowCount: 1,
    });
  });

  it("records each page of the newsletter's subscribers, a search hashed", async () => {
    await shop.request(`/api/admin/newsletter-subscribers${q({ range: [100, 199], filter: { q: "subscriber1" } })}`, {
      token: admin,
    });
    const entry = await latestEntry();
    expect(entry).toMatchObject({
      actor: ADMIN.username,
      action: "newsletter.listed",
      resource: "newsletter-subscribers",
    });
    expect(entry.rowCount).toBe(0);
    expect(JSON.stringify(entry.detail)).not.toContain("subscriber1");
    await shop.request(`/api/admin/newsletter-subscribers${q({ range: [100, 199] })}`, { token: admin });
    expect(await latestEntry()).toMatchObject({ action: "newsletter.listed", rowCount: 30, detail: { from: 100 } });
  });

  it("shows the rows and the filter in the console's audit log", async () => {
    const [entry] = (await (
      await shop.request(`/api/admin/audit-log${q({ filter: { action: "newsletter.listed" }, range: [0, 0] })}`, {
        token: admin,
      })
    ).json()) as { rowCount: number; detail: unknown }[];
    expect(entry).toMatchObject({ rowCount: 30, detail: { filter: {}, from: 100 } });
  });
});
